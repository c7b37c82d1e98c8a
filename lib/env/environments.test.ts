import { setClientConfig } from '@/lib/config/client-config';
import {
  currentEnvironment,
  ENVIRONMENTS,
  environmentForHost,
  isMonitoringHost,
  listEnvironments,
  monitoringOrigin,
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
