import Api from '@mui/icons-material/Api';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Calculate from '@mui/icons-material/Calculate';
import Dns from '@mui/icons-material/Dns';
import Fingerprint from '@mui/icons-material/Fingerprint';
import Groups from '@mui/icons-material/Groups';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Lock from '@mui/icons-material/Lock';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import TrackChanges from '@mui/icons-material/TrackChanges';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid.component';
import { IconFeatureCard } from '../../components/icon-feature-card.component';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, HERO_GRADIENT, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';
import { StatTile } from '../../components/stat-tile.component';

const TOOLS: ReadonlyArray<{ id: 'detection' | 'guidedCapture' | 'reports' | 'estimates' | 'fraud' | 'api' | 'dashboard' | 'pdf' | 'deployment'; icon: ReactNode }> = [
  { id: 'detection', icon: <AutoAwesome /> },
  { id: 'guidedCapture', icon: <PhotoCamera /> },
  { id: 'reports', icon: <InsightsRounded /> },
  { id: 'estimates', icon: <Calculate /> },
  { id: 'fraud', icon: <Fingerprint /> },
  { id: 'api', icon: <Api /> },
  { id: 'dashboard', icon: <SpaceDashboard /> },
  { id: 'pdf', icon: <PictureAsPdf /> },
  { id: 'deployment', icon: <Dns /> },
];

const METRICS = ['reportTime', 'damageTypes', 'carParts', 'availability'] as const;

const TRUST_INDICATORS = [
  { id: 'ownership', icon: <Lock /> },
  { id: 'explainable', icon: <TrackChanges /> },
  { id: 'human', icon: <Groups /> },
] as const;

export const HomeToolsSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection tone="muted" labelledBy="home-tools-title" testId="home-tools">
      <SectionHeader id="home-tools-title" eyebrow={t('home.tools.eyebrow')} title={t('home.tools.title')} subtitle={t('home.tools.subtitle')} />
      <CardGrid columns={3}>
        {TOOLS.map((tool) => (
          <IconFeatureCard
            key={tool.id}
            testId="home-tool-card"
            icon={tool.icon}
            title={t(`home.tools.items.${tool.id}.title`)}
            description={t(`home.tools.items.${tool.id}.description`)}
          />
        ))}
      </CardGrid>

      <Box sx={{ mt: { xs: 7, md: 10 }, borderRadius: 4, background: HERO_GRADIENT, color: '#fff', px: { xs: 3, md: 6 }, py: { xs: 5, md: 6 } }}>
        <Typography component="h3" sx={{ ...WRAP_TEXT_SX, textAlign: 'center', fontWeight: 800, fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 4 }}>
          {t('home.tools.metricsTitle')}
        </Typography>
        <Box
          component="ul"
          data-testid="home-metrics"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {METRICS.map((id) => (
            <StatTile key={id} onDark testId="home-metric" value={t(`home.tools.metrics.${id}.value`)} label={t(`home.tools.metrics.${id}.label`)} />
          ))}
        </Box>
      </Box>

      <Typography component="h3" sx={{ ...WRAP_TEXT_SX, textAlign: 'center', fontWeight: 800, fontSize: { xs: '1.4rem', md: '1.75rem' }, mt: { xs: 7, md: 10 }, mb: 4 }}>
        {t('home.tools.trustTitle')}
      </Typography>
      <Box
        component="ul"
        data-testid="home-trust-indicators"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {TRUST_INDICATORS.map((item) => (
          <Box component="li" key={item.id} data-testid="home-trust-indicator" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
            <Box aria-hidden sx={{ flexShrink: 0, width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: `${BRAND.teal}22`, color: BRAND.tealDark }}>
              {item.icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h4" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.05rem' }}>
                {t(`home.tools.trust.${item.id}.title`)}
              </Typography>
              <Typography sx={{ ...WRAP_TEXT_SX, color: 'text.secondary', lineHeight: 1.6, mt: 0.5 }}>{t(`home.tools.trust.${item.id}.description`)}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </MarketingSection>
  );
};
