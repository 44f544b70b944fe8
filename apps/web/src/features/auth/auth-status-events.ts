import type { TAuthStatus } from './auth.api';

type TAuthStatusListener = (status: TAuthStatus) => void;

/**
 * The route guard runs in a router loader, outside React; this lets its fresh status answers reach the
 * AuthProvider so the shell never keeps showing Logout for a session the server has already ended.
 */
const listeners = new Set<TAuthStatusListener>();

export const publishAuthStatus = (status: TAuthStatus): void => {
  for (const listener of listeners) listener(status);
};

export const subscribeAuthStatus = (listener: TAuthStatusListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
