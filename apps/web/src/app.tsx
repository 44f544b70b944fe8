import { RouterProvider } from 'react-router/dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AuthProvider } from './features/auth/auth-provider';
import { createAppRouter } from './routes/app.router';
import { appTheme } from './theme/app.theme';

// Created once per page load: the router owns history listeners and must not be rebuilt on re-render.
const router = createAppRouter();

export const App = () => (
  <ThemeProvider theme={appTheme}>
    <CssBaseline />
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  </ThemeProvider>
);
