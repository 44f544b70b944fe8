import { describe, expect, it } from 'vitest';
import { CAR_DIAGRAM_PARTS, CAR_DIAGRAM_VIEWBOX, MARKER_RADIUS, diagramMarkers, diagramPart, sectorPath } from './car-diagram.js';
import { SPEC_PARTS } from './car-parts.js';
import { SEVERITY_COLOURS } from './report-summary.js';

describe('car diagram geometry', () => {
  it('places every part of spec 001 §3 inside the view box, markers included', () => {
    expect(Object.keys(CAR_DIAGRAM_PARTS).sort()).toEqual([...SPEC_PARTS].sort());
    for (const { x, y } of Object.values(CAR_DIAGRAM_PARTS)) {
      expect(x - MARKER_RADIUS).toBeGreaterThanOrEqual(0);
      expect(y - MARKER_RADIUS).toBeGreaterThanOrEqual(0);
      expect(x + MARKER_RADIUS).toBeLessThanOrEqual(CAR_DIAGRAM_VIEWBOX.width);
      expect(y + MARKER_RADIUS).toBeLessThanOrEqual(CAR_DIAGRAM_VIEWBOX.height);
    }
  });

  it('keeps markers from overlapping', () => {
    const points = Object.entries(CAR_DIAGRAM_PARTS);
    for (const [i, [partA, a]] of points.entries()) {
      for (const [partB, b] of points.slice(i + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${partA} / ${partB}`).toBeGreaterThanOrEqual(2 * MARKER_RADIUS);
      }
    }
  });

  it('maps stored part names onto diagram parts', () => {
    expect(diagramPart('back-door-1')).toBe('back_door');
    expect(diagramPart('Front Bumper')).toBe('front_bumper');
    expect(diagramPart('license_plate-3')).toBe('license_plate');
    expect(diagramPart('spoiler')).toBeNull();
  });
});

describe('diagram markers', () => {
  it('gives one damage a full circle of radius 20 in its severity colour', () => {
    const [marker, ...rest] = diagramMarkers([{ car_part: 'hood', severity: 'High' }]);
    expect(rest).toEqual([]);
    expect(marker).toMatchObject({ part: 'hood', x: 140, y: 140, r: 20, count: 1 });
    expect(marker?.sectors).toEqual([{ startAngle: 0, endAngle: 360, colour: SEVERITY_COLOURS.High, severity: 'High' }]);
  });

  it('splits several damages on one part into equal sectors, most severe first, and skips unknown parts', () => {
    const markers = diagramMarkers([
      { car_part: 'fender_2', severity: 'Low' },
      { car_part: 'fender', severity: 'High' },
      { car_part: 'fender-1', severity: 'weird' },
      { car_part: 'spoiler', severity: 'High' },
      { car_part: 'front_bumper', severity: 'Average' },
    ]);
    expect(markers.map((marker) => marker.part)).toEqual(['front_bumper', 'fender']);
    const fender = markers[1]!;
    expect(fender.count).toBe(3);
    expect(fender.sectors.map((s) => [s.startAngle, s.endAngle, s.colour])).toEqual([
      [0, 120, SEVERITY_COLOURS.High],
      [120, 240, SEVERITY_COLOURS.Low],
      [240, 360, SEVERITY_COLOURS.other],
    ]);
  });

  it('draws sectors from the centre clockwise from 12 o\'clock and whole circles as two arcs', () => {
    expect(sectorPath({ x: 100, y: 50, r: 20, startAngle: 0, endAngle: 90 })).toBe('M 100 50 L 100 30 A 20 20 0 0 1 120 50 Z');
    expect(sectorPath({ x: 100, y: 50, r: 20, startAngle: 90, endAngle: 360 })).toBe('M 100 50 L 120 50 A 20 20 0 1 1 100 30 Z');
    expect(sectorPath({ x: 100, y: 50, r: 20, startAngle: 0, endAngle: 360 })).toBe(
      'M 100 30 A 20 20 0 1 1 100 70 A 20 20 0 1 1 100 30 Z',
    );
  });
});
