/** Spec 001 §3 "Stored preference": the chosen camera's device id. */
export const CAMERA_PREFERENCE_KEY = 'cameraPreference';
/** Spec 001 §4: on mobile, when the opened camera is not a back camera, the back one is forced after 1 s. */
export const BACK_CAMERA_RETRY_MS = 1000;

/** Spec 001 §9: mobile is detected by user agent (mobile or Android). */
export const isMobileDevice = (userAgent = navigator.userAgent) => /mobile|android/i.test(userAgent);

const BACK_WORDS = /back|rear|environment/i;
const FRONT_WORDS = /front|user|selfie|facetime/i;

/** Spec 001 §9: labels are classed back or front by keywords. */
export const classifyCameraLabel = (label: string): 'back' | 'front' | null =>
  BACK_WORDS.test(label) ? 'back' : FRONT_WORDS.test(label) ? 'front' : null;

export type TCameraErrorKey = 'permissionDenied' | 'notFound' | 'inUse' | 'overconstrained' | 'other' | 'noStream';

/** Spec 001 §8: what each getUserMedia failure means to the user. */
export const cameraErrorKey = (error: unknown): TCameraErrorKey => {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'permissionDenied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'inUse';
  if (name === 'OverconstrainedError' || name === 'ConstraintNotSatisfiedError') return 'overconstrained';
  if (name === 'NoStreamError') return 'noStream';
  return 'other';
};

/** Raised when the browser has no camera API or gave no video track. */
export class NoCameraStreamError extends Error {
  override name = 'NoStreamError';
}

export type TFacing = 'environment' | 'user';

/** Spec 001 §9: on mobile 16:9, ideal 1920x1080, at least 1280x720. */
export const videoConstraints = (options: { isMobile: boolean; facing: TFacing; deviceId?: string | null }): MediaTrackConstraints => {
  const base: MediaTrackConstraints = options.deviceId ? { deviceId: { exact: options.deviceId } } : { facingMode: { ideal: options.facing } };
  if (!options.isMobile) return { ...base, width: { ideal: 1920 }, height: { ideal: 1080 } };
  return { ...base, aspectRatio: { ideal: 16 / 9 }, width: { ideal: 1920, min: 1280 }, height: { ideal: 1080, min: 720 } };
};

const getUserMedia = async (video: MediaTrackConstraints): Promise<MediaStream> => {
  if (!navigator.mediaDevices?.getUserMedia) throw new NoCameraStreamError('No camera stream available.');
  const stream = await navigator.mediaDevices.getUserMedia({ video, audio: false });
  if (stream.getVideoTracks().length === 0) throw new NoCameraStreamError('No camera stream available.');
  return stream;
};

/**
 * Opens a camera. A camera that cannot meet the size or device constraints (OverconstrainedError) is retried with
 * the facing mode alone, as spec 001 §8 asks; that failing too is the caller's 'overconstrained' error.
 */
export const openCamera = async (options: { isMobile: boolean; facing: TFacing; deviceId?: string | null }): Promise<MediaStream> => {
  try {
    return await getUserMedia(videoConstraints(options));
  } catch (error) {
    if (cameraErrorKey(error) !== 'overconstrained') throw error;
    return getUserMedia({ facingMode: options.facing });
  }
};

export const stopStream = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

export const listCameras = async (): Promise<MediaDeviceInfo[]> =>
  (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'videoinput');

export const readCameraPreference = (): string | null => {
  try {
    return window.localStorage.getItem(CAMERA_PREFERENCE_KEY);
  } catch {
    return null;
  }
};

export const saveCameraPreference = (deviceId: string | undefined) => {
  if (!deviceId) return;
  try {
    window.localStorage.setItem(CAMERA_PREFERENCE_KEY, deviceId);
  } catch {
    // Private mode without storage: the preference lasts only for this visit.
  }
};

/** The camera to switch to: the other facing class when labels say, else the next camera in the list. */
export const pickOtherCamera = (cameras: Pick<MediaDeviceInfo, 'deviceId' | 'label'>[], currentId: string | undefined) => {
  const others = cameras.filter((camera) => camera.deviceId !== currentId);
  if (others.length === 0) return null;
  const current = cameras.find((camera) => camera.deviceId === currentId);
  const currentClass = current ? classifyCameraLabel(current.label) : null;
  const wanted = currentClass === 'back' ? 'front' : 'back';
  return others.find((camera) => classifyCameraLabel(camera.label) === wanted) ?? others[0]!;
};
