/**
 * Server only: the first data of the developer company's pages (issue 23), read in-process with the request's token
 * and with the arguments the pages' components pass to their queries (so that they find it in the cache): the
 * company's name and profile are in the first paint, not a skeleton that gives way to them.
 */
import { COMPANY_ROUTES, PROJECT_ROUTES } from '@/lib/api/routes';
import type { PageData } from './page-data';
import { entriesOf, prefetch, type PrefetchAnswer } from './prefetch';

/** The developer companies' kind, as the company queries ask for it. */
const KIND = { kind: 'developer' } as const;

/** The caller's projects the company page offers to link: the list's argument as its component passes it. */
export const LINKABLE_PROJECTS = { scope: 'all', page_size: 100 } as const;

/** No read: a company without a logo has no files the page shows. */
const NO_LOGO: PrefetchAnswer = { status: 204, data: null, entry: null };

function myCompanyRead(headers: Record<string, string>) {
  return prefetch<{ company: { has_logo: boolean } | null }>(headers, { endpointName: 'getMyCompany', route: COMPANY_ROUTES.company, query: KIND });
}

/**
 * /company: the caller's company (its members and invitations with it), its files when it has a logo (the logo's
 * image), its linked projects and the caller's projects to link.
 */
export async function companyPageData(headers: Record<string, string>): Promise<PageData> {
  const mine = myCompanyRead(headers);
  const linkable = { ...LINKABLE_PROJECTS };
  const answers = await Promise.all([
    mine,
    mine.then((view) => (view.data?.company?.has_logo ? prefetch(headers, { endpointName: 'getCompanyFiles', route: COMPANY_ROUTES.companyFiles, query: KIND }) : NO_LOGO)),
    prefetch(headers, { endpointName: 'getCompanyProjects', route: COMPANY_ROUTES.companyProjects, query: KIND }),
    prefetch(headers, { endpointName: 'getProjects', arg: linkable, route: PROJECT_ROUTES.projects, query: linkable }),
  ]);
  return { missing: false, prefetched: entriesOf(answers) };
}

/**
 * A developer company's page: the page and the caller's own company (whose admins choose whom the page is shown to),
 * or missing when the API does not show the page to this user.
 */
export async function developerPageData(headers: Record<string, string>, companyId: string): Promise<PageData> {
  const [page, mine] = await Promise.all([
    prefetch(headers, { endpointName: 'getDeveloperPage', arg: companyId, route: COMPANY_ROUTES.developerDetails, query: { company_id: companyId } }),
    myCompanyRead(headers),
  ]);
  const missing = page.status === 404 || page.status === 403;
  return { missing, prefetched: missing ? [] : entriesOf([page, mine]) };
}
