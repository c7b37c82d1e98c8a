/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/config/public-config';
import { useGetMeQuery } from '@/store/api/users';
import { AppProviders } from './AppProviders';
import { useShared } from './SharedContext';

const ME = { id: 'u1', name: 'Ana Costa', email: 'ana@example.org', roles: ['developer'] };

function Signed() {
  const { me } = useShared();
  const cached = useGetMeQuery();
  return (
    <p>
      shared {me?.name ?? 'nobody'}, cached {cached.data?.name ?? 'nothing'}
    </p>
  );
}

function Templates() {
  return <p>{useShared().templates.length} templates</p>;
}

const router = { events: { on: jest.fn(), off: jest.fn() } } as unknown as NextRouter;

describe('AppProviders on the server', () => {
  it('renders the page with its shell props and no browser', () => {
    const html = renderToString(
      <RouterContext.Provider value={router}>
        <AppProviders pageProps={{ templates: [{ id: 't1' }], publicConfig: DEFAULT_PUBLIC_CONFIG }}>
          <Templates />
        </AppProviders>
      </RouterContext.Provider>,
    );
    expect(html).toContain('1<!-- --> templates');
  });

  it("renders signed in with the server's user and the page's first data already in the API cache", () => {
    const html = renderToString(
      <RouterContext.Provider value={router}>
        <AppProviders pageProps={{ me: ME, prefetched: [{ endpointName: 'getMe', data: ME }] }}>
          <Signed />
        </AppProviders>
      </RouterContext.Provider>,
    );
    expect(html).toContain('shared <!-- -->Ana Costa<!-- -->, cached <!-- -->Ana Costa');
  });

  it('renders signed out without them', () => {
    const html = renderToString(
      <RouterContext.Provider value={router}>
        <AppProviders pageProps={{}}>
          <Signed />
        </AppProviders>
      </RouterContext.Provider>,
    );
    expect(html).toContain('shared <!-- -->nobody<!-- -->, cached <!-- -->nothing');
  });
});
