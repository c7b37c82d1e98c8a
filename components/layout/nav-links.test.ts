import { isCurrentLink, MEMBER_LINKS } from './nav-links';

describe('navigation links', () => {
  it('offers Projects to signed-in users', () => {
    expect(MEMBER_LINKS.map((link) => link.href)).toEqual(['/homepage', '/projects', '/knowledge-hub']);
  });

  it('marks a link current on its page and on the pages under it', () => {
    expect(isCurrentLink('/projects', '/projects')).toBe(true);
    expect(isCurrentLink('/projects', '/projects/[id]/assessments/[assessmentId]')).toBe(true);
    expect(isCurrentLink('/projects', '/projectsx')).toBe(false);
    expect(isCurrentLink('#features', '/')).toBe(false);
  });
});
