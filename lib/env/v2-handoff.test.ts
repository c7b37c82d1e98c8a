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
    expect(v2Url('/sites/1', 'staging')).toBe('https://monitoring.staging.groundwork.eco/sites/1');
    expect(v2Url('sites', 'prod')).toBe('https://monitoring.groundwork.eco/sites');
  });

  it('navigates at once', async () => {
    const navigate = jest.fn();
    await expect(handOffToV2('/sites', { environment: 'demo', navigate })).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('https://monitoring.demo.groundwork.eco/sites');
  });

  it('uses the environment of the current host by default', async () => {
    const navigate = jest.fn();
    await handOffToV2('/sites', { navigate });
    expect(navigate).toHaveBeenCalledWith('https://monitoring.dev.groundwork.eco/sites');
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
