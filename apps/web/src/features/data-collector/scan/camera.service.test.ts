import { describe, expect, it } from 'vitest';
import { cameraErrorKey, classifyCameraLabel, isMobileDevice, pickOtherCamera, videoConstraints } from './camera.service';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('camera helpers', () => {
  it('classes camera labels as back or front by keywords', () => {
    expect(classifyCameraLabel('camera2 0, facing back')).toBe('back');
    expect(classifyCameraLabel('Rear Camera')).toBe('back');
    expect(classifyCameraLabel('environment')).toBe('back');
    expect(classifyCameraLabel('Front Camera')).toBe('front');
    expect(classifyCameraLabel('user-facing')).toBe('front');
    expect(classifyCameraLabel('Selfie cam')).toBe('front');
    expect(classifyCameraLabel('fake_device_0')).toBeNull();
  });

  it('detects mobile by user agent', () => {
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBe(false);
  });

  it('maps each getUserMedia failure to its message', () => {
    expect(cameraErrorKey(named('NotAllowedError'))).toBe('permissionDenied');
    expect(cameraErrorKey(named('NotFoundError'))).toBe('notFound');
    expect(cameraErrorKey(named('NotReadableError'))).toBe('inUse');
    expect(cameraErrorKey(named('OverconstrainedError'))).toBe('overconstrained');
    expect(cameraErrorKey(named('TypeError'))).toBe('other');
  });

  it('asks a phone for 16:9, ideally 1920x1080 and at least 1280x720, back camera first', () => {
    expect(videoConstraints({ isMobile: true, facing: 'environment' })).toEqual({
      facingMode: { ideal: 'environment' },
      aspectRatio: { ideal: 16 / 9 },
      width: { ideal: 1920, min: 1280 },
      height: { ideal: 1080, min: 720 },
    });
    expect(videoConstraints({ isMobile: false, facing: 'user', deviceId: 'abc' })).toMatchObject({ deviceId: { exact: 'abc' } });
  });

  it('switches to the other facing class, or to the next camera when labels say nothing', () => {
    const cameras = [
      { deviceId: 'a', label: 'Front Camera' },
      { deviceId: 'b', label: 'Back Camera' },
      { deviceId: 'c', label: 'Back Ultra Wide' },
    ];
    expect(pickOtherCamera(cameras, 'a')?.deviceId).toBe('b');
    expect(pickOtherCamera(cameras, 'b')?.deviceId).toBe('a');
    expect(pickOtherCamera([{ deviceId: 'x', label: 'fake_device_0' }], 'x')).toBeNull();
  });
});
