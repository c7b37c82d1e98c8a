import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { LIVE_CHANNEL } from './measurements-repository';

/**
 * A change to one of a reactor's alarms, told on LIVE_CHANNEL beside its readings (`{ r: reactor, k: 'alarm', a: alarm
 * id, s: state }`), so that an open alarms tab or overview hears of it without a reload. Sent on commit, to every
 * instance; the live hub hands it to the reactor's streams as an `alarm` event.
 */
export interface AlarmNotice {
  reactorId: string;
  alarmId: string;
  state: string;
}

export async function notifyAlarmChange(db: Executor, notice: AlarmNotice): Promise<void> {
  const payload = JSON.stringify({ r: notice.reactorId, k: 'alarm', a: notice.alarmId, s: notice.state });
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}
