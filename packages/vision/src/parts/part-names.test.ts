import { describe, expect, it } from 'vitest';
import { friendlyPartName, mapPartName, SPEC_PARTS } from './part-names.js';

describe('mapPartName', () => {
  it('maps every carparts_dsmlr class to the spec vocabulary with its side', () => {
    const dsmlr: Record<string, [string, string | null]> = {
      back_bumper: ['back_bumper', null],
      back_glass: ['back_windshield', null],
      back_left_door: ['back_door', 'left'],
      back_left_light: ['tail_light', 'left'],
      back_right_door: ['back_door', 'right'],
      back_right_light: ['tail_light', 'right'],
      front_bumper: ['front_bumper', null],
      front_glass: ['windshield', null],
      front_left_door: ['front_door', 'left'],
      front_left_light: ['headlight', 'left'],
      front_right_door: ['front_door', 'right'],
      front_right_light: ['headlight', 'right'],
      hood: ['hood', null],
      left_mirror: ['mirror', 'left'],
      right_mirror: ['mirror', 'right'],
      tailgate: ['trunk', null],
      trunk: ['trunk', null],
      wheel: ['wheel', null], // front or back is decided from the layout
    };
    for (const [raw, [name, side]] of Object.entries(dsmlr)) {
      expect(mapPartName(raw), raw).toEqual({ name, side, known: true });
    }
  });

  it('understands hyphenated, numbered, rear/back and common synonyms', () => {
    expect(mapPartName('back-door-1').name).toBe('back_door');
    expect(mapPartName('fender_2').name).toBe('fender');
    expect(mapPartName('headlight-1').name).toBe('headlight');
    expect(mapPartName('license_plate-3').name).toBe('license_plate');
    expect(mapPartName('Rear Bumper').name).toBe('back_bumper');
    expect(mapPartName('Bonnet').name).toBe('hood');
    expect(mapPartName('Dickey').name).toBe('trunk');
    expect(mapPartName('rear_windscreen').name).toBe('back_windshield');
    expect(mapPartName('RH-tail-lamp')).toEqual({ name: 'tail_light', side: 'right', known: true });
  });

  it('keeps every spec part as itself and marks unknown names', () => {
    for (const part of SPEC_PARTS) expect(mapPartName(part).name).toBe(part);
    expect(mapPartName('exhaust_pipe')).toEqual({ name: 'car_parts', side: null, known: false });
  });
});

describe('friendlyPartName', () => {
  it('turns hyphenated and numbered identifiers into display names', () => {
    expect(friendlyPartName('back-door-1')).toBe('Back door');
    expect(friendlyPartName('fender_2')).toBe('Fender');
    expect(friendlyPartName('headlight-1')).toBe('Headlight');
    expect(friendlyPartName('license_plate-3')).toBe('License plate');
    expect(friendlyPartName('back_windshield')).toBe('Back windshield');
    expect(friendlyPartName('quarter_panel')).toBe('Quarter panel');
  });
});
