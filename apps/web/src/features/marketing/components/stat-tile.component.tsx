import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND, WRAP_TEXT_SX } from './marketing-tokens';

type TStatTileProps = {
  value: string;
  label: string;
  description?: string;
  onDark?: boolean;
  testId?: string;
};

export const StatTile = ({ value, label, description, onDark = false, testId }: TStatTileProps) => (
  <Box component="li" data-testid={testId} sx={{ textAlign: 'center', px: 1, minWidth: 0 }}>
    <Typography
      component="p"
      sx={{
        fontWeight: 800,
        fontSize: { xs: '2.5rem', md: '3.25rem' },
        lineHeight: 1.1,
        letterSpacing: '-0.02em',
        background: onDark ? `linear-gradient(90deg, ${BRAND.teal}, ${BRAND.sky})` : `linear-gradient(90deg, ${BRAND.blue}, ${BRAND.tealDark})`,
        backgroundClip: 'text',
        WebkitBackgroundClip: 'text',
        color: 'transparent',
      }}
    >
      {value}
    </Typography>
    <Typography component="p" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.05rem', mt: 1 }}>
      {label}
    </Typography>
    {description && (
      <Typography sx={{ ...WRAP_TEXT_SX, mt: 1, color: onDark ? 'rgba(255,255,255,0.72)' : 'text.secondary', lineHeight: 1.6, fontSize: '0.95rem' }}>
        {description}
      </Typography>
    )}
  </Box>
);
