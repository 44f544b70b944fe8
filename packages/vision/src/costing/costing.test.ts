import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TSeverity } from '../damages/damage-rules.js';
import { DEFAULT_CATALOGUE, deepMerge, loadCatalogue } from './catalogue.loader.js';
import { estimateDamage } from './cost.service.js';
import { computePartTotals, computeReportTotal, formatDollars, isReplacement, parseDollarAmount } from '@cda/contract';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('money', () => {
  it('formats cents as $X.XX', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(37530)).toBe('$375.30');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(123456789)).toBe('$1234567.89');
    expect(formatDollars(-1250)).toBe('-$12.50');
  });
  it('parses dollar amounts with optional decimals', () => {
    expect(parseDollarAmount('$375.30')).toBe(37530);
    expect(parseDollarAmount('$12')).toBe(1200);
    expect(parseDollarAmount('$7.5')).toBe(750);
    expect(parseDollarAmount('about $1,234.56 total')).toBe(123456);
    expect(parseDollarAmount('-$3.10')).toBe(-310);
    expect(parseDollarAmount('free')).toBeNull();
    expect(parseDollarAmount(formatDollars(98765))).toBe(98765);
  });
});

describe('catalogue', () => {
  it('deep-merges objects and replaces arrays and values', () => {
    expect(deepMerge({ a: { b: 1, c: 2 }, d: [1, 2] }, { a: { c: 3 }, d: [9] })).toEqual({ a: { b: 1, c: 3 }, d: [9] });
  });

  it('loads an override file over the defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vision-catalogue-'));
    dirs.push(dir);
    const file = join(dir, 'prices.json');
    writeFileSync(file, JSON.stringify({ labour_rate: 120, parts: { hood: { price: 999 } }, tax_rate: 0.2 }));
    const catalogue = loadCatalogue(file);
    expect(catalogue.labour_rate).toBe(120);
    expect(catalogue.parts.hood).toEqual({ ...DEFAULT_CATALOGUE.parts.hood, price: 999 });
    expect(catalogue.parts.fender).toEqual(DEFAULT_CATALOGUE.parts.fender);
    expect(catalogue.paint_rate).toBe(DEFAULT_CATALOGUE.paint_rate);
  });

  it('refuses an invalid override with the field named', () => {
    expect(() => loadCatalogue({ tax_rate: 3 })).toThrow(/tax_rate/);
    expect(() => loadCatalogue({ replace_rules: [{ reason: 'no conditions' }] })).toThrow(/condition/);
    expect(() => loadCatalogue('/nonexistent/prices.json')).toThrow(/could not be read/);
  });
});

describe('estimateDamage', () => {
  const sum = (lines: { amount_cents: number }[]) => lines.reduce((total, line) => total + line.amount_cents, 0);

  it('prices a repair as labour x rate + paint, then tax, each line explained', () => {
    const estimate = estimateDamage({ part: 'hood', damageType: 'damage', severity: 'Average' }, DEFAULT_CATALOGUE);
    expect(estimate.action).toBe('repair');
    expect(estimate.lines.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['repair_labour', 23750], // 2.5 h x $95
      ['paint', 11000], // 2 h x $55
      ['tax', 2780], // 8 % of $347.50
    ]);
    expect(estimate.lines[0]!.explanation).toBe('Repair damage (Average): 2.5 h x $95.00/h');
    expect(estimate.total_cents).toBe(sum(estimate.lines));
    expect(estimate.damage_cost).toBe('$375.30');
    expect(estimate.description).toMatch(/^Repair the hood/);
    expect(isReplacement({ description: estimate.description, damage_type: 'damage' })).toBe(false);
  });

  it('replaces broken lamps and shattered glass: new part, removal and refit, no paint on glass', () => {
    const estimate = estimateDamage({ part: 'headlight', damageType: 'broken', severity: 'Average' }, DEFAULT_CATALOGUE);
    expect(estimate.action).toBe('replace');
    expect(estimate.rule).toMatch(/broken lamps/);
    expect(estimate.lines.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['part', 38000],
      ['removal_refit', 7600], // 0.8 h x $95
      ['tax', 3648],
    ]);
    expect(estimate.description).toMatch(/^Replace the headlight with a new part/);
    expect(isReplacement({ description: estimate.description, damage_type: 'broken' })).toBe(true);
  });

  it('replaces a bolt-on part with High severity, and applies depreciation and discount from the catalogue', () => {
    const catalogue = loadCatalogue({ depreciation_rate: 0.1, discount_rate: 0.05, tax_rate: 0 });
    const estimate = estimateDamage({ part: 'front_bumper', damageType: 'damage', severity: 'High' }, catalogue);
    expect(estimate.action).toBe('replace');
    expect(estimate.lines.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['part', 45000],
      ['depreciation', -4500],
      ['removal_refit', 14250], // 1.5 h x $95
      ['paint', 13750], // 2.5 h x $55
      ['discount', -713], // 5 % of $142.50
    ]);
    expect(estimate.total_cents).toBe(45000 - 4500 + 14250 + 13750 - 713);
    // the same damage Average on the bumper is repaired, with the bumper taken off for it
    const repair = estimateDamage({ part: 'front_bumper', damageType: 'damage', severity: 'Average' }, catalogue);
    expect(repair.action).toBe('repair');
    expect(repair.lines.map((line) => line.kind)).toEqual(['repair_labour', 'removal_refit', 'paint', 'discount']);
  });

  it('always replaces broken or missing parts, even when an override drops the rule (spec 001 §4 counts them so)', () => {
    const catalogue = loadCatalogue({ replace_rules: [] });
    expect(estimateDamage({ part: 'hood', damageType: 'broken', severity: 'Low' }, catalogue).action).toBe('replace');
    expect(estimateDamage({ part: 'mirror', damageType: 'missing', severity: 'High' }, catalogue).action).toBe('replace');
  });

  it('uses default part prices for a part without a catalogue entry and says so', () => {
    const estimate = estimateDamage({ part: 'car_parts', damageType: 'broken', severity: 'Low' }, DEFAULT_CATALOGUE);
    expect(estimate.lines[0]).toMatchObject({ kind: 'part', amount_cents: 25000 });
    expect(estimate.lines[0]!.explanation).toMatch(/default part prices/);
  });

  it('no repair description ever reads as a replacement under the spec rule', () => {
    const types = [...Object.keys(DEFAULT_CATALOGUE.repair_hours), 'unlisted type'];
    const parts = [...Object.keys(DEFAULT_CATALOGUE.parts), 'car_parts', 'object'];
    let repairs = 0;
    for (const part of parts) {
      for (const damageType of types) {
        for (const severity of ['Low', 'Average', 'High'] as TSeverity[]) {
          const estimate = estimateDamage({ part, damageType, severity, detail: 'Damaged area 812.5 sq. units; covers 40% of the part, safety-relevant part.' }, DEFAULT_CATALOGUE);
          expect(isReplacement({ description: estimate.description, damage_type: damageType }), `${part}/${damageType}/${severity}`).toBe(
            estimate.action === 'replace',
          );
          if (estimate.action === 'repair') repairs += 1;
        }
      }
    }
    expect(repairs).toBeGreaterThan(100);
  });
});

describe('computePartTotals (spec 001 §4 replacement rule)', () => {
  const damage = (car_part: string, damage_cost: string, description = 'Repair: dent', damage_type = 'dent') => ({
    car_part,
    damage_cost,
    description,
    damage_type,
  });

  it('sums repairs per part', () => {
    const totals = computePartTotals([damage('hood', '$100.00'), damage('hood', '$50.50'), damage('fender', '$20')]);
    expect(totals).toEqual([
      { part: 'hood', total_cents: 15050, total: '$150.50', replacement: false, damages: 2 },
      { part: 'fender', total_cents: 2000, total: '$20.00', replacement: false, damages: 1 },
    ]);
  });

  it('a replacement replaces the part total and its repairs are ignored', () => {
    const totals = computePartTotals([
      damage('front_bumper', '$300.00'),
      damage('front_bumper', '$700.00', 'Replace the front bumper with a new part'),
      damage('front_bumper', '$90.00'),
    ]);
    expect(totals[0]).toMatchObject({ total_cents: 70000, replacement: true, damages: 3 });
  });

  it('recognises every trigger word, case-insensitively, and broken/missing types', () => {
    for (const description of ['REPLACE panel', 'replacement needed', 'New part', 'install a lamp', 'Installation of glass']) {
      expect(isReplacement({ description, damage_type: 'dent' }), description).toBe(true);
    }
    expect(isReplacement({ description: 'Repair', damage_type: 'Broken glass' })).toBe(true);
    expect(isReplacement({ description: 'Repair', damage_type: 'missing_part' })).toBe(true);
    expect(isReplacement({ description: 'Repair the door: dent', damage_type: 'dent' })).toBe(false);
  });

  it('counts one replacement per part (the dearer) and unparseable costs as zero', () => {
    const totals = computePartTotals([
      damage('headlight', '$380.00', 'Repair', 'broken'),
      damage('headlight', '$420.00', 'Repair', 'broken'),
      damage('mirror', 'n/a'),
    ]);
    expect(totals.map((t) => [t.part, t.total_cents])).toEqual([
      ['headlight', 42000],
      ['mirror', 0],
    ]);
    expect(computeReportTotal([damage('hood', '$1.00'), damage('hood', '$5.00', 'replace')])).toBe(500);
  });
});
