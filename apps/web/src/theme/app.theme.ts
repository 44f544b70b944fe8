import { createTheme } from '@mui/material/styles';

const FONT_STACK = [
  '"Inter Variable"',
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** One theme for the whole app; deep blue reads as "insurance-grade" and keeps contrast high on white. */
export const appTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b3d91', light: '#3d67c4', dark: '#062663', contrastText: '#ffffff' },
    secondary: { main: '#007a94', contrastText: '#ffffff' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    text: { primary: '#142033', secondary: '#4a5a72' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.015em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0 },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    MuiDialogTitle: {
      styleOverrides: { root: { fontWeight: 700 } },
    },
  },
});
