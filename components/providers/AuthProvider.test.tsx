import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { AccountInfo } from '@azure/msal-browser';
import { signIn, signOut, signUp } from '@/lib/auth/actions';
import { ensureMsalInitialized, replaceMsalInstance } from '@/lib/auth/msal-instance';
import { fakeMsal, type FakeMsal } from '@/lib/auth/testing/fake-msal';
import { useAuth } from './AuthContext';
import { AuthProvider } from './AuthProvider';

const ACCOUNT = { homeAccountId: 'h1', localAccountId: 'l1', username: 'ana@example.org', environment: 'localhost', tenantId: 't' } as AccountInfo;

let seen: ReturnType<typeof useAuth>[];

function Probe() {
  const auth = useAuth();
  seen.push(auth);
  return <p data-testid="auth">{`${auth.msalReady ? 'ready' : 'not ready'} ${auth.inProgress} ${auth.account?.username ?? 'no account'}`}</p>;
}

let msal: FakeMsal;

function install(accounts: AccountInfo[]) {
  msal = fakeMsal(accounts);
  replaceMsalInstance(msal.application);
}

/** MSAL put to work by the shell (here directly), then MSAL React loaded and settled. */
async function putMsalToWork() {
  await act(async () => {
    await ensureMsalInitialized();
  });
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

beforeEach(() => {
  seen = [];
});

afterEach(() => {
  replaceMsalInstance(undefined);
});

describe('AuthProvider', () => {
  it('gives the state before MSAL and the sign-in actions, and mounts no MSAL React while MSAL is not at work', async () => {
    install([ACCOUNT]);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('auth')).toHaveTextContent('not ready startup no account');
    expect(seen.at(-1)).toMatchObject({ isAuthenticated: false, signIn, signUp, signOut });
    expect(msal.mocks.initializeWrapperLibrary).not.toHaveBeenCalled();
    expect(msal.mocks.addEventCallback).not.toHaveBeenCalled();
  });

  it("reports MSAL React's account once MSAL is at work, without re-mounting the page", async () => {
    install([ACCOUNT]);
    let mounts = 0;
    function Page() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return null;
    }
    render(
      <AuthProvider>
        <Probe />
        <Page />
      </AuthProvider>,
    );
    await putMsalToWork();
    expect(msal.mocks.initializeWrapperLibrary).toHaveBeenCalledWith('@azure/msal-react', expect.any(String));
    expect(screen.getByTestId('auth')).toHaveTextContent('ready none ana@example.org');
    expect(seen.at(-1)).toMatchObject({ isAuthenticated: true, account: ACCOUNT });
    expect(mounts).toBe(1);
  });

  it('says once when MSAL loses the account it held (a sign-out here or in another tab)', async () => {
    install([ACCOUNT]);
    const onAccountLost = jest.fn();
    render(
      <AuthProvider onAccountLost={onAccountLost}>
        <Probe />
      </AuthProvider>,
    );
    await putMsalToWork();
    expect(onAccountLost).not.toHaveBeenCalled();
    await act(async () => {
      msal.changeAccounts([]);
    });
    expect(screen.getByTestId('auth')).toHaveTextContent('ready none no account');
    expect(seen.at(-1)?.isAuthenticated).toBe(false);
    expect(onAccountLost).toHaveBeenCalledTimes(1);
  });

  it('says nothing when MSAL never held an account', async () => {
    install([]);
    const onAccountLost = jest.fn();
    render(
      <AuthProvider onAccountLost={onAccountLost}>
        <Probe />
      </AuthProvider>,
    );
    await putMsalToWork();
    expect(screen.getByTestId('auth')).toHaveTextContent('ready none no account');
    expect(onAccountLost).not.toHaveBeenCalled();
  });
});
