import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND, WRAP_TEXT_SX } from './marketing-tokens';

type TCheckListProps = {
  items: string[];
  testId?: string;
  onDark?: boolean;
  dense?: boolean;
};

export const CheckList = ({ items, testId, onDark = false, dense = false }: TCheckListProps) => (
  <Box component="ul" data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: dense ? 1 : 1.5 }}>
    {items.map((item) => (
      <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
        <CheckCircleRounded aria-hidden sx={{ color: onDark ? BRAND.teal : BRAND.tealDark, fontSize: 20, mt: '3px', flexShrink: 0 }} />
        <Typography
          sx={{ ...WRAP_TEXT_SX, fontSize: dense ? '0.95rem' : '1rem', lineHeight: 1.55, color: onDark ? 'rgba(255,255,255,0.88)' : 'inherit' }}
        >
          {item}
        </Typography>
      </Box>
    ))}
  </Box>
);
