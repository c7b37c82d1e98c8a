/** A link of the main navigation, with the key of its label under `nav`. */
export interface NavLinkItem {
  href: string;
  label: 'features' | 'howItWorks' | 'biochar' | 'dashboard' | 'knowledgeHub';
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
  { href: '/homepage', label: 'dashboard' },
  { href: '/knowledge-hub', label: 'knowledgeHub' },
];
