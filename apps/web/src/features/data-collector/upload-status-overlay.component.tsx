import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const drawCircle = keyframes`from { stroke-dashoffset: 166; } to { stroke-dashoffset: 0; }`;
const drawCheck = keyframes`from { stroke-dashoffset: 48; } to { stroke-dashoffset: 0; }`;
const pop = keyframes`0% { transform: scale(0.6); opacity: 0; } 60% { transform: scale(1.08); opacity: 1; } 100% { transform: scale(1); }`;

/** The drawn checkmark shown for 2 s after a successful upload (spec 001 §9); still for reduced-motion users. */
const SuccessCheckmark = () => (
  <Box
    component="svg"
    viewBox="0 0 52 52"
    aria-hidden
    sx={{
      width: 88,
      height: 88,
      animation: `${pop} 450ms ease-out both`,
      '& circle': { stroke: '#22c55e', strokeWidth: 3, fill: 'rgba(34, 197, 94, 0.15)', strokeDasharray: 166, animation: `${drawCircle} 600ms ease-out both` },
      '& path': { stroke: '#ffffff', strokeWidth: 4, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round', strokeDasharray: 48, animation: `${drawCheck} 350ms 450ms ease-out both` },
      '@media (prefers-reduced-motion: reduce)': { animation: 'none', '& circle, & path': { animation: 'none', strokeDashoffset: 0 } },
    }}
  >
    <circle cx="26" cy="26" r="24" />
    <path d="M14 27 l8 8 l16 -17" />
  </Box>
);

type TUploadStatusOverlayProps = { phase: 'idle' | 'processing' | 'success'; message: string };

/** Covers the page while the upload runs ('Processing...') and while the success mark shows. */
export const UploadStatusOverlay = ({ phase, message }: TUploadStatusOverlayProps) => {
  const { t } = useTranslation('app');
  return (
    <Backdrop open={phase !== 'idle'} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', bgcolor: 'rgba(6, 38, 99, 0.82)' }}>
      <Box role="status" aria-live="assertive" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, px: 3, textAlign: 'center', maxWidth: 420 }}>
        {phase === 'processing' && (
          <>
            <CircularProgress color="inherit" size={56} aria-hidden />
            <Typography variant="h6" component="p">
              {t('collector.processing')}
            </Typography>
          </>
        )}
        {phase === 'success' && (
          <>
            <SuccessCheckmark />
            <Typography variant="h6" component="p">
              {message}
            </Typography>
            <Typography sx={{ opacity: 0.85 }}>{t('collector.redirecting')}</Typography>
          </>
        )}
      </Box>
    </Backdrop>
  );
};
