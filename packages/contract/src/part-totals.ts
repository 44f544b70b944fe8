import { partKey } from './car-parts.js';
import { formatDollars, parseDollarAmount } from './money.format.js';

/** A stored damage as the report holds it (spec 001 §3 Damage). */
export type TCostedDamage = { car_part: string; damage_type: string; description: string; damage_cost: string };

export type TPartTotal = {
  part: string;
  total_cents: number;
  total: string;
  /** True when a replacement set the total. */
  replacement: boolean;
  damages: number;
};

const REPLACEMENT_WORDS = ['replace', 'replacement', 'new', 'install', 'installation'];
const REPLACEMENT_TYPES = ['missing', 'broken'];

/**
 * Spec 001 §4: a damage counts as a replacement when its description contains replace, replacement, new, install
 * or installation, or its type contains missing or broken. Matched as case-insensitive substrings, as the spec
 * words it (so repair descriptions avoid those letters; cost.service.ts is tested for it).
 */
export const isReplacement = (damage: Pick<TCostedDamage, 'description' | 'damage_type'>): boolean => {
  const description = damage.description.toLowerCase();
  const type = damage.damage_type.toLowerCase();
  return REPLACEMENT_WORDS.some((word) => description.includes(word)) || REPLACEMENT_TYPES.some((word) => type.includes(word));
};

/**
 * Cost per part under the replacement rule: a replacement's cost replaces the part's total and the part's
 * non-replacement costs are ignored. Two replacements of one part: the part is replaced once, so the dearer one
 * counts (the spec does not say; summing would pay for two new parts). Costs that do not parse count as 0.
 */
export const computePartTotals = (damages: readonly TCostedDamage[]): TPartTotal[] => {
  const parts = new Map<string, { repairs: number; replacement: number | null; damages: number }>();
  for (const damage of damages) {
    const key = partKey(damage.car_part);
    const entry = parts.get(key) ?? { repairs: 0, replacement: null, damages: 0 };
    const amount = parseDollarAmount(damage.damage_cost) ?? 0;
    entry.damages += 1;
    if (isReplacement(damage)) entry.replacement = Math.max(entry.replacement ?? 0, amount);
    else entry.repairs += amount;
    parts.set(key, entry);
  }
  return [...parts.entries()].map(([part, entry]) => {
    const total = entry.replacement ?? entry.repairs;
    return { part, total_cents: total, total: formatDollars(total), replacement: entry.replacement !== null, damages: entry.damages };
  });
};

/** The report's grand total: the sum of the part totals. */
export const computeReportTotal = (damages: readonly TCostedDamage[]): number =>
  computePartTotals(damages).reduce((sum, part) => sum + part.total_cents, 0);
