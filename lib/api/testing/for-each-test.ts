import { setTokenExpectation } from '@/lib/auth/token';
import { setClientConfig } from '@/lib/config/client-config';
import { installFakeFetch, type FakeFetch, type FakeReply } from './fake-fetch';
import { installRouteFetch, type RouteFetch } from './route-fetch';

/*
 * The one set-up of a test file that talks to the API: before each test, the client configuration (API key `k`) and
 * a browser with no session (no token is waited for), and a fresh fake `fetch`; after it, the real `fetch` and an
 * empty configuration again. Call it at the top of the file (or of a `describe`); the handle it returns always
 * speaks to the current test's fake.
 */

export const TEST_API_KEY = 'k';

function prepareEachTest<Fake extends { restore(): void }>(install: () => Fake): () => Fake {
  let current: Fake | undefined;
  beforeEach(() => {
    setClientConfig({ apiKey: TEST_API_KEY });
    setTokenExpectation(() => false);
    current = install();
  });
  afterEach(() => {
    current?.restore();
    current = undefined;
    setClientConfig({});
  });
  return () => {
    if (!current) throw new Error('The fake API exists only while a test runs');
    return current;
  };
}

/** A fake API that answers by method and path (404 for anything not routed), for screens that call several routes. */
export function routedApiForEachTest(): RouteFetch {
  const fake = prepareEachTest(installRouteFetch);
  return {
    get calls() {
      return fake().calls;
    },
    on: (method, path, reply) => fake().on(method, path, reply),
    callsTo: (method, path) => fake().callsTo(method, path),
    restore: () => fake().restore(),
  };
}

/** A fake `fetch` that gives every call the latest reply (200 `{}` unless told), for code that makes one call. */
export function fakeFetchForEachTest(initial?: FakeReply): FakeFetch {
  const fake = prepareEachTest(() => installFakeFetch(initial));
  return {
    get calls() {
      return fake().calls;
    },
    reply: (next) => fake().reply(next),
    restore: () => fake().restore(),
  };
}
