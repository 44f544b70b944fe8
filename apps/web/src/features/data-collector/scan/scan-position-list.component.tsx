import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import RadioButtonCheckedRoundedIcon from '@mui/icons-material/RadioButtonCheckedRounded';
import RadioButtonUncheckedRoundedIcon from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CAR_OUTLINES } from './car-outlines';

/** The six positions with their status (spec 001 §2): captured, in progress, waiting. */
export const ScanPositionList = ({ index }: { index: number }) => {
  const { t } = useTranslation('scan');
  return (
    <Box component="section" aria-labelledby="scan-positions-title">
      <Typography id="scan-positions-title" variant="overline" component="h3" sx={{ opacity: 0.7, lineHeight: 1.5 }}>
        {t('positionsTitle')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}>
        {CAR_OUTLINES.map((outline) => {
          const status = outline.index < index ? 'done' : outline.index === index ? 'current' : 'pending';
          const Icon = status === 'done' ? CheckCircleRoundedIcon : status === 'current' ? RadioButtonCheckedRoundedIcon : RadioButtonUncheckedRoundedIcon;
          return (
            <Box
              component="li"
              key={outline.index}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, py: 0.25, opacity: status === 'pending' ? 0.65 : 1 }}
            >
              <Icon fontSize="small" sx={{ color: status === 'done' ? '#66bb6a' : status === 'current' ? '#90caf9' : 'inherit' }} aria-hidden />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, fontSize: '0.8125rem', lineHeight: 1.3, fontWeight: status === 'current' ? 700 : 400 }}>
                {t(`positions.${outline.nameKey}`)}
              </Typography>
              <Typography variant="caption" sx={{ opacity: 0.75 }}>
                {t(`positionStatus.${status}`)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};
