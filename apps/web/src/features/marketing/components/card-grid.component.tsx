import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type TCardGridProps = {
  /** Columns from the medium breakpoint up; phones always get one column, tablets two. */
  columns: 2 | 3 | 4 | 5;
  children: ReactNode;
  testId?: string;
  label?: string;
};

/**
 * A list laid out as a CSS grid. minmax(0, 1fr) rather than 1fr lets long words shrink cards instead of
 * widening the page on small screens.
 */
export const CardGrid = ({ columns, children, testId, label }: TCardGridProps) => (
  <Box
    component="ul"
    aria-label={label}
    data-testid={testId}
    sx={{
      listStyle: 'none',
      m: 0,
      p: 0,
      display: 'grid',
      gap: { xs: 2.5, md: 3 },
      gridTemplateColumns: {
        xs: 'minmax(0, 1fr)',
        sm: 'repeat(2, minmax(0, 1fr))',
        md: `repeat(${Math.min(columns, 3)}, minmax(0, 1fr))`,
        lg: `repeat(${columns}, minmax(0, 1fr))`,
      },
      '& > li': { display: 'flex', minWidth: 0 },
    }}
  >
    {children}
  </Box>
);
