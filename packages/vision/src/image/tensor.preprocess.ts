import type { TModelInput } from '../models/model-card.schema.js';
import { rasterToSharp, type TRasterImage } from './image.decoder.js';

/**
 * How image pixels map to model-input pixels: `inputX = imageX * scaleX + padX`. Decoders use it to put their
 * boxes and masks back on the photo.
 */
export type TInputTransform = {
  imageWidth: number;
  imageHeight: number;
  inputWidth: number;
  inputHeight: number;
  scaleX: number;
  scaleY: number;
  padX: number;
  padY: number;
};

export type TInputTensor = { data: Float32Array; dims: [1, 3, number, number]; transform: TInputTransform };

/** Works out the resize geometry without touching pixels (pure, unit-tested). */
export const planResize = (
  image: { width: number; height: number },
  input: Pick<TModelInput, 'width' | 'height' | 'resize'>,
  padAlign: 'center' | 'top-left',
): TInputTransform & { resizedWidth: number; resizedHeight: number } => {
  const base = { imageWidth: image.width, imageHeight: image.height, inputWidth: input.width, inputHeight: input.height };
  if (input.resize === 'stretch') {
    return {
      ...base,
      scaleX: input.width / image.width,
      scaleY: input.height / image.height,
      padX: 0,
      padY: 0,
      resizedWidth: input.width,
      resizedHeight: input.height,
    };
  }
  const ratio = Math.min(input.width / image.width, input.height / image.height);
  const resizedWidth = Math.max(1, Math.min(input.width, Math.round(image.width * ratio)));
  const resizedHeight = Math.max(1, Math.min(input.height, Math.round(image.height * ratio)));
  const padX = padAlign === 'center' ? Math.floor((input.width - resizedWidth) / 2) : 0;
  const padY = padAlign === 'center' ? Math.floor((input.height - resizedHeight) / 2) : 0;
  // The scale actually applied differs from `ratio` by rounding; using it keeps boxes exact at the far edge.
  return {
    ...base,
    scaleX: resizedWidth / image.width,
    scaleY: resizedHeight / image.height,
    padX,
    padY,
    resizedWidth,
    resizedHeight,
  };
};

/**
 * Interleaved 8-bit pixels (RGB order) -> planar float32 NCHW with the card's channel order and normalisation:
 * `((value * scale) - mean[c]) / std[c]`, where c counts in the model's channel order.
 */
export const packPlanar = (
  pixels: Uint8Array,
  width: number,
  height: number,
  input: Pick<TModelInput, 'color' | 'scale' | 'mean' | 'std'>,
): Float32Array => {
  const plane = width * height;
  const out = new Float32Array(plane * 3);
  const order = input.color === 'BGR' ? [2, 1, 0] : [0, 1, 2];
  for (let c = 0; c < 3; c += 1) {
    const source = order[c] ?? c;
    const multiplier = input.scale / input.std[c]!;
    const offset = input.mean[c]! / input.std[c]!;
    const base = c * plane;
    for (let i = 0; i < plane; i += 1) out[base + i] = pixels[i * 3 + source]! * multiplier - offset;
  }
  return out;
};

/** Resizes with sharp (stretch or letterbox) and packs the model's input tensor. */
export const toInputTensor = async (
  image: TRasterImage,
  input: TModelInput,
  padAlign: 'center' | 'top-left',
): Promise<TInputTensor> => {
  const plan = planResize(image, input, padAlign);
  // Bilinear, like PIL's BILINEAR and OpenCV's INTER_LINEAR that training pipelines use (sharp's default, Lanczos,
  // rings at edges the networks never saw).
  let pipeline = rasterToSharp(image).resize(plan.resizedWidth, plan.resizedHeight, { fit: 'fill', kernel: 'linear' });
  if (plan.resizedWidth !== input.width || plan.resizedHeight !== input.height) {
    const pad = Math.round(input.pad_value);
    pipeline = pipeline.extend({
      left: plan.padX,
      top: plan.padY,
      right: input.width - plan.resizedWidth - plan.padX,
      bottom: input.height - plan.resizedHeight - plan.padY,
      background: { r: pad, g: pad, b: pad },
    });
  }
  const pixels = await pipeline.raw().toBuffer();
  const { resizedWidth: _w, resizedHeight: _h, ...transform } = plan;
  return { data: packPlanar(pixels, input.width, input.height, input), dims: [1, 3, input.height, input.width], transform };
};
