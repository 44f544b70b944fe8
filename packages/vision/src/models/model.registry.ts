import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-node';
import { ModelCardError, ModelUnavailableError } from '../vision.errors.js';
import { MODEL_TASKS, ZModelCard, type TModelCard, type TModelTask } from './model-card.schema.js';

/** The project's `models/` folder, found from this package so it works from src (tests) and dist alike. */
export const DEFAULT_MODELS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../models');

export type TRegistryOptions = {
  /** Folder of `<id>.json` cards and their ONNX files; the project's `models/` when absent. */
  dir?: string;
  /** onnxruntime intra-op threads per session; defaults to the cores available, at most 4. */
  threads?: number;
};

export type TModelEntry = { id: string; card: TModelCard; file: string };

export type TModelDescription = {
  id: string;
  name: string;
  version: string;
  task: TModelTask;
  format: TModelCard['format'];
  file: string;
  input: TModelCard['input'];
  classes: string[];
  metrics: Record<string, unknown>;
  inference_ms_cpu_2cores: number | null;
  training: unknown;
  licence: string;
  loaded: boolean;
  error: string | null;
};

export type TModelsReport = {
  dir: string;
  models: TModelDescription[];
  /** Tasks no usable model covers: the engine reports these instead of guessing. */
  missing_tasks: TModelTask[];
  /** Cards that could not be used, and why. */
  rejected: { file: string; error: string }[];
};

export type TRunResult = {
  outputs: Record<string, { data: Float32Array; dims: readonly number[] }>;
  inferenceMs: number;
};

const describeIssues = (error: unknown): string => {
  if (error && typeof error === 'object' && 'issues' in error && Array.isArray(error.issues)) {
    return (error.issues as { path: PropertyKey[]; message: string }[])
      .map((issue) => `${issue.path.map(String).join('.') || 'card'}: ${issue.message}`)
      .join('; ');
  }
  return error instanceof Error ? error.message : String(error);
};

/**
 * onnxruntime's pool threads spin-wait between operators by default. On 2 cores shared with the API, other workers
 * and whatever else runs there, the spinning threads burn the time slices the working thread needs: measured under
 * load (load average 8 on 2 cores), frame validation p50 355-469 ms spinning, 118-175 ms without (README "Benchmark").
 */
export const ONNX_NO_SPINNING = { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } } as const;

/**
 * Reads the model cards of one folder and keeps one warm onnxruntime session per model, created on first use and
 * shared by every caller in the process (sessions are safe to run concurrently).
 */
export class ModelRegistry {
  readonly dir: string;
  readonly threads: number;
  private readonly entries = new Map<string, TModelEntry>();
  private readonly rejected: { file: string; error: string }[] = [];
  private readonly sessions = new Map<string, Promise<ort.InferenceSession>>();
  private readonly failures = new Map<string, string>();
  private readonly loaded = new Set<string>();

  constructor(options: TRegistryOptions = {}) {
    this.dir = resolve(options.dir ?? DEFAULT_MODELS_DIR);
    this.threads = Math.max(1, Math.floor(options.threads ?? Math.min(4, availableParallelism())));
    this.scan();
  }

  /** Cards are read synchronously at construction: a handful of small JSON files, and callers get a ready registry. */
  private scan(): void {
    if (!existsSync(this.dir)) return;
    for (const fileName of readdirSync(this.dir).filter((name) => name.endsWith('.json')).sort()) {
      const id = fileName.slice(0, -'.json'.length);
      try {
        const card = ZModelCard.parse(JSON.parse(readFileSync(join(this.dir, fileName), 'utf8')));
        const file = card.file ? (isAbsolute(card.file) ? card.file : join(this.dir, card.file)) : join(this.dir, `${id}.onnx`);
        if (!existsSync(file)) throw new Error(`the ONNX file ${file} does not exist`);
        this.entries.set(id, { id, card, file });
      } catch (error) {
        this.rejected.push({ file: fileName, error: describeIssues(error) });
      }
    }
  }

  list(): TModelEntry[] {
    return [...this.entries.values()];
  }

  get(id: string): TModelEntry | null {
    return this.entries.get(id) ?? null;
  }

  /** The model serving a task: the first card by file name, so a deployment can rank models by naming them. */
  findByTask(task: TModelTask): TModelEntry | null {
    return this.list().find((entry) => entry.card.task === task && !this.failures.has(entry.id)) ?? null;
  }

  /** Creates the session once; a model whose file or card is broken is remembered as failed and not retried. */
  session(id: string): Promise<ort.InferenceSession> {
    const entry = this.entries.get(id);
    if (!entry) return Promise.reject(new ModelUnavailableError(id));
    let pending = this.sessions.get(id);
    if (!pending) {
      pending = this.createSession(entry).then(
        (session) => {
          this.loaded.add(id);
          return session;
        },
        (error: unknown) => {
          const failure = error instanceof ModelCardError ? error : new ModelCardError(id, describeIssues(error));
          this.failures.set(id, failure.message);
          throw failure;
        },
      );
      this.sessions.set(id, pending);
    }
    return pending;
  }

  private async createSession(entry: TModelEntry): Promise<ort.InferenceSession> {
    const session = await ort.InferenceSession.create(entry.file, {
      intraOpNumThreads: this.threads,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      logSeverityLevel: 3,
      extra: ONNX_NO_SPINNING,
    });
    const { input, output } = entry.card;
    if (!session.inputNames.includes(input.name)) {
      throw new ModelCardError(entry.id, `the card names input '${input.name}', the model has ${session.inputNames.join(', ')}`);
    }
    const inputMeta = session.inputMetadata.find((meta) => meta.name === input.name);
    if (inputMeta?.isTensor) {
      const expected = [1, 3, input.height, input.width];
      const mismatch = inputMeta.shape.some((dim, index) => typeof dim === 'number' && dim !== expected[index]);
      if (inputMeta.shape.length !== 4 || mismatch) {
        throw new ModelCardError(entry.id, `input shape [${inputMeta.shape.join(',')}] does not match the card's [${expected.join(',')}]`);
      }
    }
    for (const name of [output.name, output.protos_name]) {
      if (name && !session.outputNames.includes(name)) {
        throw new ModelCardError(entry.id, `the card names output '${name}', the model has ${session.outputNames.join(', ')}`);
      }
    }
    return session;
  }

  /** Runs one input tensor through a model; `inferenceMs` is onnxruntime's time alone, for the pipeline ratio. */
  async run(id: string, input: { data: Float32Array; dims: readonly number[] }): Promise<TRunResult> {
    const entry = this.entries.get(id);
    if (!entry) throw new ModelUnavailableError(id);
    const session = await this.session(id);
    const feeds = { [entry.card.input.name]: new ort.Tensor('float32', input.data, input.dims) };
    const started = performance.now();
    const results = await session.run(feeds);
    const inferenceMs = performance.now() - started;
    const outputs: TRunResult['outputs'] = {};
    for (const name of session.outputNames) {
      const tensor = results[name];
      if (!tensor || tensor.type !== 'float32') throw new ModelCardError(id, `output '${name}' is not a float32 tensor`);
      outputs[name] = { data: tensor.data as Float32Array, dims: tensor.dims };
    }
    return { outputs, inferenceMs };
  }

  /** Output tensors in session order, so decoders can fall back to "the first output" as the card allows. */
  async outputNames(id: string): Promise<readonly string[]> {
    return (await this.session(id)).outputNames;
  }

  /** Loads every model now (start-up warm-up) and returns the report; failures are in the report, not thrown. */
  async warmUp(): Promise<TModelsReport> {
    await Promise.all(this.list().map((entry) => this.session(entry.id).catch(() => undefined)));
    return this.describeModels();
  }

  /** What a staff endpoint shows: every card, whether its session is loaded, and what is missing. */
  describeModels(): TModelsReport {
    const models = this.list().map(({ id, card, file }) => ({
      id,
      name: card.name,
      version: card.version,
      task: card.task,
      format: card.format,
      file,
      input: card.input,
      classes: card.classes,
      metrics: card.metrics,
      inference_ms_cpu_2cores: card.inference_ms_cpu_2cores ?? null,
      training: card.training ?? null,
      licence: card.licence,
      loaded: this.loaded.has(id),
      error: this.failures.get(id) ?? null,
    }));
    return {
      dir: this.dir,
      models,
      missing_tasks: MODEL_TASKS.filter((task) => !this.findByTask(task)),
      rejected: [...this.rejected],
    };
  }

  /** Frees native memory; tests and graceful shutdown call it. */
  async close(): Promise<void> {
    const sessions = [...this.sessions.values()];
    this.sessions.clear();
    this.loaded.clear();
    await Promise.all(sessions.map((pending) => pending.then((session) => session.release()).catch(() => undefined)));
  }
}

let shared: ModelRegistry | null = null;

/** The process-wide registry over the project's `models/`, for callers that do not configure one. */
export const getDefaultRegistry = (): ModelRegistry => {
  shared ??= new ModelRegistry();
  return shared;
};
