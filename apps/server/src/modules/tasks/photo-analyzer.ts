/** One finding of the analysis engine, in the report's terms (spec 001 §3 Damage). */
export type TFinding = {
  car_part: string;
  damage_type: string;
  severity: string;
  damage_cost: string;
  cost_cents: number;
  area: number;
  description: string;
  confidence: number | null;
  geometry: unknown;
};

export type TPhotoAnalysis = { findings: TFinding[]; annotated: Buffer | null; notes: string[] };

/** The seam to the analysis engine; the worker depends on this, not on the engine's internals. */
export type TPhotoAnalyzer = {
  describe: () => { available: boolean; message: string };
  analyze: (normalizedJpeg: Buffer) => Promise<TPhotoAnalysis>;
};

export const NO_MODEL_MESSAGE =
  'No damage model is installed: the photos were checked and stored, and no damages were detected or invented.';

/** Used when no damage model is installed: it finds nothing and says why. */
export const unavailableAnalyzer: TPhotoAnalyzer = {
  describe: () => ({ available: false, message: NO_MODEL_MESSAGE }),
  analyze: async () => ({ findings: [], annotated: null, notes: [NO_MODEL_MESSAGE] }),
};
