/**
 * Side-view sedan outline shared by the illustrations (viewBox units, car facing right, wheels on y = 190).
 * Kept as data so every drawing shows the same car.
 */
export const CAR_BODY_PATH =
  'M30 188 L30 158 Q32 140 58 136 L118 128 Q150 92 196 84 L292 82 Q326 84 356 120 L424 130 Q452 136 454 160 L454 188 L410 188 A36 36 0 0 0 338 188 L152 188 A36 36 0 0 0 80 188 Z';
export const CAR_REAR_WINDOW_PATH = 'M136 126 Q160 98 198 92 L240 91 L240 126 Z';
export const CAR_FRONT_WINDOW_PATH = 'M250 91 L290 90 Q318 92 342 124 L250 126 Z';
export const CAR_WHEELS = [
  { cx: 116, cy: 190 },
  { cx: 374, cy: 190 },
] as const;
