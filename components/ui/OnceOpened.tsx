import { useState, type ReactNode } from 'react';
import type { RootState } from '@/store';
import { useAppSelector } from '@/store/hooks';

/**
 * Renders a popup from the first time `isOpen` is true, and keeps it mounted afterwards so that it closes with
 * its transition and keeps its state between openings, as an always-mounted popup does. A popup whose code is
 * loaded on demand (`next/dynamic`) is then loaded when it first opens, not after every page's hydration.
 */
export function OnceOpened({ isOpen, children }: { isOpen: (state: RootState) => boolean; children: ReactNode }) {
  const open = useAppSelector(isOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? children : null;
}
