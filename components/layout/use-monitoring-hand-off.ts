import type { MouseEvent } from 'react';
import { monitoringOrigin } from '@/lib/env/environments';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import { useShellInfo, type ShellInfo } from './ShellContext';

export interface MonitoringHandOff {
  /** The address on the monitoring host: `https://monitoring.<environment host>/<path>`. */
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A link to `path` on the monitoring (V2) host of the page's shell. From the main host a plain click hands the user
 * over (`handOffToV2`: retried once, the language carried, then signed in there; docs/requirements.md ); a
 * click with a modifier opens the address as any link would. On the monitoring host itself the address is of the same
 * origin, so the app's `Link` stays in the page.
 */
export function monitoringHandOff(path: string, shell: ShellInfo): MonitoringHandOff {
  const href = `${shell.monitoringOrigin ?? monitoringOrigin(shell.environment, shell.baseDomain)}${path}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (new URL(href).origin === window.location.origin) return;
    event.preventDefault();
    void handOffToV2(path, { environment: shell.environment, language: shell.language });
  };
  return { href, onClick };
}

/** `monitoringHandOff` for the page's shell. */
export function useMonitoringHandOff(path: string): MonitoringHandOff {
  return monitoringHandOff(path, useShellInfo());
}
