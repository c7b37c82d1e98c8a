import { deleteCookie, getCookies, setCookie } from 'cookies-next/client';
import { setClientConfig } from '@/lib/config/client-config';
import { setTokenExpectation } from '@/lib/auth/token';
import { ApiRequestError, API_BASE, API_KEY_HEADER, CSV_FILE_NAME, request, toQueryString } from './request';
import { fakeFetchForEachTest, TEST_API_KEY } from './testing/for-each-test';

const TOKEN = 'header.payload.signature';
const fake = fakeFetchForEachTest();

function headersOf(call = 0): Headers {
  return new Headers(fake.calls[call].init.headers);
}

function clearCookies() {
  for (const name of Object.keys(getCookies() ?? {})) deleteCookie(name, { path: '/' });
}

beforeEach(clearCookies);

describe('constants', () => {
  it('uses /api, data.csv and the Ocp-Apim-Subscription-Key header', () => {
    expect(API_BASE).toBe('/api');
    expect(CSV_FILE_NAME).toBe('data.csv');
    expect(API_KEY_HEADER).toBe('Ocp-Apim-Subscription-Key');
  });
});

describe('url, method and fetch options', () => {
  it.each(['POST', 'GET', 'PUT', 'DELETE', 'PATCH'] as const)('sends %s to /api plus the route', async (method) => {
    await request(method, '/projects');
    expect(fake.calls[0].url).toBe('/api/projects');
    expect(fake.calls[0].init.method).toBe(method);
  });

  it('uses mode cors, no cache and same-origin credentials', async () => {
    await request('GET', '/me');
    expect(fake.calls[0].init).toMatchObject({ mode: 'cors', cache: 'no-cache', credentials: 'same-origin' });
  });

  it('lets a call outlive the page only when asked (keepalive)', async () => {
    await request('PUT', '/question', { value: 'x' }, { keepalive: true });
    await request('PUT', '/question', { value: 'y' });
    expect(fake.calls[0].init.keepalive).toBe(true);
    expect(fake.calls[1].init.keepalive).toBeUndefined();
  });

  it('sends HEAD without reading a body and resolves to null', async () => {
    fake.reply({ status: 200, body: 'ignored' });
    await expect(request('HEAD', '/project')).resolves.toBeNull();
    expect(fake.calls[0].init.method).toBe('HEAD');
    expect(fake.calls[0].init.body).toBeUndefined();
  });
});

describe('body', () => {
  it('sends a non-empty payload as JSON', async () => {
    await request('POST', '/project', { name: 'Kiln' });
    expect(fake.calls[0].init.body).toBe('{"name":"Kiln"}');
  });

  it.each([undefined, null, {}, [], ''])('sends no body for the empty payload %p', async (payload) => {
    await request('POST', '/compute', payload);
    expect(fake.calls[0].init.body).toBeUndefined();
  });

  it('puts a GET payload in the query string', async () => {
    await request('GET', '/project', { id: 'p1', tags: ['a', 'b'], skip: null });
    expect(fake.calls[0].url).toBe('/api/project?id=p1&tags=a&tags=b');
    expect(fake.calls[0].init.body).toBeUndefined();
  });

  it('builds no query string from an empty or non-object payload', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString('text')).toBe('');
  });
});

describe('headers', () => {
  it('sends only the content type, language and API key without cookies', async () => {
    await request('GET', '/me');
    const headers = headersOf();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('language')).toBe('en');
    expect(headers.get(API_KEY_HEADER)).toBe(TEST_API_KEY);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('access-key')).toBe(false);
    expect(headers.has('userId')).toBe(false);
  });

  it('adds the bearer token from the authorization cookie', async () => {
    setCookie('authorization', TOKEN);
    await request('GET', '/me');
    expect(headersOf().get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('adds access-key when its cookie exists', async () => {
    setCookie('access-key', 'key-123');
    await request('GET', '/project');
    expect(headersOf().get('access-key')).toBe('key-123');
    expect(headersOf().has('userId')).toBe(false);
  });

  it('adds userId when its cookie exists', async () => {
    setCookie('userId', 'user-9');
    await request('GET', '/project');
    expect(headersOf().get('userId')).toBe('user-9');
    expect(headersOf().has('access-key')).toBe(false);
  });

  it('sends every header together', async () => {
    setCookie('authorization', TOKEN);
    setCookie('access-key', 'key-123');
    setCookie('userId', 'user-9');
    setCookie('language', 'fr');
    await request('PUT', '/project', { name: 'x' });
    const headers = headersOf();
    expect(Object.fromEntries(headers.entries())).toEqual({
      'content-type': 'application/json',
      authorization: `Bearer ${TOKEN}`,
      'access-key': 'key-123',
      userid: 'user-9',
      language: 'fr',
      'ocp-apim-subscription-key': TEST_API_KEY,
    });
  });

  it('takes the language from the interface language cookie', async () => {
    setCookie('language', 'fr');
    await request('GET', '/me');
    expect(headersOf().get('language')).toBe('fr');
  });

  it('sends a forced language instead of the interface language', async () => {
    setCookie('language', 'en');
    await request('GET', '/me', undefined, { language: 'fr' });
    expect(headersOf().get('language')).toBe('fr');
  });

  it('sends the configured API key value', async () => {
    setClientConfig({ apiKey: 'other-key' });
    await request('GET', '/me');
    expect(headersOf().get(API_KEY_HEADER)).toBe('other-key');
  });
});

describe('multipart', () => {
  it('sends the payload as the data field and the file, without a content type', async () => {
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    setCookie('authorization', TOKEN);
    await request('POST', '/files', { project_id: 'p1' }, { file });
    const body = fake.calls[0].init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('data')).toBe('{"project_id":"p1"}');
    expect(body.get('file')).toBeInstanceOf(Blob);
    expect(headersOf().has('Content-Type')).toBe(false);
    expect(headersOf().get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('sends an empty object as data when there is no payload', async () => {
    await request('POST', '/files', undefined, { file: new Blob(['x']) });
    expect((fake.calls[0].init.body as FormData).get('data')).toBe('{}');
  });
});

describe('answers and errors', () => {
  it('resolves to the JSON body on 200', async () => {
    fake.reply({ status: 200, body: { id: 'me' } });
    await expect(request('GET', '/me')).resolves.toEqual({ id: 'me' });
  });

  it('raises a 200 body whose status begins with 4 with its message and status', async () => {
    fake.reply({ status: 200, body: { status: 404, message: 'No such project' } });
    const error = await request('GET', '/project').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 404, message: 'No such project' });
  });

  it('raises a body status beginning with 5 given as text', async () => {
    fake.reply({ status: 200, body: { status: '503', message: 'Busy' } });
    await expect(request('GET', '/project')).rejects.toMatchObject({ code: 503, message: 'Busy' });
  });

  it('does not treat a body status of 2xx or a word as an error', async () => {
    fake.reply({ status: 200, body: { status: 'archived' } });
    await expect(request('GET', '/project')).resolves.toEqual({ status: 'archived' });
  });

  it('takes the message of a non-200 answer from detail.message', async () => {
    fake.reply({ status: 422, body: { detail: { message: 'name is required', field: 'name' } } });
    const error = await request('POST', '/project', { a: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 422, message: 'name is required' });
  });

  it('takes the message from detail itself when it has no message', async () => {
    fake.reply({ status: 400, body: { detail: 'Bad identifier' } });
    await expect(request('GET', '/project')).rejects.toMatchObject({ code: 400, message: 'Bad identifier' });
  });

  it('says Error when the body has no detail', async () => {
    fake.reply({ status: 502, body: '<html>gateway</html>' });
    await expect(request('GET', '/project')).rejects.toMatchObject({ code: 502, message: 'Error' });
  });

  it('treats any other success status as a failure', async () => {
    fake.reply({ status: 201, body: { id: 'x' } });
    await expect(request('POST', '/project', { a: 1 })).rejects.toMatchObject({ code: 201, message: 'Error' });
  });

  it('raises a 425 with its status for the start-up retry', async () => {
    fake.reply({ status: 425, body: { detail: { message: 'Your account is being prepared' } } });
    await expect(request('GET', '/me')).rejects.toMatchObject({ code: 425 });
  });
});

describe('token look-up', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for a token while one is expected, then sends it', async () => {
    jest.useFakeTimers();
    setTokenExpectation(() => true);
    const pending = request('GET', '/me');
    await jest.advanceTimersByTimeAsync(149);
    expect(fake.calls).toHaveLength(0);
    setCookie('authorization', TOKEN);
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(headersOf().get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('sends a visitor request at once without a token', async () => {
    await request('GET', '/resources/articles');
    expect(headersOf().has('Authorization')).toBe(false);
  });
});
