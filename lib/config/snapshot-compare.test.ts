import { compareSettings } from './snapshot-compare';

const setting = (key: string, value: string | null, label: string | null = 'prd') => ({ key, label, value });

describe('compareSettings', () => {
  it('names the keys added, removed and changed, and counts the rest', () => {
    const before = [setting('app:colour', 'green'), setting('app:limit', '10'), setting('app:old', 'x'), setting('app:same', 's')];
    const after = [setting('app:same', 's'), setting('app:limit', '20'), setting('app:colour', 'green'), setting('app:new', 'y')];
    expect(compareSettings(before, after)).toEqual({
      added: [setting('app:new', 'y')],
      removed: [setting('app:old', 'x')],
      changed: [{ key: 'app:limit', label: 'prd', before: '10', after: '20' }],
      unchanged: 2,
    });
  });

  it('tells values apart by label: the same key under another label is another value', () => {
    const result = compareSettings([setting('app:mode', 'a', 'prd')], [setting('app:mode', 'a', 'dev')]);
    expect(result.added).toEqual([setting('app:mode', 'a', 'dev')]);
    expect(result.removed).toEqual([setting('app:mode', 'a', 'prd')]);
    expect(result.changed).toEqual([]);
  });

  it('sees a value that became empty (null) as changed', () => {
    expect(compareSettings([setting('k', 'v', null)], [setting('k', null, null)]).changed).toEqual([{ key: 'k', label: null, before: 'v', after: null }]);
  });

  it('finds nothing between two identical snapshots, in any order, and nothing between two empty ones', () => {
    const settings = [setting('b', '2'), setting('a', '1')];
    expect(compareSettings(settings, [...settings].reverse())).toEqual({ added: [], removed: [], changed: [], unchanged: 2 });
    expect(compareSettings([], [])).toEqual({ added: [], removed: [], changed: [], unchanged: 0 });
  });

  it('sorts each list by key, then label', () => {
    const result = compareSettings([], [setting('z', '1'), setting('a', '1', 'prd'), setting('a', '1', 'dev')]);
    expect(result.added.map((entry) => `${entry.key}/${entry.label}`)).toEqual(['a/dev', 'a/prd', 'z/prd']);
  });
});
