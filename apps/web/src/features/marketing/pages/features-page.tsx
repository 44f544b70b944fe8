import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CtaBanner } from '../components/cta-banner.component';
import { HERO_PRIMARY_BUTTON_SX, HERO_SECONDARY_BUTTON_SX } from '../components/marketing-tokens';
import { PageHero } from '../components/page-hero.component';
import { PhoneScanIllustration } from '../illustrations/phone-scan.illustration';
import { FeaturesCoreSection } from '../sections/features/features-core.section';
import { FeaturesDetectionSection } from '../sections/features/features-detection.section';
import { FeaturesIntegrationSection } from '../sections/features/features-integration.section';
import { FeaturesProductsSection } from '../sections/features/features-products.section';
import { FeaturesWorkflowSection } from '../sections/features/features-workflow.section';

// The testimonials list (data/testimonials.data.ts) is intentionally not rendered here, as the specification requires.
const FeaturesPage = () => {
  const { t } = useTranslation('marketing');
  return (
    <Box data-testid="features-page">
      <PageHero
        testId="features-hero"
        eyebrow={t('features.hero.eyebrow')}
        title={t('features.hero.title')}
        subtitle={t('features.hero.subtitle')}
        illustration={<PhoneScanIllustration />}
        actions={
          <>
            <Button component={Link} to="/data_collector" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
              {t('features.hero.primaryCta')}
            </Button>
            <Button component={Link} to="/about" variant="outlined" sx={HERO_SECONDARY_BUTTON_SX}>
              {t('features.hero.secondaryCta')}
            </Button>
          </>
        }
      />
      <FeaturesCoreSection />
      <FeaturesProductsSection />
      <FeaturesIntegrationSection />
      <FeaturesWorkflowSection />
      <FeaturesDetectionSection />
      <CtaBanner
        id="features-cta-title"
        testId="features-cta"
        title={t('features.cta.title')}
        text={t('features.cta.text')}
        actions={
          <>
            <Button component={Link} to="/about#feedback" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
              {t('features.cta.bookDemo')}
            </Button>
            <Button component={Link} to="/pricing" variant="outlined" sx={HERO_SECONDARY_BUTTON_SX}>
              {t('features.cta.viewPricing')}
            </Button>
          </>
        }
      />
    </Box>
  );
};

export default FeaturesPage;
