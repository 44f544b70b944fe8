import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BRAND, HERO_GRADIENT, WRAP_TEXT_SX } from './marketing-tokens';

type TPageHeroProps = {
  eyebrow: string;
  title: string;
  subtitle: string;
  actions: ReactNode;
  illustration: ReactNode;
  /** Extra content under the buttons, e.g. trust badges. */
  footer?: ReactNode;
  testId?: string;
};

/** The dark opening band every marketing page starts with; the page's only h1 lives here. */
export const PageHero = ({ eyebrow, title, subtitle, actions, illustration, footer, testId }: TPageHeroProps) => (
  <Box
    component="section"
    data-testid={testId}
    aria-labelledby="page-hero-title"
    sx={{
      position: 'relative',
      overflow: 'hidden',
      color: '#fff',
      background: HERO_GRADIENT,
      pt: { xs: 8, md: 12 },
      pb: { xs: 8, md: 12 },
      // A faint dot grid gives the gradient depth without loading an image.
      '&::before': {
        content: '""',
        position: 'absolute',
        inset: 0,
        backgroundImage: 'radial-gradient(rgba(255,255,255,0.08) 1px, transparent 1px)',
        backgroundSize: '28px 28px',
        pointerEvents: 'none',
      },
    }}
  >
    <Container maxWidth="lg" sx={{ position: 'relative' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' },
          gap: { xs: 6, md: 8 },
          alignItems: 'center',
        }}
      >
        <Box>
          <Box
            component="p"
            sx={{
              display: 'inline-block',
              m: 0,
              mb: 3,
              px: 1.75,
              py: 0.75,
              borderRadius: 99,
              bgcolor: 'rgba(34, 195, 166, 0.14)',
              border: '1px solid rgba(34, 195, 166, 0.45)',
              color: BRAND.teal,
              fontWeight: 700,
              fontSize: '0.8rem',
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              maxWidth: '100%',
              ...WRAP_TEXT_SX,
            }}
          >
            {eyebrow}
          </Box>
          <Typography
            id="page-hero-title"
            component="h1"
            sx={{
              ...WRAP_TEXT_SX,
              fontWeight: 800,
              fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.3rem' },
              lineHeight: 1.12,
              letterSpacing: '-0.02em',
            }}
          >
            {title}
          </Typography>
          <Typography
            sx={{
              ...WRAP_TEXT_SX,
              mt: 3,
              fontSize: { xs: '1.05rem', md: '1.2rem' },
              lineHeight: 1.65,
              color: 'rgba(255,255,255,0.8)',
              maxWidth: 600,
            }}
          >
            {subtitle}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
            {actions}
          </Stack>
          {footer}
        </Box>
        <Box sx={{ maxWidth: { xs: 440, md: 'none' }, width: '100%', mx: 'auto' }}>{illustration}</Box>
      </Box>
    </Container>
  </Box>
);
