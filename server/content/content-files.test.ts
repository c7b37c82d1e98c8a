/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ContentFileError, syncContent, upsertBySlug, type ContentKind, type ContentStore } from './content-files';

const itemSchema = z.strictObject({ slug: z.string(), title: z.string().min(1) });
type Item = z.infer<typeof itemSchema>;
interface Row extends Item {
  version: number;
}

let dir: string;
const kind = (): ContentKind<Item> => ({ dir, noun: 'note', schema: itemSchema });

/** An in-memory store that records its writes; `racing` makes the first insert lose to another instance. */
function memoryStore(rows: Map<string, Row>, racing = false) {
  const writes: string[] = [];
  let lost = !racing;
  const store: ContentStore<Item, Row> = {
    find: async (slug) => rows.get(slug),
    insert: async (item) => {
      if (!lost) {
        lost = true;
        rows.set(item.slug, { ...item, version: 1 });
        return false;
      }
      writes.push(`insert ${item.slug}`);
      rows.set(item.slug, { ...item, version: 1 });
      return true;
    },
    replace: async (existing, item) => {
      writes.push(`replace ${item.slug}`);
      rows.set(item.slug, { ...item, version: existing.version + 1 });
    },
    unchanged: (existing, item) => existing.title === item.title,
  };
  return { store, writes };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('content files', () => {
  it('stores new items, replaces changed ones with the next version and leaves the same ones alone', async () => {
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ slug: 'a', title: 'First' }));
    writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ slug: 'b', title: 'Second, edited' }));
    writeFileSync(path.join(dir, 'readme.txt'), 'not content');
    const rows = new Map<string, Row>([['b', { slug: 'b', title: 'Second', version: 3 }]]);
    const { store, writes } = memoryStore(rows);
    await expect(syncContent(kind(), store)).resolves.toBe(2);
    expect(writes).toEqual(['insert a', 'replace b']);
    expect(rows.get('b')?.version).toBe(4);
    await syncContent(kind(), store);
    expect(writes).toHaveLength(2);
  });

  it('compares with what another instance inserted first instead of inserting twice', async () => {
    const rows = new Map<string, Row>();
    const { store, writes } = memoryStore(rows, true);
    await upsertBySlug(store, { slug: 'a', title: 'First' });
    expect(writes).toEqual([]);
    expect(rows.get('a')?.version).toBe(1);
  });

  it('refuses the whole folder before any write when one file is wrong, naming the file and the field', async () => {
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ slug: 'a', title: 'First' }));
    writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ slug: 'b', title: '' }));
    const { store, writes } = memoryStore(new Map());
    await expect(syncContent(kind(), store)).rejects.toThrow(/b\.json is not a valid note:\n {2}- title:/);
    expect(writes).toEqual([]);
  });

  it('refuses a file that is not JSON, and a slug that is not the file name', async () => {
    writeFileSync(path.join(dir, 'broken.json'), '{ nope');
    await expect(syncContent(kind(), memoryStore(new Map()).store)).rejects.toThrow(ContentFileError);
    rmSync(path.join(dir, 'broken.json'));
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ slug: 'other', title: 'First' }));
    await expect(syncContent(kind(), memoryStore(new Map()).store)).rejects.toThrow(/slug "other" must match the file name \("a"\)/);
  });
});
