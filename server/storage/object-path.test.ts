/** @jest-environment node */
import { assertContainerName, assertListPrefix, assertObjectPath, InvalidObjectPathError, newObjectPath, safeFileName } from './object-path';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('safeFileName', () => {
  it.each([
    ['Plan de financement (v2).xlsx', 'Plan-de-financement-v2.xlsx'],
    ['Étude_thermique été.PDF', 'Etude_thermique-ete.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ana\\report.docx', 'report.docx'],
    ['.htaccess', 'htaccess'],
    ['...', 'file'],
    ['données.', 'donnees'],
    ['报告.pdf', 'file.pdf'],
    ['', 'file'],
    ['a\u0000b\nc.txt', 'a-b-c.txt'],
  ])('turns %j into %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('keeps names to 100 characters with their extension', () => {
    const name = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(100);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('always yields a valid path segment', () => {
    for (const input of ['-lead.txt', '_x', '~$lock.docx', 'a'.repeat(500), 'résumé final—v3.pptx']) {
      expect(() => assertObjectPath(safeFileName(input))).not.toThrow();
    }
  });
});

describe('newObjectPath', () => {
  it('makes <owner>/<uuid>-<safe-name>', () => {
    expect(newObjectPath('user-42', 'Site photo.JPG')).toMatch(new RegExp(`^user-42/${UUID}-Site-photo\\.jpg$`));
    expect(newObjectPath('projects/7f3a', 'a.pdf')).toMatch(new RegExp(`^projects/7f3a/${UUID}-a\\.pdf$`));
  });

  it('never repeats a path', () => {
    expect(newObjectPath('owner', 'a.pdf')).not.toBe(newObjectPath('owner', 'a.pdf'));
  });

  it.each(['', '..', 'a/../b', '/abs', 'a//b', 'a/b/c/d/e', 'owner name', '.hidden'])('refuses the owner %j', (owner) => {
    expect(() => newObjectPath(owner, 'a.pdf')).toThrow(InvalidObjectPathError);
  });
});

describe('assertObjectPath', () => {
  it.each(['a', 'user/123e4567-e89b-12d3-a456-426614174000-report.pdf', 'a/b/c/d/e/f/g/h'])('accepts %j', (path) => {
    expect(assertObjectPath(path)).toBe(path);
  });

  it.each(['', '../x', 'a/../b', './a', '/a', 'a/', 'a//b', 'a\\b', '.meta', 'a/.a.meta.json', 'a b', 'a/b/c/d/e/f/g/h/i', `${'a'.repeat(201)}`])('refuses %j', (path) => {
    expect(() => assertObjectPath(path)).toThrow(InvalidObjectPathError);
  });
});

describe('assertContainerName', () => {
  it.each(['opportunities', 'gw-prod-files', 'abc'])('accepts %j', (name) => {
    expect(assertContainerName(name)).toBe(name);
  });

  it.each(['ab', 'Files', 'a--b', '-abc', 'abc-', 'a_b', '../x', 'a'.repeat(64)])('refuses %j', (name) => {
    expect(() => assertContainerName(name)).toThrow(InvalidObjectPathError);
  });
});

describe('assertListPrefix', () => {
  it.each(['', 'user-1/', 'user-1/2024', 'projects/7f3a/'])('accepts %j', (prefix) => {
    expect(assertListPrefix(prefix)).toBe(prefix);
  });

  it.each(['/', '../', 'a/../', 'a//', '.x', 'a/.b'])('refuses %j', (prefix) => {
    expect(() => assertListPrefix(prefix)).toThrow(InvalidObjectPathError);
  });
});
