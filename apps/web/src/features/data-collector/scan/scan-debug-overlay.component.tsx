import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptureSnapshot } from './capture-session.machine';
import { isConfident, type TFrameResult } from './frame-result.logic';

/** Spec 001 §9: the send animation hides 300 ms after a send; the results dialog closes after 3 s on mobile. */
export const SEND_ANIMATION_HIDE_MS = 300;
export const ANALYSIS_AUTO_CLOSE_MS = 3000;

type TScanDebugOverlayProps = { snapshot: TCaptureSnapshot; results: TFrameResult[]; positionName: string; isMobile: boolean };

/** Debug mode over the video: validity badge, send animation and the 'Current Frame Analysis' dialog. */
export const ScanDebugOverlay = ({ snapshot, results, positionName, isMobile }: TScanDebugOverlayProps) => {
  const { t } = useTranslation('scan');
  const latest = results[0] ?? null;
  const [isSendVisible, setSendVisible] = useState(false);
  const [openFor, setOpenFor] = useState<TFrameResult | null>(null);

  useEffect(() => {
    if (snapshot.isSending) {
      setSendVisible(true);
      return undefined;
    }
    const timer = window.setTimeout(() => setSendVisible(false), SEND_ANIMATION_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot.isSending]);

  // Every new answer opens the dialog with its parts; on phones it closes itself after 3 s.
  useEffect(() => {
    setOpenFor(latest);
    if (!latest || !isMobile) return undefined;
    const timer = window.setTimeout(() => setOpenFor(null), ANALYSIS_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [latest, isMobile]);

  return (
    <>
      <Box sx={{ position: 'absolute', left: 8, bottom: 8, display: 'flex', gap: 1, alignItems: 'center' }}>
        <Chip
          size="small"
          data-testid="scan-validity"
          label={latest ? (latest.valid ? t('debug.valid') : t('debug.invalid')) : t('debug.noResult')}
          color={latest ? (latest.valid ? 'success' : 'error') : 'default'}
          sx={{ fontWeight: 700, bgcolor: latest ? undefined : 'rgba(255,255,255,0.85)' }}
        />
        {isSendVisible && (
          <Box
            role="status"
            aria-label={t('debug.sending')}
            data-testid="scan-sending"
            sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: '#29b6f6', animation: 'scan-send 700ms ease-in-out infinite', '@keyframes scan-send': { '0%, 100%': { transform: 'scale(0.6)', opacity: 0.5 }, '50%': { transform: 'scale(1.2)', opacity: 1 } } }}
          />
        )}
      </Box>
      {openFor && (
        <Paper role="dialog" aria-labelledby="frame-analysis-title" elevation={8} sx={{ position: 'absolute', right: 8, bottom: 8, width: 250, maxHeight: 'calc(100% - 60px)', overflowY: 'auto', p: 1.5, bgcolor: 'rgba(255,255,255,0.95)' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
            <Typography id="frame-analysis-title" variant="subtitle2" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
              {t('debug.analysisTitle')}
            </Typography>
            <IconButton size="small" aria-label={t('debug.close')} onClick={() => setOpenFor(null)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('debug.position', { name: positionName })}
          </Typography>
          <Typography variant="body2" sx={{ my: 0.5 }}>
            {openFor.details.message || t('frame.other')}
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 700 }} component="h3">
            {t('debug.detectedParts')}
          </Typography>
          {openFor.details.detected_parts.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('frame.other')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {openFor.details.detected_parts.map((part, position) => (
                <Box component="li" key={`${part.type}-${position}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">{part.type}</Typography>
                  <Typography variant="body2" data-confident={isConfident(part.confidence)} sx={{ fontWeight: 700, color: isConfident(part.confidence) ? 'success.main' : 'error.main' }}>
                    {t('debug.confidence', { value: Math.round(part.confidence * 100) })}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Paper>
      )}
    </>
  );
};
