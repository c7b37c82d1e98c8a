import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration/use-hydrated';

const PLAIN = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * The controls of a screen the server draws with its data: disabled until the page has hydrated, then live. Drawn by
 * the server, a button whose click opens a dialog or sends a form did nothing when clicked before React listened (or,
 * for a form, sent it to the page's own address as plain HTML, losing it): disabled, it says it is not ready yet, keeps
 * its place (no layout shift when it comes alive) and takes the click once the page can act on it. Links stay live.
 */
export function HydratedControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={PLAIN}>
      {children}
    </fieldset>
  );
}
