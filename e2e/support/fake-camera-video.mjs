// Writes the fake camera's video for Chromium (--use-file-for-fake-video-capture): raw YUV4MPEG2, I420, played in a
// loop at its frame rate. One frame per second keeps the file small (1280x720 I420 is 1.4 MB a frame).
import { closeSync, openSync, writeSync } from 'node:fs';
import { CAMERA_TIMELINE, renderScene } from './scan-scenes.mjs';

export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;

/** BT.601 limited range, the matrix Chromium assumes for I420 without colour-space tags. */
const toI420 = (rgb, width, height) => {
  const frame = Buffer.alloc((width * height * 3) / 2);
  const uOffset = width * height;
  const vOffset = uOffset + (width * height) / 4;
  for (let i = 0; i < width * height; i += 1) {
    const r = rgb[i * 3] / 255;
    const g = rgb[i * 3 + 1] / 255;
    const b = rgb[i * 3 + 2] / 255;
    frame[i] = Math.round(16 + 65.481 * r + 128.553 * g + 24.966 * b);
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        const i = ((y + dy) * width + x + dx) * 3;
        r += rgb[i] / 1020;
        g += rgb[i + 1] / 1020;
        b += rgb[i + 2] / 1020;
      }
      const c = (y / 2) * (width / 2) + x / 2;
      frame[uOffset + c] = Math.round(128 - 37.797 * r - 74.203 * g + 112 * b);
      frame[vOffset + c] = Math.round(128 + 112 * r - 93.786 * g - 18.214 * b);
    }
  }
  return frame;
};

export const writeFakeCameraVideo = async (file) => {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, `YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F1:1 Ip A1:1 C420jpeg\n`);
    for (const { scene, seconds } of CAMERA_TIMELINE) {
      const frame = toI420(await renderScene(scene, { width: VIDEO_WIDTH, height: VIDEO_HEIGHT }), VIDEO_WIDTH, VIDEO_HEIGHT);
      for (let second = 0; second < seconds; second += 1) {
        writeSync(fd, 'FRAME\n');
        writeSync(fd, frame);
      }
    }
  } finally {
    closeSync(fd);
  }
};
