import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import ConstructionIcon from '@mui/icons-material/Construction';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type TComingSoonPageProps = { titleKey: string; titleValues?: Record<string, string> };

/** Placeholder for the signed-in areas (spec 001); later work replaces each with the real page. */
export const ComingSoonPage = ({ titleKey, titleValues }: TComingSoonPageProps) => {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48, mb: 2 }} aria-hidden />
        <Typography component="h1" variant="h4" gutterBottom>
          {t(titleKey, titleValues)}
        </Typography>
        <Typography color="text.secondary">{t('comingSoon.text')}</Typography>
      </Paper>
    </Container>
  );
};

export const ReportComingSoonPage = () => {
  const { assessmentId = '' } = useParams();
  return <ComingSoonPage titleKey="pages.report" titleValues={{ id: assessmentId }} />;
};
