import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { BRAND } from './marketing-tokens';

export type TSectionTone = 'plain' | 'muted' | 'dark';

type TMarketingSectionProps = {
  id?: string;
  labelledBy?: string;
  tone?: TSectionTone;
  testId?: string;
  children: ReactNode;
};

const BACKGROUNDS: Record<TSectionTone, string> = {
  plain: '#FFFFFF',
  muted: BRAND.mist,
  dark: `linear-gradient(160deg, ${BRAND.navy} 0%, ${BRAND.navyMid} 100%)`,
};

/** One full-width band of a marketing page; every page body is a stack of these. */
export const MarketingSection = ({ id, labelledBy, tone = 'plain', testId, children }: TMarketingSectionProps) => (
  <Box
    component="section"
    id={id}
    aria-labelledby={labelledBy}
    data-testid={testId}
    sx={{
      background: BACKGROUNDS[tone],
      color: tone === 'dark' ? '#fff' : BRAND.ink,
      py: { xs: 7, md: 11 },
      // Keeps in-page jumps clear of a sticky top bar.
      scrollMarginTop: '80px',
    }}
  >
    <Container maxWidth="lg">{children}</Container>
  </Box>
);
