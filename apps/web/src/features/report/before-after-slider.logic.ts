/** Before/after comparison slider (spec 001 §2, §9): a position in percent, 50 by default, moved by the keyboard. */
export const SLIDER_DEFAULT = 50;
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_STEP = 5;
export const SLIDER_PAGE_STEP = 25;

export const clampPosition = (value: number): number => {
  if (!Number.isFinite(value)) return SLIDER_DEFAULT;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(value)));
};

/**
 * The position after a key press, or null when the key does not move the slider (so the page keeps its default
 * handling). The WAI-ARIA slider pattern: arrows step, Page Up/Down step further, Home/End go to the ends.
 */
export const positionAfterKey = ({ value, key }: { value: number; key: string }): number | null => {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPosition(value + SLIDER_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPosition(value - SLIDER_STEP);
    case 'PageUp':
      return clampPosition(value + SLIDER_PAGE_STEP);
    case 'PageDown':
      return clampPosition(value - SLIDER_PAGE_STEP);
    case 'Home':
      return SLIDER_MIN;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
};

/** The position under a pointer at clientX over a box starting at `left` and `width` pixels wide. */
export const positionFromPointer = ({ clientX, left, width }: { clientX: number; left: number; width: number }): number =>
  width <= 0 ? SLIDER_DEFAULT : clampPosition(((clientX - left) / width) * 100);
