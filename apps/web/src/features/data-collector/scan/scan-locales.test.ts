import { describe, expect, it } from 'vitest';
import enApp from '../../../i18n/locales/en/app.json';
import enScan from '../../../i18n/locales/en/scan.json';
import ruApp from '../../../i18n/locales/ru/app.json';
import ruScan from '../../../i18n/locales/ru/scan.json';
import { CAR_OUTLINES } from './car-outlines';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('the scan texts', () => {
  it('exist in English and Russian alike', () => {
    expect(keysOf(ruScan).sort()).toEqual(keysOf(enScan).sort());
    expect(keysOf(ruApp.collector).sort()).toEqual(keysOf(enApp.collector).sort());
  });

  it('name the six positions as spec 001 §3 does, and every camera error of §8', () => {
    expect(CAR_OUTLINES.map((outline) => enScan.positions[outline.nameKey])).toEqual([
      'Front View',
      'Left-front side View',
      'Left-rear side View',
      'Rear side View',
      'Right-rear side View',
      'Right-front side View',
    ]);
    expect(Object.keys(enScan.camera).sort()).toEqual(
      ['backNotFound', 'inUse', 'noStream', 'notFound', 'other', 'overconstrained', 'permissionDenied', 'singleCamera', 'switchFailed'].sort(),
    );
    expect(enScan.camera.noStream).toBe('No camera stream available.');
    expect(enScan.debug.invalidVideo).toBe('Invalid file type. Only videos are allowed.');
    expect(enScan.rotate).toMatchObject({ title: 'Rotate Device', text: 'Hold your phone horizontally for better scanning', back: 'Back' });
  });

  it('draw every outline part under a spec part name', () => {
    const specParts = new Set(['headlight', 'mirror', 'windshield', 'grille', 'hood', 'license_plate', 'front_bumper', 'front_wheel', 'fender', 'roof', 'front_door', 'rocker_panel', 'front_window', 'back_door', 'back_wheel', 'back_window', 'tail_light', 'trunk', 'back_windshield', 'quarter_panel', 'back_bumper']);
    for (const outline of CAR_OUTLINES) for (const { part } of outline.parts) expect(specParts).toContain(part);
    const ids = CAR_OUTLINES.flatMap((outline) => outline.parts.map((part) => part.id));
    expect(ids).toEqual(expect.arrayContaining(['back_door_1', 'back_door_2', 'back_door_3', 'fender_1', 'fender_2', 'headlight_1', 'headlight_2', 'license_plate_3']));
  });
});
