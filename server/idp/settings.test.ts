import { monitoringOriginOfApp, readIdpSettings } from './settings';

describe('origins of the built-in provider', () => {
  it('accepts the monitoring origin of APP_ORIGIN without being told: monitoring.localhost on a developer machine', () => {
    const settings = readIdpSettings({ NODE_ENV: 'test', APP_ORIGIN: 'https://localhost:4321' });
    expect(settings.issuer).toBe('https://localhost:4321/idp');
    expect(settings.origins).toEqual(['https://localhost:4321', 'https://monitoring.localhost:4321']);
  });

  it('defaults to https://localhost:$PORT and its monitoring origin', () => {
    expect(readIdpSettings({ NODE_ENV: 'test', PORT: '3100' }).origins).toEqual(['https://localhost:3100', 'https://monitoring.localhost:3100']);
  });

  it('derives the monitoring sub-domain of an environment host, then adds APP_ORIGINS', () => {
    const settings = readIdpSettings({
      NODE_ENV: 'test',
      APP_ORIGIN: 'https://staging.groundwork.eco',
      APP_ORIGINS: 'https://preview.example.org, https://monitoring.preview.example.org',
    });
    expect(settings.origins).toEqual([
      'https://staging.groundwork.eco',
      'https://monitoring.staging.groundwork.eco',
      'https://preview.example.org',
      'https://monitoring.preview.example.org',
    ]);
  });

  it('follows BASE_DOMAIN and adds nothing for a host outside it', () => {
    expect(monitoringOriginOfApp('https://app.example.org', 'example.org')).toBe('https://monitoring.example.org');
    expect(monitoringOriginOfApp('https://demo.example.org', 'example.org')).toBe('https://monitoring.demo.example.org');
    expect(monitoringOriginOfApp('https://intranet.example.com', 'example.org')).toBeUndefined();
    expect(readIdpSettings({ NODE_ENV: 'test', APP_ORIGIN: 'https://intranet.example.com' }).origins).toEqual(['https://intranet.example.com']);
    expect(readIdpSettings({ NODE_ENV: 'test', APP_ORIGIN: 'https://groundwork.example', BASE_DOMAIN: 'groundwork.example' }).origins).toEqual([
      'https://groundwork.example',
      'https://monitoring.groundwork.example',
    ]);
  });
});
