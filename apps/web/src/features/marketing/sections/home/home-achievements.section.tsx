import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../components/stat-tile.component';

const ACHIEVEMENTS = ['accuracy', 'speed', 'cost'] as const;

export const HomeAchievementsSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <Box component="section" aria-labelledby="home-achievements-title" sx={{ bgcolor: '#fff', py: { xs: 7, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography
          id="home-achievements-title"
          component="h2"
          sx={{ textAlign: 'center', fontWeight: 700, fontSize: '0.85rem', letterSpacing: '0.12em', textTransform: 'uppercase', color: 'text.secondary', mb: 5 }}
        >
          {t('home.achievements.title')}
        </Typography>
        <Box
          component="ul"
          data-testid="home-achievements"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 5, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {ACHIEVEMENTS.map((id) => (
            <StatTile
              key={id}
              testId="achievement"
              value={t(`home.achievements.items.${id}.value`)}
              label={t(`home.achievements.items.${id}.label`)}
              description={t(`home.achievements.items.${id}.description`)}
            />
          ))}
        </Box>
      </Container>
    </Box>
  );
};
