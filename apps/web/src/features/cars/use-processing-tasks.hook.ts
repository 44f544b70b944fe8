import type { TTask } from '@cda/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notifications/notification.store';
import { fetchTasks } from './cars.api';
import { isTaskActive, TASK_POLL_MS } from './cars.logic';

type TUseProcessingTasksOptions = {
  /** Called when a task that was pending or processing has reached its end, so the car data can follow. */
  onTaskFinished: () => void;
};

/** The task list, polled every 5 s only while a task is pending or processing (spec 001 §4). */
export const useProcessingTasks = ({ onTaskFinished }: TUseProcessingTasksOptions) => {
  const { t } = useTranslation('app');
  const [tasks, setTasks] = useState<TTask[]>([]);
  const [isLoading, setLoading] = useState(true);
  const activeIds = useRef<Set<string>>(new Set());
  const finished = useRef(onTaskFinished);
  useEffect(() => {
    finished.current = onTaskFinished;
  });

  /** Throws so each caller can name its own failure (load, refresh, poll). */
  const load = useCallback(async () => {
    try {
      const list = await fetchTasks();
      const nowActive = new Set(list.filter(isTaskActive).map((task) => task.task_id));
      const hasFinished = [...activeIds.current].some((id) => !nowActive.has(id));
      activeIds.current = nowActive;
      setTasks(list);
      if (hasFinished) finished.current();
    } finally {
      setLoading(false);
    }
  }, []);

  const hasActive = tasks.some(isTaskActive);
  useEffect(() => {
    if (!hasActive) return undefined;
    const timer = window.setInterval(() => {
      load().catch((error: unknown) => {
        console.error('Failed to load tasks', error);
        notify('negative', t('notifications.loadTasksFailed'));
      });
    }, TASK_POLL_MS);
    return () => window.clearInterval(timer);
  }, [hasActive, load, t]);

  return { tasks, isLoading, load, activeCount: tasks.filter(isTaskActive).length };
};
