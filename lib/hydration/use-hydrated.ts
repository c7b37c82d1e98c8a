import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether the component renders in the browser after the page hydrated: false on the server and while React
 * hydrates (then true at once, in a render of its own), true on every later render in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
