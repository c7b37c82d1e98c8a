import { type RefObject, useEffect, useRef, useState } from 'react';
import { clampZoom } from './zoom';

/**
 * Two fingers on the page zoom it (requirements: pages are unreadable on a phone otherwise). While the fingers
 * move, the page is scaled by CSS (`scale`, cheap); when they lift, the zoom is committed and the page drawn again,
 * sharp. The frame takes `touch-action: pan-x pan-y`, so one finger still scrolls and the browser leaves the pinch to us.
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
    const pointers = new Map<number, { x: number; y: number }>();
    let start: number | null = null;
    let current = 1;
    const distance = () => {
      const [a, b] = [...pointers.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 2) start = distance() || null;
    };
    const move = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size !== 2 || !start) return;
      current = clampZoom(state.current.zoom * (distance() / start)) / state.current.zoom;
      setScale(current);
    };
    const up = (event: PointerEvent) => {
      if (!pointers.delete(event.pointerId)) return;
      if (start && pointers.size < 2) {
        start = null;
        state.current.onZoom(clampZoom(state.current.zoom * current));
        current = 1;
        setScale(1);
      }
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) element.addEventListener(type, up);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) element.removeEventListener(type, up);
    };
  }, [frame]);

  return scale;
}
