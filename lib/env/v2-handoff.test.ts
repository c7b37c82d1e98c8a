import { handOffToV2, v2Url } from './v2-handoff';

describe('hand-off to V2', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('builds the address on the monitoring sub-domain of the environment', () => {
    expect(v2Url('/sites/1', 'staging', 'https://staging.groundwork.eco')).toBe('https://monitoring.staging.groundwork.eco/sites/1');
    expect(v2Url('sites', 'prod', 'https://app.groundwork.eco')).toBe('https://monitoring.groundwork.eco/sites');
  });

  it('goes to monitoring.localhost with the scheme and port of a page on a developer machine', () => {
    expect(v2Url('/projects/7/monitoring', 'dev', 'https://localhost:3000')).toBe('https://monitoring.localhost:3000/projects/7/monitoring');
    expect(v2Url('/', 'dev', 'http://localhost:4100')).toBe('http://monitoring.localhost:4100/');
    expect(v2Url('/a', 'dev', 'https://127.0.0.1:3000')).toBe('https://monitoring.localhost:3000/a');
    expect(v2Url('/a', 'dev', 'https://monitoring.localhost:3000')).toBe('https://monitoring.localhost:3000/a');
    // A developer machine is dev whatever the shell says: the local rule wins.
    expect(v2Url('/a', 'staging', 'https://localhost:3000')).toBe('https://monitoring.localhost:3000/a');
  });

  it('carries the language over to the monitoring host (R-20.19), the path’s own query kept', () => {
    expect(v2Url('/alarms?reactor=1', 'prod', 'https://groundwork.eco', 'fr')).toBe('https://monitoring.groundwork.eco/alarms?reactor=1&lang=fr');
  });

  it('hands the page’s language over by default', async () => {
    const navigate = jest.fn();
    document.documentElement.lang = 'fr';
    try {
      await handOffToV2('/', { environment: 'prod', navigate, pageOrigin: 'https://groundwork.eco' });
    } finally {
      document.documentElement.lang = '';
    }
    expect(navigate).toHaveBeenCalledWith('https://monitoring.groundwork.eco/?lang=fr');
  });

  it('navigates at once', async () => {
    const navigate = jest.fn();
    await expect(handOffToV2('/sites', { environment: 'demo', navigate, pageOrigin: 'https://demo.groundwork.eco' })).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('https://monitoring.demo.groundwork.eco/sites');
  });

  it('uses the page being shown by default: on localhost, monitoring.localhost with its scheme and port', async () => {
    const navigate = jest.fn();
    await handOffToV2('/sites', { navigate });
    const page = new URL(window.location.href);
    expect(page.hostname).toBe('localhost');
    expect(navigate).toHaveBeenCalledWith(`${page.protocol}//monitoring.localhost${page.port ? `:${page.port}` : ''}/sites`);
  });

  it('retries once after 200 ms when navigating throws', async () => {
    const navigate = jest.fn().mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const done = handOffToV2('/sites', { environment: 'prod', navigate });
    expect(navigate).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(199);
    expect(navigate).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledTimes(2);
    await expect(done).resolves.toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('gives up after the single retry and logs the failure', async () => {
    const navigate = jest.fn(() => {
      throw new Error('blocked');
    });
    const done = handOffToV2('/sites', { environment: 'prod', navigate });
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(done).resolves.toBe(false);
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalled();
  });
});
