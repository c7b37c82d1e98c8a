import type { MouseEvent } from 'react';
import { monitoringOrigin } from '@/lib/env/environments';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import { useShellInfo } from './ShellContext';

export interface MonitoringHandOff {
  /** The address on the monitoring host: `https://monitoring.<environment host>/<path>`. */
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A link to `path` on the monitoring (V2) host, for the app's `Link`. From the main host a plain click hands the
 * user over (`handOffToV2`: retried once, then signed in there); a click with a modifier opens the address as any
 * link would. On the monitoring host itself the address is of the same origin, so the app's `Link` stays in the page.
 */
export function useMonitoringHandOff(path: string): MonitoringHandOff {
  const shell = useShellInfo();
  const href = `${shell.monitoringOrigin ?? monitoringOrigin(shell.environment, shell.baseDomain)}${path}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (new URL(href).origin === window.location.origin) return;
    event.preventDefault();
    void handOffToV2(path, { environment: shell.environment });
  };
  return { href, onClick };
}
