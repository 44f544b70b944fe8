import AccessTime from '@mui/icons-material/AccessTime';
import Brush from '@mui/icons-material/Brush';
import Build from '@mui/icons-material/Build';
import CarCrash from '@mui/icons-material/CarCrash';
import CompareArrows from '@mui/icons-material/CompareArrows';
import EventBusy from '@mui/icons-material/EventBusy';
import FormatPaint from '@mui/icons-material/FormatPaint';
import Handyman from '@mui/icons-material/Handyman';
import LocalOffer from '@mui/icons-material/LocalOffer';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Paid from '@mui/icons-material/Paid';
import Percent from '@mui/icons-material/Percent';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Speed from '@mui/icons-material/Speed';
import TrendingDown from '@mui/icons-material/TrendingDown';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

export const CLAIM_MODULES_SECTION_ID = 'modules';

/** The fifteen modules, in the order spec 000 lists them. */
const MODULES = [
  { id: 'partsComparison', icon: <CompareArrows /> },
  { id: 'repairOperations', icon: <Build /> },
  { id: 'laborRate', icon: <Paid /> },
  { id: 'vinReading', icon: <QrCodeScanner /> },
  { id: 'taxes', icon: <Percent /> },
  { id: 'removalRefit', icon: <Handyman /> },
  { id: 'priorDamage', icon: <EventBusy /> },
  { id: 'discounts', icon: <LocalOffer /> },
  { id: 'repairLabor', icon: <AccessTime /> },
  { id: 'panelPaint', icon: <FormatPaint /> },
  { id: 'partPrices', icon: <ManageSearch /> },
  { id: 'odometer', icon: <Speed /> },
  { id: 'depreciation', icon: <TrendingDown /> },
  { id: 'paintHours', icon: <Brush /> },
  { id: 'causeOfDamage', icon: <CarCrash /> },
] as const;

export const ClaimModulesSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection id={CLAIM_MODULES_SECTION_ID} tone="muted" labelledBy="claim-modules-title" testId="claim-modules">
      <SectionHeader id="claim-modules-title" eyebrow={t('claim.modules.eyebrow')} title={t('claim.modules.title')} subtitle={t('claim.modules.subtitle')} />
      <Box
        component="ol"
        aria-labelledby="claim-modules-title"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {MODULES.map((module, index) => (
          <Box
            component="li"
            key={module.id}
            data-testid="claim-module"
            sx={{ display: 'flex', gap: 2, p: 2.5, borderRadius: 3, bgcolor: '#fff', border: '1px solid rgba(14,26,43,0.08)', alignItems: 'flex-start', minWidth: 0 }}
          >
            <Box aria-hidden sx={{ flexShrink: 0, width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: `${BRAND.blue}12`, color: BRAND.blue }}>
              {module.icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.02rem', lineHeight: 1.35 }}>
                <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontWeight: 600, mr: 0.75 }}>
                  {String(index + 1).padStart(2, '0')}
                </Box>
                {t(`claim.modules.items.${module.id}.title`)}
              </Typography>
              <Typography sx={{ ...WRAP_TEXT_SX, color: 'text.secondary', fontSize: '0.93rem', lineHeight: 1.55, mt: 0.5 }}>
                {t(`claim.modules.items.${module.id}.text`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </MarketingSection>
  );
};
