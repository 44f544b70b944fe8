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
  analyze: (normalizedJpeg: Buffer) => Promise<TPhotoAnalysis>;
};
