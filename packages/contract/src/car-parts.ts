/**
 * The spec's part vocabulary (spec 001 §3, "Car parts known to the diagram") and display names for part
 * identifiers. Shared by the analysis engine (which maps model classes onto it), the report page and the PDF.
 */
export const SPEC_PARTS = [
  'front_bumper',
  'back_door',
  'quarter_panel',
  'back_bumper',
  'front_door',
  'front_wheel',
  'back_wheel',
  'back_window',
  'trunk',
  'mirror',
  'rocker_panel',
  'grille',
  'windshield',
  'front_window',
  'headlight',
  'back_windshield',
  'hood',
  'fender',
  'tail_light',
  'license_plate',
  'roof',
  'car_parts',
  'object',
] as const;
export type TSpecPart = (typeof SPEC_PARTS)[number];

/** Lower case, `_` separators, trailing numbering dropped ('back-door-1' -> ['back', 'door']). */
export const tokenizePartName = (raw: string): string[] => {
  const tokens = raw
    .trim()
    .toLowerCase()
    .replace(/([a-z])(\d+)$/, '$1_$2')
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  while (tokens.length > 1 && /^\d+$/.test(tokens[tokens.length - 1]!)) tokens.pop();
  return tokens;
};

/**
 * Display name for any part identifier, including the spec's hyphenated and numbered variants:
 * 'back-door-1' -> 'Back door', 'fender_2' -> 'Fender', 'headlight-1' -> 'Headlight', 'license_plate-3' -> 'License plate'.
 */
export const friendlyPartName = (raw: string): string => {
  const words = tokenizePartName(raw);
  if (words.length === 0) return '';
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};


/**
 * One key per physical part for grouping: 'back-door-1', 'back_door_2' and 'Back door' are all 'back_door', so the
 * replacement rule, the charts and the diagram treat numbered and hyphenated variants as the same part.
 */
export const partKey = (raw: string): string => tokenizePartName(raw).join('_') || raw;
