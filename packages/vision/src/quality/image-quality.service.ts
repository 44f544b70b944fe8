import { rasterToSharp, type TRasterImage } from '../image/image.decoder.js';

/**
 * Photo quality checks. Every threshold is a named constant calibrated on real car photos (the carparts_dsmlr test
 * split) and degraded copies of them; README.md ("Quality thresholds") has the figures.
 */

/** Blur and exposure are measured on a grey copy with this longest side, so the numbers do not depend on resolution. */
export const QUALITY_ANALYSIS_SIDE = 512;

/**
 * Variance of the Laplacian below which a photo is blurry. Calibrated on the 100 carparts_dsmlr test photos scaled
 * to 1280x720 and saved as JPEG q70 (what the guided scan sends), then Gaussian-blurred: as taken min 133 / p5 286 /
 * median 962; sigma 2 px p5 108 / median 245; sigma 3 px median 85 / p95 136; sigma 4 px max 80. 100 rejects every
 * sigma-4 and most sigma-3 photos and no unblurred one.
 */
export const BLUR_VARIANCE_THRESHOLD = 100;

/**
 * Mean luminance (0..255) below which the photo is too dark, above which it is over-exposed. The 100 test photos
 * range 47-194 (median 124); at a quarter of their exposure they range 11-48 (p95 41); at 2.2x + 40 the median is 212.
 */
export const DARK_MEAN_LUMINANCE = 45;
export const BRIGHT_MEAN_LUMINANCE = 205;

/**
 * Grey levels counted as clipped shadows / highlights, and the share of clipped pixels that fails a photo: the test
 * photos clip at most 34 % dark and 41 % bright (a white car against a white sky), over-exposed copies a median 58 %.
 */
export const CLIPPED_DARK_LEVEL = 8;
export const CLIPPED_BRIGHT_LEVEL = 247;
export const MAX_CLIPPED_FRACTION = 0.45;

/** Shortest side, in pixels of the photo as taken, below which damage detail is lost. */
export const MIN_PHOTO_SIDE = 480;

export type TQualityIssue = 'blurry' | 'too_dark' | 'over_exposed' | 'low_resolution';

export type TQualityReport = {
  ok: boolean;
  issues: TQualityIssue[];
  blur: { laplacianVariance: number; threshold: number; blurry: boolean };
  exposure: {
    meanLuminance: number;
    darkClippedFraction: number;
    brightClippedFraction: number;
    tooDark: boolean;
    overExposed: boolean;
  };
  resolution: { width: number; height: number; minSide: number; tooSmall: boolean };
  message: string;
};

export type TGreyImage = { data: Uint8Array; width: number; height: number };

/** Variance of the 4-neighbour Laplacian over the interior pixels (pure; unit-tested on hand-made arrays). */
export const laplacianVariance = (grey: TGreyImage): number => {
  const { data, width, height } = grey;
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSquares = 0;
  for (let y = 1; y < height - 1; y += 1) {
    const row = y * width;
    for (let x = 1; x < width - 1; x += 1) {
      const i = row + x;
      const value = data[i - 1]! + data[i + 1]! + data[i - width]! + data[i + width]! - 4 * data[i]!;
      sum += value;
      sumSquares += value * value;
    }
  }
  const count = (width - 2) * (height - 2);
  const mean = sum / count;
  return sumSquares / count - mean * mean;
};

export const measureExposure = (grey: TGreyImage) => {
  let sum = 0;
  let dark = 0;
  let bright = 0;
  for (const value of grey.data) {
    sum += value;
    if (value <= CLIPPED_DARK_LEVEL) dark += 1;
    if (value >= CLIPPED_BRIGHT_LEVEL) bright += 1;
  }
  const count = Math.max(1, grey.data.length);
  return { meanLuminance: sum / count, darkClippedFraction: dark / count, brightClippedFraction: bright / count };
};

/** The grey copy both checks use (Rec. 601 luma by libvips, then shrunk). */
export const toAnalysisGrey = async (image: TRasterImage): Promise<TGreyImage> => {
  const { data, info } = await rasterToSharp(image)
    .resize({ width: QUALITY_ANALYSIS_SIDE, height: QUALITY_ANALYSIS_SIDE, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

const MESSAGES: Record<TQualityIssue, string> = {
  blurry: 'The image is blurry: hold the camera steady and let it focus.',
  too_dark: 'The image is too dark: add light or move out of the shadow.',
  over_exposed: 'The image is over-exposed: avoid direct sunlight or reflections.',
  low_resolution: `The image resolution is too low (shortest side under ${MIN_PHOTO_SIDE} px).`,
};

/** Pure verdict from measurements, so thresholds are tested without images. */
export const judgeQuality = (measurements: {
  laplacianVariance: number;
  exposure: ReturnType<typeof measureExposure>;
  original: { width: number; height: number };
  minSide?: number;
}): TQualityReport => {
  const { exposure, original } = measurements;
  const minSide = measurements.minSide ?? MIN_PHOTO_SIDE;
  const blurry = measurements.laplacianVariance < BLUR_VARIANCE_THRESHOLD;
  const tooDark = exposure.meanLuminance < DARK_MEAN_LUMINANCE || exposure.darkClippedFraction > MAX_CLIPPED_FRACTION;
  const overExposed =
    exposure.meanLuminance > BRIGHT_MEAN_LUMINANCE || exposure.brightClippedFraction > MAX_CLIPPED_FRACTION;
  const tooSmall = Math.min(original.width, original.height) < minSide;
  const issues: TQualityIssue[] = [];
  if (blurry) issues.push('blurry');
  if (tooDark) issues.push('too_dark');
  if (overExposed) issues.push('over_exposed');
  if (tooSmall) issues.push('low_resolution');
  return {
    ok: issues.length === 0,
    issues,
    blur: { laplacianVariance: measurements.laplacianVariance, threshold: BLUR_VARIANCE_THRESHOLD, blurry },
    exposure: { ...exposure, tooDark, overExposed },
    resolution: { width: original.width, height: original.height, minSide, tooSmall },
    message: issues.length === 0 ? 'The image quality is good.' : issues.map((issue) => MESSAGES[issue]).join(' '),
  };
};

/** Blur, exposure and resolution of one decoded photo; `grey` when the caller already made the analysis copy. */
export const assessQuality = async (
  image: TRasterImage,
  original: { width: number; height: number },
  options: { minSide?: number; grey?: TGreyImage } = {},
): Promise<TQualityReport> => {
  const grey = options.grey ?? (await toAnalysisGrey(image));
  return judgeQuality({
    laplacianVariance: laplacianVariance(grey),
    exposure: measureExposure(grey),
    original,
    ...(options.minSide === undefined ? {} : { minSide: options.minSide }),
  });
};
