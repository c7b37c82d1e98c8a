/** A link of the main navigation, with the key of its label under `nav`. */
export interface NavLinkItem {
  href: string;
  label: 'features' | 'howItWorks' | 'biochar' | 'dashboard' | 'projects' | 'knowledgeHub' | 'opportunities';
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

/** Whether a link is the current page: its own path, or a page under it (`/projects/…` for Projects). */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (href.includes('#')) return false;
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}
