import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notifications/notification.store';
import { downloadReportPdf, reportFileName, saveBlob } from './report.api';

/** Spec 001 §2, §6, §8: downloads damage_report_{id}.pdf; a failed answer or an empty file is 'Failed to download report'. */
export const DownloadReportButton = ({ reportId }: { reportId: number }) => {
  const { t, i18n } = useTranslation('report');
  const [isDownloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await downloadReportPdf({ reportId, lang: i18n.language });
      saveBlob({ blob, fileName: reportFileName(reportId) });
    } catch (error) {
      console.error('Failed to download report', error);
      notify('negative', t('download.failed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button
      variant="contained"
      onClick={() => void download()}
      disabled={isDownloading}
      aria-busy={isDownloading}
      startIcon={isDownloading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <PictureAsPdfOutlinedIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {isDownloading ? t('download.progress') : t('download.button')}
    </Button>
  );
};
