import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

export type TNotificationType = 'success' | 'error' | 'info';

export type TNotification = {
  id: number;
  visible: boolean;
  message: string;
  type: TNotificationType;
  icon?: ReactNode;
};

/** 0 keeps the notification until it is replaced or closed by hand. */
export type TShowNotification = { message: string; type: TNotificationType; icon?: ReactNode; timeoutMs: number };

/** Time the exit transition gets before the notification is dropped (the "timeout plus 1000 ms" of spec 000 §9). */
const EXIT_GRACE_MS = 1000;

/** One notification slot: a new notification replaces the current one and restarts the timers. */
export const useNotification = () => {
  const [notification, setNotification] = useState<TNotification | null>(null);
  const timers = useRef<number[]>([]);
  const nextId = useRef(1);

  const clearTimers = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  }, []);

  const hide = useCallback(() => {
    clearTimers();
    setNotification((current) => (current ? { ...current, visible: false } : current));
    timers.current.push(window.setTimeout(() => setNotification(null), EXIT_GRACE_MS));
  }, [clearTimers]);

  const show = useCallback(
    ({ message, type, icon, timeoutMs }: TShowNotification) => {
      clearTimers();
      const id = nextId.current++;
      setNotification({ id, visible: true, message, type, icon });
      if (timeoutMs > 0) {
        timers.current.push(window.setTimeout(() => setNotification((current) => (current?.id === id ? { ...current, visible: false } : current)), timeoutMs));
        timers.current.push(window.setTimeout(() => setNotification((current) => (current?.id === id ? null : current)), timeoutMs + EXIT_GRACE_MS));
      }
    },
    [clearTimers],
  );

  useEffect(() => clearTimers, [clearTimers]);

  return { notification, show, hide };
};
