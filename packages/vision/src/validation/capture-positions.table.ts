import type { TSpecPart } from '../parts/part-names.js';

/**
 * The guided scan's six viewpoints (spec 001 §3 "Capture positions") and what a frame must show at each.
 *
 * Position 3: the camera module calls it "Right side View", the page's list "Rear side View". We use REAR: the
 * other five already cover both sides (1, 2 left; 4, 5 right) and the front (0), the rear is otherwise never
 * photographed head-on, and the drawings the spec lists include a rear view. A right side view would duplicate
 * positions 4 and 5.
 *
 * Image directions are the camera's: in a left-side view the car's front is on the image's left, in a right-side
 * view on its right. Areas are shares of the frame (0..1). Rules only apply when both parts are visible; the
 * missing-parts check covers absence.
 */
export type TPartRequirement = { part: TSpecPart; count: number };
/** `vehicle` is the car's extent (the vehicle model's box, or the union of its parts). */
export type TAreaRule = { part: TSpecPart | 'vehicle'; min: number; max: number };
export type TPositionRule = { part: TSpecPart; relation: 'left-of' | 'right-of' | 'above' | 'below'; other: TSpecPart };
/**
 * The car's own side (as carparts_dsmlr labels it: in all 77 front views of its test split the "left" light and
 * mirror are on the image's right) that a visible part must be on: from the left-front, a right door is out of view.
 */
export type TSideRule = { part: TSpecPart; side: 'left' | 'right' };

export type TCapturePosition = {
  index: number;
  name: string;
  required: TPartRequirement[];
  areas: TAreaRule[];
  rules: TPositionRule[];
  sides: TSideRule[];
};

/**
 * Area ranges per part, shared by every position (a headlight is as big in a front view as in a three-quarter
 * view, within these wide bounds). Too small: the car is too far for its damage to be seen. Too large: too close,
 * the rest of the view is cut off.
 */
export const PART_AREA_RANGES: Partial<Record<TSpecPart | 'vehicle', [number, number]>> = {
  vehicle: [0.12, 0.97],
  headlight: [0.002, 0.08],
  tail_light: [0.002, 0.08],
  windshield: [0.015, 0.35],
  back_windshield: [0.01, 0.3],
  hood: [0.02, 0.45],
  trunk: [0.015, 0.4],
  front_bumper: [0.015, 0.4],
  back_bumper: [0.015, 0.4],
  front_door: [0.02, 0.35],
  back_door: [0.02, 0.35],
  front_wheel: [0.004, 0.15],
  back_wheel: [0.004, 0.15],
};

const areasFor = (required: TPartRequirement[]): TAreaRule[] =>
  (['vehicle', ...required.map((requirement) => requirement.part)] as const).flatMap((part) => {
    const range = PART_AREA_RANGES[part];
    return range ? [{ part, min: range[0], max: range[1] }] : [];
  });

const sidesOf = (side: 'left' | 'right' | null): TSideRule[] =>
  side ? (['front_door', 'back_door', 'mirror'] as const).map((part) => ({ part, side })) : [];

const position = (
  index: number,
  name: string,
  required: TPartRequirement[],
  rules: TPositionRule[],
  side: 'left' | 'right' | null,
): TCapturePosition => ({ index, name, required, areas: areasFor(required), rules, sides: sidesOf(side) });

export const CAPTURE_POSITIONS: readonly TCapturePosition[] = [
  position(
    0,
    'Front View',
    [
      { part: 'headlight', count: 2 },
      { part: 'front_bumper', count: 1 },
      { part: 'hood', count: 1 },
      { part: 'windshield', count: 1 },
    ],
    [
      { part: 'windshield', relation: 'above', other: 'hood' },
      { part: 'hood', relation: 'above', other: 'front_bumper' },
    ],
    null,
  ),
  position(
    1,
    'Left-front side View',
    [
      { part: 'headlight', count: 1 },
      { part: 'front_bumper', count: 1 },
      { part: 'front_wheel', count: 1 },
      { part: 'front_door', count: 1 },
    ],
    [
      { part: 'headlight', relation: 'left-of', other: 'front_door' },
      { part: 'front_bumper', relation: 'left-of', other: 'front_door' },
      { part: 'front_door', relation: 'left-of', other: 'back_door' },
    ],
    'left',
  ),
  position(
    2,
    'Left-rear side View',
    [
      { part: 'tail_light', count: 1 },
      { part: 'back_bumper', count: 1 },
      { part: 'back_wheel', count: 1 },
      { part: 'back_door', count: 1 },
    ],
    [
      { part: 'tail_light', relation: 'right-of', other: 'back_door' },
      { part: 'back_bumper', relation: 'right-of', other: 'back_door' },
      { part: 'back_door', relation: 'right-of', other: 'front_door' },
    ],
    'left',
  ),
  position(
    3,
    'Rear View',
    [
      { part: 'tail_light', count: 2 },
      { part: 'back_bumper', count: 1 },
      { part: 'trunk', count: 1 },
      { part: 'back_windshield', count: 1 },
    ],
    [
      { part: 'back_windshield', relation: 'above', other: 'trunk' },
      { part: 'trunk', relation: 'above', other: 'back_bumper' },
    ],
    null,
  ),
  position(
    4,
    'Right-rear side View',
    [
      { part: 'tail_light', count: 1 },
      { part: 'back_bumper', count: 1 },
      { part: 'back_wheel', count: 1 },
      { part: 'back_door', count: 1 },
    ],
    [
      { part: 'tail_light', relation: 'left-of', other: 'back_door' },
      { part: 'back_bumper', relation: 'left-of', other: 'back_door' },
      { part: 'back_door', relation: 'left-of', other: 'front_door' },
    ],
    'right',
  ),
  position(
    5,
    'Right-front side View',
    [
      { part: 'headlight', count: 1 },
      { part: 'front_bumper', count: 1 },
      { part: 'front_wheel', count: 1 },
      { part: 'front_door', count: 1 },
    ],
    [
      { part: 'headlight', relation: 'right-of', other: 'front_door' },
      { part: 'front_bumper', relation: 'right-of', other: 'front_door' },
      { part: 'front_door', relation: 'right-of', other: 'back_door' },
    ],
    'right',
  ),
];
