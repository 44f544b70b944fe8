import type { TCar, TCarUpdate, TTasksResponse } from '@cda/contract';
import { apiJson } from '../../api/client';

export { fetchUserProfile } from '../profile/profile.api';

export const updateCar = (car: TCar, values: TCarUpdate) =>
  apiJson<TCar>(`/api/cars/${car.id}/`, { method: 'PUT', json: { id: car.id, ...values } });

export const deleteCar = (carId: number) => apiJson<unknown>(`/api/cars/${carId}/delete/`, { method: 'DELETE' });

export const createReport = (carId: number) => apiJson<unknown>('/api/reports/', { method: 'POST', json: { car_id: carId } });

export const deleteReport = (reportId: number) => apiJson<unknown>(`/api/reports/${reportId}/delete/`, { method: 'DELETE' });

export const fetchTasks = async () => {
  const body = await apiJson<TTasksResponse>('/api/tasks/');
  if (!body.success) throw new Error(body.error ?? 'Failed to load tasks');
  return body.tasks;
};

export const cancelTask = (taskId: string) =>
  apiJson<{ success: boolean; message?: string }>(`/api/tasks/${encodeURIComponent(taskId)}/cancel/`, { method: 'POST' });
