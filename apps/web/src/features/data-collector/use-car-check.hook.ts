import { useEffect, useState } from 'react';
import { checkCar } from './data-collector.api';

/** Spec 001 §9: the existence check waits for 500 ms without typing. */
export const CAR_CHECK_DEBOUNCE_MS = 500;

export type TCarCheckState = 'idle' | 'checking' | 'exists' | 'new';

/** Whether the typed car already exists (exact mode). A failed check counts as "does not exist" and is only logged (spec 001 §7-§8). */
export const useCarCheck = (name: string): TCarCheckState => {
  const [state, setState] = useState<TCarCheckState>('idle');
  const trimmed = name.trim();

  useEffect(() => {
    if (!trimmed) {
      setState('idle');
      return undefined;
    }
    setState('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkCar(trimmed, 'exact', controller.signal)
        .then((result) => setState(result.exists ? 'exists' : 'new'))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Car check failed', error);
          setState('new');
        });
    }, CAR_CHECK_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  return state;
};
