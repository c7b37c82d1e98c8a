/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/config/public-config';
import type { Me } from '@/lib/schemas/users';
import { useGetMeQuery } from '@/store/api/users';
import { useAppSelector } from '@/store/hooks';
import { AppProviders } from './AppProviders';
import { useShared } from './SharedContext';

const ME = {
  id: '0b8f7a1e-3c1d-4a59-9a37-6f1f6f0b2c11',
  email: 'ana@example.org',
  email_verified: true,
  name: 'Ana Costa',
  company: null,
  phone: null,
  job_title: null,
  language: 'en',
  roles: ['developer'],
  investor_activated: false,
  created_at: '2026-01-05T10:00:00.000Z',
  impersonated_by: null,
} as Me;

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
  const stored = useAppSelector((state) => state.app.templates);
  return (
    <p>
      {useShared().templates.length} shared, {stored.length} stored templates
    </p>
  );
}

const router = { events: { on: jest.fn(), off: jest.fn() } } as unknown as NextRouter;

describe('AppProviders on the server', () => {
  it("renders the page with its shell props and the server store's templates, and no browser", () => {
    const html = renderToString(
      <RouterContext.Provider value={router}>
        <AppProviders pageProps={{ initialState: { app: { templates: [{ id: 't1' }] } }, publicConfig: DEFAULT_PUBLIC_CONFIG }}>
          <Templates />
        </AppProviders>
      </RouterContext.Provider>,
    );
    expect(html).toContain('1<!-- --> shared, <!-- -->1<!-- --> stored templates');
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
