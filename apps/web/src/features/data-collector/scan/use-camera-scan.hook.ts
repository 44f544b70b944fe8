import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BACK_CAMERA_RETRY_MS,
  cameraErrorKey,
  classifyCameraLabel,
  listCameras,
  openCamera,
  pickOtherCamera,
  readCameraPreference,
  saveCameraPreference,
  stopStream,
  type TFacing,
} from './camera.service';
import { CaptureSession, KEPT_JPEG_QUALITY, PREVIEW_JPEG_QUALITY, type TScanNotice } from './capture-session.machine';
import { classifyFrame, PROBLEM_SEVERITY, type TFrameResult } from './frame-result.logic';
import { validateFrame } from './scan.api';

/** Spec 001 §4: fired when the sixth view is kept; the camera view closes on it. */
export const SCAN_COMPLETED_EVENT = 'scan-completed';
export type TScanCompletedDetail = { photos: Blob[] };
/** Browser performance entries of each frame's capture-to-answer time (read by the E2E for its figures). */
export const ROUND_TRIP_MEASURE = 'scan-frame-round-trip';

export type TBanner = { id: number; type: 'info' | 'error' | 'warning' | 'success'; message: string };
/** Spec 001 §9: notifications 3 s, errors and warnings 5 s, the resume notice 2 s. */
const BANNER_MS = { info: 3000, success: 3000, error: 5000, warning: 5000 } as const;
const RESUME_NOTICE_MS = 2000;

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded.'))), 'image/jpeg', quality));

/** A camera that arrived after its view closed; stopped at once and not reported. */
class CameraRequestCancelled extends Error {}

type TOptions = { isOpen: boolean; isMobile: boolean; debugVideo: File | null; onClose: () => void };

/** Camera, capture session, banners and the frame results of the open camera view. */
export const useCameraScan = ({ isOpen, isMobile, debugVideo, onClose }: TOptions) => {
  const { t } = useTranslation('scan');
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [banner, setBanner] = useState<TBanner | null>(null);
  const [outlineKey, setOutlineKey] = useState(0);
  const [results, setResults] = useState<TFrameResult[]>([]);
  const bannerId = useRef(0);
  /** The pending look for a back camera (spec 001 §4); a switch by the user cancels it. */
  const backRetry = useRef<number | undefined>(undefined);

  const showBanner = useCallback((type: TBanner['type'], message: string, timeoutMs: number | null = BANNER_MS[type]) => {
    const id = ++bannerId.current;
    setBanner({ id, type, message });
    if (timeoutMs !== null) window.setTimeout(() => setBanner((current) => (current?.id === id ? null : current)), timeoutMs);
  }, []);

  const showNotice = useCallback(
    (notice: TScanNotice) => {
      if (notice === 'align') showBanner('info', t('notices.align'));
      else if (notice === 'next') showBanner('success', t('notices.next'));
      else if (notice === 'paused') showBanner('info', t('notices.paused'), null);
      else showBanner('info', t('notices.resumed'), RESUME_NOTICE_MS);
    },
    [showBanner, t],
  );

  // Late-bound so the session (made once) always speaks the current language.
  const noticeRef = useRef<(notice: TScanNotice) => void>(() => undefined);
  const resultRef = useRef<(result: TFrameResult, roundTripMs: number) => void>(() => undefined);

  const session = useMemo(
    () =>
      new CaptureSession({
        isVideoReady: () => {
          const video = videoRef.current;
          return Boolean(video && video.readyState >= 2 && video.videoWidth > 0);
        },
        grabFrame: async () => {
          const video = videoRef.current!;
          const canvas = canvasRef.current!;
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
          const preview = await toJpeg(canvas, PREVIEW_JPEG_QUALITY);
          return { preview, encodeKept: () => toJpeg(canvas, KEPT_JPEG_QUALITY) };
        },
        validate: validateFrame,
        now: () => performance.now(),
        redrawOutline: () => setOutlineKey((key) => key + 1),
        notice: (notice) => noticeRef.current(notice),
        onResult: (result, roundTripMs) => resultRef.current(result, roundTripMs),
        onError: (error) => console.error('Frame validation failed', error),
        onComplete: (photos) => window.dispatchEvent(new CustomEvent<TScanCompletedDetail>(SCAN_COMPLETED_EVENT, { detail: { photos } })),
      }),
    [],
  );
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);

  useEffect(() => {
    noticeRef.current = showNotice;
    resultRef.current = (result, roundTripMs) => {
      performance.measure(ROUND_TRIP_MEASURE, { start: performance.now() - roundTripMs, duration: roundTripMs });
      setResults((current) => [result, ...current].slice(0, 20));
      const problem = classifyFrame(result);
      if (problem) showBanner(PROBLEM_SEVERITY[problem], t(`frame.${problem}`));
    };
  }, [showNotice, showBanner, t]);
  useEffect(() => () => session.stop(), [session]);

  const attach = useCallback((next: MediaStream | null) => {
    stopStream(streamRef.current);
    streamRef.current = next;
    setStream(next);
  }, []);

  const reportCameraError = useCallback(
    (error: unknown) => {
      const key = cameraErrorKey(error);
      const message = key === 'other' ? t('camera.other', { message: error instanceof Error ? error.message : String(error) }) : t(`camera.${key}`);
      console.error('Camera error', error);
      showBanner('error', message);
    },
    [showBanner, t],
  );

  /** `isCurrent` says whether the view that asked still wants the camera when it arrives (a closed view does not). */
  const start = useCallback(
    async (facing: TFacing, deviceId: string | null, isCurrent: () => boolean = () => true) => {
      const next = await openCamera({ isMobile, facing, deviceId });
      if (!isCurrent()) {
        stopStream(next);
        throw new CameraRequestCancelled();
      }
      attach(next);
      saveCameraPreference(next.getVideoTracks()[0]?.getSettings().deviceId);
      return next;
    },
    [attach, isMobile],
  );

  // Opening: a debug video replaces the camera; otherwise the back camera first (spec 001 §4).
  useEffect(() => {
    if (!isOpen) return undefined;
    let isCancelled = false;
    showBanner('info', t('notices.start'));
    if (debugVideo) return undefined;
    const preference = readCameraPreference();
    const isCurrent = () => !isCancelled;
    start('environment', preference, isCurrent)
      // A stored camera that is gone (another phone, unplugged) falls back to the back camera.
      .catch((error: unknown) => (preference && isCurrent() ? start('environment', null, isCurrent) : Promise.reject(error)))
      .then((opened) => {
        const label = opened.getVideoTracks()[0]?.label ?? '';
        if (!isMobile || preference || classifyCameraLabel(label) === 'back') return undefined;
        backRetry.current = window.setTimeout(() => {
          void listCameras()
            .then(async (cameras) => {
              const back = cameras.find((camera) => classifyCameraLabel(camera.label) === 'back');
              if (!back) return showBanner('warning', t('camera.backNotFound'));
              if (isCurrent()) await start('environment', back.deviceId, isCurrent);
            })
            .catch((error: unknown) => {
              if (isCurrent()) reportCameraError(error);
            });
        }, BACK_CAMERA_RETRY_MS);
        return undefined;
      })
      .catch((error: unknown) => {
        if (isCurrent()) reportCameraError(error);
      });
    return () => {
      isCancelled = true;
      window.clearTimeout(backRetry.current);
      session.stop();
      attach(null);
    };
  }, [isOpen, debugVideo, isMobile, start, attach, session, showBanner, reportCameraError, t]);

  // The video element shows the stream, or the debug video in a loop.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !isOpen) return undefined;
    if (debugVideo) {
      const url = URL.createObjectURL(debugVideo);
      video.srcObject = null;
      video.src = url;
      void video.play().catch(() => undefined);
      return () => URL.revokeObjectURL(url);
    }
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
    return undefined;
  }, [stream, debugVideo, isOpen]);

  const switchCamera = useCallback(async () => {
    window.clearTimeout(backRetry.current);
    try {
      const cameras = await listCameras();
      const current = streamRef.current?.getVideoTracks()[0]?.getSettings().deviceId;
      const other = pickOtherCamera(cameras, current);
      if (!other) return showBanner('warning', t('camera.singleCamera'));
      const facing = classifyCameraLabel(other.label) === 'front' ? 'user' : 'environment';
      await start(facing, other.deviceId);
    } catch (error) {
      console.error('Camera switch failed', error);
      showBanner('error', t('camera.switchFailed'));
    }
    return undefined;
  }, [showBanner, start, t]);

  const record = useCallback(() => {
    if (!debugVideo && !streamRef.current) return showBanner('error', t('camera.noStream'));
    session.start();
    return undefined;
  }, [debugVideo, session, showBanner, t]);

  /** Spec 001 §4 Stop: back to position 0 with no photos, results, colours or pause notice. */
  const stopRecording = useCallback(() => {
    session.stop();
    setResults([]);
    setBanner(null);
  }, [session]);

  const close = useCallback(() => {
    session.stop();
    attach(null);
    setResults([]);
    setBanner(null);
    onClose();
  }, [attach, onClose, session]);

  return { videoRef, canvasRef, session, snapshot, banner, outlineKey, results, record, stopRecording, switchCamera, close, hasSource: Boolean(stream || debugVideo) };
};
