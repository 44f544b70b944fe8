import type { TReport } from '@cda/contract';
import { ApiError, apiFetch, apiJson } from '../../api/client';

/** GET /api/web/results/{id}/ (spec 001 §10); 403 for another user's report. */
export const fetchReport = (reportId: string) => apiJson<TReport>(`/api/web/results/${encodeURIComponent(reportId)}/`);

/** Spec 001 §2: the PDF is saved as damage_report_{id}.pdf. */
export const reportFileName = (reportId: number | string) => `damage_report_${reportId}.pdf`;

/**
 * GET /api/download-report/{id}/; a non-OK answer or an empty file is an error (spec 001 §6). `lang` asks for the
 * PDF in the app's language (the app keeps it in localStorage, which the server cannot see).
 */
export const downloadReportPdf = async ({ reportId, lang }: { reportId: number; lang: string }): Promise<Blob> => {
  const response = await apiFetch(`/api/download-report/${reportId}/?lang=${encodeURIComponent(lang)}`);
  if (!response.ok) throw new ApiError(response.status, null);
  const blob = await response.blob();
  if (blob.size === 0) throw new Error('The downloaded report file is empty');
  return blob;
};

/** Hands a blob to the browser as a download with the given name. */
export const saveBlob = ({ blob, fileName }: { blob: Blob; fileName: string }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
};
