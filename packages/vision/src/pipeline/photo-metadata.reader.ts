import type { Metadata } from 'sharp';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, type TRasterImage } from '../image/image.decoder.js';
import type { TGreyImage } from '../quality/image-quality.service.js';

/**
 * Per-photo fraud and duplicate signals: a small EXIF subset (what took the photo, when, where) and a 64-bit
 * difference hash. Only a handful of tags are read, straight from the TIFF structure sharp hands over, so no
 * EXIF library is needed and nothing large is kept.
 */
export type TPhotoMetadata = {
  format: string | null;
  width: number | null;
  height: number | null;
  orientation: number | null;
  make: string | null;
  model: string | null;
  software: string | null;
  takenAt: string | null;
  modifiedAt: string | null;
  latitude: number | null;
  longitude: number | null;
};

const TAG = {
  make: 0x010f,
  model: 0x0110,
  software: 0x0131,
  dateTime: 0x0132,
  exifPointer: 0x8769,
  gpsPointer: 0x8825,
  dateTimeOriginal: 0x9003,
  latitudeRef: 0x0001,
  latitude: 0x0002,
  longitudeRef: 0x0003,
  longitude: 0x0004,
} as const;

type TEntry = { type: number; count: number; valueOffset: number };

/** Reads one IFD's entries into a map; malformed offsets end the walk instead of throwing. */
const readIfd = (tiff: Buffer, offset: number, little: boolean): Map<number, TEntry> => {
  const entries = new Map<number, TEntry>();
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (offset <= 0 || offset + 2 > tiff.length) return entries;
  const count = u16(offset);
  for (let i = 0; i < count; i += 1) {
    const at = offset + 2 + i * 12;
    if (at + 12 > tiff.length) break;
    entries.set(u16(at), { type: u16(at + 2), count: u32(at + 4), valueOffset: at + 8 });
  }
  return entries;
};

const readAscii = (tiff: Buffer, entry: TEntry | undefined, little: boolean): string | null => {
  if (!entry || entry.type !== 2 || entry.count === 0 || entry.count > 256) return null;
  const start = entry.count <= 4 ? entry.valueOffset : little ? tiff.readUInt32LE(entry.valueOffset) : tiff.readUInt32BE(entry.valueOffset);
  if (start + entry.count > tiff.length) return null;
  const text = tiff.toString('latin1', start, start + entry.count).replace(/\0+$/, '').trim();
  return text.length > 0 ? text : null;
};

/** Three RATIONALs (degrees, minutes, seconds) -> decimal degrees. */
const readCoordinate = (tiff: Buffer, entry: TEntry | undefined, ref: string | null, little: boolean): number | null => {
  if (!entry || entry.type !== 5 || entry.count !== 3) return null;
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const start = u32(entry.valueOffset);
  if (start + 24 > tiff.length) return null;
  const parts = [0, 1, 2].map((i) => {
    const denominator = u32(start + i * 8 + 4);
    return denominator === 0 ? 0 : u32(start + i * 8) / denominator;
  });
  const value = parts[0]! + parts[1]! / 60 + parts[2]! / 3600;
  return Math.round((ref === 'S' || ref === 'W' ? -value : value) * 1e6) / 1e6;
};

/** EXIF DateTime 'YYYY:MM:DD HH:MM:SS' (camera local time, no zone) -> 'YYYY-MM-DDTHH:MM:SS'. */
const toIsoLocal = (value: string | null): string | null => {
  const match = value ? /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}` : null;
};

export const parseExif = (exif: Buffer | undefined) => {
  const empty = { make: null, model: null, software: null, takenAt: null, modifiedAt: null, latitude: null, longitude: null };
  if (!exif || exif.length < 14) return empty;
  try {
    const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
    const order = tiff.toString('latin1', 0, 2);
    if (order !== 'II' && order !== 'MM') return empty;
    const little = order === 'II';
    const ifd0 = readIfd(tiff, little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4), little);
    const pointer = (tag: number) => {
      const entry = ifd0.get(tag);
      return entry ? (little ? tiff.readUInt32LE(entry.valueOffset) : tiff.readUInt32BE(entry.valueOffset)) : 0;
    };
    const exifIfd = readIfd(tiff, pointer(TAG.exifPointer), little);
    const gps = readIfd(tiff, pointer(TAG.gpsPointer), little);
    return {
      make: readAscii(tiff, ifd0.get(TAG.make), little),
      model: readAscii(tiff, ifd0.get(TAG.model), little),
      software: readAscii(tiff, ifd0.get(TAG.software), little),
      takenAt: toIsoLocal(readAscii(tiff, exifIfd.get(TAG.dateTimeOriginal), little)),
      modifiedAt: toIsoLocal(readAscii(tiff, ifd0.get(TAG.dateTime), little)),
      latitude: readCoordinate(tiff, gps.get(TAG.latitude), readAscii(tiff, gps.get(TAG.latitudeRef), little), little),
      longitude: readCoordinate(tiff, gps.get(TAG.longitude), readAscii(tiff, gps.get(TAG.longitudeRef), little), little),
    };
  } catch {
    return empty;
  }
};

export const summarizeMetadata = (metadata: Metadata): TPhotoMetadata => ({
  format: metadata.format ?? null,
  width: metadata.width ?? null,
  height: metadata.height ?? null,
  orientation: metadata.orientation ?? null,
  ...parseExif(metadata.exif),
});

/**
 * 64-bit difference hash of a 9x8 grey thumbnail (each bit: is a pixel brighter than its right neighbour), as
 * 16 hex digits; the server stores it per photo to find duplicates across reports. Takes an encoded image, the
 * colour raster or, cheaper, the grey analysis copy the quality check already made.
 */
export const computeDifferenceHash = async (image: Buffer | TRasterImage | TGreyImage): Promise<string> => {
  const source = Buffer.isBuffer(image)
    ? sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    : sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.data.length === image.width * image.height ? 1 : 3 } });
  const pixels = await source
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let bits = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      bits = (bits << 1n) | (pixels[row * 9 + col]! > pixels[row * 9 + col + 1]! ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
};

/** Bits that differ between two hashes: 0-5 is the same picture resized or recompressed. */
export const hammingDistance = (a: string, b: string): number => {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
};
