import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

type TUseHashHighlightOptions = {
  /** The hash that targets the element, e.g. '#feedback'. */
  hash: string;
  targetId: string;
  /** Keeps the target clear of the sticky top bar. */
  offsetPx: number;
  /** Wait before scrolling when the page opens with the hash, so lazy content has laid out. */
  initialDelayMs: number;
  highlightMs: number;
};

/**
 * Scrolls smoothly to an element when the page opens with `hash` or navigates to it, and reports whether
 * the element should be highlighted. Driven by the router location rather than the `hashchange` event,
 * because router links change the hash with pushState, which never fires `hashchange`.
 */
export const useHashHighlight = ({ hash, targetId, offsetPx, initialDelayMs, highlightMs }: TUseHashHighlightOptions): boolean => {
  const location = useLocation();
  const [highlighted, setHighlighted] = useState(false);
  const initialKey = useRef(location.key);

  useEffect(() => {
    if (location.hash !== hash) return undefined;
    const isInitialLoad = location.key === initialKey.current;
    let highlightTimer: number | undefined;
    // Even without the initial wait the scroll is deferred a tick: the app shell scrolls to the top on
    // navigation from a parent effect, which runs after this one and would cancel the smooth scroll.
    const scrollTimer = window.setTimeout(
      () => {
        const target = document.getElementById(targetId);
        if (!target) return;
        const top = target.getBoundingClientRect().top + window.scrollY - offsetPx;
        window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
        setHighlighted(true);
        highlightTimer = window.setTimeout(() => setHighlighted(false), highlightMs);
      },
      isInitialLoad ? initialDelayMs : 0,
    );
    return () => {
      window.clearTimeout(scrollTimer);
      window.clearTimeout(highlightTimer);
      setHighlighted(false);
    };
  }, [location.hash, location.key, hash, targetId, offsetPx, initialDelayMs, highlightMs]);

  return highlighted;
};
