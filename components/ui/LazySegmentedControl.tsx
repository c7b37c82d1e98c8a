import { useEffect, useRef, useState, type ComponentType } from 'react';
import { StaticSegmentedControl, type StaticSegmentedControlProps } from './StaticSegmentedControl';

const loadSegmentedControl = () => import('./MantineSegmentedControl');

/**
 * A segmented control whose sliding indicator (Mantine's FloatingIndicator, its resize and mutation observers: ~2 kB
 * gzipped) is not part of the page's first load. Until the pointer, a touch or the focus reaches it, the control is
 * `StaticSegmentedControl`, the very markup Mantine's draws before it mounts, and already a working radio group; then
 * Mantine's SegmentedControl takes its place, looking the same, and slides its indicator from the next choice on. A
 * segment that had the focus keeps it.
 */
export function LazySegmentedControl(props: StaticSegmentedControlProps) {
  const [Loaded, setLoaded] = useState<ComponentType<StaticSegmentedControlProps> | null>(null);
  const requested = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  // The value of the segment that had the focus when Mantine's control took the place of the static one.
  const focusedValue = useRef<string | null>(null);

  useEffect(() => {
    if (!Loaded || focusedValue.current === null) return;
    const value = focusedValue.current;
    focusedValue.current = null;
    [...(root.current?.querySelectorAll('input') ?? [])].find((input) => input.value === value)?.focus();
  }, [Loaded]);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    loadSegmentedControl()
      .then((module) => {
        const active = document.activeElement;
        focusedValue.current = active instanceof HTMLInputElement && root.current?.contains(active) ? active.value : null;
        setLoaded(() => module.default);
      })
      .catch(() => {
        // The static control goes on working; the next pointer or focus tries again.
        requested.current = false;
      });
  };

  if (Loaded) return <Loaded {...props} ref={root} />;
  return <StaticSegmentedControl {...props} ref={root} onPointerEnter={load} onFocus={load} onTouchStart={load} />;
}
