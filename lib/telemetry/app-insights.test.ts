import { ApplicationInsights } from '@microsoft/applicationinsights-web';
import { setClientConfig } from '@/lib/config/client-config';
import { initTelemetry, resetTelemetry } from './app-insights';

jest.mock('@microsoft/applicationinsights-web', () => ({
  ApplicationInsights: jest.fn().mockImplementation(() => ({ loadAppInsights: jest.fn(), trackPageView: jest.fn() })),
}));

const Insights = ApplicationInsights as unknown as jest.Mock;

afterEach(() => {
  resetTelemetry();
  setClientConfig({});
  Insights.mockClear();
});

describe('telemetry', () => {
  it('does nothing without a connection string', async () => {
    await expect(initTelemetry()).resolves.toBeNull();
    expect(Insights).not.toHaveBeenCalled();
  });

  it('starts with automatic route tracking and a page view', async () => {
    setClientConfig({ appInsightsConnectionString: 'InstrumentationKey=abc;IngestionEndpoint=https://in.example/' });
    const insights = await initTelemetry();
    expect(Insights).toHaveBeenCalledWith({
      config: {
        connectionString: 'InstrumentationKey=abc;IngestionEndpoint=https://in.example/',
        enableAutoRouteTracking: true,
      },
    });
    const instance = Insights.mock.results[0].value;
    expect(insights).toBe(instance);
    expect(instance.loadAppInsights).toHaveBeenCalledTimes(1);
    expect(instance.trackPageView).toHaveBeenCalledTimes(1);
  });

  it('starts only once', async () => {
    await initTelemetry('InstrumentationKey=abc');
    await initTelemetry('InstrumentationKey=abc');
    expect(Insights).toHaveBeenCalledTimes(1);
  });

  it('logs a failure to start and carries on', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Insights.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await expect(initTelemetry('InstrumentationKey=abc')).resolves.toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
