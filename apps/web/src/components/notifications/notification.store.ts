/**
 * Notifications of the signed-in pages (spec 001 §8-§9). Kept outside React so a message raised just before a
 * navigation (the upload's success, then /cars) is still shown by the next page's host, for the rest of its time.
 */
export type TNotificationType = 'positive' | 'negative' | 'warning' | 'info';

export type TNotification = { id: number; type: TNotificationType; message: string; expiresAt: number };

/** Spec 001 §9: notifications 3 s by default, errors and warnings 5 s. */
export const NOTIFICATION_TIMEOUT_MS: Record<TNotificationType, number> = { positive: 3000, info: 3000, negative: 5000, warning: 5000 };

let current: TNotification | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const notify = (type: TNotificationType, message: string, timeoutMs = NOTIFICATION_TIMEOUT_MS[type]): void => {
  current = { id: nextId++, type, message, expiresAt: Date.now() + timeoutMs };
  emit();
};

export const dismissNotification = (id: number): void => {
  if (current?.id !== id) return;
  current = null;
  emit();
};

export const subscribeNotifications = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const readNotification = (): TNotification | null => current;
