import { readFileSync } from 'node:fs';
import { z } from 'zod';
import defaults from './catalogue.json' with { type: 'json' };

/**
 * The repair-cost catalogue is data: `catalogue.json` beside this file holds the defaults, and a deployment points
 * the engine at its own JSON file holding only what differs (deep-merged: objects merge key by key, arrays and
 * values replace). README.md ("Costing catalogue") documents every field.
 */
const ZMoney = z.number().nonnegative();
const ZRate = z.number().min(0).max(1);
const ZHours = z.number().nonnegative();
const ZSeverityHours = z.object({ Low: ZHours, Average: ZHours, High: ZHours });

export const ZCataloguePart = z.object({
  /** List price of a new part, in currency units. */
  price: ZMoney,
  /** Labour hours to take the damaged part off and fit the new (or repaired) one. */
  removal_refit_hours: ZHours,
  /** Body-coloured: a repair or a new part is painted. */
  paintable: z.boolean(),
  /** The part must come off to be repaired (bumpers), so a repair also pays removal and refit. */
  remove_for_repair: z.boolean().default(false),
});

export const ZReplaceRule = z
  .object({
    damage_types: z.array(z.string().min(1)).optional(),
    severities: z.array(z.enum(['High', 'Average', 'Low'])).optional(),
    parts: z.array(z.string().min(1)).optional(),
    reason: z.string().min(1),
  })
  .refine((rule) => rule.damage_types || rule.severities || rule.parts, 'a rule needs at least one condition');

export const ZCatalogue = z.object({
  currency: z.string().min(1),
  /** Body-shop labour, per hour. */
  labour_rate: ZMoney,
  /** Paint and materials, per paint hour. */
  paint_rate: ZMoney,
  tax_rate: ZRate,
  /** Taken off labour (repair, removal and refit), e.g. a fleet agreement. */
  discount_rate: ZRate,
  /** Betterment: the share of a new part's price the owner bears because the new part is worth more than the old. */
  depreciation_rate: ZRate,
  default_part: ZCataloguePart,
  parts: z.record(z.string(), ZCataloguePart),
  /** Labour hours to repair, by damage type and severity; the 'damage' row serves types not listed. */
  repair_hours: z.record(z.string(), ZSeverityHours).refine((hours) => 'damage' in hours, "repair_hours needs a 'damage' row"),
  /** Paint hours by severity of a repair, and for a new panel ('replacement'). */
  paint_hours: ZSeverityHours.extend({ replacement: ZHours }),
  /** First matching rule wins; a rule matches when every condition it states matches. */
  replace_rules: z.array(ZReplaceRule),
});
export type TCatalogue = z.infer<typeof ZCatalogue>;
export type TCataloguePart = z.infer<typeof ZCataloguePart>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; anything else in `override` (arrays included) replaces the base value. */
export const deepMerge = (base: unknown, override: unknown): unknown => {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = deepMerge(base[key], value);
  return merged;
};

export const DEFAULT_CATALOGUE: TCatalogue = ZCatalogue.parse(defaults);

/** The default catalogue, or the defaults with an override file (or object) merged over them, validated. */
export const loadCatalogue = (override?: string | Record<string, unknown>): TCatalogue => {
  if (override === undefined) return DEFAULT_CATALOGUE;
  let patch: unknown = override;
  if (typeof override === 'string') {
    try {
      patch = JSON.parse(readFileSync(override, 'utf8'));
    } catch (error) {
      throw new Error(`Cost catalogue ${override} could not be read: ${(error as Error).message}`);
    }
  }
  const parsed = ZCatalogue.safeParse(deepMerge(defaults, patch));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Cost catalogue override is invalid: ${problems}`);
  }
  return parsed.data;
};
