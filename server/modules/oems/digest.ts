/**
 * new strong matches are mailed as one digest per recipient and project (to its owner) or company (to its
 * members), in each recipient's language; a match is told once (`notified_at`). An OEM hears only of discoverable
 * projects.
 */
import { OEM_MATCHES_PATH, projectMatchesHref } from '@/lib/page-routes/oems';
import type { Database } from '@/server/db/client';
import { writeOemMail } from '@/server/mail/oem-mail';
import { recipientOf, type MailSender } from '@/server/mail/sender';
import { findPeople, projectNames } from '@/server/modules/projects/public';
import { claimUntoldStrongMatches, findDiscoverability, type MatchRow } from './matches-repository';
import { findOem, memberIds } from './offers-repository';

function groupBy<Key>(rows: MatchRow[], key: (row: MatchRow) => Key): Map<Key, MatchRow[]> {
  const groups = new Map<Key, MatchRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export async function sendDigests(db: Database, mail: MailSender): Promise<number> {
  // Claimed (marked told) before mailing: concurrent runs each mail only what they claimed.
  const rows = await claimUntoldStrongMatches(db);
  if (rows.length === 0) return 0;
  const projects = await projectNames(db, [...new Set(rows.map((row) => row.projectId))]);
  const companies = new Map<string, string>();
  for (const companyId of new Set(rows.map((row) => row.companyId))) companies.set(companyId, (await findOem(db, companyId))?.company.legalName ?? '');

  for (const [projectId, matches] of groupBy(rows, (row) => row.projectId)) {
    const project = projects.get(projectId);
    if (!project) continue;
    const owner = (await findPeople(db, [project.ownerId])).get(project.ownerId);
    const list = matches.map((match) => ({ name: companies.get(match.companyId) ?? '', score: match.score }));
    await mail.send('oems.matchDigestProject', owner ? recipientOf(owner) : null, (to) =>
      writeOemMail('matchDigestProject', { language: to.language, name: to.name, link: mail.link(projectMatchesHref(projectId)), project: project.name, matches: list }),
    );
  }

  for (const [companyId, matches] of groupBy(rows, (row) => row.companyId)) {
    const shown = [];
    for (const match of matches) if ((await findDiscoverability(db, match.projectId)).discoverable) shown.push(match);
    if (shown.length === 0) continue;
    const people = await findPeople(db, await memberIds(db, companyId));
    const list = shown.map((match) => ({ name: projects.get(match.projectId)?.name ?? '', score: match.score }));
    await mail.send(
      'oems.matchDigestOem',
      async () => [...people.values()].map(recipientOf),
      (to) => writeOemMail('matchDigestOem', { language: to.language, name: to.name, link: mail.link(OEM_MATCHES_PATH), company: companies.get(companyId), matches: list }),
    );
  }
  return rows.length;
}
