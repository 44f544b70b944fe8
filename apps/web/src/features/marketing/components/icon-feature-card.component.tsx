import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BRAND, WRAP_TEXT_SX } from './marketing-tokens';

type TIconFeatureCardProps = {
  icon: ReactNode;
  title: string;
  description: string;
  /** Rendered under the description, e.g. a benefit line or a bullet list. */
  children?: ReactNode;
  testId?: string;
  accent?: string;
  onDark?: boolean;
};

/** Card used inside a CardGrid: it renders its own <li> so grids stay semantic lists. */
export const IconFeatureCard = ({ icon, title, description, children, testId, accent = BRAND.blue, onDark = false }: TIconFeatureCardProps) => (
  <Box component="li" data-testid={testId}>
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 3.5 },
        width: '100%',
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        bgcolor: onDark ? 'rgba(255,255,255,0.05)' : '#fff',
        borderColor: onDark ? 'rgba(255,255,255,0.14)' : 'rgba(14, 26, 43, 0.1)',
        color: onDark ? '#fff' : BRAND.ink,
        transition: 'transform 200ms ease, box-shadow 200ms ease',
        '&:hover': { transform: 'translateY(-4px)', boxShadow: onDark ? 'none' : '0 18px 40px rgba(14, 26, 43, 0.1)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 52,
          height: 52,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: accent,
          bgcolor: onDark ? 'rgba(255,255,255,0.08)' : `${accent}14`,
          '& svg': { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Typography component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.35 }}>
        {title}
      </Typography>
      <Typography sx={{ ...WRAP_TEXT_SX, color: onDark ? 'rgba(255,255,255,0.75)' : 'text.secondary', lineHeight: 1.65 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  </Box>
);
