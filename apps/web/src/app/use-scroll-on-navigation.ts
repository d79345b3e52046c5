import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Spec 9: an anchor that is not there yet is looked for once more after 100 ms. */
export const ANCHOR_RETRY_MS = 100;

const positions = new Map<string, number>();

function scrollToAnchor(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? (document.getElementById(id) ?? document.getElementsByName(id)[0]) : undefined;
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/**
 * Spec 2.3: on each navigation the scroll position is restored (back/forward), or the page
 * scrolls to the anchor (retrying once after 100 ms), else to the top.
 */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where this entry was scrolled to, for when the user comes back to it.
  useEffect(() => {
    const key = location.key;
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      if (scrollToAnchor(location.hash)) return;
      const timer = window.setTimeout(() => scrollToAnchor(location.hash), ANCHOR_RETRY_MS);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
