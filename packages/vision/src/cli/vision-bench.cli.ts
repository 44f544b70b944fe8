#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { ModelRegistry } from '../models/model.registry.js';
import { analyzePhoto } from '../pipeline/photo-analysis.pipeline.js';
import { getDefaultPlateReader } from '../plates/plate.reader.js';
import { renderSyntheticScene } from '../testing/synthetic-scene.js';
import { validateFrameWithTimings } from '../validation/frame.validator.js';

const USAGE = `Usage: node packages/vision/dist/cli/vision-bench.cli.js [--photo <file>] [--models <dir>] [--frames <n>] [--photos <n>] [--threads <n>]

Measures frame validation (a 1280x720 JPEG at quality 70, as the scan sends) and full analysis of a 12-megapixel
JPEG made from --photo (default: a drawn scene), with the models of --models (default: $MODELS_DIR or models/).
Photo analysis reads the licence plate unless --plates off. Prints JSON: p50/p95 per stage, the pipeline/inference
ratio and the process's peak resident memory.`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10;
};
const summary = (values: number[]) => ({ p50: percentile(values, 0.5), p95: percentile(values, 0.95), max: percentile(values, 1) });

const main = async () => {
  const { values } = parseArgs({
    options: {
      photo: { type: 'string' },
      models: { type: 'string' },
      frames: { type: 'string', default: '40' },
      photos: { type: 'string', default: '5' },
      threads: { type: 'string' },
      plates: { type: 'string', default: 'on' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const modelsDir = values.models ?? process.env.MODELS_DIR;
  const registry = new ModelRegistry({ ...(modelsDir ? { dir: modelsDir } : {}), ...(values.threads ? { threads: Number(values.threads) } : {}) });
  const report = await registry.warmUp();
  // A running worker has its plate reader loaded: load it (and time that) before measuring.
  const plateLoadStarted = performance.now();
  if (values.plates !== 'off') await getDefaultPlateReader({ threads: registry.threads });
  const plateLoadMs = Math.round(performance.now() - plateLoadStarted);
  const source = values.photo ? readFileSync(values.photo) : await renderSyntheticScene({ width: 1280, height: 720 });
  const frame = await sharp(source).resize(1280, 720, { fit: 'cover' }).jpeg({ quality: 70 }).toBuffer();
  const photo = await sharp(source).resize(4000, 3000, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();

  const frameTotals: number[] = [];
  const frameInference: number[] = [];
  let lastFrame: unknown = null;
  for (let i = 0; i < Number(values.frames); i += 1) {
    const { result, timings } = await validateFrameWithTimings(frame, 0, { registry });
    if (i > 0) {
      frameTotals.push(timings.total_ms);
      frameInference.push(timings.inference_ms);
    }
    lastFrame = { valid: result.valid, message: result.details.message };
  }
  const photoTotals: number[] = [];
  const photoInference: number[] = [];
  const photoPlain: number[] = [];
  let stages: unknown = null;
  for (let i = 0; i < Number(values.photos); i += 1) {
    const result = await analyzePhoto(photo, { registry, plates: values.plates !== 'off' });
    photoTotals.push(result.timings.total_ms);
    photoInference.push(result.timings.inference_ms);
    photoPlain.push(result.timings.total_ms - result.timings.annotate_ms);
    stages = result.timings;
  }
  const ratio = (totals: number[], inference: number[]) =>
    inference.every((value) => value > 0) ? Math.round((percentile(totals, 0.5) / percentile(inference, 0.5)) * 100) / 100 : null;
  console.log(
    JSON.stringify(
      {
        models: report.models.map((model) => ({ id: model.id, task: model.task, input: `${model.input.width}x${model.input.height}`, error: model.error })),
        threads: registry.threads,
        plates: values.plates !== 'off',
        plate_reader_load_ms: values.plates !== 'off' ? plateLoadMs : null,
        frame_validation_1280x720_ms: { ...summary(frameTotals), inference: summary(frameInference), last: lastFrame },
        photo_analysis_12mp_ms: { ...summary(photoTotals), inference: summary(photoInference), without_annotation: summary(photoPlain) },
        pipeline_over_inference: ratio(photoTotals, photoInference),
        pipeline_over_inference_without_annotation: ratio(photoPlain, photoInference),
        last_photo_stages: stages,
        peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
      },
      null,
      2,
    ),
  );
  await registry.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
