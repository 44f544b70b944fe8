import type { TDamage, TReport, TReportStatus } from './assessment.schemas.js';
import { friendlyPartName, partKey } from './car-parts.js';
import { formatDollars, parseDollarAmount } from './money.format.js';
import { computePartTotals, isReplacement, type TPartTotal } from './part-totals.js';

/**
 * What the report page and the PDF both show, computed once from a report (spec 001 §4 replacement rule, §9 chart
 * rules). Pure: no I/O, no locale; labels are English part names and status keys the callers translate.
 */

/** Spec 001 §2: a report with no status displays 'Completed'; 'pending' is understood too. */
export const REPORT_STATUS_LABELS: Record<TReportStatus | 'pending', string> = {
  completed: 'Completed',
  processing: 'Processing',
  created: 'Created',
  photos_added: 'Photos Added',
  failed: 'Failed',
  pending: 'Pending',
};

export type TDisplayStatus = keyof typeof REPORT_STATUS_LABELS;

/** The status key to display: unknown or empty statuses count as completed, as the spec says for 'no status'. */
export const displayStatus = (status: string | null | undefined): TDisplayStatus =>
  status && status in REPORT_STATUS_LABELS ? (status as TDisplayStatus) : 'completed';

export const reportStatusLabel = (status: string | null | undefined): string => REPORT_STATUS_LABELS[displayStatus(status)];

/** Spec 001 §9: High red, Average orange, Low yellow, other grey. */
export const SEVERITY_COLOURS = { High: '#d32f2f', Average: '#ef6c00', Low: '#f9a825', other: '#9e9e9e' } as const;
export type TSeverityKey = keyof typeof SEVERITY_COLOURS;

export const severityKey = (severity: string | null | undefined): TSeverityKey =>
  severity === 'High' || severity === 'Average' || severity === 'Low' ? severity : 'other';

export const severityColour = (severity: string | null | undefined): string => SEVERITY_COLOURS[severityKey(severity)];

/** Spec 001 §9: a damage cost is a dollar amount with optional two decimals, shown as $X.XX; text without one shows as is. */
export const displayCost = (text: string): string => {
  const cents = parseDollarAmount(text);
  return cents === null ? text : formatDollars(cents);
};

/** Spec 001 §9: area shown as 'sq. units' (one sq. unit is 1/10,000 of the photo's area; packages/vision/README.md). */
export const displayArea = (area: number): string => `${Number.isInteger(area) ? area : area.toFixed(2)} sq. units`;

export type TReportDamage = TDamage & { photo_id: number; part_label: string; replacement: boolean };

export type TPartCount = { part: string; label: string; count: number; percent: number };

export type TPartCost = TPartTotal & { label: string };

export type TReportSummaryData = {
  damages: TReportDamage[];
  damage_count: number;
  /** Sum of the part totals under the replacement rule, in cents. */
  total_cents: number;
  total: string;
  /** Every damaged part with its total, dearest first. */
  part_costs: TPartCost[];
  /** Spec 001 §2: the top 8 parts by damage count; percent of all damages, rounded to a whole number. */
  top_parts: TPartCount[];
  severity_counts: Record<TSeverityKey, number>;
};

export const TOP_PARTS_LIMIT = 8;

/**
 * Top parts by number of damages (ties by name, so the order is stable). Percentages are each part's share of ALL
 * damages (not only of the top 8), rounded to whole numbers as the spec asks, so they need not add up to 100.
 */
export const countTopParts = (damages: readonly Pick<TDamage, 'car_part'>[], limit = TOP_PARTS_LIMIT): TPartCount[] => {
  const counts = new Map<string, number>();
  for (const damage of damages) {
    const key = partKey(damage.car_part);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = damages.length;
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([part, count]) => ({ part, label: friendlyPartName(part), count, percent: Math.round((count / total) * 100) }));
};

export const countSeverities = (damages: readonly Pick<TDamage, 'severity'>[]): Record<TSeverityKey, number> => {
  const counts: Record<TSeverityKey, number> = { High: 0, Average: 0, Low: 0, other: 0 };
  for (const damage of damages) counts[severityKey(damage.severity)] += 1;
  return counts;
};

export const summariseReport = (report: Pick<TReport, 'photos'>): TReportSummaryData => {
  const damages: TReportDamage[] = report.photos.flatMap((photo) =>
    photo.photos.map((damage) => ({
      ...damage,
      photo_id: photo.id,
      part_label: friendlyPartName(damage.car_part),
      replacement: isReplacement(damage),
    })),
  );
  const part_costs = computePartTotals(damages)
    .map((part) => ({ ...part, label: friendlyPartName(part.part) }))
    .sort((a, b) => b.total_cents - a.total_cents || a.part.localeCompare(b.part));
  const total_cents = part_costs.reduce((sum, part) => sum + part.total_cents, 0);
  return {
    damages,
    damage_count: damages.length,
    total_cents,
    total: formatDollars(total_cents),
    part_costs,
    top_parts: countTopParts(damages),
    severity_counts: countSeverities(damages),
  };
};
