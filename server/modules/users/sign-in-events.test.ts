/** @jest-environment node */
import { b2cPolicyNames } from '@/lib/auth/policies';
import type { Database } from '@/server/db/client';
import type { VerifiedClaims } from '@/server/http/auth';
import type { CurrentUser } from '@/server/http/context';
import type { Logger } from '@/server/logger';
import { createSignInEvents, type SignInEventsOptions } from './sign-in-events';
import type { SignInEvent } from './sign-in-repository';

const BUILT_IN = 'https://groundwork.test/idp';
const B2C = 'https://tenant.b2clogin.test/tfp/tenant/b2c_1a_fund/v2.0/';

const user = { id: 'user-1', email: 'ada@example.test' } as CurrentUser;

function claimsOf(overrides: Partial<VerifiedClaims> = {}): VerifiedClaims {
  return {
    issuer: B2C,
    subject: 'ada',
    email: 'ada@example.test',
    emailVerified: true,
    name: 'Ada',
    policy: 'b2c_1a_fund',
    authTime: 1_800_000_000,
    expiresAt: 1_800_003_600,
    ...overrides,
  };
}

/** The writes run beside the request: this lets them finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function recorder(options: Partial<SignInEventsOptions> = {}) {
  const written: SignInEvent[] = [];
  const warn = jest.fn();
  const client = jest.fn(() => ({ address: '198.51.100.7', userAgent: 'Zephyr browser' }));
  const events = createSignInEvents({
    db: {} as Database,
    logger: { warn } as unknown as Logger,
    builtInIssuer: BUILT_IN,
    policyNames: async () => b2cPolicyNames({ B2C_POLICY_INVESTORS: 'B2C_1A_fund' }),
    insert: async (event) => {
      written.push(event);
    },
    ...options,
  });
  const see = async (claims: VerifiedClaims, who: CurrentUser = user) => {
    events.seen(claims, who, client);
    await settle();
  };
  return { written, warn, client, see };
}

describe('createSignInEvents (R-24.29)', () => {
  it('records the first sight of a sign-in: its policy from the user flow, the address, user agent and auth time', async () => {
    const { written, see } = recorder();
    await see(claimsOf());
    expect(written).toEqual([
      {
        userId: 'user-1',
        email: 'ada@example.test',
        policy: 'investors',
        address: '198.51.100.7',
        userAgent: 'Zephyr browser',
        authTime: new Date(1_800_000_000_000),
      },
    ]);
  });

  it('writes nothing more, nor reads the request, for further tokens of the same sign-in; a new sign-in is recorded', async () => {
    const { written, client, see } = recorder();
    await see(claimsOf());
    await see(claimsOf({ expiresAt: 1_800_007_200 }));
    expect(written).toHaveLength(1);
    expect(client).toHaveBeenCalledTimes(1);
    await see(claimsOf({ authTime: 1_800_010_000, policy: 'b2c_1_unknown' }));
    await see(claimsOf(), { ...user, id: 'user-2' });
    expect(written.map((event) => [event.userId, event.policy, event.authTime.getTime() / 1000])).toEqual([
      ['user-1', 'investors', 1_800_000_000],
      ['user-1', 'signin', 1_800_010_000],
      ['user-2', 'investors', 1_800_000_000],
    ]);
  });

  it('leaves the built-in provider’s tokens (recorded at the sign-in) and tokens without a sign-in time alone', async () => {
    const { written, client, see } = recorder();
    await see(claimsOf({ issuer: BUILT_IN }));
    await see(claimsOf({ authTime: null }));
    await see(claimsOf({ authTime: 1e15 }));
    expect(written).toEqual([]);
    expect(client).not.toHaveBeenCalled();
  });

  it('logs a failed write without throwing, and tries again on the next request', async () => {
    let fail = true;
    const written: SignInEvent[] = [];
    const { warn, see } = recorder({
      insert: async (event) => {
        if (fail) throw new Error('database down');
        written.push(event);
      },
    });
    await see(claimsOf());
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ userId: 'user-1' }), 'the sign-in could not be recorded');
    fail = false;
    await see(claimsOf());
    expect(written).toHaveLength(1);
  });

  it('names the policy by the default user flows when the configured names cannot be read', async () => {
    const { written, warn, see } = recorder({ policyNames: () => Promise.reject(new Error('store unreachable')) });
    await see(claimsOf({ policy: 'b2c_1_events' }));
    expect(written.map((event) => event.policy)).toEqual(['events']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('remembers a bounded number of sign-ins, forgetting the least recently seen first', async () => {
    const { written, see } = recorder({ remembered: 2 });
    const at = (n: number) => claimsOf({ authTime: 1_800_000_000 + n });
    await see(at(1));
    await see(at(2));
    await see(at(1)); // seen again: now the most recent
    await see(at(3)); // forgets 2
    await see(at(1));
    await see(at(2));
    // The second write of auth time 2 reaches the database, whose unique index keeps one row.
    expect(written.map((event) => event.authTime.getTime() / 1000 - 1_800_000_000)).toEqual([1, 2, 3, 2]);
  });
});
