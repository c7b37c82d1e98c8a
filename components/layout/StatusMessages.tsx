import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';

const StatusAlerts = dynamic(() => import('./StatusAlerts'));

/**
 * The app's error and info messages (`app.error`, `app.info`), each dismissible. Pages start without any, so the
 * alerts' code loads with the first message rather than with every page.
 */
export function StatusMessages() {
  const shown = useAppSelector((state) => Boolean(state.app.error || state.app.info));
  return shown ? <StatusAlerts /> : null;
}
