import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Brand colours of the marketing pages. They are fixed rather than read from the app theme because the hero
 * gradients and illustrations must look the same whatever palette the signed-in app uses.
 */
export const BRAND = {
  navy: '#0A1A33',
  navyMid: '#0F2F5C',
  blue: '#1D5FD1',
  sky: '#5AA9FF',
  teal: '#22C3A6',
  tealDark: '#0B7A67',
  coral: '#FF6B4A',
  amber: '#FFB547',
  ink: '#0E1A2B',
  mist: '#F4F7FB',
} as const;

export const HERO_GRADIENT = `linear-gradient(135deg, ${BRAND.navy} 0%, ${BRAND.navyMid} 55%, #144A8C 100%)`;

/** Long Russian compounds must wrap instead of pushing the page wider than a 390 px phone. */
export const WRAP_TEXT_SX = { overflowWrap: 'break-word', wordBreak: 'normal', hyphens: 'auto' } as const;

export const HERO_PRIMARY_BUTTON_SX: SxProps<Theme> = {
  bgcolor: BRAND.teal,
  color: '#04221C',
  fontWeight: 700,
  px: 3.5,
  py: 1.25,
  borderRadius: 2,
  textTransform: 'none',
  fontSize: '1rem',
  boxShadow: '0 10px 30px rgba(34, 195, 166, 0.35)',
  '&:hover': { bgcolor: '#3DD6BA', boxShadow: '0 12px 34px rgba(34, 195, 166, 0.45)' },
};

export const HERO_SECONDARY_BUTTON_SX: SxProps<Theme> = {
  color: '#fff',
  borderColor: 'rgba(255, 255, 255, 0.5)',
  fontWeight: 600,
  px: 3.5,
  py: 1.25,
  borderRadius: 2,
  textTransform: 'none',
  fontSize: '1rem',
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255, 255, 255, 0.08)' },
};

export const SOLID_BUTTON_SX: SxProps<Theme> = {
  fontWeight: 700,
  px: 3,
  py: 1.1,
  borderRadius: 2,
  textTransform: 'none',
  fontSize: '1rem',
};

/** Screen-reader-only text. Pixel strings on purpose: in `sx`, a bare `1` means 100%. */
export const VISUALLY_HIDDEN_SX = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
