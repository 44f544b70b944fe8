import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BRAND, HERO_GRADIENT, WRAP_TEXT_SX } from './marketing-tokens';

type TCtaBannerProps = {
  id: string;
  title: string;
  text: string;
  actions: ReactNode;
  testId?: string;
};

/** Closing call to action shared by all marketing pages. */
export const CtaBanner = ({ id, title, text, actions, testId }: TCtaBannerProps) => (
  <Box component="section" aria-labelledby={id} data-testid={testId} sx={{ py: { xs: 7, md: 10 }, bgcolor: '#fff' }}>
    <Container maxWidth="lg">
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 4,
          px: { xs: 3, sm: 6, md: 10 },
          py: { xs: 6, md: 8 },
          textAlign: 'center',
          color: '#fff',
          background: HERO_GRADIENT,
          '&::after': {
            content: '""',
            position: 'absolute',
            width: 420,
            height: 420,
            right: -140,
            top: -200,
            borderRadius: '50%',
            background: `radial-gradient(circle, ${BRAND.teal}55 0%, transparent 70%)`,
            pointerEvents: 'none',
          },
        }}
      >
        <Typography id={id} component="h2" sx={{ ...WRAP_TEXT_SX, position: 'relative', fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.4rem' }, lineHeight: 1.2 }}>
          {title}
        </Typography>
        <Typography
          sx={{ ...WRAP_TEXT_SX, position: 'relative', mt: 2, mx: 'auto', maxWidth: 640, color: 'rgba(255,255,255,0.8)', fontSize: { xs: '1rem', md: '1.125rem' }, lineHeight: 1.65 }}
        >
          {text}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center', position: 'relative' }}>
          {actions}
        </Stack>
      </Box>
    </Container>
  </Box>
);
