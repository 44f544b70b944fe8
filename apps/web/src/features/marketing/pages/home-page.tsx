import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CtaBanner } from '../components/cta-banner.component';
import { HERO_PRIMARY_BUTTON_SX } from '../components/marketing-tokens';
import { HomeAchievementsSection } from '../sections/home/home-achievements.section';
import { HomeHeroSection } from '../sections/home/home-hero.section';
import { HomeProcessSection } from '../sections/home/home-process.section';
import { HomeToolsSection } from '../sections/home/home-tools.section';
import { HomeUseCasesSection } from '../sections/home/home-use-cases.section';

const HomePage = () => {
  const { t } = useTranslation('marketing');
  return (
    <Box data-testid="home-page">
      <HomeHeroSection />
      <HomeAchievementsSection />
      <HomeToolsSection />
      <HomeProcessSection />
      <HomeUseCasesSection />
      <CtaBanner
        id="home-cta-title"
        testId="home-cta"
        title={t('home.cta.title')}
        text={t('home.cta.text')}
        actions={
          <Button component={Link} to="/about#feedback" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
            {t('home.cta.button')}
          </Button>
        }
      />
    </Box>
  );
};

export default HomePage;
