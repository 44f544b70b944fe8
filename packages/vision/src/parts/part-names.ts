/**
 * The spec's part vocabulary (spec 001 §3, "Car parts known to the diagram") and the mapping of model class names
 * onto it. Models name parts their own way (carparts_dsmlr: `front_glass`, `back_left_door`; others: `bonnet`,
 * `rear-bumper`, `headlight-1`); the report and the car diagram speak only the spec's names.
 */
import { friendlyPartName, SPEC_PARTS, tokenizePartName as tokenize, type TSpecPart } from '@cda/contract';

export { friendlyPartName, SPEC_PARTS, type TSpecPart };
/** The generic name for a region the vocabulary has no word for (a listed diagram part, so the diagram can draw it). */
export const UNKNOWN_PART: TSpecPart = 'car_parts';

export type TSide = 'left' | 'right' | null;

/**
 * Names that need the car's orientation to pick front or back (a wheel is a front or back wheel depending on
 * where it is; see `resolveAxle` in part-layout.service.ts).
 */
export const AXLE_AMBIGUOUS = {
  wheel: { front: 'front_wheel', back: 'back_wheel' },
  door: { front: 'front_door', back: 'back_door' },
  window: { front: 'front_window', back: 'back_window' },
  bumper: { front: 'front_bumper', back: 'back_bumper' },
  light: { front: 'headlight', back: 'tail_light' },
  glass: { front: 'windshield', back: 'back_windshield' },
} as const satisfies Record<string, { front: TSpecPart; back: TSpecPart }>;
export type TAxleAmbiguous = keyof typeof AXLE_AMBIGUOUS;

/** Synonyms after normalisation (lower case, `_` separators, side words and numbering removed, rear -> back). */
const SYNONYMS: Record<string, TSpecPart | TAxleAmbiguous> = {
  front_glass: 'windshield',
  windscreen: 'windshield',
  front_windshield: 'windshield',
  front_windscreen: 'windshield',
  back_glass: 'back_windshield',
  back_windscreen: 'back_windshield',
  front_light: 'headlight',
  head_light: 'headlight',
  headlamp: 'headlight',
  head_lamp: 'headlight',
  front_lamp: 'headlight',
  back_light: 'tail_light',
  taillight: 'tail_light',
  tail_lamp: 'tail_light',
  taillamp: 'tail_light',
  back_lamp: 'tail_light',
  lamp: 'light',
  side_mirror: 'mirror',
  wing_mirror: 'mirror',
  tailgate: 'trunk',
  boot: 'trunk',
  boot_lid: 'trunk',
  trunk_lid: 'trunk',
  dickey: 'trunk',
  bonnet: 'hood',
  grill: 'grille',
  front_grille: 'grille',
  front_fender: 'fender',
  wing: 'fender',
  back_fender: 'quarter_panel',
  rocker: 'rocker_panel',
  sill: 'rocker_panel',
  side_skirt: 'rocker_panel',
  licence_plate: 'license_plate',
  number_plate: 'license_plate',
  plate: 'license_plate',
  front_wheel: 'front_wheel',
  back_wheel: 'back_wheel',
  tire: 'wheel',
  tyre: 'wheel',
  windshield_glass: 'windshield',
};

const SIDE_WORDS: Record<string, Exclude<TSide, null>> = { left: 'left', right: 'right', lh: 'left', rh: 'right' };

export type TPartName = {
  /** A spec part, or an axle-ambiguous word still to be resolved from the car's layout. */
  name: TSpecPart | TAxleAmbiguous;
  side: TSide;
  /** False when the model's name is not in the vocabulary; `name` is then UNKNOWN_PART. */
  known: boolean;
};

const SPEC_SET = new Set<string>(SPEC_PARTS);

const isAmbiguous = (name: string): name is TAxleAmbiguous => name in AXLE_AMBIGUOUS;

/**
 * Maps a model's class name to the spec's vocabulary, keeping left/right apart as `side`:
 * `front_left_door` -> front_door/left, `back_glass` -> back_windshield, `tailgate` -> trunk,
 * `back-door-1` -> back_door, `wheel` -> wheel (ambiguous until the layout is known).
 */
export const mapPartName = (raw: string): TPartName => {
  let side: TSide = null;
  const tokens = tokenize(raw)
    .map((token) => (token === 'rear' ? 'back' : token))
    .filter((token) => {
      const sideWord = SIDE_WORDS[token];
      if (sideWord) side = sideWord;
      return !sideWord;
    });
  const joined = tokens.join('_');
  const candidates = [joined, tokens.filter((token) => token !== 'side').join('_')];
  for (const candidate of candidates) {
    if (SPEC_SET.has(candidate)) return { name: candidate as TSpecPart, side, known: true };
    const synonym = SYNONYMS[candidate];
    if (synonym) return { name: synonym, side, known: true };
    if (isAmbiguous(candidate)) return { name: candidate, side, known: true };
  }
  return { name: UNKNOWN_PART, side, known: false };
};

/** Which end of the car a spec part belongs to; null for parts on both or neither (mirror, roof, rocker panel). */
export const AXLE_OF_PART: Partial<Record<TSpecPart, 'front' | 'back'>> = {
  front_bumper: 'front',
  headlight: 'front',
  hood: 'front',
  windshield: 'front',
  grille: 'front',
  fender: 'front',
  front_door: 'front',
  front_window: 'front',
  front_wheel: 'front',
  back_bumper: 'back',
  tail_light: 'back',
  trunk: 'back',
  back_windshield: 'back',
  quarter_panel: 'back',
  back_door: 'back',
  back_window: 'back',
  back_wheel: 'back',
};

export const resolveAmbiguousName = (name: TSpecPart | TAxleAmbiguous, axle: 'front' | 'back'): TSpecPart =>
  isAmbiguous(name) ? AXLE_AMBIGUOUS[name][axle] : name;

export const isAxleAmbiguous = isAmbiguous;
