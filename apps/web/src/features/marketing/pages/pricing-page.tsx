import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CtaBanner } from '../components/cta-banner.component';
import { HERO_PRIMARY_BUTTON_SX, HERO_SECONDARY_BUTTON_SX } from '../components/marketing-tokens';
import { PageHero } from '../components/page-hero.component';
import { PlansIllustration } from '../illustrations/plans.illustration';
import { PricingComparisonSection } from '../sections/pricing/pricing-comparison.section';
import { PricingFaqSection } from '../sections/pricing/pricing-faq.section';
import { PricingPlansSection } from '../sections/pricing/pricing-plans.section';

const PricingPage = () => {
  const { t } = useTranslation('marketing');
  return (
    <Box data-testid="pricing-page">
      <PageHero
        testId="pricing-hero"
        eyebrow={t('pricing.hero.eyebrow')}
        title={t('pricing.hero.title')}
        subtitle={t('pricing.hero.subtitle')}
        illustration={<PlansIllustration />}
        actions={
          <Button component={Link} to="/about#feedback" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
            {t('pricing.hero.cta')}
          </Button>
        }
      />
      <PricingPlansSection />
      <PricingComparisonSection />
      <PricingFaqSection />
      <CtaBanner
        id="pricing-bottom-cta-title"
        testId="pricing-bottom-cta"
        title={t('pricing.bottomCta.title')}
        text={t('pricing.bottomCta.text')}
        actions={
          <>
            <Button component={Link} to="/register" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
              {t('pricing.bottomCta.startTrial')}
            </Button>
            <Button component={Link} to="/about#feedback" variant="outlined" sx={HERO_SECONDARY_BUTTON_SX}>
              {t('pricing.bottomCta.contactSales')}
            </Button>
          </>
        }
      />
    </Box>
  );
};

export default PricingPage;
