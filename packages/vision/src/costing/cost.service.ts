import type { TSeverity } from '../damages/damage-rules.js';
import { friendlyPartName } from '../parts/part-names.js';
import type { TCatalogue } from './catalogue.loader.js';
import { formatDollars } from '@cda/contract';

/**
 * Explainable repair estimates: every amount is a line saying what it is for and how it was computed from the
 * catalogue, so a person can check or contest it. Pure functions of (damage, catalogue).
 */
export type TEstimateLineKind = 'part' | 'depreciation' | 'removal_refit' | 'repair_labour' | 'paint' | 'discount' | 'tax';

export type TEstimateLine = { kind: TEstimateLineKind; amount_cents: number; explanation: string };

export type TEstimate = {
  action: 'repair' | 'replace';
  /** Why replacement was chosen (the matching rule), or null for a repair. */
  rule: string | null;
  lines: TEstimateLine[];
  total_cents: number;
  /** `$X.XX`, the report's damage_cost. */
  damage_cost: string;
  /** The report's description; contains 'Replace' exactly when the action is replace (spec 001 §4). */
  description: string;
};

export type TEstimateInput = {
  part: string;
  damageType: string;
  severity: TSeverity;
  /** Extra words for the description (e.g. how large the damage is); must not read as a replacement. */
  detail?: string;
};

/**
 * Spec 001 §4 counts a damage whose type contains 'missing' or 'broken' as a replacement whatever its description
 * says, so those are always estimated as replacements; otherwise the part totals and the lines would disagree.
 * This is enforced here, not left to the editable rules.
 */
const SPEC_REPLACEMENT_TYPES = /missing|broken/i;

export const chooseAction = (input: TEstimateInput, catalogue: TCatalogue): { action: 'repair' | 'replace'; rule: string | null } => {
  if (SPEC_REPLACEMENT_TYPES.test(input.damageType)) {
    const rule = catalogue.replace_rules.find((candidate) => candidate.damage_types?.includes(input.damageType));
    return { action: 'replace', rule: rule?.reason ?? `a ${input.damageType} part is replaced` };
  }
  for (const rule of catalogue.replace_rules) {
    const matches =
      (!rule.damage_types || rule.damage_types.includes(input.damageType)) &&
      (!rule.severities || rule.severities.includes(input.severity)) &&
      (!rule.parts || rule.parts.includes(input.part));
    if (matches) return { action: 'replace', rule: rule.reason };
  }
  return { action: 'repair', rule: null };
};

const cents = (amount: number) => Math.round(amount * 100);
const hours = (value: number) => `${Number(value.toFixed(2))} h`;
const rate = (value: number) => `${Number((value * 100).toFixed(2))}%`;

export const estimateDamage = (input: TEstimateInput, catalogue: TCatalogue): TEstimate => {
  const part = catalogue.parts[input.part] ?? catalogue.default_part;
  const partName = friendlyPartName(input.part).toLowerCase();
  const priced = input.part in catalogue.parts ? '' : ' (no catalogue entry: default part prices)';
  const { action, rule } = chooseAction(input, catalogue);
  const lines: TEstimateLine[] = [];
  let labourCents = 0;
  const addLabour = (kind: TEstimateLineKind, labourHours: number, what: string) => {
    if (labourHours <= 0) return;
    const amount = cents(labourHours * catalogue.labour_rate);
    labourCents += amount;
    lines.push({ kind, amount_cents: amount, explanation: `${what}: ${hours(labourHours)} x ${formatDollars(cents(catalogue.labour_rate))}/h` });
  };
  const addPaint = (paintHours: number, what: string) => {
    if (!part.paintable || paintHours <= 0) return;
    lines.push({
      kind: 'paint',
      amount_cents: cents(paintHours * catalogue.paint_rate),
      explanation: `${what}: ${hours(paintHours)} x ${formatDollars(cents(catalogue.paint_rate))}/h paint and materials`,
    });
  };

  if (action === 'replace') {
    lines.push({ kind: 'part', amount_cents: cents(part.price), explanation: `New ${partName}${priced}: list price ${formatDollars(cents(part.price))}` });
    if (catalogue.depreciation_rate > 0) {
      lines.push({
        kind: 'depreciation',
        amount_cents: -cents(part.price * catalogue.depreciation_rate),
        explanation: `Betterment deducted from the new part: ${rate(catalogue.depreciation_rate)} of ${formatDollars(cents(part.price))}`,
      });
    }
    addLabour('removal_refit', part.removal_refit_hours, `Remove the damaged ${partName} and fit the new one`);
    addPaint(catalogue.paint_hours.replacement, 'Paint the new panel');
  } else {
    const table = catalogue.repair_hours[input.damageType] ?? catalogue.repair_hours.damage!;
    addLabour('repair_labour', table[input.severity], `Repair ${input.damageType} (${input.severity})`);
    if (part.remove_for_repair) addLabour('removal_refit', part.removal_refit_hours, `Take off and refit the ${partName} for the repair`);
    addPaint(catalogue.paint_hours[input.severity], `Refinish after the repair (${input.severity})`);
  }
  if (catalogue.discount_rate > 0 && labourCents > 0) {
    lines.push({
      kind: 'discount',
      amount_cents: -cents((labourCents / 100) * catalogue.discount_rate),
      explanation: `Labour discount: ${rate(catalogue.discount_rate)} of ${formatDollars(labourCents)}`,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  if (catalogue.tax_rate > 0) {
    lines.push({ kind: 'tax', amount_cents: cents((subtotal / 100) * catalogue.tax_rate), explanation: `Tax: ${rate(catalogue.tax_rate)} of ${formatDollars(subtotal)}` });
  }
  const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const detail = input.detail ? ` ${input.detail}` : '';
  const description =
    action === 'replace'
      ? `Replace the ${partName} with a new part: ${rule}.${detail}`
      : `Repair the ${partName}: ${input.damageType}, ${input.severity.toLowerCase()} severity.${detail}`;
  return { action, rule, lines, total_cents: total, damage_cost: formatDollars(total), description };
};
