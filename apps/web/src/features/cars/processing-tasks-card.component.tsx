import type { TTask } from '@cda/contract';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../profile/date-format';
import { formatDuration, isTaskActive, TASK_STATUS_COLOR } from './cars.logic';

const STATUS_ICON: Record<TTask['status'], ReactNode> = {
  completed: <CheckCircleOutlineIcon color="success" />,
  processing: <AutorenewIcon color="warning" />,
  pending: <HourglassEmptyIcon color="info" />,
  failed: <ErrorOutlineIcon color="error" />,
};

type TProcessingTasksCardProps = {
  tasks: TTask[];
  activeCount: number;
  isLoading: boolean;
  isRefreshing: boolean;
  cancellingId: string | null;
  onRefresh: () => void;
  onCancel: (task: TTask) => void;
};

const TaskItem = ({ task, isCancelling, onCancel }: { task: TTask; isCancelling: boolean; onCancel: (task: TTask) => void }) => {
  const { t, i18n } = useTranslation('app');
  const duration = formatDuration(task.duration);
  const isActive = isTaskActive(task);
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box aria-hidden sx={{ pt: 0.25, display: 'flex' }}>
          {STATUS_ICON[task.status]}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{task.car_name || t('tasks.unnamed')}</Typography>
            <Chip size="small" color={TASK_STATUS_COLOR[task.status]} label={t(`taskStatus.${task.status}`)} sx={{ fontWeight: 600, flexShrink: 0 }} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(task.created_at, i18n.language)}
            {duration !== null && ` · ${t('tasks.duration', { duration })}`}
          </Typography>
          {isActive && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <LinearProgress
                variant={task.status === 'pending' ? 'indeterminate' : 'determinate'}
                value={Math.min(100, Math.max(0, task.progress))}
                color={TASK_STATUS_COLOR[task.status] === 'info' ? 'info' : 'warning'}
                aria-label={t('tasks.progressLabel', { name: task.car_name })}
                sx={{ flex: 1, height: 6, borderRadius: 3 }}
              />
              <Typography variant="caption" sx={{ fontWeight: 600, minWidth: 36, textAlign: 'right' }}>
                {Math.round(task.progress)}%
              </Typography>
            </Stack>
          )}
          {isActive && task.error_message && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {t('tasks.retrying', { message: task.error_message })}
            </Typography>
          )}
          {task.status === 'failed' && task.error_message && (
            <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {task.error_message}
            </Typography>
          )}
          {(isActive || (task.status === 'completed' && task.report_url)) && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {task.status === 'completed' && task.report_url && (
                <Button size="small" variant="outlined" startIcon={<OpenInNewIcon />} component={RouterLink} to={task.report_url}>
                  {t('tasks.viewResults')}
                </Button>
              )}
              {isActive && (
                <Button size="small" color="error" variant="outlined" startIcon={<CancelOutlinedIcon />} disabled={isCancelling} onClick={() => onCancel(task)}>
                  {t('tasks.cancel')}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </Box>
  );
};

/** Spec 001 §2 'Recent Processing Tasks': newest first, with the number still pending or processing. */
export const ProcessingTasksCard = ({ tasks, activeCount, isLoading, isRefreshing, cancellingId, onRefresh, onCancel }: TProcessingTasksCardProps) => {
  const { t } = useTranslation('app');
  return (
    <Paper component="section" aria-labelledby="tasks-title" variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="tasks-title" component="h2" variant="h6" sx={{ flex: 1, fontSize: '1.05rem', lineHeight: 1.3 }}>
          {t('tasks.title')}
        </Typography>
        <Chip size="small" color={activeCount > 0 ? 'warning' : 'default'} label={t('tasks.active', { count: activeCount })} sx={{ fontWeight: 700 }} />
        <Tooltip title={t('common.refresh')}>
          <span>
            <IconButton aria-label={t('common.refresh')} onClick={onRefresh} disabled={isRefreshing} size="small" color="primary">
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Box sx={{ px: 2, maxHeight: { lg: 640 }, overflowY: { lg: 'auto' } }}>
        {isLoading ? (
          <Stack spacing={1} sx={{ py: 2 }}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : tasks.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <InboxOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
            <Typography sx={{ fontWeight: 600 }}>{t('tasks.empty.title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('tasks.empty.text')}
            </Typography>
          </Box>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {tasks.map((task) => (
              <TaskItem key={task.task_id} task={task} isCancelling={cancellingId === task.task_id} onCancel={onCancel} />
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
};
