import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURE_TIMINGS, CaptureSession, type TCaptureDeps } from './capture-session.machine';
import type { TFrameResult } from './frame-result.logic';

const result = (index: number, valid: boolean, message = valid ? 'ok' : 'Car not detected. Please adjust camera position.'): TFrameResult => ({
  valid,
  current_element_validation: index,
  details: { message, detected_parts: [], validation_status: { missing_parts: [], area_violations: [], position_violations: [] } },
});

type TPending = { index: number; resolve: (value: TFrameResult) => void; reject: (error: unknown) => void; sentAt: number };

/** A session whose validation answers are released by the test, with every call recorded. */
const setup = (overrides: Partial<TCaptureDeps> = {}) => {
  const pending: TPending[] = [];
  const notices: string[] = [];
  const redraws: number[] = [];
  const completed: Blob[][] = [];
  const grabs: number[] = [];
  let isReady = true;
  const session = new CaptureSession({
    isVideoReady: () => isReady,
    grabFrame: () => {
      grabs.push(Date.now());
      return Promise.resolve({ preview: new Blob(['p']), encodeKept: () => Promise.resolve(new Blob([`kept-${grabs.length}`])) });
    },
    validate: ({ index }) => new Promise((resolve, reject) => pending.push({ index, resolve, reject, sentAt: Date.now() })),
    redrawOutline: (index) => redraws.push(index),
    notice: (notice) => notices.push(notice),
    onComplete: (photos) => completed.push(photos),
    ...overrides,
  });
  const answer = async (valid: boolean, index?: number) => {
    const request = pending.shift();
    if (!request) throw new Error('no frame in flight');
    request.resolve(result(index ?? request.index, valid));
    await vi.advanceTimersByTimeAsync(0);
  };
  return { session, pending, notices, redraws, completed, grabs, answer, setReady: (value: boolean) => (isReady = value) };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the guided scan capture session', () => {
  it('starts idle at position 0 and sends the first frame about 1 s after recording starts', async () => {
    const { session, pending, notices } = setup();
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', index: 0, photos: [] });
    session.start();
    expect(session.getSnapshot().status).toBe('recording');
    expect(notices).toEqual(['align']);
    await vi.advanceTimersByTimeAsync(CAPTURE_TIMINGS.firstCaptureMs - 1);
    expect(pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending.map((request) => request.index)).toEqual([0]);
    expect(session.getSnapshot().isSending).toBe(true);
  });

  it('keeps at least 2500 ms between sends and never sends while a frame is in flight', async () => {
    const { session, pending, answer } = setup();
    session.start();
    await vi.advanceTimersByTimeAsync(1000);
    const firstSent = pending[0]!.sentAt;
    // The answer takes 4 s: nothing else is sent meanwhile.
    await vi.advanceTimersByTimeAsync(4000);
    expect(pending).toHaveLength(1);
    await answer(false);
    // A slow answer is followed at once (the 2.5 s since the last send are over).
    await vi.advanceTimersByTimeAsync(0);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.sentAt - firstSent).toBe(4000);
    // A fast answer waits for the rest of the 2.5 s.
    await vi.advanceTimersByTimeAsync(100);
    await answer(false);
    await vi.advanceTimersByTimeAsync(2399);
    expect(pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending).toHaveLength(1);
  });

  it('retries after 0.5 s while the video has no frame', async () => {
    const { session, pending, setReady } = setup();
    setReady(false);
    session.start();
    await vi.advanceTimersByTimeAsync(1000 + 500 * 3);
    expect(pending).toHaveLength(0);
    setReady(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending).toHaveLength(1);
  });

  it('keeps a valid frame of the current position, advances, shows the checkmark for 2 s and asks for the next view', async () => {
    const { session, pending, answer, notices, redraws } = setup();
    session.start();
    await vi.advanceTimersByTimeAsync(1000);
    await answer(true);
    const snapshot = session.getSnapshot();
    expect(snapshot.index).toBe(1);
    expect(snapshot.photos).toHaveLength(1);
    expect(await snapshot.photos[0]!.text()).toBe('kept-1');
    expect(snapshot.isSuccessVisible).toBe(true);
    expect(snapshot.lastResult).toBeNull();
    expect(notices).toEqual(['align', 'next']);
    expect(redraws).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(CAPTURE_TIMINGS.successCheckmarkMs - 1);
    expect(session.getSnapshot().isSuccessVisible).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.getSnapshot().isSuccessVisible).toBe(false);
    // The next frame is sent for position 1, 2.5 s after the previous send.
    await vi.advanceTimersByTimeAsync(500);
    expect(pending.map((request) => request.index)).toEqual([1]);
  });

  it('keeps nothing for an invalid frame or a valid answer about another position', async () => {
    const { session, answer } = setup();
    session.start();
    await vi.advanceTimersByTimeAsync(1000);
    await answer(false);
    expect(session.getSnapshot()).toMatchObject({ index: 0, photos: [] });
    expect(session.getSnapshot().lastResult?.valid).toBe(false);
    await vi.advanceTimersByTimeAsync(2500);
    await answer(true, 3);
    expect(session.getSnapshot()).toMatchObject({ index: 0, photos: [] });
  });

  it('completes at the sixth position: capture stops and the photos are handed over', async () => {
    const { session, pending, answer, completed } = setup();
    session.start();
    await vi.advanceTimersByTimeAsync(1000);
    for (let position = 0; position < 6; position += 1) {
      expect(pending.map((request) => request.index)).toEqual([position]);
      await answer(true);
      await vi.advanceTimersByTimeAsync(2500);
    }
    expect(completed).toHaveLength(1);
    expect(completed[0]).toHaveLength(6);
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', isComplete: true, index: 6 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pending).toHaveLength(0);
  });

  it('sends nothing while paused; resume redraws and captures after about 0.5 s, then the notice ends after 2 s', async () => {
    const { session, pending, answer, notices, redraws } = setup();
    session.start();
    await vi.advanceTimersByTimeAsync(1000);
    await answer(false);
    session.pause();
    expect(session.getSnapshot().status).toBe('paused');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(pending).toHaveLength(0);
    session.resume();
    expect(session.getSnapshot().status).toBe('resumed');
    expect(notices).toEqual(['align', 'paused', 'resumed']);
    expect(redraws).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(499);
    expect(pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(session.getSnapshot().status).toBe('recording');
  });

  it('drops an answer that arrives while paused', async () => {
    const results: TFrameResult[] = [];
    const { session, answer } = setup({ onResult: (frame) => results.push(frame) });
    session.start();
    await vi.advanceTimersByTimeAsync(1000);
    session.pause();
    await answer(true);
    expect(session.getSnapshot()).toMatchObject({ status: 'paused', index: 0, photos: [], lastResult: null, isSending: false });
    expect(results).toEqual([]);
  });

  it('stop resets everything and ignores a late answer', async () => {
    const { session, pending, answer } = setup();
    session.start();
    await vi.advanceTimersByTimeAsync(1000);
    await answer(true);
    await vi.advanceTimersByTimeAsync(2500);
    expect(pending).toHaveLength(1);
    session.stop();
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', index: 0, photos: [], lastResult: null, isSending: false });
    await answer(true);
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', index: 0, photos: [] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pending).toHaveLength(0);
  });

  it('reschedules after a failed validation request', async () => {
    const errors: unknown[] = [];
    const { session, pending } = setup({ onError: (error) => errors.push(error) });
    session.start();
    await vi.advanceTimersByTimeAsync(1000);
    pending.shift()!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(pending).toHaveLength(1);
  });

  it('redraws the outline 100 ms after an orientation change while scanning', async () => {
    const { session, redraws } = setup();
    session.orientationChanged();
    await vi.advanceTimersByTimeAsync(200);
    expect(redraws).toEqual([]);
    session.start();
    session.orientationChanged();
    await vi.advanceTimersByTimeAsync(99);
    expect(redraws).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(redraws).toEqual([0, 0]);
  });
});

describe('a frame that cannot be grabbed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is logged and retried 2.5 s later, not in a tight loop', async () => {
    const errors: unknown[] = [];
    let grabs = 0;
    const session = new CaptureSession({
      isVideoReady: () => true,
      grabFrame: () => {
        grabs += 1;
        return Promise.reject(new Error('encode failed'));
      },
      validate: () => Promise.reject(new Error('never called')),
      onError: (error) => errors.push(error),
    });
    session.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(grabs).toBe(1);
    await vi.advanceTimersByTimeAsync(2499);
    expect(grabs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(grabs).toBe(2);
    expect(errors).toHaveLength(2);
    session.stop();
  });
});
