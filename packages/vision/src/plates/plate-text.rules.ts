/**
 * Licence plate text rules: what the OCR read is turned into one canonical form, or refused.
 *
 * Canonical form: upper-case Latin letters A-Z and digits 0-9, no spaces, dashes or dots ("А123ВС77" typed in
 * Cyrillic and "A 123 BC-77" both become "A123BC77"). Russian plates use only the twelve Cyrillic letters that look
 * like Latin ones (А В Е К М Н О Р С Т У Х), so mapping them to their Latin twins loses nothing and lets a plate
 * typed on a Russian keyboard match one read by the OCR, whose dictionary has Latin letters only.
 */

/** Shortest and longest plate, in characters of the canonical form (motorcycle plates to long EU/US vanity plates). */
export const PLATE_MIN_LENGTH = 4;
export const PLATE_MAX_LENGTH = 10;

/** Cyrillic letters allowed on Russian plates -> the Latin letter they look like. */
export const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X',
};

/** Separators a plate may be printed or typed with; dropped in the canonical form. */
const SEPARATORS = /[\s\-–—.·_:|]/g;

/**
 * Words an OCR reads off a car or its surroundings that are never plates even with a digit in them (model badges
 * and dealer frames); compared after canonicalisation, digits included.
 */
const NOT_PLATES = new Set(['4MATIC', 'XDRIVE', '4MOTION', 'QUATTRO', 'V6', 'V8', 'V12', 'TURBO', 'HYBRID', 'DIESEL', 'TDI', 'TSI', 'GTI', 'AMG']);
/** A run of this many letters is a word (dealer name, model name), not a plate: plates mix letters and digits. */
const MAX_LETTER_RUN = 5;

/** Upper case, Cyrillic look-alikes to Latin, separators dropped; other characters are kept (and refused later). */
export const canonicalPlate = (text: string): string =>
  [...text.toUpperCase().replace(SEPARATORS, '')].map((char) => CYRILLIC_TO_LATIN[char] ?? char).join('');

export type TPlateCheck = { ok: true; plate: string } | { ok: false; plate: string; reason: string };

/** Whether `text` (as read or typed) is a plausible plate, and its canonical form. Pure; unit-tested. */
export const checkPlate = (text: string): TPlateCheck => {
  const plate = canonicalPlate(text);
  if (!/^[A-Z0-9]*$/.test(plate)) return { ok: false, plate, reason: 'characters other than Latin letters and digits' };
  if (plate.length < PLATE_MIN_LENGTH || plate.length > PLATE_MAX_LENGTH) {
    return { ok: false, plate, reason: `not ${PLATE_MIN_LENGTH}-${PLATE_MAX_LENGTH} characters` };
  }
  if (!/\d/.test(plate)) return { ok: false, plate, reason: 'no digit' };
  // Digits alone: 5-8 of them. Shorter is a price on a windscreen sign ("8,000-"), longer a phone number.
  if (/^\d+$/.test(plate) && (plate.length < 5 || plate.length > 8)) return { ok: false, plate, reason: 'a number (a price or a phone number), not a plate' };
  if (new RegExp(`[A-Z]{${MAX_LETTER_RUN + 1},}`).test(plate) || NOT_PLATES.has(plate)) return { ok: false, plate, reason: 'a word' };
  return { ok: true, plate };
};

/** The canonical plate, or null when the text is not a plate. */
export const cleanPlate = (text: string): string | null => {
  const check = checkPlate(text);
  return check.ok ? check.plate : null;
};
