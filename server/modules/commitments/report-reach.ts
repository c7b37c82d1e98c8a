import { type ActivityReport, AUDIT_ACTIONS, type NotOpenedInvestor, type RefusedAttempt } from '@/lib/schemas/audit';

/*
 * The data room's reach in the report (requirements ): who has not opened yet, viewers per day, refused
 * attempts, and the words naming an entry's document, page or folder.
 */

/** What the report reads of an audit entry. */
export interface TrailEntry {
  action: string;
  details: Record<string, unknown>;
  at: Date;
}

export const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * What an entry is about, in words that read the same in English and French: the document and its page
 * (`plan.pdf · p. 2`), or the folder (`A. Technical`), or '' when it names neither.
 */
export function subjectOf(details: Record<string, unknown>, folderNames: ReadonlyMap<string, string>): string {
  const file = text(details.file_name);
  const page = Number.isInteger(details.page) ? ` · p. ${details.page as number}` : '';
  if (file) return `${file}${page}`;
  const folderId = text(details.folder_id);
  return text(details.folder_name) ?? (folderId ? (folderNames.get(folderId) ?? '') : '');
}

/** The folders' names the trail carries (grants and revocations name their folder), by id. */
export function folderNamesOf(entries: TrailEntry[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of entries) {
    const id = text(entry.details.folder_id);
    const name = text(entry.details.folder_name);
    if (id && name) names.set(id, name);
  }
  return names;
}

/** Distinct investors who viewed a page, per day (UTC) and since the first view, from the viewers of each day. */
function viewersOverTime(days: ReadonlyMap<string, ReadonlySet<string>>): { date: string; viewers: number; cumulative: number }[] {
  const seen = new Set<string>();
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, viewers]) => {
      for (const id of viewers) seen.add(id);
      return { date, viewers: viewers.size, cumulative: seen.size };
    });
}

/** A grant still open: the investor and the folder. */
interface OpenGrant {
  investorId: string;
  folderName: string;
  grantedAt: Date;
}

/** The grants open at `now`, replayed from the trail's `dataroom.granted` and `dataroom.revoked` entries. */
function openGrantsOf(entries: TrailEntry[], now: Date): OpenGrant[] {
  const open = new Map<string, OpenGrant & { expiresAt: number | null }>();
  for (const entry of entries) {
    const investorId = text(entry.details.investor_id);
    const folderId = text(entry.details.folder_id);
    if (!investorId || !folderId) continue;
    const key = `${investorId}/${folderId}`;
    if (entry.action === AUDIT_ACTIONS.dataroomRevoked) open.delete(key);
    if (entry.action === AUDIT_ACTIONS.dataroomGranted) {
      const expires = text(entry.details.expires_at);
      const folderName = text(entry.details.folder_name) ?? '';
      open.set(key, { investorId, folderName, grantedAt: open.get(key)?.grantedAt ?? entry.at, expiresAt: expires ? Date.parse(expires) : null });
    }
  }
  return [...open.values()]
    .filter((grant) => grant.expiresAt === null || grant.expiresAt > now.getTime())
    .map(({ investorId, folderName, grantedAt }) => ({ investorId, folderName, grantedAt }));
}

/** Investors holding an open grant who have no page view in the trail, oldest grant first. */
function notOpened(grants: OpenGrant[], viewed: ReadonlySet<string>, names: ReadonlyMap<string, string>): NotOpenedInvestor[] {
  const waiting = new Map<string, NotOpenedInvestor>();
  for (const grant of [...grants].sort((a, b) => a.grantedAt.getTime() - b.grantedAt.getTime())) {
    if (viewed.has(grant.investorId)) continue;
    const row = waiting.get(grant.investorId);
    if (row) row.folders.push(grant.folderName);
    else
      waiting.set(grant.investorId, {
        investor_id: grant.investorId,
        investor_name: names.get(grant.investorId) ?? '',
        granted_at: grant.grantedAt.toISOString(),
        folders: [grant.folderName],
      });
  }
  return [...waiting.values()];
}

/** The refused attempts the trail recorded, newest first, each naming its document, page or folder. */
function refusedAttempts(entries: TrailEntry[], names: ReadonlyMap<string, string>, folderNames: ReadonlyMap<string, string>): RefusedAttempt[] {
  return entries
    .filter((entry) => entry.action === AUDIT_ACTIONS.dataroomRefused)
    .map((entry) => {
      const investorId = text(entry.details.investor_id) ?? '';
      return {
        at: entry.at.toISOString(),
        investor_id: investorId,
        investor_name: names.get(investorId) ?? '',
        attempt: text(entry.details.attempt) ?? '',
        reason: text(entry.details.reason) ?? '',
        subject: subjectOf(entry.details, folderNames),
      };
    })
    .reverse();
}

/**
 * Who has not opened yet, viewers per day and the refused attempts (requirements ), added up entry by entry
 * like the report's tally, so that a report kept between reads stays current with what was appended: the page views
 * leave only who viewed on which day; grants, revocations and refusals (few) are kept.
 */
export function createDataroomTally() {
  const folderNames = new Map<string, string>();
  const days = new Map<string, Set<string>>();
  const viewed = new Set<string>();
  const grants: TrailEntry[] = [];
  const refused: TrailEntry[] = [];
  return {
    add(entry: TrailEntry) {
      const folderId = text(entry.details.folder_id);
      const folderName = text(entry.details.folder_name);
      if (folderId && folderName) folderNames.set(folderId, folderName);
      const investorId = text(entry.details.investor_id);
      if (entry.action === AUDIT_ACTIONS.dataroomPageViewed && investorId) {
        viewed.add(investorId);
        const date = entry.at.toISOString().slice(0, 10);
        days.set(date, (days.get(date) ?? new Set<string>()).add(investorId));
      }
      if (entry.action === AUDIT_ACTIONS.dataroomGranted || entry.action === AUDIT_ACTIONS.dataroomRevoked) grants.push(entry);
      if (entry.action === AUDIT_ACTIONS.dataroomRefused) refused.push(entry);
    },
    result(names: ReadonlyMap<string, string>, now: Date): Pick<ActivityReport, 'not_opened' | 'viewers_over_time' | 'refused'> {
      return {
        not_opened: notOpened(openGrantsOf(grants, now), viewed, names),
        viewers_over_time: viewersOverTime(days),
        refused: refusedAttempts(refused, names, folderNames),
      };
    },
  };
}
