import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { auditEvents } from '@/server/db/schema';
import { erasedSeals, PERSONAL_AUDIT_KEYS, type PersonalSeals } from './chain';

/**
 * Erases a person's address from every audit entry of the sealed form that names it (issue 24, item 10): the value
 * becomes ERASED_VALUE and its salt gives way to its digest, which the entry's hash covers, so each chain still
 * verifies and its hashes, heads and signed anchors stay as they were. The trigger of migration 0028 allows exactly
 * this update. Entries written before that migration cover the raw value in their hash and are left (counted in the
 * answer), since rewriting them would break their chain. Answers how many entries were erased and how many were left.
 */
export async function erasePersonalValue(db: Executor, value: string): Promise<{ erased: number; kept: number }> {
  const target = value.trim().toLowerCase();
  const keys = sql.join(
    PERSONAL_AUDIT_KEYS.map((key) => sql`${key}`),
    sql`, `,
  );
  const rows = await db
    .select()
    .from(auditEvents)
    .where(sql`exists (select 1 from jsonb_each_text(${auditEvents.details}) as d where d.key in (${keys}) and lower(d.value) = ${target})`);
  let erased = 0;
  let kept = 0;
  for (const row of rows) {
    if (!row.personal || !row.hash) {
      kept += 1;
      continue;
    }
    const next = erasedSeals(row.details, row.personal as PersonalSeals, target);
    if (!next) continue;
    await db.update(auditEvents).set({ details: next.details, personal: next.personal }).where(eq(auditEvents.id, row.id));
    erased += 1;
  }
  return { erased, kept };
}
