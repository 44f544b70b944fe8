import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type TPublicFormLayoutProps = {
  title: string;
  subtitle: string;
  children: ReactNode;
  testId?: string;
};

/** Centred card on a soft gradient, shared by the registration and password reset pages. */
export const PublicFormLayout = ({ title, subtitle, children, testId }: TPublicFormLayoutProps) => (
  <Box
    data-testid={testId}
    sx={{
      minHeight: { xs: 'auto', sm: 'calc(100vh - 200px)' },
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      py: { xs: 5, md: 8 },
      background: 'linear-gradient(160deg, #F4F7FB 0%, #E6EEFA 100%)',
    }}
  >
    <Paper
      component="section"
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 480,
        p: { xs: 3, sm: 5 },
        borderRadius: 4,
        border: '1px solid rgba(14, 26, 43, 0.08)',
        boxShadow: '0 30px 60px rgba(14, 26, 43, 0.1)',
      }}
    >
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2rem' }, textAlign: 'center', overflowWrap: 'break-word' }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 4, overflowWrap: 'break-word' }}>{subtitle}</Typography>
      {children}
    </Paper>
  </Box>
);
