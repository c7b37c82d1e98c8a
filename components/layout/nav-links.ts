/** A link of the main navigation, with the key of its label under `nav`. */
export interface NavLinkItem {
  href: string;
  label: 'features' | 'howItWorks' | 'biochar' | 'dashboard' | 'projects' | 'knowledgeHub' | 'opportunities' | 'investorProfile' | 'staffReview';
}

/** Sections of the landing page: in-page anchors there, links to them from any other page. */
export function visitorLinks(onLanding: boolean): NavLinkItem[] {
  const prefix = onLanding ? '' : '/';
  return [
    { href: `${prefix}#features`, label: 'features' },
    { href: `${prefix}#how-it-works`, label: 'howItWorks' },
    { href: `${prefix}#biochar`, label: 'biochar' },
    { href: '/opportunities', label: 'opportunities' },
  ];
}

/**
 * The signed-in user's main places. The header on every page holds them, so they are written here rather than
 * imported with the address builders of `lib/page-routes.ts` (which would then ship with every page); a test keeps
 * them equal to its paths.
 */
export const MEMBER_LINKS: NavLinkItem[] = [
  { href: '/homepage', label: 'dashboard' },
  { href: '/projects', label: 'projects' },
  { href: '/knowledge-hub', label: 'knowledgeHub' },
  { href: '/opportunities', label: 'opportunities' },
];

/** An investor's places: the opportunities and their investor profile instead of projects. */
export const INVESTOR_LINKS: NavLinkItem[] = [
  { href: '/homepage', label: 'dashboard' },
  { href: '/opportunities', label: 'opportunities' },
  { href: '/investor', label: 'investorProfile' },
  { href: '/knowledge-hub', label: 'knowledgeHub' },
];

/** Staff also reach the review queues. */
const STAFF_LINK: NavLinkItem = { href: '/staff/publications', label: 'staffReview' };

/** The main navigation of a signed-in user, by role. */
export function memberLinks(roles: readonly string[]): NavLinkItem[] {
  const links = roles.includes('investor') && !roles.includes('developer') ? INVESTOR_LINKS : MEMBER_LINKS;
  return roles.includes('admin') ? [...links, STAFF_LINK] : links;
}

/** Whether a link is the current page: its own path, or a page under it (`/projects/…` for Projects). */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (href.includes('#')) return false;
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}
