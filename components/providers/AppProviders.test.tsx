import { act, render as renderTree, screen, waitFor } from '@testing-library/react';
import { memo, type ReactElement } from 'react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { AccountInfo } from '@azure/msal-browser';
import { useSelector } from 'react-redux';
import { installFakeFetch, type FakeFetch } from '@/lib/api/testing/fake-fetch';
import { replaceMsalInstance } from '@/lib/auth/msal-instance';
import { fakeMsal, type FakeMsal } from '@/lib/auth/testing/fake-msal';
import { getClientConfig, setClientConfig } from '@/lib/config/client-config';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/config/public-config';
import { DEFAULT_PUBLIC_SETTINGS } from '@/lib/config/public-settings';
import type { Me } from '@/lib/schemas/users';
import type { RootState } from '@/store';
import { AppProviders } from './AppProviders';
import { useAuth } from './AuthContext';
import { useShared } from './SharedContext';

const ME = {
  id: '0b8f7a1e-3c1d-4a59-9a37-6f1f6f0b2c11',
  email: 'ana@example.org',
  email_verified: true,
  name: 'Ana',
  company: null,
  phone: null,
  job_title: null,
  language: 'en',
  roles: ['developer'],
  investor_activated: false,
  created_at: '2026-01-05T10:00:00.000Z',
  impersonated_by: null,
} as Me;

function Probe() {
  const shared = useShared();
  const auth = useAuth();
  const loading = useSelector((state: RootState) => state.app.loading);
  const templates = useSelector((state: RootState) => state.app.templates);
  return (
    <dl>
      <dt>loading</dt>
      <dd data-testid="loading">{String(loading)}</dd>
      <dd data-testid="me">{shared.me?.name ?? 'nobody'}</dd>
      <dd data-testid="msal">{`${auth.inProgress} ${auth.isAuthenticated ? auth.account?.username : 'no account'}`}</dd>
      <dd data-testid="environments">{shared.environments.map((environment) => environment.host).join(' ')}</dd>
      <dd data-testid="templates">{shared.templates.length}</dd>
      <dd data-testid="store-templates">{templates.length}</dd>
      <dd data-testid="maintenance">{String(shared.settings.onMaintenance)}</dd>
    </dl>
  );
}

/** Renders again only when the shared context changes (memo: its parent's renders do not reach it). */
const SharedReader = memo(function SharedReader({ onRender }: { onRender: () => void }) {
  useShared();
  onRender();
  return null;
});

/** The page router Next mounts around the app; only its events are read by next-redux-wrapper. */
const router = { events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() } } as unknown as NextRouter;

function render(element: ReactElement) {
  return renderTree(<RouterContext.Provider value={router}>{element}</RouterContext.Provider>);
}

let fakeApplication: FakeMsal;
let msal: FakeMsal['mocks'];
let initialize: jest.Mock;
let fake: FakeFetch;

beforeEach(() => {
  jest.useFakeTimers();
  fakeApplication = fakeMsal();
  msal = fakeApplication.mocks;
  initialize = msal.initialize;
  replaceMsalInstance(fakeApplication.application);
  fake = installFakeFetch({ status: 200, body: ME });
});

afterEach(() => {
  document.cookie = 'authorization=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  fake.restore();
  replaceMsalInstance(undefined);
  setClientConfig({});
  jest.useRealTimers();
});

const pageProps = {
  initialState: { app: { templates: [{ id: 't1' }, { id: 't2' }] } },
  settings: { ...DEFAULT_PUBLIC_SETTINGS, onMaintenance: true },
  publicConfig: { ...DEFAULT_PUBLIC_CONFIG, apiKey: 'runtime-key', baseDomain: 'example.org' },
};

describe('AppProviders', () => {
  it('provides the store and the shared context, renews the token with MSAL for a signed-in account and runs the start-up sequence', async () => {
    document.cookie = 'authorization=header.payload.signature; path=/';
    window.localStorage.setItem('msal.account.keys', JSON.stringify(['account-1']));
    const navigate = jest.fn();
    render(
      <AppProviders pageProps={pageProps} navigate={navigate}>
        <Probe />
      </AppProviders>,
    );
    expect(getClientConfig().apiKey).toBe('runtime-key');
    expect(screen.getByTestId('loading')).toHaveTextContent('true');
    expect(screen.getByTestId('templates')).toHaveTextContent('2');
    expect(screen.getByTestId('store-templates')).toHaveTextContent('2');
    expect(screen.getByTestId('maintenance')).toHaveTextContent('true');
    expect(screen.getByTestId('environments')).toHaveTextContent('dev.example.org staging.example.org preprod.example.org example.org demo.example.org');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(msal.handleRedirectPromise).toHaveBeenCalledWith({ navigateToLoginRequestUrl: false });
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(fake.calls).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2500);
    });
    expect(fake.calls[0].url).toBe('/api/me');
    expect(new Headers(fake.calls[0].init.headers).get('Ocp-Apim-Subscription-Key')).toBe('runtime-key');
    expect(screen.getByTestId('me')).toHaveTextContent('Ana');
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("is signed in from the first render with the server's user, and still runs the seed's start-up sequence", async () => {
    document.cookie = 'authorization=header.payload.signature; path=/';
    render(
      <AppProviders pageProps={{ ...pageProps, me: { ...ME, name: 'Ana (server)' } }}>
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByTestId('me')).toHaveTextContent('Ana (server)');
    expect(screen.getByTestId('loading')).toHaveTextContent('true');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2499);
    });
    expect(fake.calls).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(fake.calls[0].url).toBe('/api/me');
    expect(screen.getByTestId('me')).toHaveTextContent('Ana');
    expect(screen.getByTestId('me')).not.toHaveTextContent('server');
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
  });

  it('leaves the shared context untouched when the start-up fetch brings the user the server gave', async () => {
    document.cookie = 'authorization=header.payload.signature; path=/';
    const renders = jest.fn();
    render(
      <AppProviders pageProps={{ ...pageProps, me: ME }}>
        <SharedReader onRender={renders} />
      </AppProviders>,
    );
    const before = renders.mock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2500);
    });
    expect(fake.calls[0].url).toBe('/api/me');
    expect(renders).toHaveBeenCalledTimes(before);
  });

  it('shows no user once MSAL loses its account (a sign-out in another tab), as MSAL React reports it', async () => {
    const account = { homeAccountId: 'h1', localAccountId: 'l1', username: 'ana@example.org', environment: 'localhost', tenantId: 't' } as AccountInfo;
    fakeApplication = fakeMsal([account]);
    msal = fakeApplication.mocks;
    replaceMsalInstance(fakeApplication.application);
    document.cookie = 'authorization=header.payload.signature; path=/';
    window.localStorage.setItem('msal.account.keys', JSON.stringify(['h1']));
    render(
      <AppProviders pageProps={{ ...pageProps, me: ME }}>
        <Probe />
      </AppProviders>,
    );
    // MSAL is put to work once the browser is idle (the token renewal), then MSAL React loads and reads its cache.
    for (let round = 0; round < 5; round += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
    }
    expect(msal.initializeWrapperLibrary).toHaveBeenCalledWith('@azure/msal-react', expect.any(String));
    expect(screen.getByTestId('me')).toHaveTextContent('Ana');
    expect(screen.getByTestId('msal')).toHaveTextContent('none ana@example.org');
    await act(async () => {
      fakeApplication.changeAccounts([]);
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('msal')).toHaveTextContent('none no account');
    expect(screen.getByTestId('me')).toHaveTextContent('nobody');
  });

  it("loads no MSAL for a visitor, and at once when the address carries the provider's answer", async () => {
    const { unmount } = render(
      <AppProviders pageProps={pageProps}>
        <Probe />
      </AppProviders>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(initialize).not.toHaveBeenCalled();
    expect(msal.handleRedirectPromise).not.toHaveBeenCalled();
    unmount();

    window.history.replaceState(null, '', '/?code=c1&state=s1');
    render(
      <AppProviders pageProps={pageProps}>
        <Probe />
      </AppProviders>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(msal.handleRedirectPromise).toHaveBeenCalledWith({ navigateToLoginRequestUrl: false });
  });

  it('keeps no current user from an answer that is not one, and clears loading', async () => {
    fake.restore();
    fake = installFakeFetch({ status: 200, body: { unexpected: true } });
    document.cookie = 'authorization=header.payload.signature; path=/';
    render(
      <AppProviders pageProps={pageProps}>
        <Probe />
      </AppProviders>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2500);
    });
    expect(fake.calls[0].url).toBe('/api/me');
    expect(screen.getByTestId('me')).toHaveTextContent('nobody');
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
  });

  it('asks nothing of the API for a visitor and clears loading when the current-user fetch is due', async () => {
    render(
      <AppProviders pageProps={pageProps}>
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByTestId('loading')).toHaveTextContent('true');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2500);
    });
    expect(fake.calls).toHaveLength(0);
    expect(screen.getByTestId('me')).toHaveTextContent('nobody');
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
  });

  it('scrolls in-page anchors smoothly once mounted', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    render(
      <AppProviders pageProps={pageProps}>
        <a href="#target">Jump</a>
        <div id="target" />
      </AppProviders>,
    );
    // The anchors' code loads after mount.
    await waitFor(() => {
      screen.getByText('Jump').click();
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    });
  });

  it('stops the start-up sequence when unmounted', async () => {
    const { unmount } = render(
      <AppProviders pageProps={{}}>
        <Probe />
      </AppProviders>,
    );
    unmount();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(fake.calls).toHaveLength(0);
  });
});
