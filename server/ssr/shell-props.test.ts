/**
 * @jest-environment node
 */
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';
import { logger } from '@/server/logger';
import { forwardedHeaders, loadShellProps, requestCookies } from './shell-props';

type ApiFetch = (request: Request) => Promise<Response>;
const registry = globalThis as unknown as Record<symbol, ApiFetch | undefined>;
const seen: Request[] = [];

function serveApi(answer: (request: Request) => Response | Promise<Response>) {
  registry[API_FETCH_SYMBOL] = async (request) => {
    seen.push(request);
    return answer(request);
  };
}

const TEMPLATES = [{ id: 't1', name: 'Biochar' }];
const savedEnv = { ...process.env };
let loggedError: jest.SpyInstance;

beforeEach(() => {
  seen.length = 0;
  process.env.API_KEY = 'sub-key';
  process.env.ON_MAINTENANCE = 'true';
  loggedError = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete registry[API_FETCH_SYMBOL];
  process.env = { ...savedEnv };
  jest.restoreAllMocks();
});

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} });

describe('shell props', () => {
  it('fetches the templates with the request cookies, token, language and API key', async () => {
    serveApi(() => Response.json(TEMPLATES));
    const props = await loadShellProps(request('authorization=a.b.c; language=fr; access-key=k1'));
    expect(props.templates).toEqual(TEMPLATES);
    expect(props.settings.onMaintenance).toBe(true);
    expect(props.publicConfig.apiKey).toBe('sub-key');
    const call = seen[0];
    expect(new URL(call.url).pathname).toBe('/api/resources/templates');
    expect(call.headers.get('cookie')).toBe('authorization=a.b.c; language=fr; access-key=k1');
    expect(call.headers.get('authorization')).toBe('Bearer a.b.c');
    expect(call.headers.get('language')).toBe('fr');
    expect(call.headers.get('ocp-apim-subscription-key')).toBe('sub-key');
  });

  it('accepts a page of templates', async () => {
    serveApi(() => Response.json({ items: TEMPLATES, total: 1, page: 1, page_size: 20 }));
    expect((await loadShellProps(request())).templates).toEqual(TEMPLATES);
  });

  it('renders without templates when the API fails, and logs it', async () => {
    serveApi(() => Response.json({ detail: { message: 'down' } }, { status: 503 }));
    const props = await loadShellProps(request());
    expect(props.templates).toEqual([]);
    expect(props.settings.onMaintenance).toBe(true);
    expect(loggedError).toHaveBeenCalled();
  });

  it('renders without templates when the API cannot be reached', async () => {
    delete process.env.API_ORIGIN;
    const props = await loadShellProps(request());
    expect(props.templates).toEqual([]);
    expect(loggedError).toHaveBeenCalled();
  });

  it('is plain JSON for page props', async () => {
    serveApi(() => Response.json(TEMPLATES));
    const props = await loadShellProps(request());
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });
});

describe('the current user of the page', () => {
  const ME = { id: 'u1', name: 'Ana Costa', email: 'ana@example.org' };

  it('is read from /me with the token cookie, so that the page renders signed in', async () => {
    serveApi((call) => (new URL(call.url).pathname === '/api/me' ? Response.json(ME) : Response.json(TEMPLATES)));
    const props = await loadShellProps(request('authorization=a.b.c; access-key=k1'));
    expect(props.me).toEqual(ME);
    const call = seen.find((candidate) => new URL(candidate.url).pathname === '/api/me');
    expect(call?.headers.get('authorization')).toBe('Bearer a.b.c');
    expect(call?.headers.get('access-key')).toBe('k1');
  });

  it('is null for a visitor, without asking the API', async () => {
    serveApi(() => Response.json(TEMPLATES));
    expect((await loadShellProps(request('language=fr'))).me).toBeNull();
    expect(seen.map((call) => new URL(call.url).pathname)).toEqual(['/api/resources/templates']);
  });

  it('is null when the token is refused or the account is not ready', async () => {
    for (const status of [401, 425]) {
      serveApi((call) => (new URL(call.url).pathname === '/api/me' ? Response.json({ detail: { message: 'no' } }, { status }) : Response.json(TEMPLATES)));
      expect((await loadShellProps(request('authorization=a.b.c'))).me).toBeNull();
    }
  });
});

describe('forwarded headers', () => {
  it('sends the default language and no token for a visitor', async () => {
    expect(await forwardedHeaders(request(), '')).toEqual({ language: 'en' });
  });

  it('carries the token, the access key, the acting user and the language of the cookies', async () => {
    expect(await forwardedHeaders(request('authorization=a.b.c; access-key=k1; userId=u1; language=fr'), 'sub')).toEqual({
      language: 'fr',
      Cookie: 'authorization=a.b.c; access-key=k1; userId=u1; language=fr',
      Authorization: 'Bearer a.b.c',
      'access-key': 'k1',
      userId: 'u1',
      'Ocp-Apim-Subscription-Key': 'sub',
    });
  });

  it('prefers the cookies Next has parsed, else reads the Cookie header', async () => {
    expect(await requestCookies({ headers: { cookie: 'a=1' }, cookies: { b: '2' } })).toEqual({ b: '2' });
    expect(await requestCookies(request('a=1; b=%20x; broken'))).toEqual({ a: '1', b: ' x' });
  });
});
