import Bolt from '@mui/icons-material/Bolt';
import Balance from '@mui/icons-material/Balance';
import TrackChanges from '@mui/icons-material/TrackChanges';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid.component';
import { IconFeatureCard } from '../../components/icon-feature-card.component';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

const BENEFITS = [
  { id: 'precision', icon: <TrackChanges /> },
  { id: 'consistency', icon: <Balance /> },
  { id: 'speed', icon: <Bolt /> },
] as const;

/** Item ids per category; the counts (6, 4, 4, 5) are fixed by the specification. */
const CATEGORIES = [
  { id: 'body', color: BRAND.coral, items: ['dents', 'scratches', 'cracks', 'bumper', 'alignment', 'frame'] },
  { id: 'visual', color: BRAND.amber, items: ['chips', 'fading', 'rust', 'scuffs'] },
  { id: 'tire', color: BRAND.sky, items: ['tread', 'sidewall', 'rims', 'caps'] },
  { id: 'vehicle', color: BRAND.teal, items: ['headlights', 'tailLights', 'windshield', 'mirrors', 'missing'] },
] as const;

export const FeaturesDetectionSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection labelledBy="features-detection-title">
      <SectionHeader id="features-detection-title" eyebrow={t('features.detection.eyebrow')} title={t('features.detection.title')} subtitle={t('features.detection.subtitle')} />
      <CardGrid columns={3} testId="features-detection-benefits">
        {BENEFITS.map((benefit) => (
          <IconFeatureCard
            key={benefit.id}
            testId="detection-benefit"
            icon={benefit.icon}
            accent={BRAND.tealDark}
            title={t(`features.detection.benefits.${benefit.id}.title`)}
            description={t(`features.detection.benefits.${benefit.id}.text`)}
          />
        ))}
      </CardGrid>

      <Box sx={{ mt: { xs: 7, md: 10 } }}>
        <Typography id="features-categories-title" component="h3" sx={{ ...WRAP_TEXT_SX, textAlign: 'center', fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t('features.categories.title')}
        </Typography>
        <Typography sx={{ ...WRAP_TEXT_SX, textAlign: 'center', color: 'text.secondary', mt: 1, mb: 5 }}>{t('features.categories.subtitle')}</Typography>
        <Box
          component="ul"
          aria-labelledby="features-categories-title"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
        >
          {CATEGORIES.map((category) => (
            <Box component="li" key={category.id} data-testid={`damage-category-${category.id}`} sx={{ display: 'flex', minWidth: 0 }}>
              <Paper variant="outlined" sx={{ width: '100%', p: 3, borderRadius: 3, borderTop: `4px solid ${category.color}` }}>
                <Typography component="h4" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.1rem', mb: 2 }}>
                  {t(`features.categories.items.${category.id}.title`)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
                  {category.items.map((item) => (
                    <Box component="li" key={item} data-testid="damage-category-item" sx={{ display: 'flex', gap: 1.25, alignItems: 'baseline' }}>
                      <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: category.color, flexShrink: 0, transform: 'translateY(-1px)' }} />
                      <Typography sx={{ ...WRAP_TEXT_SX, fontSize: '0.97rem' }}>{t(`features.categories.items.${category.id}.items.${item}`)}</Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>
            </Box>
          ))}
        </Box>
      </Box>
    </MarketingSection>
  );
};
