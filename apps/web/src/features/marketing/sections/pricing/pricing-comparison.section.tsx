import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';
import { PricingComparisonCards } from './pricing-comparison-cards.component';
import { COMPARISON_ROWS, ComparisonValue, PLAN_IDS } from './pricing-comparison-value.component';

export const PricingComparisonSection = () => {
  const { t } = useTranslation('marketing');

  return (
    <MarketingSection tone="muted" labelledBy="pricing-comparison-title">
      <SectionHeader id="pricing-comparison-title" eyebrow={t('pricing.comparison.eyebrow')} title={t('pricing.comparison.title')} />
      {/* Four columns cannot fit a phone without breaking words, so phones get one card per plan instead. */}
      <PricingComparisonCards />
      <TableContainer component={Paper} variant="outlined" sx={{ display: { xs: 'none', sm: 'block' }, borderRadius: 3, maxWidth: 960, mx: 'auto' }}>
        <Table aria-labelledby="pricing-comparison-title" data-testid="pricing-comparison" sx={{ tableLayout: 'fixed', '& td, & th': { px: { sm: 1.5, md: 2.5 }, py: 2 } }}>
          <TableHead>
            <TableRow sx={{ bgcolor: '#fff' }}>
              <TableCell component="th" scope="col" sx={{ width: { sm: '34%', md: '40%' }, fontWeight: 700 }}>
                {t('pricing.comparison.feature')}
              </TableCell>
              {PLAN_IDS.map((plan) => (
                <TableCell
                  key={plan}
                  component="th"
                  scope="col"
                  align="center"
                  sx={{ ...WRAP_TEXT_SX, fontWeight: 800, fontSize: { sm: '0.9rem', md: '0.95rem' }, color: plan === 'pro' ? BRAND.blue : 'inherit' }}
                >
                  {t(`pricing.plans.${plan}.name`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {COMPARISON_ROWS.map((row) => (
              <TableRow key={row.id} data-testid={`comparison-row-${row.id}`} sx={{ bgcolor: '#fff', '&:last-of-type td, &:last-of-type th': { borderBottom: 0 } }}>
                <TableCell component="th" scope="row" sx={{ ...WRAP_TEXT_SX, fontWeight: 600, fontSize: { sm: '0.9rem', md: '0.95rem' } }}>
                  {t(`pricing.comparison.rows.${row.id}`)}
                </TableCell>
                {row.values.map((value, index) => (
                  <TableCell
                    key={PLAN_IDS[index]}
                    align="center"
                    sx={{ ...WRAP_TEXT_SX, fontSize: { sm: '0.9rem', md: '0.95rem' }, bgcolor: index === 1 ? `${BRAND.blue}08` : undefined }}
                  >
                    <ComparisonValue value={value} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </MarketingSection>
  );
};
