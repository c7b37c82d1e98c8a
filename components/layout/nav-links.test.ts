import { KNOWLEDGE_HUB_PATH } from '@/lib/page-routes/knowledge';
import { PROJECTS_PATH } from '@/lib/page-routes/projects';
import { DASHBOARD_PATH } from '@/lib/page-routes/shell';
import { INVESTOR_PROFILE_PATH, OPPORTUNITIES_PATH, STAFF_PUBLICATIONS_PATH } from '@/lib/page-routes/investment';
import { isCurrentLink, MEMBER_LINKS, memberLinks } from './nav-links';

describe('navigation links', () => {
  it('offers the dashboard, projects and knowledge hub to signed-in users, at the addresses of lib/page-routes', () => {
    expect(MEMBER_LINKS.map((link) => link.href)).toEqual([DASHBOARD_PATH, PROJECTS_PATH, KNOWLEDGE_HUB_PATH, OPPORTUNITIES_PATH]);
  });

  it('gives investors their profile instead of projects, and staff the review queues', () => {
    expect(memberLinks(['investor']).map((link) => link.href)).toEqual([DASHBOARD_PATH, OPPORTUNITIES_PATH, INVESTOR_PROFILE_PATH, KNOWLEDGE_HUB_PATH]);
    expect(memberLinks(['developer', 'admin']).map((link) => link.href).at(-1)).toBe(STAFF_PUBLICATIONS_PATH);
    expect(memberLinks(['developer'])).toBe(MEMBER_LINKS);
  });

  it('marks a link current on its page and on the pages under it', () => {
    expect(isCurrentLink('/projects', '/projects')).toBe(true);
    expect(isCurrentLink('/projects', '/projects/[id]/assessments/[assessmentId]')).toBe(true);
    expect(isCurrentLink('/projects', '/projectsx')).toBe(false);
    expect(isCurrentLink('#features', '/')).toBe(false);
  });
});
