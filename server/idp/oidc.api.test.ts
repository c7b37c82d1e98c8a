// Issue 9, item 9: loading oidc-provider on Node.js 20 prints no warning; the server logs that 20 is supported
// and 22 or later recommended. Node.js 22 and later: neither.
const realRelease = process.release;

afterEach(() => {
  Object.defineProperty(process, 'release', { value: realRelease, configurable: true, writable: true });
  jest.restoreAllMocks();
});

/** Loads server/idp/oidc.ts (and oidc-provider) afresh as on a Node.js release of the given LTS name. */
function loadOn(lts: string) {
  Object.defineProperty(process, 'release', { value: { ...realRelease, lts }, configurable: true, writable: true });
  const warn = jest.spyOn(console, 'warn');
  const originalWarn = console.warn;
  let info: jest.SpyInstance | undefined;
  let loaded: typeof import('./oidc') | undefined;
  jest.isolateModules(() => {
    const { logger } = jest.requireActual<typeof import('@/server/logger')>('@/server/logger');
    info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
    loaded = jest.requireActual<typeof import('./oidc')>('./oidc');
  });
  return { warn, info: info!, loaded: loaded!, warnGivenBack: console.warn === originalWarn };
}

describe('loading oidc-provider', () => {
  it('on Node.js 20 (Iron) prints no warning and logs one notice that 20 is supported, 22 or later recommended', () => {
    const { warn, info, loaded, warnGivenBack } = loadOn('Iron');
    expect(warn).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Node\.js v[\d.]+ is supported; Node\.js 22 or later is recommended$/));
    expect(warnGivenBack).toBe(true);
    expect(typeof loaded.Provider).toBe('function');
    expect(typeof loaded.errors.InvalidRequest).toBe('function');
    expect(typeof loaded.interactionPolicy.base).toBe('function');
  });

  it('on Node.js 22 (Jod) and later prints and logs nothing about the release', () => {
    const { warn, info } = loadOn('Jod');
    expect(warn).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });
});
