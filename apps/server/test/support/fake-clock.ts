import type { TClock } from '../../src/lib/clock.js';

export const createFakeClock = (start = new Date('2026-01-01T12:00:00Z')) => {
  let current = start.getTime();
  const clock: TClock & { advance: (ms: number) => void } = {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
  return clock;
};
