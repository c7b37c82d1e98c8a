import dynamic from 'next/dynamic';
import { useIdle } from '@/components/providers/use-idle';

/**
 * Mantine's notification stack shows nothing until a toast is raised, and a toast raised before it is mounted waits in
 * Mantine's notification store: its code loads after hydration, and it mounts once the browser is first idle, so that
 * neither lengthens the task that hydrates the page (docs/requirements.md ).
 */
const Notifications = dynamic(() => import('@mantine/notifications').then((module) => module.Notifications), { ssr: false });

/** How long a toast raised at once may wait for the stack, when the browser is never idle. */
const NOTIFICATIONS_IDLE_TIMEOUT_MS = 1_000;

export function NotificationStack() {
  const idle = useIdle(NOTIFICATIONS_IDLE_TIMEOUT_MS);
  return idle ? <Notifications position="top-right" /> : null;
}
