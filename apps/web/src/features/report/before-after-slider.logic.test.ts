import { describe, expect, it } from 'vitest';
import { SLIDER_DEFAULT, clampPosition, positionAfterKey, positionFromPointer } from './before-after-slider.logic';

describe('before/after slider logic', () => {
  it('starts at 50%', () => {
    expect(SLIDER_DEFAULT).toBe(50);
  });

  it('moves by 5 with the arrow keys and stays within 0..100', () => {
    expect(positionAfterKey({ value: 50, key: 'ArrowRight' })).toBe(55);
    expect(positionAfterKey({ value: 50, key: 'ArrowUp' })).toBe(55);
    expect(positionAfterKey({ value: 50, key: 'ArrowLeft' })).toBe(45);
    expect(positionAfterKey({ value: 50, key: 'ArrowDown' })).toBe(45);
    expect(positionAfterKey({ value: 98, key: 'ArrowRight' })).toBe(100);
    expect(positionAfterKey({ value: 100, key: 'ArrowRight' })).toBe(100);
    expect(positionAfterKey({ value: 3, key: 'ArrowLeft' })).toBe(0);
  });

  it('jumps with Page Up/Down and to the ends with Home/End', () => {
    expect(positionAfterKey({ value: 50, key: 'PageUp' })).toBe(75);
    expect(positionAfterKey({ value: 10, key: 'PageDown' })).toBe(0);
    expect(positionAfterKey({ value: 50, key: 'Home' })).toBe(0);
    expect(positionAfterKey({ value: 50, key: 'End' })).toBe(100);
  });

  it('ignores keys that do not move it', () => {
    expect(positionAfterKey({ value: 50, key: 'Enter' })).toBeNull();
    expect(positionAfterKey({ value: 50, key: 'a' })).toBeNull();
  });

  it('clamps and rounds positions; a non-number falls back to the default', () => {
    expect(clampPosition(-4)).toBe(0);
    expect(clampPosition(140)).toBe(100);
    expect(clampPosition(33.6)).toBe(34);
    expect(clampPosition(Number.NaN)).toBe(50);
  });

  it('turns a pointer position over the image into a percentage', () => {
    expect(positionFromPointer({ clientX: 150, left: 100, width: 200 })).toBe(25);
    expect(positionFromPointer({ clientX: 50, left: 100, width: 200 })).toBe(0);
    expect(positionFromPointer({ clientX: 400, left: 100, width: 200 })).toBe(100);
    expect(positionFromPointer({ clientX: 150, left: 100, width: 0 })).toBe(50);
  });
});
