import type { TCar, TCarUpdate, TReportSummary, TStatistics, TTask } from '@cda/contract';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NotificationHost } from '../../components/notifications/notification-host';
import { notify } from '../../components/notifications/notification.store';
import { StatisticsCards } from '../profile/statistics-cards.component';
import { CarGrid } from './car-grid.component';
import { CarReportsPanel } from './car-reports-panel.component';
import { cancelTask, createReport, deleteCar, deleteReport, fetchUserProfile, updateCar } from './cars.api';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.component';
import { EditCarDialog } from './edit-car-dialog.component';
import { ProcessingTasksCard } from './processing-tasks-card.component';
import { useProcessingTasks } from './use-processing-tasks.hook';

type TDeleteTarget = { kind: 'car'; car: TCar } | { kind: 'report'; car: TCar; report: TReportSummary };

const PANEL_ID = 'car-reports-panel';

/** /cars: the user's cars with their reports, and the background tasks that fill them (spec 001 §2 My Cars). */
export default function CarsPage() {
  const { t } = useTranslation('app');
  const [cars, setCars] = useState<TCar[]>([]);
  const [statistics, setStatistics] = useState<TStatistics | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [isRefreshing, setRefreshing] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [openCarId, setOpenCarId] = useState<number | null>(null);
  const [editing, setEditing] = useState<TCar | null>(null);
  const [deleting, setDeleting] = useState<TDeleteTarget | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);

  /** Throws so each caller can name its own failure. */
  const loadCars = useCallback(async () => {
    const profile = await fetchUserProfile();
    setCars(profile.cars);
    setStatistics(profile.statistics);
    // The open panel closes if its car is gone (deleted elsewhere).
    setOpenCarId((current) => (current !== null && profile.cars.some((car) => car.id === current) ? current : null));
  }, []);

  /** After a change, the cars are reloaded; a failure there is its own notification. */
  const reloadCars = useCallback(async () => {
    try {
      await loadCars();
    } catch (error) {
      console.error('Failed to load cars data', error);
      notify('negative', t('notifications.loadCarsFailed'));
    }
  }, [loadCars, t]);

  const { tasks, isLoading: isLoadingTasks, load: loadTasks, activeCount } = useProcessingTasks({ onTaskFinished: () => void reloadCars() });

  useEffect(() => {
    let isCurrent = true;
    const loadPage = async () => {
      const [carsResult, tasksResult] = await Promise.allSettled([loadCars(), loadTasks()]);
      if (!isCurrent) return;
      if (carsResult.status === 'rejected') {
        console.error('Failed to load page data', carsResult.reason);
        notify('negative', t('notifications.loadPageFailed'));
      } else if (tasksResult.status === 'rejected') {
        console.error('Failed to load tasks', tasksResult.reason);
        notify('negative', t('notifications.loadTasksFailed'));
      }
      setLoading(false);
    };
    void loadPage();
    return () => {
      isCurrent = false;
    };
  }, [loadCars, loadTasks, t]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([loadCars(), loadTasks()]);
    } catch (error) {
      console.error('Failed to refresh data', error);
      notify('negative', t('notifications.refreshFailed'));
    } finally {
      setRefreshing(false);
    }
  };

  const refreshTasks = async () => {
    setRefreshing(true);
    try {
      await loadTasks();
    } catch (error) {
      console.error('Failed to load tasks', error);
      notify('negative', t('notifications.loadTasksFailed'));
    } finally {
      setRefreshing(false);
    }
  };

  const saveCar = async (car: TCar, values: TCarUpdate) => {
    setBusy(true);
    try {
      await updateCar(car, values);
      setEditing(null);
      notify('positive', t('notifications.carUpdated'));
      await reloadCars();
    } catch (error) {
      console.error('Error updating car', error);
      notify('negative', t('notifications.carUpdateFailed'));
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      if (deleting.kind === 'car') {
        await deleteCar(deleting.car.id);
        if (openCarId === deleting.car.id) setOpenCarId(null);
        notify('positive', t('notifications.carDeleted'));
      } else {
        await deleteReport(deleting.report.id);
        notify('positive', t('notifications.reportDeleted'));
      }
      setDeleting(null);
      await reloadCars();
    } catch (error) {
      console.error('Error deleting item', error);
      notify('negative', t('notifications.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  const addReport = async (car: TCar) => {
    setBusy(true);
    try {
      await createReport(car.id);
      notify('positive', t('notifications.reportCreated'));
      await reloadCars();
    } catch (error) {
      console.error('Error creating report', error);
      notify('negative', t('notifications.reportCreateFailed'));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (task: TTask) => {
    setCancellingId(task.task_id);
    try {
      const response = await cancelTask(task.task_id);
      notify('positive', response.message || t('notifications.taskCancelled'));
      await Promise.allSettled([loadTasks(), reloadCars()]);
    } catch (error) {
      console.error('Failed to cancel task', error);
      notify('negative', t('notifications.taskCancelFailed'));
    } finally {
      setCancellingId(null);
    }
  };

  const openCar = cars.find((car) => car.id === openCarId) ?? null;
  const deleteMessage =
    deleting?.kind === 'car'
      ? t('cars.delete.carMessage', { name: deleting.car.name })
      : deleting?.kind === 'report'
        ? t('cars.delete.reportMessage', { id: deleting.report.id })
        : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
            {t('cars.title')}
          </Typography>
          <Typography color="text.secondary">{t('cars.subtitle')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="contained" startIcon={<AddAPhotoOutlinedIcon />} component={RouterLink} to="/data_collector">
            {t('cars.newAssessment')}
          </Button>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refresh()} disabled={isRefreshing || isLoading}>
            {t('common.refresh')}
          </Button>
        </Stack>
      </Stack>

      <Box component="section" aria-label={t('stats.title')} sx={{ mb: 3 }}>
        <StatisticsCards statistics={statistics} />
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Box component="section" aria-labelledby="cars-grid-title">
            <Typography id="cars-grid-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
              {t('cars.gridTitle')}
            </Typography>
            <CarGrid
              cars={cars}
              isLoading={isLoading}
              openCarId={openCarId}
              panelId={PANEL_ID}
              onToggle={(car) => setOpenCarId((current) => (current === car.id ? null : car.id))}
              onEdit={setEditing}
              onDelete={(car) => setDeleting({ kind: 'car', car })}
            />
          </Box>
          {openCar && (
            <CarReportsPanel
              id={PANEL_ID}
              car={openCar}
              isBusy={isBusy}
              onCreateReport={(car) => void addReport(car)}
              onDeleteReport={(car, report) => setDeleting({ kind: 'report', car, report })}
              onClose={() => setOpenCarId(null)}
            />
          )}
        </Stack>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <ProcessingTasksCard
            tasks={tasks}
            activeCount={activeCount}
            isLoading={isLoadingTasks}
            isRefreshing={isRefreshing}
            cancellingId={cancellingId}
            onRefresh={() => void refreshTasks()}
            onCancel={(task) => void cancel(task)}
          />
        </Box>
      </Box>

      <EditCarDialog car={editing} isBusy={isBusy} onSave={(car, values) => void saveCar(car, values)} onInvalid={() => notify('negative', t('cars.edit.nameRequired'))} onCancel={() => setEditing(null)} />
      <ConfirmDeleteDialog message={deleteMessage} isBusy={isBusy} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
      <NotificationHost />
    </Container>
  );
}
