import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after a delay; the timer is dropped if the page unmounts first. */
export const useRedirectAfter = (path: string, delayMs: number) => {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate(path), delayMs);
  }, [navigate, path, delayMs]);
};
