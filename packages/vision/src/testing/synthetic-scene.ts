import sharp from 'sharp';
import { SYNTHETIC_PART_COLOURS } from './synthetic-models.js';

/**
 * A drawn front view of a "car" in the synthetic models' colour code, on a grey checkerboard (texture, so the
 * frame is not judged blurry). Coordinates are for 640x360 and scale with the requested size. The expected
 * answers (which parts, where, how large) follow from the rectangles below.
 */
export type TSceneOptions = {
  width?: number;
  height?: number;
  /** Paint a damage (red raised) on the hood. */
  damage?: boolean;
  /** Upside down: every part is where the front view says it should not be. */
  flip?: boolean;
  /** Leave the car out: only the checkerboard. */
  empty?: boolean;
  format?: 'png' | 'jpeg';
};

export const SCENE_BASE = { width: 640, height: 360 } as const;

/** Rectangles [x, y, w, h] at 640x360. */
export const SCENE_PARTS = {
  wheelLeft: [150, 250, 40, 70],
  wheelRight: [450, 250, 40, 70],
  windshield: [200, 60, 240, 60],
  hood: [170, 120, 300, 80],
  headlightLeft: [170, 200, 60, 30],
  headlightRight: [410, 200, 60, 30],
  bumper: [170, 230, 300, 50],
} as const;

/** The damage patch on the hood: 80x40 of the hood's 300x80 (13 % of it). */
export const SCENE_DAMAGE = [250, 140, 80, 40] as const;

export const renderSyntheticScene = async (options: TSceneOptions = {}): Promise<Buffer> => {
  const width = options.width ?? SCENE_BASE.width;
  const height = options.height ?? SCENE_BASE.height;
  const colours = SYNTHETIC_PART_COLOURS;
  const rect = ([x, y, w, h]: readonly number[], fill: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
  const car = options.empty
    ? ''
    : [
        rect(SCENE_PARTS.wheelLeft, colours.wheel),
        rect(SCENE_PARTS.wheelRight, colours.wheel),
        rect(SCENE_PARTS.windshield, colours.front_glass),
        rect(SCENE_PARTS.hood, colours.hood),
        rect(SCENE_PARTS.headlightLeft, colours.front_right_light),
        rect(SCENE_PARTS.headlightRight, colours.front_left_light),
        rect(SCENE_PARTS.bumper, colours.front_bumper),
        options.damage ? rect(SCENE_DAMAGE, 'rgb(255,0,255)') : '',
      ].join('');
  const transform = options.flip ? ` transform="translate(0 ${SCENE_BASE.height}) scale(1 -1)"` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SCENE_BASE.width} ${SCENE_BASE.height}" shape-rendering="crispEdges">
<defs><pattern id="c" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="rgb(100,100,100)"/><rect width="8" height="8" fill="rgb(150,150,150)"/><rect x="8" y="8" width="8" height="8" fill="rgb(150,150,150)"/></pattern></defs>
<rect width="100%" height="100%" fill="url(#c)"/><g${transform}>${car}</g></svg>`;
  const image = sharp(Buffer.from(svg)).flatten({ background: '#808080' });
  return options.format === 'jpeg' ? image.jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer() : image.png().toBuffer();
};
