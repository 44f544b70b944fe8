#!/usr/bin/env node
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCatalogue } from '../costing/catalogue.loader.js';
import { ModelRegistry } from '../models/model.registry.js';
import { analyzePhoto, type TPhotoAnalysisResult } from '../pipeline/photo-analysis.pipeline.js';

const USAGE = `Usage: node packages/vision/dist/cli/analyze.cli.js <files or folders> [options]

Analyses photos and prints, per photo, the findings, the cost estimate and the timings.

Options:
  --json             one JSON object per photo (annotated image left out) instead of text
  --models <dir>     model folder (default: $MODELS_DIR, else the project's models/)
  --catalogue <file> cost catalogue override (JSON, merged over the defaults)
  --out <dir>        write each annotated image there as <name>.result.jpg
  --threads <n>      onnxruntime threads per model
  --plates on|off    read the licence plate (default on)
  -h, --help         this text`;

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

const collectFiles = (paths: string[]): string[] =>
  paths.flatMap((path) => {
    if (statSync(path).isDirectory()) {
      return readdirSync(path)
        .filter((name) => IMAGE_EXTENSIONS.has(extname(name).toLowerCase()))
        .sort()
        .map((name) => join(path, name));
    }
    return [path];
  });

const printText = (file: string, result: TPhotoAnalysisResult) => {
  const { image, quality, vehicle, timings } = result;
  console.log(`\n== ${file} (${image.width}x${image.height} ${image.format}, analysed at ${image.analysed_width}x${image.analysed_height})`);
  console.log(`quality: ${quality.ok ? 'ok' : quality.issues.join(', ')} (laplacian variance ${quality.blur.laplacianVariance.toFixed(0)}, mean luminance ${quality.exposure.meanLuminance.toFixed(0)})`);
  console.log(`vehicle: ${vehicle.present === null ? 'not checked' : vehicle.present ? `yes (${vehicle.decidedBy}, ${vehicle.confidence?.toFixed(2)})` : `no (${vehicle.decidedBy})`}`);
  if (result.parts.length > 0) {
    console.log(`parts: ${result.parts.map((p) => `${p.friendly}${p.side ? ` (${p.side})` : ''} ${p.confidence.toFixed(2)}`).join(', ')}`);
  }
  if (result.findings.length === 0) console.log('damages: none');
  for (const finding of result.findings) {
    console.log(`damage: ${finding.car_part} | ${finding.damage_type} | ${finding.severity} | ${finding.area} sq. units | conf ${finding.confidence.toFixed(2)} | ${finding.damage_cost}`);
    console.log(`  ${finding.description}`);
    for (const line of finding.estimate.lines) console.log(`    ${(line.amount_cents / 100).toFixed(2).padStart(9)}  ${line.explanation}`);
  }
  for (const part of result.part_totals) console.log(`part total: ${part.part} ${part.total}${part.replacement ? ' (replacement)' : ''}`);
  console.log(`total: ${result.total}`);
  if (result.plate) console.log(`plate: ${result.plate.text} (confidence ${result.plate.confidence.toFixed(3)})`);
  for (const note of result.notes) console.log(`note: ${note}`);
  const ratio = timings.inference_ms > 0 ? (timings.total_ms / timings.inference_ms).toFixed(2) : 'n/a';
  console.log(
    `timings (ms): total ${timings.total_ms}, inference ${timings.inference_ms} (pipeline/inference ${ratio}); decode ${timings.decode_ms}, quality ${timings.quality_ms}, fingerprint ${timings.fingerprint_ms}, vehicle ${timings.vehicle_ms}, parts ${timings.parts_ms}, damages ${timings.damages_ms}, assignment ${timings.assignment_ms}, costing ${timings.costing_ms}, annotate ${timings.annotate_ms}, plate ${timings.plate_ms}`,
  );
};

const main = async (): Promise<number> => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      models: { type: 'string' },
      catalogue: { type: 'string' },
      out: { type: 'string' },
      threads: { type: 'string' },
      plates: { type: 'string', default: 'on' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  // The CLI is an entry point, so it may read the environment; the library itself never does.
  const modelsDir = values.models ?? process.env.MODELS_DIR;
  const registry = new ModelRegistry({
    ...(modelsDir ? { dir: modelsDir } : {}),
    ...(values.threads ? { threads: Number(values.threads) } : {}),
  });
  const catalogue = loadCatalogue(values.catalogue);
  // Sessions are created before the first photo so its timings are those of a warm worker, as in production.
  const loadStarted = performance.now();
  const report = await registry.warmUp();
  const loadMs = Math.round(performance.now() - loadStarted);
  if (!values.json) {
    console.log(`models (${report.dir}, loaded in ${loadMs} ms): ${report.models.map((m) => `${m.id} [${m.task}, ${m.format}]${m.error ? ` FAILED: ${m.error}` : ''}`).join(', ') || 'none'}`);
    if (report.missing_tasks.length > 0) console.log(`missing: ${report.missing_tasks.join(', ')}`);
    for (const rejected of report.rejected) console.log(`rejected card ${rejected.file}: ${rejected.error}`);
  }
  if (values.out) mkdirSync(values.out, { recursive: true });
  let failures = 0;
  for (const file of collectFiles(positionals)) {
    try {
      const result = await analyzePhoto(readFileSync(file), { registry, catalogue, plates: values.plates !== 'off' });
      if (values.out && result.annotated) {
        writeFileSync(join(values.out, `${basename(file, extname(file))}.result.jpg`), result.annotated);
      }
      if (values.json) {
        const { annotated: _annotated, ...rest } = result;
        console.log(JSON.stringify({ file, ...rest }));
      } else {
        printText(file, result);
      }
    } catch (error) {
      failures += 1;
      console.error(`${file}: ${(error as Error).message}`);
    }
  }
  await registry.close();
  return failures > 0 ? 1 : 0;
};

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
