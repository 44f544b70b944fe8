import Balance from '@mui/icons-material/Balance';
import Bolt from '@mui/icons-material/Bolt';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

const POINTS = [
  { id: 'objectivity', icon: <Balance /> },
  { id: 'speed', icon: <Bolt /> },
  { id: 'openness', icon: <Visibility /> },
] as const;

export const AboutMissionSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection labelledBy="about-mission-title">
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <SectionHeader align="left" id="about-mission-title" eyebrow={t('about.mission.eyebrow')} title={t('about.mission.title')} subtitle={t('about.mission.text')} />
        <Box component="ul" data-testid="about-mission-points" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
          {POINTS.map((point) => (
            <Box
              component="li"
              key={point.id}
              sx={{ display: 'flex', gap: 2.5, p: 3, borderRadius: 3, bgcolor: BRAND.mist, alignItems: 'flex-start', minWidth: 0 }}
            >
              <Box aria-hidden sx={{ flexShrink: 0, width: 48, height: 48, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: '#fff', color: BRAND.blue, boxShadow: '0 6px 16px rgba(29,95,209,0.12)' }}>
                {point.icon}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.15rem' }}>
                  {t(`about.mission.points.${point.id}.title`)}
                </Typography>
                <Typography sx={{ ...WRAP_TEXT_SX, color: 'text.secondary', lineHeight: 1.6, mt: 0.5 }}>{t(`about.mission.points.${point.id}.text`)}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </MarketingSection>
  );
};
