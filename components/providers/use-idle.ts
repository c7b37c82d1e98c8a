import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './provider-state';

/**
 * False until the browser is first idle after the component mounted (or `timeoutMs` has passed): what depends on it
 * mounts after the page is up, in a transition, rather than in the task that hydrates the page.
 */
export function useIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), timeoutMs), [timeoutMs]);
  return idle;
}
