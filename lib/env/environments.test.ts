import { setClientConfig } from '@/lib/config/client-config';
import {
  currentEnvironment,
  ENVIRONMENTS,
  environmentForHost,
  isMonitoringHost,
  isLocalHost,
  listEnvironments,
  mainOriginOf,
  monitoringOrigin,
  monitoringOriginForPage,
} from './environments';

afterEach(() => setClientConfig({}));

describe('environments by host', () => {
  it('knows dev, staging, preprod, prod and demo', () => {
    expect(ENVIRONMENTS).toEqual(['dev', 'staging', 'preprod', 'prod', 'demo']);
  });

  it.each([
    ['groundwork.eco', 'prod'],
    ['app.groundwork.eco', 'prod'],
    ['www.groundwork.eco', 'prod'],
    ['staging.groundwork.eco', 'staging'],
    ['preprod.groundwork.eco', 'preprod'],
    ['demo.groundwork.eco', 'demo'],
    ['dev.groundwork.eco', 'dev'],
    ['STAGING.Groundwork.eco:443', 'staging'],
    ['monitoring.staging.groundwork.eco', 'staging'],
    ['monitoring.groundwork.eco', 'prod'],
    ['localhost', 'dev'],
    ['127.0.0.1', 'dev'],
    ['qa.groundwork.eco', 'dev'],
    ['a.staging.groundwork.eco', 'dev'],
    ['staging.example.com', 'dev'],
    ['notgroundwork.eco', 'dev'],
  ])('%s is %s', (host, environment) => {
    expect(environmentForHost(host)).toBe(environment);
  });

  it('follows the configured base domain', () => {
    setClientConfig({ baseDomain: 'example.org' });
    expect(environmentForHost('demo.example.org')).toBe('demo');
    expect(environmentForHost('demo.groundwork.eco')).toBe('dev');
    expect(monitoringOrigin('prod')).toBe('https://monitoring.example.org');
  });

  it('takes the environment of the page from its host (dev on localhost)', () => {
    expect(currentEnvironment()).toBe('dev');
  });
});

describe('monitoring sub-domains', () => {
  it.each([
    ['dev', 'https://monitoring.dev.groundwork.eco'],
    ['staging', 'https://monitoring.staging.groundwork.eco'],
    ['preprod', 'https://monitoring.preprod.groundwork.eco'],
    ['prod', 'https://monitoring.groundwork.eco'],
    ['demo', 'https://monitoring.demo.groundwork.eco'],
  ] as const)('of %s is %s', (environment, origin) => {
    expect(monitoringOrigin(environment)).toBe(origin);
  });

  it('recognises monitoring hosts', () => {
    expect(isMonitoringHost('monitoring.staging.groundwork.eco')).toBe(true);
    expect(isMonitoringHost('monitoring.groundwork.eco')).toBe(true);
    expect(isMonitoringHost('staging.groundwork.eco')).toBe(false);
    expect(isMonitoringHost('localhost')).toBe(false);
    expect(isMonitoringHost('monitoring.localhost:3000')).toBe(true);
    expect(isMonitoringHost('monitoring.dev.localhost')).toBe(false);
  });

  it.each([
    ['https://localhost:3000', 'https://monitoring.localhost:3000'],
    ['http://localhost:4100', 'http://monitoring.localhost:4100'],
    ['https://localhost', 'https://monitoring.localhost'],
    ['https://127.0.0.1:3000', 'https://monitoring.localhost:3000'],
    ['https://[::1]:3000', 'https://monitoring.localhost:3000'],
    ['https://monitoring.localhost:3000', 'https://monitoring.localhost:3000'],
    ['https://staging.groundwork.eco', 'https://monitoring.staging.groundwork.eco'],
    ['https://app.groundwork.eco', 'https://monitoring.groundwork.eco'],
    ['https://monitoring.demo.groundwork.eco', 'https://monitoring.demo.groundwork.eco'],
    ['https://intranet.example.com', 'https://monitoring.dev.groundwork.eco'],
  ])('a page at %s hands off to %s', (page, monitoring) => {
    expect(monitoringOriginForPage(page)).toBe(monitoring);
  });

  it('tells local hosts by name or loopback address', () => {
    for (const host of ['localhost', 'LOCALHOST:3000', 'monitoring.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]:3000']) {
      expect(isLocalHost(host)).toBe(true);
    }
    for (const host of ['groundwork.eco', 'localhost.example.com', '128.0.0.1', '10.0.0.1']) expect(isLocalHost(host)).toBe(false);
  });

  it('finds the main origin a monitoring origin belongs to', () => {
    expect(mainOriginOf('https://monitoring.localhost:3000')).toBe('https://localhost:3000');
    expect(mainOriginOf('https://monitoring.staging.groundwork.eco')).toBe('https://staging.groundwork.eco');
    expect(mainOriginOf('https://monitoring.groundwork.eco')).toBe('https://groundwork.eco');
    expect(mainOriginOf('https://localhost:3000')).toBeUndefined();
    expect(mainOriginOf('https://staging.groundwork.eco')).toBeUndefined();
  });

  it('lists every environment with its hosts', () => {
    const list = listEnvironments();
    expect(list.map((item) => item.name)).toEqual([...ENVIRONMENTS]);
    expect(list.find((item) => item.name === 'staging')).toEqual({
      name: 'staging',
      host: 'staging.groundwork.eco',
      monitoringHost: 'monitoring.staging.groundwork.eco',
      monitoringOrigin: 'https://monitoring.staging.groundwork.eco',
    });
  });
});
