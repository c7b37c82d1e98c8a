import { isEnvironment, type Environment } from '@/lib/env/environments';

/** Request header in which the middleware tells the pages the environment it chose from the host. */
export const ENVIRONMENT_HEADER = 'x-groundwork-environment';

/** The environment a header value names, or undefined for anything else (absent, repeated, unknown). */
export function environmentFromHeader(value: string | string[] | null | undefined): Environment | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return isEnvironment(name) ? name : undefined;
}
