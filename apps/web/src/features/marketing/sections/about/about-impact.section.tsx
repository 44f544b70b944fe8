import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { StatTile } from '../../components/stat-tile.component';

/** 'cases' is the fixed 5000+ figure of spec 000 §9. */
const IMPACT = ['accuracy', 'users', 'cases', 'speed'] as const;

export const AboutImpactSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection tone="dark" labelledBy="about-impact-title">
      <Typography id="about-impact-title" component="h2" sx={{ ...WRAP_TEXT_SX, textAlign: 'center', fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: { xs: 5, md: 7 } }}>
        {t('about.impact.title')}
      </Typography>
      <Box
        component="ul"
        data-testid="about-impact"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 4, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        {IMPACT.map((id) => (
          <StatTile key={id} onDark testId="impact-stat" value={t(`about.impact.items.${id}.value`)} label={t(`about.impact.items.${id}.label`)} />
        ))}
      </Box>
    </MarketingSection>
  );
};
