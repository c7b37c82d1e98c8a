import { V2_HANDOFF_RETRY_DELAY_MS } from '@/lib/constants';
import { currentEnvironment, monitoringOrigin, type Environment } from './environments';

export type Navigate = (url: string) => void;

const assignLocation: Navigate = (url) => window.location.assign(url);

/** The V2 address of a path in an environment: the environment's monitoring sub-domain plus the path. */
export function v2Url(path: string, environment: Environment): string {
  return `${monitoringOrigin(environment)}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Hands the user over to V2: navigates to the current environment's monitoring sub-domain with `path`. If
 * navigating throws, it is retried once after 200 ms; a second failure is logged. Resolves to whether the
 * navigation was started.
 */
export function handOffToV2(
  path: string,
  options: { environment?: Environment; navigate?: Navigate } = {},
): Promise<boolean> {
  const url = v2Url(path, options.environment ?? currentEnvironment());
  const navigate = options.navigate ?? assignLocation;
  try {
    navigate(url);
    return Promise.resolve(true);
  } catch (firstError) {
    console.warn('The hand-off to V2 failed; retrying once', firstError);
  }
  return new Promise((resolve) => {
    setTimeout(() => {
      try {
        navigate(url);
        resolve(true);
      } catch (secondError) {
        console.error('The hand-off to V2 failed twice', secondError);
        resolve(false);
      }
    }, V2_HANDOFF_RETRY_DELAY_MS);
  });
}
