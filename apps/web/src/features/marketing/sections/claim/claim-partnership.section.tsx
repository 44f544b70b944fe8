import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';
import { GlobeRegionsIllustration } from '../../illustrations/globe-regions.illustration';

/** Colours match the pins of the globe illustration, in the same order. */
const REGIONS = [
  { id: 'europe', color: BRAND.sky },
  { id: 'northAmerica', color: BRAND.teal },
  { id: 'asiaPacific', color: BRAND.amber },
  { id: 'emerging', color: BRAND.coral },
] as const;

export const ClaimPartnershipSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection labelledBy="claim-partnership-title">
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, alignItems: 'center', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 0.9fr) minmax(0, 1.1fr)' } }}>
        <Box sx={{ maxWidth: 440, width: '100%', mx: 'auto' }}>
          <GlobeRegionsIllustration />
        </Box>
        <Box>
          <SectionHeader align="left" id="claim-partnership-title" eyebrow={t('claim.partnership.eyebrow')} title={t('claim.partnership.title')} subtitle={t('claim.partnership.subtitle')} />
          <Box
            component="ul"
            data-testid="claim-regions"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
          >
            {REGIONS.map((region) => (
              <Box component="li" key={region.id} data-testid="claim-region" sx={{ p: 2.5, borderRadius: 3, bgcolor: BRAND.mist, borderLeft: `4px solid ${region.color}`, minWidth: 0 }}>
                <Typography component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.05rem' }}>
                  {t(`claim.partnership.regions.${region.id}.title`)}
                </Typography>
                <Typography sx={{ ...WRAP_TEXT_SX, color: 'text.secondary', fontSize: '0.93rem', lineHeight: 1.55, mt: 0.5 }}>
                  {t(`claim.partnership.regions.${region.id}.text`)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </MarketingSection>
  );
};
