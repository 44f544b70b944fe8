import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CtaBanner } from '../components/cta-banner.component';
import { HERO_PRIMARY_BUTTON_SX, HERO_SECONDARY_BUTTON_SX } from '../components/marketing-tokens';
import { PageHero } from '../components/page-hero.component';
import { FEEDBACK_SECTION_ID } from '../feedback/feedback.constants';
import { ReportDashboardIllustration } from '../illustrations/report-dashboard.illustration';
import { AboutFeedbackSection } from '../sections/about/about-feedback.section';
import { AboutImpactSection } from '../sections/about/about-impact.section';
import { AboutMissionSection } from '../sections/about/about-mission.section';
import { AboutValuesSection } from '../sections/about/about-values.section';

// The team list (data/team.data.ts) is intentionally not rendered here, as the specification requires.
const AboutPage = () => {
  const { t } = useTranslation('marketing');
  return (
    <Box data-testid="about-page">
      <PageHero
        testId="about-hero"
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        subtitle={t('about.hero.subtitle')}
        illustration={<ReportDashboardIllustration />}
        actions={
          <>
            <Button component={Link} to="/data_collector" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
              {t('about.hero.primaryCta')}
            </Button>
            <Button component={Link} to="/features" variant="outlined" sx={HERO_SECONDARY_BUTTON_SX}>
              {t('about.hero.secondaryCta')}
            </Button>
          </>
        }
      />
      <AboutMissionSection />
      <AboutImpactSection />
      <AboutValuesSection />
      <AboutFeedbackSection />
      <CtaBanner
        id="about-cta-title"
        testId="about-cta"
        title={t('about.cta.title')}
        text={t('about.cta.text')}
        actions={
          <>
            <Button component={Link} to="/data_collector" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
              {t('about.cta.primary')}
            </Button>
            <Button component={Link} to={{ hash: `#${FEEDBACK_SECTION_ID}` }} variant="outlined" sx={HERO_SECONDARY_BUTTON_SX}>
              {t('about.cta.secondary')}
            </Button>
          </>
        }
      />
    </Box>
  );
};

export default AboutPage;
