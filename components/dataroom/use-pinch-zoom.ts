import { type RefObject, useEffect, useRef, useState } from 'react';
import { clampZoom } from './zoom';

const spreadOf = (touches: TouchList) => Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY);

/**
 * Two fingers on the page zoom it (requirements: pages are unreadable on a phone otherwise). While the fingers
 * move, the page is scaled by CSS (`scale`, cheap); when they lift, the zoom is committed and the page drawn again,
 * sharp. Touch events (not pointer events, which the browser cancels once it starts a gesture of its own); a
 * two-finger move is kept from the browser's page zoom, one finger still scrolls.
 */
export function usePinchZoom(frame: RefObject<HTMLElement | null>, zoom: number, onZoom: (zoom: number) => void): number {
  const [scale, setScale] = useState(1);
  const state = useRef({ zoom, onZoom });
  useEffect(() => {
    state.current = { zoom, onZoom };
  });

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let start: number | null = null;
    let current = 1;
    const begin = (event: TouchEvent) => {
      if (event.touches.length === 2) start = spreadOf(event.touches) || null;
    };
    const move = (event: TouchEvent) => {
      if (event.touches.length !== 2 || !start) return;
      event.preventDefault();
      current = clampZoom(state.current.zoom * (spreadOf(event.touches) / start)) / state.current.zoom;
      setScale(current);
    };
    const end = (event: TouchEvent) => {
      if (!start || event.touches.length >= 2) return;
      start = null;
      state.current.onZoom(clampZoom(state.current.zoom * current));
      current = 1;
      setScale(1);
    };
    element.addEventListener('touchstart', begin, { passive: true });
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    return () => {
      element.removeEventListener('touchstart', begin);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
    };
  }, [frame]);

  return scale;
}
