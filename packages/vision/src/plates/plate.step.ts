import type { TBox } from '../decoders/detection.types.js';
import type { TRasterImage } from '../image/image.decoder.js';
import { getDefaultPlateReader, type PlateReader, type TPlateReading, type TPlateTimings } from './plate.reader.js';

/** `true` (default): the process-wide reader, loaded on first use; `false`: off; or a reader the caller made. */
export type TPlateOption = boolean | PlateReader;

export const PLATE_NOTES = {
  unavailable: (reason: string) => `Licence plate reading is unavailable: ${reason}`,
  noVehicle: 'No licence plate was read: no car was found in the photo.',
  nothingRead: 'No licence plate was read: no plate-shaped text was found.',
  rejected: (texts: string[]) => `No licence plate was read: the text found (${texts.join(', ')}) does not look like a plate.`,
} as const;

export type TPlateStep = { plate: TPlateReading | null; note: string | null; timings: TPlateTimings | null };

/** The plate stage of the photo pipeline: never fails the photo; anything that goes wrong becomes a note. */
export const readPlateStep = async (input: {
  image: TRasterImage;
  car: TBox | null;
  vehiclePresent: boolean | null;
  option: TPlateOption | undefined;
  threads: number;
}): Promise<TPlateStep | null> => {
  const { option } = input;
  if (option === false) return null;
  if (input.vehiclePresent === false) return { plate: null, note: PLATE_NOTES.noVehicle, timings: null };
  let reader: PlateReader;
  try {
    reader = option === undefined || option === true ? await getDefaultPlateReader({ threads: input.threads }) : option;
  } catch (error) {
    return { plate: null, note: PLATE_NOTES.unavailable((error as Error).message), timings: null };
  }
  const result = await reader.read(input.image, { car: input.car });
  if (result.plate) return { plate: result.plate, note: null, timings: result.timings };
  const texts = result.candidates.map((candidate) => candidate.raw).filter((raw) => raw !== '');
  return { plate: null, note: texts.length > 0 ? PLATE_NOTES.rejected(texts) : PLATE_NOTES.nothingRead, timings: result.timings };
};
