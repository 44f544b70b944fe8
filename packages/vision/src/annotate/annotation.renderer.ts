import type { OverlayOptions } from 'sharp';
import type { TBox, TSegmentationMap } from '../decoders/detection.types.js';
import type { TSeverity } from '../damages/damage-rules.js';
import { rasterToSharp, type TRasterImage } from '../image/image.decoder.js';
import type { TPartLayout } from '../parts/part-layout.service.js';

/** Spec 001 §9: High red, Average orange, Low yellow (other grey). Saturated enough to read on any paint colour. */
export const SEVERITY_COLOURS: Record<TSeverity, [number, number, number]> = {
  High: [229, 57, 53],
  Average: [251, 140, 0],
  Low: [253, 216, 53],
};
const OTHER_COLOUR: [number, number, number] = [158, 158, 158];

/** Parts get muted, distinct tints so the damage colours stay the loudest thing in the picture. */
const PART_PALETTE: [number, number, number][] = [
  [66, 165, 245],
  [102, 187, 106],
  [171, 71, 188],
  [38, 198, 218],
  [141, 110, 99],
  [92, 107, 192],
  [236, 64, 122],
  [120, 144, 156],
];
const PART_ALPHA = 60;
const DAMAGE_ALPHA = 130;

export type TAnnotatedDamage = { box: TBox; severity: TSeverity | string; label: string; mapClassIds?: number[] };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const toHex = ([r, g, b]: [number, number, number]) => `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/**
 * Blends selected grid cells into the RGB pixels in place (alpha 0..255), honouring the grid's letterbox offset.
 * Done in JavaScript with per-row/column lookups and only over the painted rows and columns: cheaper than building,
 * resizing and compositing a full-size RGBA layer.
 */
const blendGrid = (
  pixels: Buffer,
  image: { width: number; height: number },
  map: TSegmentationMap,
  colourOf: (cell: number) => [number, number, number, number] | null,
): void => {
  const colours = new Uint8Array(map.width * map.height * 4);
  let [minColumn, maxColumn, minRow, maxRow] = [map.width, -1, map.height, -1];
  for (let cell = 0; cell < map.width * map.height; cell += 1) {
    const colour = colourOf(cell);
    if (!colour) continue;
    colours.set(colour, cell * 4);
    const column = cell % map.width;
    const row = (cell - column) / map.width;
    minColumn = Math.min(minColumn, column);
    maxColumn = Math.max(maxColumn, column);
    minRow = Math.min(minRow, row);
    maxRow = Math.max(maxRow, row);
  }
  if (maxColumn < 0) return;
  const { scaleX, scaleY, offsetX, offsetY } = map.toImage;
  const clampX = (value: number) => Math.min(image.width, Math.max(0, Math.round(value)));
  const clampY = (value: number) => Math.min(image.height, Math.max(0, Math.round(value)));
  const [x0, x1] = [clampX(minColumn * scaleX + offsetX), clampX((maxColumn + 1) * scaleX + offsetX)];
  const [y0, y1] = [clampY(minRow * scaleY + offsetY), clampY((maxRow + 1) * scaleY + offsetY)];
  const columns = new Int32Array(image.width);
  for (let x = x0; x < x1; x += 1) columns[x] = Math.min(map.width - 1, Math.max(0, Math.floor((x + 0.5 - offsetX) / scaleX)));
  for (let y = y0; y < y1; y += 1) {
    const rowBase = Math.min(map.height - 1, Math.max(0, Math.floor((y + 0.5 - offsetY) / scaleY))) * map.width;
    let p = (y * image.width + x0) * 3;
    for (let x = x0; x < x1; x += 1, p += 3) {
      const c = (rowBase + columns[x]!) * 4;
      const alpha = colours[c + 3]!;
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      pixels[p] = (pixels[p]! * keep + colours[c]! * alpha) >> 8;
      pixels[p + 1] = (pixels[p + 1]! * keep + colours[c + 1]! * alpha) >> 8;
      pixels[p + 2] = (pixels[p + 2]! * keep + colours[c + 2]! * alpha) >> 8;
    }
  }
};

/** A box outline drawn straight into the pixels. */
const strokeBox = (pixels: Buffer, image: { width: number; height: number }, box: TBox, colour: [number, number, number], thickness: number) => {
  const x1 = Math.max(0, Math.floor(box.x1));
  const y1 = Math.max(0, Math.floor(box.y1));
  const x2 = Math.min(image.width, Math.ceil(box.x2));
  const y2 = Math.min(image.height, Math.ceil(box.y2));
  for (let y = y1; y < y2; y += 1) {
    const edgeRow = y < y1 + thickness || y >= y2 - thickness;
    for (let x = x1; x < x2; x += 1) {
      if (!edgeRow && x >= x1 + thickness && x < x2 - thickness) continue;
      pixels.set(colour, (y * image.width + x) * 3);
    }
  }
};

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

/** One small SVG per label, composited where it belongs: librsvg then rasterises labels, not the whole photo. */
const labelOverlays = (image: { width: number; height: number }, damages: TAnnotatedDamage[], parts: TPartLayout | null): OverlayOptions[] => {
  const fontSize = Math.max(12, Math.round(Math.min(image.width, image.height) / 38));
  const overlays: OverlayOptions[] = [];
  const taken: TBox[] = [];
  const place = (svg: string, width: number, height: number, left: number, tops: number[], canMove = true) => {
    const x = Math.round(Math.min(Math.max(0, left), image.width - width));
    if (x < 0 || height > image.height) return;
    const clampTop = (top: number) => Math.round(Math.min(Math.max(0, top), image.height - height));
    const free = (y: number) => taken.every((box) => x >= box.x2 || x + width <= box.x1 || y >= box.y2 || y + height <= box.y1);
    // Preferred spots first, then downwards from the first one, so damage labels do not cover one another.
    const moves = canMove ? Array.from({ length: 12 }, (_, step) => clampTop(tops[0]! + (step + 1) * height)) : [];
    const candidates = [...tops.map(clampTop), ...moves];
    const y = candidates.find(free) ?? (canMove ? candidates[0] : undefined);
    if (y === undefined) return;
    taken.push({ x1: x, y1: y, x2: x + width, y2: y + height });
    overlays.push({ input: Buffer.from(svg), left: x, top: y });
  };
  for (const damage of damages) {
    const colour = toHex(SEVERITY_COLOURS[damage.severity as TSeverity] ?? OTHER_COLOUR);
    // Small photos: shrink the font to fit the label, then cut the text, rather than lose the label.
    const widthFor = (size: number, text: string) => Math.ceil(text.length * size * 0.6) + size;
    const size = Math.max(8, Math.min(fontSize, Math.floor(fontSize * (image.width / widthFor(fontSize, damage.label)))));
    let label = damage.label;
    while (label.length > 4 && widthFor(size, label) > image.width) label = `${label.slice(0, -2)}…`;
    const width = Math.min(image.width, widthFor(size, label));
    const height = Math.min(image.height, Math.round(size * 1.5));
    const above = damage.box.y1 - height;
    place(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${Math.round(size / 5)}" fill="#000" fill-opacity="0.75"/><rect width="${Math.round(size / 2.5)}" height="${height}" fill="${colour}"/><text x="${(size * 0.65).toFixed(1)}" y="${(height * 0.72).toFixed(1)}" font-family="${FONT}" font-size="${size}" fill="#fff">${escapeXml(label)}</text></svg>`,
      width,
      height,
      damage.box.x1,
      above >= 0 ? [above, damage.box.y2] : [damage.box.y2],
    );
  }
  // Part names after the damage labels, and only where they cover none: damages matter more.
  const partSize = Math.round(fontSize * 0.75);
  for (const instance of parts?.instances ?? []) {
    const text = escapeXml(instance.friendly);
    const width = Math.ceil(instance.friendly.length * partSize * 0.62) + partSize;
    const height = Math.round(partSize * 1.5);
    place(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${width / 2}" y="${(height * 0.72).toFixed(1)}" font-family="${FONT}" font-size="${partSize}" text-anchor="middle" fill="#fff" stroke="#000" stroke-width="${(partSize / 5).toFixed(1)}" paint-order="stroke">${text}</text></svg>`,
      width,
      height,
      instance.centroid.x - width / 2,
      [instance.centroid.y - height / 2],
      false,
    );
  }
  return overlays;
};

/**
 * The report's result image: the photo with part regions lightly tinted and named, damage regions filled in their
 * severity colour, boxed and labelled. Returns a JPEG.
 */
export const renderAnnotatedImage = async (input: {
  image: TRasterImage;
  parts: TPartLayout | null;
  damageMap: TSegmentationMap | null;
  /** Per damage-map cell, which entry of `damages` it belongs to (1-based; 0 = none). */
  damageOf: Int32Array | null;
  damages: TAnnotatedDamage[];
  quality?: number;
}): Promise<Buffer> => {
  const { image, parts, damageMap, damageOf, damages } = input;
  const pixels = Buffer.from(image.data);
  if (parts) {
    blendGrid(pixels, image, parts.map, (cell) => {
      const id = parts.instanceOf[cell]!;
      if (id === 0) return null;
      const instance = parts.instances[id - 1]!;
      const [r, g, b] = PART_PALETTE[(instance.part.length * 7 + instance.part.charCodeAt(0)) % PART_PALETTE.length]!;
      return [r, g, b, PART_ALPHA];
    });
  }
  if (damageMap && damageOf) {
    blendGrid(pixels, image, damageMap, (cell) => {
      const index = damageOf[cell]!;
      const damage = index > 0 ? damages[index - 1] : undefined;
      if (!damage) return null;
      const [r, g, b] = SEVERITY_COLOURS[damage.severity as TSeverity] ?? OTHER_COLOUR;
      return [r, g, b, DAMAGE_ALPHA];
    });
  }
  const thickness = Math.max(2, Math.round(Math.min(image.width, image.height) / 240));
  for (const damage of damages) {
    strokeBox(pixels, image, damage.box, SEVERITY_COLOURS[damage.severity as TSeverity] ?? OTHER_COLOUR, thickness);
  }
  const overlays = labelOverlays(image, damages, parts);
  const canvas = rasterToSharp({ ...image, data: pixels });
  return (overlays.length > 0 ? canvas.composite(overlays) : canvas).jpeg({ quality: input.quality ?? 85 }).toBuffer();
};
