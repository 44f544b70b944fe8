import sharp from 'sharp';

/** A real, decodable JPEG with random content (noise compresses badly, so sizes are realistic). */
export const makeJpeg = async (options: { width?: number; height?: number; seed?: number } = {}): Promise<Buffer> => {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const pixels = Buffer.alloc(width * height * 3);
  let state = options.seed ?? 1;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (state >> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
};

export type TUploadFile = { field: string; name: string; data: Buffer; type?: string };

/** Builds a multipart/form-data body the way a browser would, through the platform's FormData. */
export const buildMultipart = async (fields: Record<string, string>, files: TUploadFile[]) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field, new Blob([file.data], { type: file.type ?? 'image/jpeg' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
};
