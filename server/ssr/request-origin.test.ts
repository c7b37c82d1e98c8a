/** @jest-environment node */
import { loadShellPageProps, requestOrigin } from './shell-page-props';
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';

const registry = globalThis as unknown as Record<symbol, ((request: Request) => Promise<Response>) | undefined>;

beforeEach(() => {
  registry[API_FETCH_SYMBOL] = async () => Response.json([]);
});

afterEach(() => {
  delete registry[API_FETCH_SYMBOL];
});

describe('the origin of a page request', () => {
  it('takes the scheme of the connection, or of a proxy, and the host asked for', () => {
    expect(requestOrigin({ headers: { host: 'localhost:3000' }, socket: { encrypted: true } })).toBe('https://localhost:3000');
    expect(requestOrigin({ headers: { host: 'localhost:3000' }, socket: {} })).toBe('http://localhost:3000');
    expect(requestOrigin({ headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'staging.groundwork.eco', 'x-forwarded-proto': 'https' } })).toBe(
      'https://staging.groundwork.eco',
    );
  });

  it('gives the page the monitoring origin it hands off to: monitoring.localhost with its port on this machine', async () => {
    const local = await loadShellPageProps({ headers: { host: 'localhost:4100' }, socket: { encrypted: true } } as never);
    expect(local.monitoringOrigin).toBe('https://monitoring.localhost:4100');
    const staging = await loadShellPageProps({ headers: { host: 'staging.groundwork.eco', 'x-forwarded-proto': 'https' } });
    expect(staging.monitoringOrigin).toBe('https://monitoring.staging.groundwork.eco');
  });
});
