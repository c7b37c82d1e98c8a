/**
 * Hydration in a transition (imported first by `pages/_app.tsx`, browser only).
 *
 * Next's Pages Router calls `hydrateRoot` outside any transition, so React hydrates the whole page in one task of
 * the main thread: on a phone the page cannot answer a tap for that long (hundreds of milliseconds on the
 * dashboard). Inside a transition React renders in slices of a few milliseconds and gives the browser a turn
 * between them; the server's HTML is on screen throughout, and an input arriving meanwhile makes React finish
 * hydrating the part it targets first. Next reads `hydrateRoot` from the module's exports when it hydrates,
 * after `_app` is loaded, so replacing it here is enough.
 */
import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import { rememberingTypedInput } from './typed-before-hydration';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;

/** `hydrateRoot` that starts the first render as a transition. */
export function hydrateInTransition(hydrateRoot: HydrateRoot): HydrateRoot {
  return (container, children, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, options);
    });
    if (!root) throw new Error('hydrateRoot returned no root');
    return root;
  };
}

/** React's own `hydrateRoot`, as it was before this module replaced it. */
export const plainHydrateRoot: HydrateRoot = ReactDOMClient.hydrateRoot;

// It also remembers what a person typed before hydration, for `_app` to replay once hydrated (see that module).
if (typeof window !== 'undefined') ReactDOMClient.hydrateRoot = hydrateInTransition(rememberingTypedInput(plainHydrateRoot));
