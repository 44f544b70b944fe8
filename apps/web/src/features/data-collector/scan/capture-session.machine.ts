import type { TFrameResult } from './frame-result.logic';

/** Spec 001 §9 and §4: the guided scan's timings and sizes. */
export const CAPTURE_TIMINGS = {
  /** At least this long between two frame sends. */
  sendIntervalMs: 2500,
  /** The first capture after recording starts. */
  firstCaptureMs: 1000,
  /** Retry when the video has no frame yet. */
  videoRetryMs: 500,
  /** The first capture after a resume. */
  resumeCaptureMs: 500,
  successCheckmarkMs: 2000,
  resumeNoticeMs: 2000,
  orientationRedrawMs: 100,
} as const;
export const CAPTURE_POSITION_COUNT = 6;
/** JPEG quality of the frame kept for the report and of the one sent for validation. */
export const KEPT_JPEG_QUALITY = 0.95;
export const PREVIEW_JPEG_QUALITY = 0.7;

export type TCaptureStatus = 'idle' | 'recording' | 'paused' | 'resumed';
export type TScanNotice = 'align' | 'next' | 'paused' | 'resumed';

/** A grabbed frame: the preview to validate now, and the kept version encoded from the same pixels if it passes. */
export type TGrabbedFrame = { preview: Blob; encodeKept: () => Promise<Blob> };

export type TCaptureSnapshot = {
  status: TCaptureStatus;
  /** Position being scanned, 0-5 (6 once complete, until the session resets). */
  index: number;
  photos: Blob[];
  lastResult: TFrameResult | null;
  isSending: boolean;
  isSuccessVisible: boolean;
  isComplete: boolean;
};

export type TCaptureDeps = {
  isVideoReady: () => boolean;
  grabFrame: () => Promise<TGrabbedFrame>;
  validate: (input: { image: Blob; index: number }) => Promise<TFrameResult>;
  /** Draw the outline of this position (after an advance, a resume or an orientation change). */
  redrawOutline?: (index: number) => void;
  notice?: (notice: TScanNotice) => void;
  /** Every answer that belongs to the running session, valid or not. */
  onResult?: (result: TFrameResult, roundTripMs: number) => void;
  onComplete?: (photos: Blob[]) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
};

const INITIAL: TCaptureSnapshot = {
  status: 'idle',
  index: 0,
  photos: [],
  lastResult: null,
  isSending: false,
  isSuccessVisible: false,
  isComplete: false,
};

/**
 * The capture state machine of the guided scan (spec 001 §4 "Capture/recording"). No DOM: the camera view hands
 * in how to grab a frame and how to validate it, and renders the snapshot. Timers are the global ones so tests
 * drive them with fake timers.
 */
export class CaptureSession {
  private snapshot: TCaptureSnapshot = INITIAL;
  private readonly listeners = new Set<() => void>();
  private captureTimer: ReturnType<typeof setTimeout> | null = null;
  private successTimer: ReturnType<typeof setTimeout> | null = null;
  private resumeTimer: ReturnType<typeof setTimeout> | null = null;
  private orientationTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by stop: an answer of an older session is ignored (the spec's cancel flag). */
  private generation = 0;
  private isInFlight = false;
  private lastSendAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly deps: TCaptureDeps) {
    this.now = deps.now ?? (() => Date.now());
  }

  getSnapshot = (): TCaptureSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get isCapturing(): boolean {
    return this.snapshot.status === 'recording' || this.snapshot.status === 'resumed';
  }

  start(): void {
    if (this.isCapturing) return;
    this.reset();
    this.update({ status: 'recording' });
    this.deps.redrawOutline?.(0);
    this.deps.notice?.('align');
    this.schedule(CAPTURE_TIMINGS.firstCaptureMs);
  }

  pause(): void {
    if (!this.isCapturing) return;
    this.clear('captureTimer');
    this.clear('resumeTimer');
    this.update({ status: 'paused' });
    this.deps.notice?.('paused');
  }

  resume(): void {
    if (this.snapshot.status !== 'paused') return;
    const index = Math.min(this.snapshot.index, CAPTURE_POSITION_COUNT - 1);
    this.update({ status: 'resumed', index });
    this.deps.redrawOutline?.(index);
    this.deps.notice?.('resumed');
    this.resumeTimer = setTimeout(() => {
      this.resumeTimer = null;
      if (this.snapshot.status === 'resumed') this.update({ status: 'recording' });
    }, CAPTURE_TIMINGS.resumeNoticeMs);
    this.schedule(CAPTURE_TIMINGS.resumeCaptureMs);
  }

  /** Back to idle at position 0 with nothing kept; answers still on their way are ignored. */
  stop(): void {
    this.reset();
    this.emit();
  }

  orientationChanged(): void {
    if (this.snapshot.status === 'idle') return;
    this.clear('orientationTimer');
    this.orientationTimer = setTimeout(() => {
      this.orientationTimer = null;
      this.deps.redrawOutline?.(Math.min(this.snapshot.index, CAPTURE_POSITION_COUNT - 1));
    }, CAPTURE_TIMINGS.orientationRedrawMs);
  }

  private reset(): void {
    this.generation += 1;
    this.isInFlight = false;
    this.lastSendAt = Number.NEGATIVE_INFINITY;
    (['captureTimer', 'successTimer', 'resumeTimer', 'orientationTimer'] as const).forEach((timer) => this.clear(timer));
    this.snapshot = INITIAL;
  }

  private clear(timer: 'captureTimer' | 'successTimer' | 'resumeTimer' | 'orientationTimer'): void {
    const handle = this[timer];
    if (handle !== null) clearTimeout(handle);
    this[timer] = null;
  }

  private schedule(delayMs: number): void {
    this.clear('captureTimer');
    this.captureTimer = setTimeout(() => {
      this.captureTimer = null;
      void this.capture();
    }, Math.max(0, delayMs));
  }

  /** The next send keeps the 2.5 s spacing from the last one; a slow answer is followed at once. */
  private scheduleNext(): void {
    this.schedule(this.lastSendAt + CAPTURE_TIMINGS.sendIntervalMs - this.now());
  }

  private async capture(): Promise<void> {
    if (!this.isCapturing || this.isInFlight) return;
    if (!this.deps.isVideoReady()) {
      this.schedule(CAPTURE_TIMINGS.videoRetryMs);
      return;
    }
    const generation = this.generation;
    const index = this.snapshot.index;
    this.isInFlight = true;
    const startedAt = this.now();
    // Counted from the capture, so a frame that fails to encode is not retried in a tight loop either.
    this.lastSendAt = startedAt;
    try {
      const frame = await this.deps.grabFrame();
      if (generation !== this.generation) return;
      this.update({ isSending: true });
      const result = await this.deps.validate({ image: frame.preview, index });
      if (generation !== this.generation) return;
      const roundTripMs = this.now() - startedAt;
      this.isInFlight = false;
      // Paused meanwhile: the answer is dropped, so the pause notice and the outline stay as they are.
      if (!this.isCapturing) {
        this.update({ isSending: false });
        return;
      }
      this.update({ isSending: false, lastResult: result });
      this.deps.onResult?.(result, roundTripMs);
      if (result.valid && result.current_element_validation === this.snapshot.index) {
        const kept = await frame.encodeKept();
        if (generation !== this.generation) return;
        this.advance(kept);
        return;
      }
    } catch (error) {
      if (generation !== this.generation) return;
      this.isInFlight = false;
      this.update({ isSending: false });
      this.deps.onError?.(error);
    }
    if (this.isCapturing) this.scheduleNext();
  }

  private advance(kept: Blob): void {
    const photos = [...this.snapshot.photos, kept];
    const index = this.snapshot.index + 1;
    if (index >= CAPTURE_POSITION_COUNT) {
      this.clear('captureTimer');
      this.update({ photos, index, status: 'idle', isComplete: true, lastResult: null });
      this.deps.onComplete?.(photos);
      return;
    }
    // A new position starts without the previous position's colours.
    this.update({ photos, index, lastResult: null, isSuccessVisible: true });
    this.deps.redrawOutline?.(index);
    this.deps.notice?.('next');
    this.clear('successTimer');
    this.successTimer = setTimeout(() => {
      this.successTimer = null;
      this.update({ isSuccessVisible: false });
    }, CAPTURE_TIMINGS.successCheckmarkMs);
    this.scheduleNext();
  }

  private update(patch: Partial<TCaptureSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
