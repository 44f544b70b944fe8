import { formatDollars, isReplacement, parseDollarAmount, summariseReport, type TReport } from '@cda/contract';
import { z } from 'zod';
import type { TDamageRow } from './report.repository.js';

/**
 * Explainable estimate lines of stored damages. The analysis worker already keeps the vision engine's estimate
 * (`findings[].estimate`: action, rule, lines) in `damages.geometry_json`, so the lines are read back from there
 * rather than recomputed: a recomputation would use today's catalogue and could disagree with the cost the report
 * was given. Lines are used only while they still add up to the stored `damage_cost`; a damage without them (older
 * rows, damages recorded another way) gets one line carrying its recorded cost.
 */
export type TEstimateLineView = { kind: string; amount_cents: number; amount: string; explanation: string };

export type TDamageEstimate = {
  /** 'analysis': the engine's own lines; 'recorded_cost': no breakdown stored, one line with the damage's cost. */
  source: 'analysis' | 'recorded_cost';
  action: 'repair' | 'replace';
  rule: string | null;
  lines: TEstimateLineView[];
  total_cents: number;
  total: string;
  /** Spec 001 §4: whether this damage counts as a replacement for the part totals. */
  replacement: boolean;
};

export type TReportEstimate = {
  parts: { part: string; label: string; total_cents: number; total: string; replacement: boolean; damages: number }[];
  total_cents: number;
  total: string;
  rule: string;
};

export const REPLACEMENT_RULE_TEXT =
  "Replacement rule (spec 001 §4): a replacement's cost replaces the part's total and that part's repair costs are ignored.";

const ZStoredEstimate = z.object({
  estimate: z.object({
    action: z.enum(['repair', 'replace']),
    rule: z.string().nullable(),
    total_cents: z.number().int(),
    lines: z.array(z.object({ kind: z.string(), amount_cents: z.number().int(), explanation: z.string() })),
  }),
});

const readStored = (geometryJson: string | null) => {
  if (!geometryJson) return null;
  try {
    const parsed = ZStoredEstimate.safeParse(JSON.parse(geometryJson));
    return parsed.success ? parsed.data.estimate : null;
  } catch {
    return null;
  }
};

export const damageEstimate = (damage: Pick<TDamageRow, 'geometry_json' | 'damage_cost' | 'damage_type' | 'description'>): TDamageEstimate => {
  const replacement = isReplacement(damage);
  const recorded = parseDollarAmount(damage.damage_cost) ?? 0;
  const stored = readStored(damage.geometry_json);
  const linesSum = stored?.lines.reduce((sum, line) => sum + line.amount_cents, 0);
  if (stored && stored.total_cents === recorded && linesSum === recorded) {
    return {
      source: 'analysis',
      action: stored.action,
      rule: stored.rule,
      lines: stored.lines.map((line) => ({ ...line, amount: formatDollars(line.amount_cents) })),
      total_cents: recorded,
      total: formatDollars(recorded),
      replacement,
    };
  }
  return {
    source: 'recorded_cost',
    action: replacement ? 'replace' : 'repair',
    rule: null,
    lines: [{ kind: 'recorded', amount_cents: recorded, amount: formatDollars(recorded), explanation: 'Recorded cost of the damage (no breakdown stored)' }],
    total_cents: recorded,
    total: formatDollars(recorded),
    replacement,
  };
};

/** Part totals and the report total under the replacement rule, from the shared report summary. */
export const reportEstimate = (report: Pick<TReport, 'photos'>): TReportEstimate => {
  const summary = summariseReport(report);
  return {
    parts: summary.part_costs.map(({ part, label, total_cents: totalCents, total, replacement, damages }) => ({
      part, label, total_cents: totalCents, total, replacement, damages,
    })),
    total_cents: summary.total_cents,
    total: summary.total,
    rule: REPLACEMENT_RULE_TEXT,
  };
};
