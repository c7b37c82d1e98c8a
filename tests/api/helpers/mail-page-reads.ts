// The pages a mail's link may open, for tests/api/mail-links.api.test.ts: what each page reads, through the API routes
// it calls, of the record the link names.
import type { InformationRequest } from '@/lib/schemas/information-requests';
import type { Publication } from '@/lib/schemas/opportunities';
import type { TestApp } from './app';
import { json } from './dataroom';

/** What a page reads of the record a link names, through the API routes the page calls (see `store/api/`). */
type PageRead = (t: TestApp, token: string, params: Record<string, string>, anchor: string) => Promise<string>;

async function read(t: TestApp, token: string, path: string): Promise<string> {
  const response = await t.request(path, { token });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return response.text();
}

/** The threads the page lists (their messages), and the anchor each is shown at (`thread-<id>`, as `#thread-<id>` names it). */
async function threadIn(t: TestApp, token: string, opportunityId: string, anchor: string): Promise<string> {
  if (!anchor) return '';
  const threads = await json<InformationRequest[]>(await t.request(`/request?opportunity_id=${opportunityId}`, { token }));
  return JSON.stringify({ threads, anchors: threads.map((thread) => `thread-${thread.id}`) });
}

export const PAGE_READS: Record<string, PageRead> = {
  'investor.tsx': (t, token) => read(t, token, '/investor'),
  'staff/investors.tsx': (t, token) => read(t, token, '/internal/investor'),
  'staff/publications.tsx': (t, token) => read(t, token, '/internal/publication?status=submitted'),
  'homepage.tsx': (t, token) => read(t, token, '/get_ownership'),
  'opportunities/index.tsx': (t, token) => read(t, token, '/opportunity'),
  'opportunities/[id].tsx': async (t, token, { id }, anchor) => `${await read(t, token, `/opportunity?id=${id}`)}${await threadIn(t, token, id ?? '', anchor)}`,
  'opportunities/[id]/sign.tsx': (t, token, { id }) => read(t, token, `/sign-and-commit-opp/sign?opportunity_id=${id}`),
  'opportunities/[id]/dataroom.tsx': (t, token, { id }) => read(t, token, `/sign-and-commit-opp/dataroom?opportunity_id=${id}`),
  'projects/[id]/index.tsx': (t, token, { id }) => read(t, token, `/project?id=${id}`),
  'projects/[id]/publication.tsx': async (t, token, { id }, anchor) => {
    const publication = await read(t, token, `/publication?project_id=${id}`);
    return `${publication}${await threadIn(t, token, (JSON.parse(publication) as Publication).id, anchor)}`;
  },
  // R-21.1: a question's mail opens its thread's page, for either side; the page reads the thread by its id.
  'requests/[id].tsx': (t, token, { id }) => read(t, token, `/request/thread?id=${id}`),
  'requests/index.tsx': (t, token) => read(t, token, '/request'),
  'proposals/[id].tsx': (t, token, { id }) => read(t, token, `/proposals/item?id=${id}`),
  'company/join.tsx': (t, token, { token: link }) => read(t, token, `/company/invitation?token=${encodeURIComponent(link ?? '')}`),
  'oem.tsx': (t, token) => read(t, token, '/oem'),
  // The account page shows the erasure request and staff's answer to it.
  'account.tsx': (t, token) => read(t, token, '/me/erasure'),
  // The landing page, for anyone: its opportunities' teasers (an erased account's token no longer signs in).
  'index.tsx': (t) => read(t, '', '/opportunity'),
  'oems/matches.tsx': (t, token) => read(t, token, '/oems/projects'),
  'projects/[id]/oems.tsx': (t, token, { id }) => read(t, token, `/oems/project?project_id=${id}`),
  'support/[id].tsx': (t, token, { id }) => read(t, token, `/jtbd/support/thread?id=${id}`),
  'staff/support.tsx': (t, token, { id }) => read(t, token, `/jtbd/support/inbox/thread?id=${id}`),
  'projects/[id]/monitoring/[reactorId]/index.tsx': async (t, token, { reactorId }) =>
    `${await read(t, token, `/monitoring/reactor?reactor_id=${reactorId}`)}${await read(t, token, `/monitoring/alarms?reactor_id=${reactorId}&state=all`)}`,
};
