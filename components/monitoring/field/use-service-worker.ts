import { useEffect } from 'react';

/** The service worker of the installable phone page (`public/field-sw.js`, R-22.20): registered once the page loaded. */
export const FIELD_SERVICE_WORKER = '/field-sw.js';

export function useServiceWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(FIELD_SERVICE_WORKER).catch(() => undefined);
  }, []);
}
