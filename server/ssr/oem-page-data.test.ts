/**
 * @jest-environment node
 */
import { oemMatchesData, oemOfferData, projectOemsData, projectProposalsData, proposalPageData, sentProposalsData } from './oem-page-data';
import { keysOf as keys, serveApi, stopServingApi } from './testing/serve-api';

const PROJECT = 'a3b5c7d9-1e2f-4a6b-8c0d-2e4f6a8b0c1d';
const PROPOSAL = 'b4c6d8e0-2f3a-4b7c-9d1e-3f5a7b9c1d2e';
const NOT_FOUND = () => Response.json({ detail: { message: 'Not found' } }, { status: 404 });

afterEach(stopServingApi);

describe("the OEM and proposal pages' first data", () => {
  it('reads a proposal by its id, and answers missing for one the API does not show', async () => {
    const seen = serveApi((url) => (url.searchParams.get('id') === PROPOSAL ? Response.json({ id: PROPOSAL }) : NOT_FOUND()));
    expect(await proposalPageData({}, PROPOSAL)).toEqual({ missing: false, prefetched: [{ endpointName: 'getProposal', arg: PROPOSAL, data: { id: PROPOSAL } }] });
    expect(seen[0].pathname).toBe('/api/proposals/item');
    expect((await proposalPageData({}, PROJECT)).missing).toBe(true);
  });

  it("reads a project's received proposals with the project, and answers missing with the project", async () => {
    const seen = serveApi((url) => (url.pathname === '/api/project' ? Response.json({ id: PROJECT }) : Response.json([])));
    expect(keys(await projectProposalsData({}, PROJECT))).toEqual([
      { endpointName: 'getProject', arg: PROJECT },
      { endpointName: 'getProjectProposals', arg: PROJECT },
    ]);
    expect(seen.find((url) => url.pathname === '/api/proposals')?.searchParams.get('project_id')).toBe(PROJECT);
    serveApi((url) => (url.pathname === '/api/project' ? new Response('{}', { status: 403 }) : Response.json([])));
    expect(await projectProposalsData({}, PROJECT)).toEqual({ missing: true, prefetched: [] });
  });

  it("reads a project's matched OEMs with the project, and answers missing with the project", async () => {
    const seen = serveApi((url) => Response.json(url.pathname === '/api/project' ? { id: PROJECT } : { matches: [] }));
    expect(keys(await projectOemsData({}, PROJECT))).toEqual([
      { endpointName: 'getProject', arg: PROJECT },
      { endpointName: 'getProjectMatches', arg: PROJECT },
    ]);
    expect(seen.find((url) => url.pathname === '/api/oems/project')?.searchParams.get('project_id')).toBe(PROJECT);
    serveApi(NOT_FOUND);
    expect(await projectOemsData({}, PROJECT)).toEqual({ missing: true, prefetched: [] });
  });

  it("reads the OEM's sent proposals, its matched projects' first page and its offer", async () => {
    const seen = serveApi((url) => Response.json({ path: url.pathname }));
    expect(keys(await sentProposalsData({}))).toEqual([{ endpointName: 'getSentProposals', arg: undefined }]);
    // The matches' argument as the list's first render passes it: the lowest score, the first page.
    expect(keys(await oemMatchesData({}))).toEqual([{ endpointName: 'getOemMatches', arg: { min_score: 0, page: 1 } }]);
    expect(Object.fromEntries(seen[1].searchParams)).toEqual({ min_score: '0', page: '1' });
    expect(keys(await oemOfferData({}))).toEqual([{ endpointName: 'getMyOem', arg: undefined }]);
  });

  it('holds the null of a caller without an OEM, so that the sign-up form is drawn by the server', async () => {
    serveApi(() => Response.json(null));
    expect((await oemOfferData({})).prefetched).toEqual([{ endpointName: 'getMyOem', data: null }]);
  });

  it('leaves out what the API did not answer', async () => {
    serveApi(() => new Response('{}', { status: 503 }));
    expect(await sentProposalsData({})).toEqual({ missing: false, prefetched: [] });
    expect(await proposalPageData({}, PROPOSAL)).toEqual({ missing: false, prefetched: [] });
    expect(await oemOfferData({})).toEqual({ missing: false, prefetched: [] });
  });
});
