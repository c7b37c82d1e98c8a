import { DASHBOARD_PATH, KNOWLEDGE_HUB_PATH, PROJECTS_PATH } from '@/lib/page-routes';

/** A link of the main navigation, with the key of its label under `nav`. */
export interface NavLinkItem {
  href: string;
  label: 'features' | 'howItWorks' | 'biochar' | 'dashboard' | 'projects' | 'knowledgeHub';
}

/** Sections of the landing page: in-page anchors there, links to them from any other page. */
export function visitorLinks(onLanding: boolean): NavLinkItem[] {
  const prefix = onLanding ? '' : '/';
  return [
    { href: `${prefix}#features`, label: 'features' },
    { href: `${prefix}#how-it-works`, label: 'howItWorks' },
    { href: `${prefix}#biochar`, label: 'biochar' },
  ];
}

/** The signed-in user's main places. */
export const MEMBER_LINKS: NavLinkItem[] = [
  { href: DASHBOARD_PATH, label: 'dashboard' },
  { href: PROJECTS_PATH, label: 'projects' },
  { href: KNOWLEDGE_HUB_PATH, label: 'knowledgeHub' },
];

/** Whether a link is the current page: its own path, or a page under it (`/projects/…` for Projects). */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (href.includes('#')) return false;
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}
