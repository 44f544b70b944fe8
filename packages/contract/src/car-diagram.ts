import type { TDamage } from './assessment.schemas.js';
import { SPEC_PARTS, type TSpecPart, tokenizePartName } from './car-parts.js';
import { severityColour, severityKey, type TSeverityKey } from './report-summary.js';

/**
 * Geometry of the top-view car diagram (spec 001 §3 "Car parts known to the diagram"), shared by the report page
 * (SVG) and the PDF (pdfkit draws the same SVG path strings). Pure data and functions, no rendering.
 *
 * Coordinates are in a CAR_DIAGRAM_VIEWBOX of 480 x 280, y down, the car's front on the left. Part names carry no
 * side, so every part has one marker, on the upper (driver's) side; the lower half mirrors the body without
 * markers and holds the two generic parts. Markers are placed at least 2 * MARKER_RADIUS apart so circles never
 * overlap (tested).
 */
export const CAR_DIAGRAM_VIEWBOX = { width: 480, height: 280 } as const;

export const MARKER_RADIUS = 20;

export type TPoint = { x: number; y: number };

export const CAR_DIAGRAM_PARTS: Record<TSpecPart, TPoint> = {
  // Centre line, front to back.
  front_bumper: { x: 45, y: 140 },
  grille: { x: 90, y: 140 },
  hood: { x: 140, y: 140 },
  windshield: { x: 195, y: 140 },
  roof: { x: 250, y: 140 },
  back_windshield: { x: 305, y: 140 },
  trunk: { x: 355, y: 140 },
  license_plate: { x: 400, y: 140 },
  back_bumper: { x: 445, y: 140 },
  // Upper half, between the centre line and the side.
  headlight: { x: 65, y: 90 },
  fender: { x: 125, y: 90 },
  front_window: { x: 215, y: 90 },
  back_window: { x: 290, y: 90 },
  quarter_panel: { x: 360, y: 90 },
  tail_light: { x: 425, y: 90 },
  // The side itself.
  front_wheel: { x: 110, y: 40 },
  mirror: { x: 160, y: 40 },
  front_door: { x: 210, y: 40 },
  rocker_panel: { x: 258, y: 40 },
  back_door: { x: 306, y: 40 },
  back_wheel: { x: 354, y: 40 },
  // Parts not tied to a place on the body.
  car_parts: { x: 200, y: 195 },
  object: { x: 300, y: 195 },
};

/**
 * The car's outline as SVG path strings in the viewBox (`d` attributes for the page, `doc.path()` for pdfkit).
 * `body` and `glass` are filled, `lines` stroked only.
 */
export const CAR_DIAGRAM_OUTLINE = {
  wheels: [
    'M 85 28 h 50 a 6 6 0 0 1 6 6 v 18 h -62 v -18 a 6 6 0 0 1 6 -6 z',
    'M 329 28 h 50 a 6 6 0 0 1 6 6 v 18 h -62 v -18 a 6 6 0 0 1 6 -6 z',
    'M 79 228 h 62 v 18 a 6 6 0 0 1 -6 6 h -50 a 6 6 0 0 1 -6 -6 z',
    'M 323 228 h 62 v 18 a 6 6 0 0 1 -6 6 h -50 a 6 6 0 0 1 -6 -6 z',
  ],
  body: 'M 70 50 L 410 50 Q 440 52 445 80 L 448 200 Q 440 228 410 230 L 70 230 Q 32 226 28 190 L 28 90 Q 32 54 70 50 Z',
  glass: [
    // Windshield, back windshield, then the side windows of both sides.
    'M 182 76 L 214 92 L 214 188 L 182 204 Q 170 140 182 76 Z',
    'M 320 82 L 298 94 L 298 186 L 320 198 Q 328 140 320 82 Z',
    'M 190 58 L 302 58 L 310 72 L 198 74 Z',
    'M 190 222 L 302 222 L 310 208 L 198 206 Z',
  ],
  lines: [
    // Hood seam, roof edges, door pillars, trunk lid.
    'M 90 62 Q 120 140 90 218',
    'M 214 92 L 298 94 M 214 188 L 298 186',
    'M 248 58 L 250 73 M 248 222 L 250 207',
    'M 342 60 Q 332 140 342 220',
  ],
  mirrors: ['M 170 50 L 160 36 L 178 36 L 184 50 Z', 'M 170 230 L 160 244 L 178 244 L 184 230 Z'],
  lights: [
    'M 34 70 Q 44 58 62 56 L 58 70 Z',
    'M 34 210 Q 44 222 62 224 L 58 210 Z',
    'M 440 66 Q 436 56 424 54 L 426 68 Z',
    'M 440 214 Q 436 224 424 226 L 426 212 Z',
  ],
} as const;

const SPEC_PART_SET: ReadonlySet<string> = new Set(SPEC_PARTS);

/** The diagram part for any stored part name ('back-door-1', 'Front Bumper' -> 'back_door', 'front_bumper'); null when unknown. */
export const diagramPart = (raw: string): TSpecPart | null => {
  const key = tokenizePartName(raw).join('_');
  return SPEC_PART_SET.has(key) ? (key as TSpecPart) : null;
};

export type TMarkerSector = {
  /** Degrees clockwise from 12 o'clock (y down, as in SVG); a full circle is 0..360. */
  startAngle: number;
  endAngle: number;
  colour: string;
  severity: TSeverityKey;
};

export type TDiagramMarker = TPoint & { part: TSpecPart; r: number; count: number; sectors: TMarkerSector[] };

const SEVERITY_ORDER: TSeverityKey[] = ['High', 'Average', 'Low', 'other'];

/**
 * One marker per damaged diagram part: one damage gives a full circle of radius 20, several split the circle into
 * equal sectors, one per damage, coloured by severity (spec 001 §9), most severe first from 12 o'clock so the
 * picture does not depend on the order the damages were stored in. Damages on parts the diagram does not know are
 * left out. Markers come in SPEC_PARTS order.
 */
export const diagramMarkers = (damages: readonly Pick<TDamage, 'car_part' | 'severity'>[]): TDiagramMarker[] => {
  const byPart = new Map<TSpecPart, TSeverityKey[]>();
  for (const damage of damages) {
    const part = diagramPart(damage.car_part);
    if (!part) continue;
    const list = byPart.get(part) ?? [];
    list.push(severityKey(damage.severity));
    byPart.set(part, list);
  }
  return SPEC_PARTS.filter((part) => byPart.has(part)).map((part) => {
    const severities = [...byPart.get(part)!].sort((a, b) => SEVERITY_ORDER.indexOf(a) - SEVERITY_ORDER.indexOf(b));
    const step = 360 / severities.length;
    const sectors = severities.map((severity, index) => ({
      startAngle: index * step,
      endAngle: (index + 1) * step,
      colour: severityColour(severity),
      severity,
    }));
    return { part, ...CAR_DIAGRAM_PARTS[part], r: MARKER_RADIUS, count: severities.length, sectors };
  });
};

const round = (value: number): number => Math.round(value * 1000) / 1000;

const pointAt = ({ x, y, r, angle }: TPoint & { r: number; angle: number }): TPoint => {
  const radians = (angle * Math.PI) / 180;
  return { x: round(x + r * Math.sin(radians)), y: round(y - r * Math.cos(radians)) };
};

/**
 * SVG path of one sector (a pie slice from the centre), or of the whole circle when it spans 360 degrees (drawn as
 * two half arcs, since one arc cannot start and end at the same point).
 */
export const sectorPath = ({ x, y, r, startAngle, endAngle }: TPoint & { r: number; startAngle: number; endAngle: number }): string => {
  const sweep = endAngle - startAngle;
  if (sweep >= 360) {
    return `M ${round(x)} ${round(y - r)} A ${r} ${r} 0 1 1 ${round(x)} ${round(y + r)} A ${r} ${r} 0 1 1 ${round(x)} ${round(y - r)} Z`;
  }
  const start = pointAt({ x, y, r, angle: startAngle });
  const end = pointAt({ x, y, r, angle: endAngle });
  const largeArc = sweep > 180 ? 1 : 0;
  return `M ${round(x)} ${round(y)} L ${start.x} ${start.y} A ${r} ${r} 0 ${largeArc} 1 ${end.x} ${end.y} Z`;
};
