import type { TCar, TTask, TTaskStatus } from '@cda/contract';

/** Spec 001 §9: task polling interval; the grid note appears above this many cars. */
export const TASK_POLL_MS = 5000;
export const GRID_VISIBLE_CARS = 6;

export type TChipColor = 'success' | 'warning' | 'info' | 'error' | 'default' | 'primary';

/** Report status display (spec 001 §2): a missing status reads as Completed; pending is understood too. */
const REPORT_STATUS: Record<string, { labelKey: string; color: TChipColor }> = {
  completed: { labelKey: 'reportStatus.completed', color: 'success' },
  processing: { labelKey: 'reportStatus.processing', color: 'warning' },
  created: { labelKey: 'reportStatus.created', color: 'default' },
  photos_added: { labelKey: 'reportStatus.photosAdded', color: 'primary' },
  failed: { labelKey: 'reportStatus.failed', color: 'error' },
  pending: { labelKey: 'reportStatus.pending', color: 'info' },
};

/** An unknown status keeps its raw text (labelKey null) rather than pretending to be a known one. */
export const describeReportStatus = (status: string | null | undefined): { labelKey: string | null; color: TChipColor } =>
  REPORT_STATUS[status || 'completed'] ?? { labelKey: null, color: 'default' };

/** Spec 001 §9 task status colours: completed positive, processing warning, pending info, failed negative. */
export const TASK_STATUS_COLOR: Record<TTaskStatus, TChipColor> = { completed: 'success', processing: 'warning', pending: 'info', failed: 'error' };

export const isTaskActive = (task: Pick<TTask, 'status'>) => task.status === 'pending' || task.status === 'processing';

/** Per-car counters (spec 001 §4): Pending covers created, photos_added and failed. */
export const countCarReports = (car: TCar) => {
  const counts = { completed: 0, processing: 0, pending: 0 };
  for (const report of car.damage_reports) {
    const status = report.status || 'completed';
    if (status === 'completed') counts.completed += 1;
    else if (status === 'processing') counts.processing += 1;
    else if (status === 'created' || status === 'photos_added' || status === 'failed') counts.pending += 1;
  }
  return counts;
};

/** Task duration as minutes and seconds (spec 001 §9), e.g. 75 → "1:15". */
export const formatDuration = (seconds: number | null | undefined) => {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export const countHiddenCars = (total: number) => Math.max(0, total - GRID_VISIBLE_CARS);
