import { apiFetch } from '../../../api/client';
import { ZFrameResult, type TFrameResult } from './frame-result.logic';

/** POST /api/validate-image/ (spec 001 §3): image as frame.jpg, source 'camera', the position index. */
export const validateFrame = async ({ image, index }: { image: Blob; index: number }): Promise<TFrameResult> => {
  const form = new FormData();
  form.append('image', image, 'frame.jpg');
  form.append('source', 'camera');
  form.append('current_element_validation', String(index));
  const response = await apiFetch('/api/validate-image/', { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Frame validation failed with status ${response.status}`);
  return ZFrameResult.parse(await response.json());
};
