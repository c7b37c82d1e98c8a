import { KNOWLEDGE_HUB_PATH } from '@/lib/page-routes/knowledge';
import { PROJECTS_PATH } from '@/lib/page-routes/projects';
import { DASHBOARD_PATH } from '@/lib/page-routes/shell';
import { isCurrentLink, MEMBER_LINKS } from './nav-links';

describe('navigation links', () => {
  it('offers the dashboard, projects and knowledge hub to signed-in users, at the addresses of lib/page-routes', () => {
    expect(MEMBER_LINKS.map((link) => link.href)).toEqual([DASHBOARD_PATH, PROJECTS_PATH, KNOWLEDGE_HUB_PATH]);
  });

  it('marks a link current on its page and on the pages under it', () => {
    expect(isCurrentLink('/projects', '/projects')).toBe(true);
    expect(isCurrentLink('/projects', '/projects/[id]/assessments/[assessmentId]')).toBe(true);
    expect(isCurrentLink('/projects', '/projectsx')).toBe(false);
    expect(isCurrentLink('#features', '/')).toBe(false);
  });
});
