import { describe, expect, it } from 'vitest';
import { isImageFile, selectPhotos } from './photo-selection.logic';

const file = (name: string, type: string) => ({ name, type });

describe('photo selection', () => {
  it('accepts images by MIME type, or by name when the type is unknown', () => {
    expect(isImageFile(file('a.png', 'image/png'))).toBe(true);
    expect(isImageFile(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isImageFile(file('photo.JPG', ''))).toBe(true);
    expect(isImageFile(file('photo.pdf', ''))).toBe(false);
  });

  it('drops non-images and says so', () => {
    const result = selectPhotos(0, [file('a.jpg', 'image/jpeg'), file('b.txt', 'text/plain')]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result).toMatchObject({ hasInvalidType: true, isOverLimit: false });
  });

  it('keeps at most 10 photos in all', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => file(`p${i}.png`, 'image/png'));
    const fresh = selectPhotos(0, eleven);
    expect(fresh.accepted).toHaveLength(10);
    expect(fresh.isOverLimit).toBe(true);
    const topUp = selectPhotos(8, eleven.slice(0, 3));
    expect(topUp.accepted.map((f) => f.name)).toEqual(['p0.png', 'p1.png']);
    expect(topUp.isOverLimit).toBe(true);
    expect(selectPhotos(10, []).isOverLimit).toBe(false);
  });
});
