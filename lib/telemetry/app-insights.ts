import type { ApplicationInsights } from '@microsoft/applicationinsights-web';
import { getClientConfig } from '@/lib/config/client-config';

let started: Promise<ApplicationInsights | null> | undefined;

async function start(connectionString: string): Promise<ApplicationInsights | null> {
  try {
    const { ApplicationInsights: Insights } = await import('@microsoft/applicationinsights-web');
    const insights = new Insights({ config: { connectionString, enableAutoRouteTracking: true } });
    insights.loadAppInsights();
    insights.trackPageView();
    return insights;
  } catch (error) {
    console.error('Telemetry could not start', error);
    return null;
  }
}

/**
 * Starts Application Insights once in the browser, only when a connection string is configured: automatic
 * route tracking and a page-view event at start. Without a connection string nothing is loaded or sent.
 */
export function initTelemetry(connectionString: string | null = getClientConfig().appInsightsConnectionString): Promise<ApplicationInsights | null> {
  if (started) return started;
  if (!connectionString || typeof window === 'undefined') return Promise.resolve(null);
  started = start(connectionString);
  return started;
}

/** Forgets the running instance (tests, or a configuration change). */
export function resetTelemetry(): void {
  started = undefined;
}
