import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND, WRAP_TEXT_SX } from './marketing-tokens';

type TSectionHeaderProps = {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  onDark?: boolean;
};

export const SectionHeader = ({ id, eyebrow, title, subtitle, align = 'center', onDark = false }: TSectionHeaderProps) => (
  <Box sx={{ textAlign: align, maxWidth: align === 'center' ? 760 : 'none', mx: align === 'center' ? 'auto' : 0, mb: { xs: 5, md: 7 } }}>
    {eyebrow && (
      <Typography
        component="p"
        sx={{
          color: onDark ? BRAND.teal : BRAND.blue,
          fontWeight: 700,
          letterSpacing: '0.12em',
          textTransform: 'uppercase',
          fontSize: '0.8rem',
          mb: 1.5,
        }}
      >
        {eyebrow}
      </Typography>
    )}
    <Typography
      id={id}
      component="h2"
      sx={{ ...WRAP_TEXT_SX, fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.5rem' }, lineHeight: 1.2, letterSpacing: '-0.01em' }}
    >
      {title}
    </Typography>
    {subtitle && (
      <Typography
        sx={{
          ...WRAP_TEXT_SX,
          mt: 2,
          fontSize: { xs: '1rem', md: '1.125rem' },
          lineHeight: 1.65,
          color: onDark ? 'rgba(255,255,255,0.78)' : 'text.secondary',
        }}
      >
        {subtitle}
      </Typography>
    )}
  </Box>
);
