/**
 * The car outlines of the six capture positions (spec 001 §3 "Capture positions"), drawn on a 640x360 canvas the
 * size of a landscape 16:9 frame. Every part carries the spec's part name (`part`), so the validation answer's
 * missing parts and violations colour the right shapes; `id` keeps the numbered variants the spec lists (back
 * doors 1 to 3, fenders 1 and 2, headlights 1 and 2, licence plate 3).
 *
 * Position 3 is the rear view: the server's table (packages/vision capture-positions.table.ts) reads it so.
 */
export type TOutlinePart = { id: string; part: string; d: string };
export type TCarOutline = { index: number; nameKey: TPositionNameKey; body: string; parts: TOutlinePart[]; mirrored?: boolean };
export type TPositionNameKey = 'front' | 'leftFront' | 'leftRear' | 'rear' | 'rightRear' | 'rightFront';

const rect = (x: number, y: number, w: number, h: number, r = 6) =>
  `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;

/** Head-on silhouette shared by the front and rear views. */
const END_BODY = 'M150 285V205Q150 175 175 165L215 70Q225 50 250 50H390Q415 50 425 70L465 165Q490 175 490 205V285Q490 300 475 300H165Q150 300 150 285Z';
/** Side silhouette with the front on the image's left. */
const SIDE_BODY = 'M40 245V195Q40 170 70 162L190 140L250 80Q265 66 290 66H430Q450 66 465 80L525 140L585 155Q605 162 605 190V245Q605 260 590 260H55Q40 260 40 245Z';

const FRONT: TOutlinePart[] = [
  { id: 'roof', part: 'roof', d: rect(250, 52, 140, 14, 4) },
  { id: 'windshield', part: 'windshield', d: 'M222 72L418 72L452 160H188Z' },
  { id: 'mirror_left', part: 'mirror', d: rect(150, 140, 30, 20) },
  { id: 'mirror_right', part: 'mirror', d: rect(460, 140, 30, 20) },
  { id: 'hood', part: 'hood', d: 'M185 165H455L478 200H162Z' },
  { id: 'headlight_1', part: 'headlight', d: rect(165, 205, 65, 26) },
  { id: 'headlight_2', part: 'headlight', d: rect(410, 205, 65, 26) },
  { id: 'grille', part: 'grille', d: rect(245, 205, 150, 30) },
  { id: 'front_bumper', part: 'front_bumper', d: rect(155, 240, 330, 45) },
  { id: 'license_plate', part: 'license_plate', d: rect(280, 250, 80, 24, 3) },
  { id: 'front_wheel_left', part: 'front_wheel', d: rect(165, 288, 45, 30) },
  { id: 'front_wheel_right', part: 'front_wheel', d: rect(430, 288, 45, 30) },
];

const REAR: TOutlinePart[] = [
  { id: 'roof', part: 'roof', d: rect(250, 52, 140, 14, 4) },
  { id: 'back_windshield', part: 'back_windshield', d: 'M226 72L414 72L444 150H196Z' },
  { id: 'trunk', part: 'trunk', d: 'M192 155H448L478 200H162Z' },
  { id: 'tail_light_1', part: 'tail_light', d: rect(160, 200, 70, 30) },
  { id: 'tail_light_2', part: 'tail_light', d: rect(410, 200, 70, 30) },
  { id: 'license_plate_3', part: 'license_plate', d: rect(280, 208, 80, 24, 3) },
  { id: 'back_bumper', part: 'back_bumper', d: rect(155, 240, 330, 45) },
  { id: 'back_wheel_left', part: 'back_wheel', d: rect(165, 288, 45, 30) },
  { id: 'back_wheel_right', part: 'back_wheel', d: rect(430, 288, 45, 30) },
];

/** The car seen from its left, front towards the image's left, the front half in view. */
const LEFT_FRONT: TOutlinePart[] = [
  { id: 'headlight_1', part: 'headlight', d: rect(44, 168, 46, 20) },
  { id: 'front_bumper', part: 'front_bumper', d: rect(38, 192, 80, 52) },
  { id: 'grille', part: 'grille', d: rect(40, 172, 8, 22, 2) },
  { id: 'hood', part: 'hood', d: 'M70 160L190 140L215 150L100 170Z' },
  { id: 'windshield', part: 'windshield', d: 'M195 138L250 84L268 84L222 146Z' },
  { id: 'fender_1', part: 'fender', d: 'M120 175H215V205Q190 200 172 212L130 212Z' },
  { id: 'front_wheel', part: 'front_wheel', d: ellipse(175, 245, 38, 38) },
  { id: 'mirror', part: 'mirror', d: rect(222, 134, 22, 14, 4) },
  { id: 'front_window', part: 'front_window', d: 'M262 86H345V140H232Z' },
  { id: 'front_door', part: 'front_door', d: rect(220, 145, 130, 95) },
  { id: 'back_door_1', part: 'back_door', d: rect(352, 145, 118, 95) },
  { id: 'back_window', part: 'back_window', d: 'M350 86H430L470 140H350Z' },
  { id: 'roof', part: 'roof', d: rect(280, 66, 160, 16, 4) },
  { id: 'rocker_panel', part: 'rocker_panel', d: rect(220, 242, 250, 12, 3) },
  { id: 'back_wheel', part: 'back_wheel', d: ellipse(520, 245, 34, 34) },
];

/** The car seen from its left, the rear half in view (the rear towards the image's right). */
const LEFT_REAR: TOutlinePart[] = [
  { id: 'front_wheel', part: 'front_wheel', d: ellipse(110, 245, 34, 34) },
  { id: 'front_door', part: 'front_door', d: rect(160, 145, 125, 95) },
  { id: 'front_window', part: 'front_window', d: 'M200 86H283V140H170Z' },
  { id: 'back_door_2', part: 'back_door', d: rect(288, 145, 130, 95) },
  { id: 'back_window', part: 'back_window', d: 'M288 86H380L420 140H288Z' },
  { id: 'roof', part: 'roof', d: rect(210, 66, 170, 16, 4) },
  { id: 'back_windshield', part: 'back_windshield', d: 'M388 86L410 86L460 140L432 140Z' },
  { id: 'quarter_panel', part: 'quarter_panel', d: 'M420 145H525V200Q500 195 482 210L420 210Z' },
  { id: 'back_wheel', part: 'back_wheel', d: ellipse(470, 245, 38, 38) },
  { id: 'trunk', part: 'trunk', d: 'M462 140L530 146L560 160L470 155Z' },
  { id: 'tail_light', part: 'tail_light', d: rect(545, 160, 50, 22) },
  { id: 'back_bumper', part: 'back_bumper', d: rect(520, 188, 85, 56) },
  { id: 'rocker_panel', part: 'rocker_panel', d: rect(160, 242, 258, 12, 3) },
];

export const CAR_OUTLINES: readonly TCarOutline[] = [
  { index: 0, nameKey: 'front', body: END_BODY, parts: FRONT },
  { index: 1, nameKey: 'leftFront', body: SIDE_BODY, parts: LEFT_FRONT },
  { index: 2, nameKey: 'leftRear', body: SIDE_BODY, parts: LEFT_REAR },
  { index: 3, nameKey: 'rear', body: END_BODY, parts: REAR },
  // The right side is the left side seen in a mirror (the front towards the image's right).
  { index: 4, nameKey: 'rightRear', body: SIDE_BODY, parts: LEFT_REAR.map((part) => ({ ...part, id: part.id.replace('back_door_2', 'back_door_3') })), mirrored: true },
  { index: 5, nameKey: 'rightFront', body: SIDE_BODY, parts: LEFT_FRONT.map((part) => ({ ...part, id: part.id.replace('fender_1', 'fender_2') })), mirrored: true },
];
