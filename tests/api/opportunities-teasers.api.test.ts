import type { TeaserDocument } from '@/lib/schemas/opportunities';
import type { TestApp } from './helpers/app';
import { castOf, investmentApp, publish, type Cast } from './helpers/opportunities';

// Issue 12, item 1: the teaser documents a developer chooses go with the published opportunity; activated investors
// and staff list and download them, each download recorded in the opportunity's audit trail; nobody else reads them.

jest.setTimeout(120_000);

let t: TestApp;
let cast: Cast;
let opportunityId: string;
let shown: string;
let hidden: string;

async function upload(name: string, content: string): Promise<string> {
  const form = new FormData();
  form.set('data', JSON.stringify({ project_id: cast.projectId }));
  form.set('file', new Blob([content], { type: 'application/pdf' }), name);
  const response = await t.request('/files', { method: 'POST', token: cast.owner, body: form });
  if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

const PDF = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

beforeAll(async () => {
  ({ t } = await investmentApp());
  cast = await castOf(t);
  shown = await upload('Teaser-deck.pdf', PDF);
  hidden = await upload('Internal budget.pdf', PDF.replace('Catalog', 'Catalog '));
  opportunityId = await publish(t, cast, { teaser_file_ids: [shown] });
});

afterAll(async () => {
  await t?.close();
});

const documents = (token: string | undefined, extra = '') => t.request(`/opportunity/documents?opportunity_id=${opportunityId}${extra}`, { token });

describe('teaser documents', () => {
  it('are listed and downloaded by an activated investor, each download in the audit trail', async () => {
    const list = (await (await documents(cast.activated)).json()) as TeaserDocument[];
    expect(list).toEqual([{ id: shown, name: 'Teaser-deck.pdf', content_type: 'application/pdf', size: PDF.length }]);
    const file = await documents(cast.activated, `&file_id=${shown}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('Teaser-deck.pdf');
    expect(await file.text()).toBe(PDF);
    const audit = (await (await t.request(`/audit?opportunity_id=${opportunityId}&page_size=50`, { token: cast.owner })).json()) as { items: { action: string }[] };
    expect(audit.items.map((item) => item.action)).toContain('teaser.downloaded');
  });

  it('show only what the developer chose, to those who see the opportunity in full', async () => {
    expect((await documents(cast.activated, `&file_id=${hidden}`)).status).toBe(404);
    expect((await documents(cast.staff)).status).toBe(200);
    expect((await documents(cast.investor)).status).toBe(403);
    expect((await documents(cast.other)).status).toBe(403);
    expect((await documents(undefined)).status).toBe(401);
    expect((await t.request(`/opportunity/documents?opportunity_id=${crypto.randomUUID()}`, { token: cast.activated })).status).toBe(404);
  });
});
