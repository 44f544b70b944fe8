import { summariseReport, type TDamage, type TReportPhoto } from '@cda/contract';
import { describe, expect, it } from 'vitest';
import { comparablePhotos, ignoredDamageIds, partTranslationKey, photoNumbers } from './report.logic';

const damage = (id: number, overrides: Partial<TDamage>): TDamage => ({
  id,
  car_part: 'hood',
  damage_type: 'dent',
  severity: 'Low',
  damage_cost: '$10',
  area: 1,
  description: 'Dent',
  confidence: null,
  ...overrides,
});

const photo = (id: number, damages: TDamage[], image_result: string | null = null): TReportPhoto => ({
  id,
  image_url: `/p/${id}`,
  image_result,
  thumbnail_url: null,
  orientation: null,
  width: null,
  height: null,
  photos: damages,
});

describe('report page logic', () => {
  it('marks the repairs of a replaced part as not counted, and nothing else', () => {
    const report = {
      photos: [
        photo(1, [damage(1, { car_part: 'front_bumper', damage_cost: '$120.50' }), damage(2, { car_part: 'front_bumper', damage_type: 'broken', damage_cost: '$450' })]),
        photo(2, [damage(3, { car_part: 'hood', damage_cost: '$80' }), damage(4, { car_part: 'hood', description: 'Install a new clip', damage_cost: '$15' })]),
        photo(3, [damage(5, { car_part: 'roof', damage_cost: '$30' })]),
      ],
    };
    const summary = summariseReport(report);
    expect([...ignoredDamageIds(summary)].sort()).toEqual([1, 3]);
    // The page's total is the contract's: 450 + 15 + 30.
    expect(summary.total).toBe('$495.00');
  });

  it('numbers photos in report order and keeps only photos with an annotated version for the slider', () => {
    const report = { photos: [photo(7, [], '/r/7'), photo(3, []), photo(9, [], '/r/9')] };
    expect([...photoNumbers(report).entries()]).toEqual([
      [7, 1],
      [3, 2],
      [9, 3],
    ]);
    expect(comparablePhotos(report).map((item) => item.id)).toEqual([7, 9]);
  });

  it('keys part translations on the spec part name', () => {
    expect(partTranslationKey('back-door-1')).toBe('parts.back_door');
    expect(partTranslationKey('Front Bumper')).toBe('parts.front_bumper');
  });
});
