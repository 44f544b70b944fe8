import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../components/check-list.component';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

const PRODUCTS = [
  { id: 'capture', accent: BRAND.teal },
  { id: 'claims', accent: BRAND.sky },
  { id: 'api', accent: BRAND.amber },
] as const;

const BULLETS = ['b1', 'b2', 'b3', 'b4', 'b5'] as const;

export const FeaturesProductsSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection tone="dark" labelledBy="features-products-title">
      <SectionHeader onDark id="features-products-title" eyebrow={t('features.products.eyebrow')} title={t('features.products.title')} subtitle={t('features.products.subtitle')} />
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {PRODUCTS.map((product) => (
          <Box component="li" key={product.id} data-testid="features-product" sx={{ display: 'flex', minWidth: 0 }}>
            <Paper
              elevation={0}
              sx={{
                width: '100%',
                p: { xs: 3, md: 4 },
                borderRadius: 3,
                bgcolor: 'rgba(255,255,255,0.05)',
                border: '1px solid rgba(255,255,255,0.14)',
                borderTop: `4px solid ${product.accent}`,
                color: '#fff',
              }}
            >
              <Typography sx={{ color: product.accent, fontWeight: 700, fontSize: '0.8rem', letterSpacing: '0.1em', textTransform: 'uppercase' }}>
                {t(`features.products.items.${product.id}.tagline`)}
              </Typography>
              <Typography component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 800, fontSize: '1.4rem', mt: 1, mb: 3 }}>
                {t(`features.products.items.${product.id}.name`)}
              </Typography>
              <CheckList onDark dense testId="product-bullets" items={BULLETS.map((bullet) => t(`features.products.items.${product.id}.bullets.${bullet}`))} />
            </Paper>
          </Box>
        ))}
      </Box>
    </MarketingSection>
  );
};
