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

/** A licence plate read from the photo; box in pixels of the analysed (normalised) photo. */
export type TPlateRead = { text: string; confidence: number; box: { x1: number; y1: number; x2: number; y2: number } };

export type TPhotoAnalysis = {
  findings: TFinding[];
  annotated: Buffer | null;
  /** Notes for the report's status message. */
  notes: string[];
  /** Absent when the analyzer does not read plates; null when it read none (`plateNote` says why). */
  plate?: TPlateRead | null;
  plateNote?: string | null;
};

/** The seam to the analysis engine; the worker depends on this, not on the engine's internals. */
export type TPhotoAnalyzer = {
  analyze: (normalizedJpeg: Buffer) => Promise<TPhotoAnalysis>;
};
