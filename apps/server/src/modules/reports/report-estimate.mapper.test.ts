import { DEFAULT_CATALOGUE, estimateDamage } from '@cda/vision';
import { describe, expect, it } from 'vitest';
import { damageEstimate, reportEstimate } from './report-estimate.mapper.js';

describe('damage estimate lines', () => {
  const stored = estimateDamage({ part: 'hood', damageType: 'dent', severity: 'Average' }, DEFAULT_CATALOGUE);
  const row = { geometry_json: JSON.stringify({ box: { x1: 0, y1: 0, x2: 1, y2: 1 }, estimate: stored }), damage_cost: stored.damage_cost, damage_type: 'dent', description: stored.description };

  it("reads back the engine's lines stored with the damage", () => {
    const estimate = damageEstimate(row);
    expect(estimate.source).toBe('analysis');
    expect(estimate.action).toBe('repair');
    expect(estimate.lines.map((line) => line.explanation)).toEqual(stored.lines.map((line) => line.explanation));
    expect(estimate.lines.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(estimate.total_cents);
    expect(estimate.total).toBe(stored.damage_cost);
    expect(estimate.lines[0]?.amount).toMatch(/^-?\$\d+\.\d{2}$/);
  });

  it('falls back to one recorded line when the stored lines no longer add up to the cost, or there are none', () => {
    const edited = damageEstimate({ ...row, damage_cost: '$1.00' });
    expect(edited).toMatchObject({ source: 'recorded_cost', total_cents: 100, total: '$1.00' });
    expect(edited.lines).toEqual([{ kind: 'recorded', amount_cents: 100, amount: '$1.00', explanation: expect.any(String) }]);
    expect(damageEstimate({ ...row, geometry_json: '{not json' }).source).toBe('recorded_cost');
    const broken = damageEstimate({ geometry_json: null, damage_cost: 'USD 42', damage_type: 'broken glass', description: 'Glass shattered' });
    expect(broken).toMatchObject({ action: 'replace', replacement: true, total_cents: 4200 });
  });

  it('totals the parts under the replacement rule', () => {
    const damage = (id: number, car_part: string, damage_cost: string, description = 'Repair') => ({
      id, car_part, damage_cost, description, damage_type: 'dent', severity: 'Low', area: 1, confidence: null,
    });
    const estimate = reportEstimate({
      photos: [
        { id: 1, image_url: '', image_result: null, thumbnail_url: null, orientation: null, width: null, height: null, photos: [damage(1, 'door', '$100'), damage(2, 'door', '$300', 'Replace the door')] },
        { id: 2, image_url: '', image_result: null, thumbnail_url: null, orientation: null, width: null, height: null, photos: [damage(3, 'hood', '$50.50')] },
      ],
    });
    expect(estimate.parts.map((part) => [part.part, part.total, part.replacement, part.damages])).toEqual([
      ['door', '$300.00', true, 2],
      ['hood', '$50.50', false, 1],
    ]);
    expect(estimate.total).toBe('$350.50');
  });
});
