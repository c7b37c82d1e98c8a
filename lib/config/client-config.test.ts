import { getClientConfig, setClientConfig } from './client-config';
import { DEFAULT_PUBLIC_CONFIG } from './public-config';

afterEach(() => setClientConfig({}));

describe('client configuration', () => {
  it('starts with the defaults', () => {
    expect(getClientConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(DEFAULT_PUBLIC_CONFIG).toMatchObject({
      apiKey: '',
      authClientId: 'groundwork-web',
      b2cTenant: null,
      baseDomain: 'groundwork.eco',
      appInsightsConnectionString: null,
    });
  });

  it('keeps the configuration handed over by the server', () => {
    setClientConfig({ apiKey: 'k', b2cTenant: 'contoso', baseDomain: 'Example.org' });
    expect(getClientConfig()).toMatchObject({ apiKey: 'k', b2cTenant: 'contoso', baseDomain: 'example.org' });
  });

  it('refuses an invalid configuration and keeps the previous one', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setClientConfig({ apiKey: 'kept' });
    setClientConfig({ authClientId: 42 });
    expect(getClientConfig().apiKey).toBe('kept');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
