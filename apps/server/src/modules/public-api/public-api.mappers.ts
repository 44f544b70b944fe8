import type { TReport, TTask } from '@cda/contract';
import { reportEstimate, type TDamageEstimate } from '../reports/report-estimate.mapper.js';

/** The public API links to its own photo and report URLs (bearer-authenticated), not the web app's. */
export const toPublicPhotoUrl = (url: string | null) => (url ? url.replace('/api/media/photos/', '/api/v1/photos/') : null);

export const toPublicReport = (report: TReport): TReport => ({
  ...report,
  photos: report.photos.map((photo) => ({
    ...photo,
    image_url: toPublicPhotoUrl(photo.image_url) ?? '',
    image_result: toPublicPhotoUrl(photo.image_result),
    thumbnail_url: toPublicPhotoUrl(photo.thumbnail_url),
  })),
});

export const toPublicTask = (task: TTask): TTask => ({
  ...task,
  report_url: task.report_url && task.report_id !== null ? `/api/v1/reports/${task.report_id}/` : null,
});

/** The v1 report: public URLs, each damage with its estimate lines, and the totals under the replacement rule. */
export const toPublicEstimatedReport = (report: TReport, estimates: Map<number, TDamageEstimate>) => {
  const publicReport = toPublicReport(report);
  return {
    ...publicReport,
    photos: publicReport.photos.map((photo) => ({
      ...photo,
      photos: photo.photos.map((damage) => {
        const estimate = estimates.get(damage.id);
        if (!estimate) throw new Error(`No estimate for damage ${damage.id}`);
        return { ...damage, estimate };
      }),
    })),
    estimate: reportEstimate(report),
  };
};
