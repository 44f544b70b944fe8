import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CtaBanner } from '../components/cta-banner.component';
import { HERO_PRIMARY_BUTTON_SX, HERO_SECONDARY_BUTTON_SX } from '../components/marketing-tokens';
import { PageHero } from '../components/page-hero.component';
import { ClaimReviewIllustration } from '../illustrations/claim-review.illustration';
import { ClaimBenefitsSection } from '../sections/claim/claim-benefits.section';
import { ClaimFraudSection } from '../sections/claim/claim-fraud.section';
import { CLAIM_MODULES_SECTION_ID, ClaimModulesSection } from '../sections/claim/claim-modules.section';
import { ClaimPartnershipSection } from '../sections/claim/claim-partnership.section';
import { ClaimReviewSection } from '../sections/claim/claim-review.section';

/** The modules section carries scroll-margin-top, so scrollIntoView leaves room for the sticky top bar. */
const scrollToModules = () => {
  document.getElementById(CLAIM_MODULES_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
};

const ClaimAssessmentPage = () => {
  const { t } = useTranslation('marketing');
  return (
    <Box data-testid="claim-assessment-page">
      <PageHero
        testId="claim-hero"
        eyebrow={t('claim.hero.eyebrow')}
        title={t('claim.hero.title')}
        subtitle={t('claim.hero.subtitle')}
        illustration={<ClaimReviewIllustration />}
        actions={
          <>
            <Button component={Link} to="/register" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
              {t('claim.hero.bookDemo')}
            </Button>
            <Button type="button" variant="outlined" onClick={scrollToModules} sx={HERO_SECONDARY_BUTTON_SX}>
              {t('claim.hero.learnMore')}
            </Button>
          </>
        }
      />
      <ClaimBenefitsSection />
      <ClaimModulesSection />
      <ClaimReviewSection />
      <ClaimFraudSection />
      <ClaimPartnershipSection />
      <CtaBanner
        id="claim-cta-title"
        testId="claim-cta"
        title={t('claim.cta.title')}
        text={t('claim.cta.text')}
        actions={
          <Button component={Link} to="/register" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
            {t('claim.cta.button')}
          </Button>
        }
      />
    </Box>
  );
};

export default ClaimAssessmentPage;
