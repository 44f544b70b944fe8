import GppGood from '@mui/icons-material/GppGood';
import Lock from '@mui/icons-material/Lock';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HERO_PRIMARY_BUTTON_SX, HERO_SECONDARY_BUTTON_SX, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { PageHero } from '../../components/page-hero.component';
import { CarDamageIllustration } from '../../illustrations/car-damage.illustration';

const TRUST_BADGES = [
  { id: 'iso', icon: <VerifiedUser /> },
  { id: 'gdpr', icon: <GppGood /> },
  { id: 'encryption', icon: <Lock /> },
] as const;

export const HomeHeroSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <PageHero
      testId="home-hero"
      eyebrow={t('home.hero.eyebrow')}
      title={t('home.hero.title')}
      subtitle={t('home.hero.subtitle')}
      illustration={<CarDamageIllustration />}
      actions={
        <>
          <Button component={Link} to="/data_collector" variant="contained" sx={HERO_PRIMARY_BUTTON_SX}>
            {t('home.hero.primaryCta')}
          </Button>
          <Button component={Link} to="/features" variant="outlined" sx={HERO_SECONDARY_BUTTON_SX}>
            {t('home.hero.secondaryCta')}
          </Button>
        </>
      }
      footer={
        <Box
          component="ul"
          aria-label={t('home.trust.label')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 5, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {TRUST_BADGES.map((badge) => (
            <Box
              component="li"
              key={badge.id}
              data-testid="trust-badge"
              sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', color: 'rgba(255,255,255,0.85)', '& svg': { color: '#22C3A6', fontSize: 22, mt: '2px' } }}
            >
              {badge.icon}
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', color: '#fff' }}>{t(`home.trust.${badge.id}.title`)}</Typography>
                <Typography sx={{ ...WRAP_TEXT_SX, fontSize: '0.8rem', lineHeight: 1.5, color: 'rgba(255,255,255,0.68)' }}>
                  {t(`home.trust.${badge.id}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      }
    />
  );
};
