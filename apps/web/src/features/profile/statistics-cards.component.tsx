import type { TStatistics } from '@cda/contract';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TStatKey = 'total_cars' | 'total_reports' | 'total_photos' | 'completed_reports';

const STATS: { key: TStatKey; labelKey: string; icon: ReactNode; color: string }[] = [
  { key: 'total_cars', labelKey: 'stats.totalCars', icon: <DirectionsCarOutlinedIcon />, color: '#0b3d91' },
  { key: 'total_reports', labelKey: 'stats.totalReports', icon: <AssessmentOutlinedIcon />, color: '#007a94' },
  { key: 'total_photos', labelKey: 'stats.totalPhotos', icon: <PhotoLibraryOutlinedIcon />, color: '#6d28d9' },
  { key: 'completed_reports', labelKey: 'stats.completedReports', icon: <TaskAltIcon />, color: '#15803d' },
];

type TStatisticsCardsProps = { statistics: TStatistics | null };

/** The four counters shared by Profile and My Cars (spec 001 §2); a skeleton stands in until they arrive. */
export const StatisticsCards = ({ statistics }: TStatisticsCardsProps) => {
  const { t, i18n } = useTranslation('app');
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {STATS.map((stat) => (
        <Paper component="li" key={stat.key} variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3, display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: 2, display: { xs: 'none', sm: 'grid' }, placeItems: 'center', color: stat.color, bgcolor: `${stat.color}14` }}
          >
            {stat.icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800, lineHeight: 1.2, color: stat.color }}>
              {statistics ? statistics[stat.key].toLocaleString(i18n.language) : <Skeleton width={40} />}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              {t(stat.labelKey)}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
};
