import type { TReport, TTask } from '@cda/contract';

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
