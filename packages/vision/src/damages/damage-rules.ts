import { mapPartName, type TAxleAmbiguous, type TSpecPart } from '../parts/part-names.js';

export type TSeverity = 'High' | 'Average' | 'Low';
const LEVELS: TSeverity[] = ['Low', 'Average', 'High'];

/**
 * What a damage-model class says. The project's default damage model is trained on damaged_parts_capstone, whose
 * classes name the damaged PANEL (Bonnet, Bumper, Dickey, Door, Fender, Light, Windshield), not the kind of damage.
 * So the type is derived honestly: 'broken' for Light and Windshield, where the pictured damage is a smashed lamp or
 * shattered glass, and 'damage' (unspecified) for body panels, where a dent and a scratch look alike to that
 * model. Models with real damage-type classes (CarDD-style dent, scratch, crack, glass_shatter, lamp_broken,
 * tire_flat) keep their types and leave the panel to the part model.
 */
export type TDamageClass = { damageType: string; panel: TSpecPart | TAxleAmbiguous | null };

const PANEL_CLASSES: Record<string, TDamageClass> = {
  bonnet: { damageType: 'damage', panel: 'hood' },
  bumper: { damageType: 'damage', panel: 'bumper' },
  dickey: { damageType: 'damage', panel: 'trunk' },
  door: { damageType: 'damage', panel: 'door' },
  fender: { damageType: 'damage', panel: 'fender' },
  light: { damageType: 'broken', panel: 'light' },
  windshield: { damageType: 'broken', panel: 'glass' },
};

const TYPE_CLASSES: Record<string, TDamageClass> = {
  dent: { damageType: 'dent', panel: null },
  scratch: { damageType: 'scratch', panel: null },
  crack: { damageType: 'crack', panel: null },
  glass_shatter: { damageType: 'broken', panel: 'glass' },
  lamp_broken: { damageType: 'broken', panel: 'light' },
  tire_flat: { damageType: 'flat tyre', panel: 'wheel' },
  missing: { damageType: 'missing', panel: null },
  broken: { damageType: 'broken', panel: null },
};

export const interpretDamageClass = (label: string): TDamageClass => {
  const key = label.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const known = PANEL_CLASSES[key] ?? TYPE_CLASSES[key];
  if (known) return known;
  const part = mapPartName(label);
  return { damageType: 'damage', panel: part.known ? part.name : null };
};

/**
 * Severity table (README, "Severity"). Step 1, relative size: the damage's area over the area of the part it was
 * assigned to; without a part, over the whole photo with smaller bands. Step 2, type: broken glass/lamps and cracks
 * are never cosmetic, a missing part is always High. Step 3, part: glass and wheels (visibility, road holding) go
 * one level up.
 */
export const SEVERITY_SIZE_BANDS = {
  ofPart: { average: 0.1, high: 0.35 },
  ofPhoto: { average: 0.01, high: 0.05 },
} as const;

export const AT_LEAST_AVERAGE_TYPES = new Set(['broken', 'crack', 'flat tyre']);
export const ALWAYS_HIGH_TYPES = new Set(['missing']);
export const SAFETY_PARTS = new Set<TSpecPart>(['windshield', 'back_windshield', 'front_wheel', 'back_wheel']);

export type TSeverityInput = {
  damageType: string;
  part: TSpecPart;
  /** Damage area / part area (0..1), or null when the damage sits on no detected part. */
  shareOfPart: number | null;
  /** Damage area / photo area (0..1). */
  shareOfPhoto: number;
};

export type TSeverityVerdict = { severity: TSeverity; reasons: string[] };

const percent = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 1 : 0)}%`;

export const gradeSeverity = (input: TSeverityInput): TSeverityVerdict => {
  const reasons: string[] = [];
  let level: number;
  if (input.shareOfPart !== null) {
    const bands = SEVERITY_SIZE_BANDS.ofPart;
    level = input.shareOfPart >= bands.high ? 2 : input.shareOfPart >= bands.average ? 1 : 0;
    reasons.push(`covers ${percent(input.shareOfPart)} of the part`);
  } else {
    const bands = SEVERITY_SIZE_BANDS.ofPhoto;
    level = input.shareOfPhoto >= bands.high ? 2 : input.shareOfPhoto >= bands.average ? 1 : 0;
    reasons.push(`covers ${percent(input.shareOfPhoto)} of the photo`);
  }
  if (ALWAYS_HIGH_TYPES.has(input.damageType)) {
    level = 2;
    reasons.push(`${input.damageType} part`);
  } else if (AT_LEAST_AVERAGE_TYPES.has(input.damageType) && level < 1) {
    level = 1;
    reasons.push(`${input.damageType} is never cosmetic`);
  }
  if (SAFETY_PARTS.has(input.part) && level < 2) {
    level += 1;
    reasons.push('safety-relevant part');
  }
  return { severity: LEVELS[level]!, reasons };
};
