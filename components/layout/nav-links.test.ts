import { KNOWLEDGE_HUB_PATH } from '@/lib/page-routes/knowledge';
import { PROJECTS_PATH } from '@/lib/page-routes/projects';
import { DASHBOARD_PATH } from '@/lib/page-routes/shell';
import { OPPORTUNITIES_PATH } from '@/lib/page-routes/opportunities';
import { isCurrentLink, MEMBER_LINKS, visitorLinks } from './nav-links';

describe('navigation links', () => {
  it('offers the dashboard, projects and knowledge hub to signed-in users, at the addresses of lib/page-routes', () => {
    expect(MEMBER_LINKS.map((link) => link.href)).toEqual([DASHBOARD_PATH, PROJECTS_PATH, KNOWLEDGE_HUB_PATH, OPPORTUNITIES_PATH]);
  });

  it('offers visitors the opportunities beside the landing page sections', () => {
    expect(visitorLinks(false).at(-1)).toEqual({ href: OPPORTUNITIES_PATH, label: 'opportunities' });
  });

  it('marks a link current on its page and on the pages under it', () => {
    expect(isCurrentLink('/projects', '/projects')).toBe(true);
    expect(isCurrentLink('/projects', '/projects/[id]/assessments/[assessmentId]')).toBe(true);
    expect(isCurrentLink('/projects', '/projectsx')).toBe(false);
    expect(isCurrentLink('#features', '/')).toBe(false);
  });
});
