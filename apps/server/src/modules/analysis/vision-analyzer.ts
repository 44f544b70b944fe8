import { analyzePhoto, type ModelRegistry, type TCatalogue } from '@cda/vision';
import type { TPhotoAnalyzer } from '../tasks/photo-analyzer.js';

/** The worker's analyzer backed by the vision engine and the models the registry found. */
export const createVisionAnalyzer = (registry: ModelRegistry, catalogue?: TCatalogue, options: { plates?: boolean } = {}): TPhotoAnalyzer => ({
  analyze: async (normalizedJpeg) => {
    const result = await analyzePhoto(normalizedJpeg, { registry, catalogue, plates: options.plates ?? true });
    return {
      findings: result.findings.map((finding) => ({
        car_part: finding.car_part,
        damage_type: finding.damage_type,
        severity: finding.severity,
        damage_cost: finding.damage_cost,
        cost_cents: finding.cost_cents,
        area: finding.area,
        description: finding.description,
        confidence: finding.confidence,
        geometry: { ...finding.geometry, estimate: finding.estimate },
      })),
      annotated: result.annotated,
      // Why no plate was read is kept with the photo, not repeated in every report's status message.
      notes: result.notes.filter((note) => note !== result.plate_note),
      plate: result.plate,
      plateNote: result.plate_note,
    };
  },
});
