import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePhoto } from '../image/image.decoder.js';
import {
  assessQuality,
  BLUR_VARIANCE_THRESHOLD,
  DARK_MEAN_LUMINANCE,
  judgeQuality,
  laplacianVariance,
  measureExposure,
  MIN_PHOTO_SIDE,
} from './image-quality.service.js';

/** A street-like test card: sky, road, a car body, wheels, a plate with text, thin poles. */
const scene = (width = 1280, height = 720) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1280 720">
  <rect width="1280" height="400" fill="#8fb4d8"/><rect y="400" width="1280" height="320" fill="#555"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${40 + i * 105}" y="120" width="6" height="300" fill="#333"/>`).join('')}
  <rect x="300" y="300" width="680" height="200" rx="40" fill="#b22"/><rect x="420" y="230" width="420" height="100" rx="30" fill="#922"/>
  <circle cx="430" cy="510" r="70" fill="#111"/><circle cx="850" cy="510" r="70" fill="#111"/>
  <rect x="560" y="430" width="160" height="40" fill="#fff"/><text x="572" y="462" font-size="32" font-family="DejaVu Sans" fill="#000">AB123CD</text>
  ${Array.from({ length: 20 }, (_, i) => `<line x1="0" y1="${600 + i * 6}" x2="1280" y2="${604 + i * 6}" stroke="#777" stroke-width="2"/>`).join('')}
</svg>`),
  );

const measure = async (image: Sharp) => {
  const decoded = await decodePhoto(await image.jpeg({ quality: 85 }).toBuffer(), { maxSide: 1600 });
  return assessQuality(decoded.image, decoded.original);
};

describe('laplacianVariance', () => {
  it('is zero on a flat image and large on a checkerboard', () => {
    expect(laplacianVariance({ data: new Uint8Array(25).fill(80), width: 5, height: 5 })).toBe(0);
    const checker = Uint8Array.from({ length: 36 }, (_, i) => ((i % 6) + Math.floor(i / 6)) % 2 ? 255 : 0);
    // every interior Laplacian is +-1020: variance 1020^2
    expect(laplacianVariance({ data: checker, width: 6, height: 6 })).toBeCloseTo(1020 * 1020, 0);
  });
});

describe('measureExposure', () => {
  it('counts mean luminance and clipped shadows and highlights', () => {
    const exposure = measureExposure({ data: Uint8Array.from([0, 0, 255, 100]), width: 2, height: 2 });
    expect(exposure).toEqual({ meanLuminance: 88.75, darkClippedFraction: 0.5, brightClippedFraction: 0.25 });
  });
});

describe('assessQuality on generated photos', () => {
  it('passes a sharp, well-exposed 1280x720 photo', async () => {
    const report = await measure(scene());
    expect(report.issues).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.blur.laplacianVariance).toBeGreaterThan(BLUR_VARIANCE_THRESHOLD * 3);
  });

  it('flags the same photo blurred (sigma 4 px) as blurry, and mentions it', async () => {
    const report = await measure(scene().blur(4));
    expect(report.blur.blurry).toBe(true);
    expect(report.issues).toEqual(['blurry']);
    expect(report.message).toMatch(/blurry/);
  });

  it('flags a dark photo and an over-exposed one', async () => {
    const dark = await measure(scene().linear(0.2, 0));
    expect(dark.exposure.meanLuminance).toBeLessThan(DARK_MEAN_LUMINANCE);
    expect(dark.issues).toContain('too_dark');
    const bright = await measure(scene().linear(1.3, 120));
    expect(bright.issues).toContain('over_exposed');
    expect(bright.issues).not.toContain('too_dark');
  });

  it('flags a photo below the minimum resolution', async () => {
    const report = await measure(scene(400, 225));
    expect(report.resolution).toMatchObject({ width: 400, height: 225, tooSmall: true, minSide: MIN_PHOTO_SIDE });
    expect(report.issues).toContain('low_resolution');
  });
});

describe('judgeQuality', () => {
  const base = { meanLuminance: 120, darkClippedFraction: 0, brightClippedFraction: 0 };
  it('applies each threshold at its boundary', () => {
    const original = { width: 1000, height: 1000 };
    expect(judgeQuality({ laplacianVariance: BLUR_VARIANCE_THRESHOLD, exposure: base, original }).ok).toBe(true);
    expect(judgeQuality({ laplacianVariance: BLUR_VARIANCE_THRESHOLD - 0.01, exposure: base, original }).issues).toEqual(['blurry']);
    expect(judgeQuality({ laplacianVariance: 500, exposure: { ...base, darkClippedFraction: 0.5 }, original }).issues).toEqual(['too_dark']);
    expect(judgeQuality({ laplacianVariance: 500, exposure: { ...base, brightClippedFraction: 0.5 }, original }).issues).toEqual(['over_exposed']);
    expect(judgeQuality({ laplacianVariance: 500, exposure: base, original: { width: 1000, height: 300 }, minSide: 200 }).ok).toBe(true);
  });
});
