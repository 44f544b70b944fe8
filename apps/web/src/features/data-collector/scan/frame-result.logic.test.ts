import { describe, expect, it } from 'vitest';
import { classifyFrame, colourOutline, isConfident, ZFrameResult, type TFrameResult } from './frame-result.logic';

const frame = (message: string, status: Partial<TFrameResult['details']['validation_status']> = {}, valid = false): TFrameResult =>
  ZFrameResult.parse({ valid, current_element_validation: 1, details: { message, detected_parts: [], validation_status: status } });

describe('frame results', () => {
  it('colours the whole outline red when no car is seen or the frame is blurry (any case)', () => {
    expect(colourOutline(frame('Car not detected. Please adjust camera position.'))).toEqual({ all: 'red', parts: {} });
    expect(colourOutline(frame('The image is BLURRY.'))).toEqual({ all: 'red', parts: {} });
    expect(classifyFrame(frame('the image is Blurry'))).toBe('blurry');
  });

  it('colours missing parts red and area or position violations orange', () => {
    const result = frame('Parts of the car are missing: headlight.', {
      missing_parts: [{ part_type: 'headlight', missing_count: 1, required_count: 2 }],
      area_violations: [{ part: 'front_door' }],
      position_violations: [{ part: 'front_bumper' }],
    });
    expect(colourOutline(result)).toEqual({ all: null, parts: { headlight: 'red', front_door: 'orange', front_bumper: 'orange' } });
    expect(classifyFrame(result)).toBe('missing');
  });

  it('picks the banner by the first problem: missing, then size, then placement', () => {
    expect(classifyFrame(frame('x', { area_violations: [{ part: 'vehicle' }], position_violations: [{ part: 'hood' }] }))).toBe('area');
    expect(colourOutline(frame('x', { area_violations: [{ part: 'vehicle' }] })).all).toBe('orange');
    expect(classifyFrame(frame('x', { position_violations: [{ part: 'hood' }] }))).toBe('position');
    expect(classifyFrame(frame('The image is too dark.'))).toBe('other');
    expect(classifyFrame(frame('ok', {}, true))).toBeNull();
    expect(colourOutline(frame('ok', {}, true))).toEqual({ all: null, parts: {} });
    expect(colourOutline(null)).toEqual({ all: null, parts: {} });
  });

  it('shows a confidence above 0.8 as positive', () => {
    expect(isConfident(0.81)).toBe(true);
    expect(isConfident(0.8)).toBe(false);
  });
});
