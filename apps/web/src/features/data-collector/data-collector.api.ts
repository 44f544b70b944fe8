import type { TCarCheckResponse, TUploadResponse } from '@cda/contract';
import { apiFetch, apiJson } from '../../api/client';

export type TCheckMode = 'exact' | 'search';

/** GET /api/check-car; an empty name in search mode answers the user's recent cars (spec 001 §7). */
export const checkCar = (name: string, mode: TCheckMode, signal?: AbortSignal) =>
  apiJson<TCarCheckResponse>(`/api/check-car?${new URLSearchParams({ name, mode }).toString()}`, { signal });

/** Raised for an answer without success; carries the server's error or 'Upload failed' (spec 001 §8). */
export class UploadFailedError extends Error {}

/** `video` is the debug mode's test video (spec 001 §3: optional, debug only). */
type TUploadInput = { carName: string; isDetailed: boolean; photos: File[]; video?: File | null };

/** POST /api/async-upload/ as multipart; photos go as photo_N.jpg, as the spec's payload names them (§3). */
export const uploadAssessment = async ({ carName, isDetailed, photos, video }: TUploadInput): Promise<TUploadResponse> => {
  const form = new FormData();
  form.append('carName', carName);
  form.append('createDetailedReport', String(isDetailed));
  photos.forEach((photo, index) => form.append('photos', photo, `photo_${index}.jpg`));
  if (video) form.append('video', video, video.name);
  const response = await apiFetch('/api/async-upload/', { method: 'POST', body: form });
  let body: Partial<TUploadResponse> = {};
  try {
    body = (await response.json()) as Partial<TUploadResponse>;
  } catch {
    // A proxy's HTML error page or an empty answer: reported as a failed upload below.
  }
  if (!response.ok || !body.success) throw new UploadFailedError(body.error ?? '');
  return body as TUploadResponse;
};
