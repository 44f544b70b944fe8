import { describe, expect, it } from 'vitest';
import type { TDamage, TReportPhoto } from './assessment.schemas.js';
import { countTopParts, displayArea, displayCost, reportStatusLabel, severityColour, summariseReport } from './report-summary.js';

let nextId = 1;
const damage = (part: string, cost: string, extra: Partial<TDamage> = {}): TDamage => ({
  id: nextId++,
  car_part: part,
  damage_type: 'dent',
  severity: 'Average',
  damage_cost: cost,
  area: 120,
  description: 'Repair and repaint the panel',
  confidence: 0.9,
  ...extra,
});
const photo = (id: number, damages: TDamage[]): TReportPhoto => ({
  id, image_url: `/p/${id}`, image_result: null, thumbnail_url: null, orientation: null, width: 10, height: 10, photos: damages,
});

describe('report summary', () => {
  it('applies the replacement rule per part: the replacement replaces the part total, repairs elsewhere add up', () => {
    const summary = summariseReport({
      photos: [
        photo(1, [damage('front_bumper', '$100.00'), damage('front_bumper', '$250.50', { description: 'Replace the bumper cover' })]),
        photo(2, [damage('front_bumper', '$40'), damage('hood', '$75.25'), damage('headlight', '$310', { damage_type: 'broken lamp' })]),
      ],
    });
    expect(summary.damage_count).toBe(5);
    expect(summary.part_costs.map((part) => [part.part, part.total, part.replacement])).toEqual([
      ['headlight', '$310.00', true],
      ['front_bumper', '$250.50', true],
      ['hood', '$75.25', false],
    ]);
    expect(summary.total_cents).toBe(31000 + 25050 + 7525);
    expect(summary.total).toBe('$635.75');
    expect(summary.damages.find((d) => d.car_part === 'headlight')?.replacement).toBe(true);
    expect(summary.damages[0]?.photo_id).toBe(1);
  });

  it('keeps the top 8 parts by count with whole-number shares of all damages', () => {
    const parts = ['hood', 'hood', 'hood', 'roof', 'roof', 'trunk', 'fender', 'grille', 'mirror', 'headlight', 'tail_light', 'back_door-2'];
    const top = countTopParts(parts.map((part) => damage(part, '$1')));
    expect(top).toHaveLength(8);
    expect(top[0]).toEqual({ part: 'hood', label: 'Hood', count: 3, percent: 25 });
    expect(top[1]).toEqual({ part: 'roof', label: 'Roof', count: 2, percent: 17 });
    expect(top.slice(2).every((entry) => entry.count === 1 && entry.percent === 8)).toBe(true);
    expect(top.find((entry) => entry.part === 'back_door')?.label).toBe('Back door');
    expect(countTopParts([])).toEqual([]);
  });

  it('treats numbered and hyphenated variants as one part', () => {
    const summary = summariseReport({
      photos: [photo(1, [damage('back-door-1', '$80'), damage('back_door_2', '$300', { description: 'Install a new door shell' }), damage('Back door', '$20')])],
    });
    expect(summary.part_costs.map((part) => [part.part, part.label, part.total, part.damages])).toEqual([['back_door', 'Back door', '$300.00', 3]]);
    expect(summary.top_parts).toEqual([{ part: 'back_door', label: 'Back door', count: 3, percent: 100 }]);
  });

  it('counts severities with unknown ones as other', () => {
    const summary = summariseReport({ photos: [photo(1, [damage('hood', '$1', { severity: 'High' }), damage('hood', '$1', { severity: 'Low' }), damage('hood', '$1', { severity: 'Severe' })])] });
    expect(summary.severity_counts).toEqual({ High: 1, Average: 0, Low: 1, other: 1 });
    expect(severityColour('High')).toBe('#d32f2f');
    expect(severityColour('whatever')).toBe('#9e9e9e');
  });

  it('formats statuses, costs and areas as the spec shows them', () => {
    expect(reportStatusLabel(undefined)).toBe('Completed');
    expect(reportStatusLabel('')).toBe('Completed');
    expect(reportStatusLabel('photos_added')).toBe('Photos Added');
    expect(reportStatusLabel('pending')).toBe('Pending');
    expect(displayCost('$12.5')).toBe('$12.50');
    expect(displayCost('USD 1,200')).toBe('$1200.00');
    expect(displayCost('n/a')).toBe('n/a');
    expect(displayArea(12)).toBe('12 sq. units');
    expect(displayArea(3.456)).toBe('3.46 sq. units');
  });
});
