// Issue 10, defect 8: the provider's expired state (idp_payloads, used or expired links) is purged on a schedule.
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { openMigratedPglite } from '@/server/db/testing/migrated-templates';
import { idpPayloads } from '@/server/db/schema/idp';
import { createLogger } from '@/server/logger';
import { purgeExpiredState, schedulePurge } from './purge';

// The first suite of a run makes the migrated template the provider's database comes from (migrating from nothing):
// slow on a loaded machine, and 30 s was once too short.
jest.setTimeout(120_000);

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openMigratedPglite();
});

afterAll(async () => {
  await database.close();
});

const HOUR = 3600_000;

async function addPayload(id: string, expiresAt: Date | null) {
  await database.db.insert(idpPayloads).values({ model: 'Session', id, payload: { id }, expiresAt });
}

const ids = async () => (await database.db.select({ id: idpPayloads.id }).from(idpPayloads)).map((row) => row.id).sort();

describe('purging expired provider state', () => {
  it('removes expired payloads and keeps live and endless ones', async () => {
    await addPayload('expired-long-ago', new Date(Date.now() - 48 * HOUR));
    await addPayload('expired-just-now', new Date(Date.now() - 1000));
    await addPayload('alive', new Date(Date.now() + HOUR));
    await addPayload('endless', null);
    const counts = await purgeExpiredState(database.db);
    expect(counts.payloads).toBe(2);
    expect(await ids()).toEqual(['alive', 'endless']);
  });

  it('runs on a timer that does not keep the process alive', async () => {
    await addPayload('expires-soon', new Date(Date.now() + 50));
    const unref = jest.spyOn(global, 'setInterval');
    const stop = schedulePurge(database.db, createLogger({ level: 'silent' }), 100);
    const timer = unref.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    stop();
    unref.mockRestore();
    expect(await database.db.select().from(idpPayloads).where(eq(idpPayloads.id, 'expires-soon'))).toEqual([]);
    expect(await ids()).toEqual(['alive', 'endless']);
  });
});
