/**
 * @jest-environment node
 */
import { assessmentPageData, evidencePageData, homepageData, investorPageData, isIdentifier, projectPageData, reactorPageData } from './page-data';
import { serveApi, stopServingApi } from './testing/serve-api';

const PROJECT = 'a3b5c7d9-1e2f-4a6b-8c0d-2e4f6a8b0c1d';
const ASSESSMENT = 'b4c6d8e0-2f3a-4b7c-9d1e-3f5a7b9c1d2e';
const REACTOR = 'c5d7e9f1-3a4b-4c8d-8e2f-4a6b8c0d2e3f';
const MONITORING = 'd6e8f0a2-4b5c-4d9e-9f3a-5b7c9d1e3f4a';

afterEach(stopServingApi);

describe("the signed-in pages' first data", () => {
  it('reads the dashboard with the arguments its cards query, and the to-dos of computed projects', async () => {
    serveApi((url) => {
      if (url.pathname === '/api/projects' && url.searchParams.get('scope') === 'owned') {
        return Response.json({
          items: [
            { id: PROJECT, score: 64 },
            { id: 'p2', score: null },
          ],
          total: 2,
          page: 1,
          page_size: 4,
        });
      }
      return Response.json({ path: url.pathname });
    });
    const data = await homepageData({ authorization: 'Bearer a.b.c' }, 'fr', 4);
    expect(data.missing).toBe(false);
    expect(data.prefetched.map(({ endpointName, arg }) => ({ endpointName, arg }))).toEqual([
      { endpointName: 'getProjects', arg: { scope: 'owned', page: 1, page_size: 4 } },
      { endpointName: 'getCompute', arg: PROJECT },
      { endpointName: 'getProjects', arg: { scope: 'shared', page: 1, page_size: 4 } },
      { endpointName: 'getKnowledgeHub', arg: { language: 'fr' } },
      { endpointName: 'getOwnership' },
    ]);
    expect('arg' in data.prefetched[4]).toBe(false);
  });

  it('leaves out what the API did not answer', async () => {
    serveApi((url) => (url.pathname === '/api/knowledge-hub' ? new Response('{}', { status: 503 }) : Response.json({ items: [] })));
    const data = await homepageData({}, 'en', 4);
    expect(data.prefetched.map((entry) => entry.endpointName)).not.toContain('getKnowledgeHub');
  });

  it('tells a project or an assessment the user cannot see from one they can', async () => {
    serveApi((url) => (url.searchParams.get('id') === PROJECT ? Response.json({ id: PROJECT }) : Response.json({ detail: { message: 'Not found' } }, { status: 404 })));
    expect((await projectPageData({}, PROJECT)).prefetched).toEqual([{ endpointName: 'getProject', arg: PROJECT, data: { id: PROJECT } }]);
    expect((await projectPageData({}, ASSESSMENT)).missing).toBe(true);
    const assessment = await assessmentPageData({}, PROJECT, ASSESSMENT);
    expect(assessment.missing).toBe(true);
  });

  it('reads the open to-dos of a project opened on its to-dos tab, with the filter the tab first asks for', async () => {
    const seen = serveApi((url) => Response.json(url.pathname === '/api/jtbd/project' ? { items: [], members: [] } : { id: PROJECT }));
    const page = await projectPageData({}, PROJECT, true);
    const todos = seen.find((url) => url.pathname === '/api/jtbd/project');
    expect(todos?.searchParams.get('project_id')).toBe(PROJECT);
    expect(todos?.searchParams.getAll('state')).toEqual(['todo', 'in_progress']);
    expect(page.prefetched).toContainEqual({ endpointName: 'getProjectTodos', arg: { project_id: PROJECT, state: ['todo', 'in_progress'] }, data: { items: [], members: [] } });
    expect(await projectPageData({}, PROJECT)).toEqual({ missing: false, prefetched: [{ endpointName: 'getProject', arg: PROJECT, data: { id: PROJECT } }] });
  });

  it("carries the questions of the section the questionnaire opens at, and only the ids of the other sections' questions", async () => {
    const sections = [
      { id: 'identity', title: { en: 'Identity' }, weight: 1, questions: [{ id: 'name', type: 'short_text', label: { en: 'Name' }, weight: 1 }] },
      { id: 'details', title: { en: 'Details' }, weight: 1, questions: [{ id: 'capacity', type: 'number', label: { en: 'Capacity' }, weight: 1 }] },
    ];
    const detail = { id: ASSESSMENT, current_section: 'identity', sections, answers: [], progress_detail: { question_list: ['name', 'capacity'] } };
    serveApi((url) => Response.json(url.pathname === '/api/assessment' ? detail : { id: PROJECT }));
    const [opened] = (await assessmentPageData({}, PROJECT, ASSESSMENT)).prefetched;
    expect(opened.data).toMatchObject({ sections: [sections[0], { id: 'details', questions: [] }], outline: { details: ['capacity'] } });
    const [asked] = (await assessmentPageData({}, PROJECT, ASSESSMENT, 'details')).prefetched;
    expect(asked.data).toMatchObject({ sections: [{ id: 'identity', questions: [] }, sections[1]], outline: { identity: ['name'] } });
  });

  it("reads a reactor's page with the reactor, its site and its alarms' count; the daily form with the viewer's access and the templates", async () => {
    const seen = serveApi((url) => {
      if (url.pathname === '/api/monitoring/reactor') return Response.json({ id: REACTOR, monitoring_id: MONITORING });
      return Response.json(url.pathname === '/api/monitoring/sites' ? [{ id: 's1' }] : { path: url.pathname });
    });
    const page = await reactorPageData({}, PROJECT, REACTOR);
    expect(page.prefetched.map(({ endpointName, arg }) => ({ endpointName, arg }))).toEqual([
      { endpointName: 'getProject', arg: PROJECT },
      { endpointName: 'getReactor', arg: REACTOR },
      { endpointName: 'getSites', arg: MONITORING },
      { endpointName: 'getAlarmSummary', arg: MONITORING },
    ]);
    expect(seen.find((url) => url.pathname === '/api/monitoring/sites')?.searchParams.get('monitoring_id')).toBe(MONITORING);
    const form = await reactorPageData({}, PROJECT, REACTOR, true);
    expect(form.prefetched.map((entry) => entry.endpointName)).toEqual(['getProject', 'getReactor', 'getSites', 'getProjectMonitoring', 'getMonitoringTemplates']);
  });

  it('leaves a reactor the API does not show to the browser, and answers missing for a project it does not show', async () => {
    serveApi((url) => (url.pathname === '/api/project' ? Response.json({ id: PROJECT }) : new Response('{}', { status: 404 })));
    const page = await reactorPageData({}, PROJECT, REACTOR);
    expect(page).toEqual({ missing: false, prefetched: [{ endpointName: 'getProject', arg: PROJECT, data: { id: PROJECT } }] });
    serveApi(() => Response.json({ detail: { message: 'Not found' } }, { status: 404 }));
    expect(await reactorPageData({}, PROJECT, REACTOR)).toEqual({ missing: true, prefetched: [] });
  });

  it("reads the evidence page with the project, its monitoring and the records the list asks for (a batch's when named)", async () => {
    const BATCH = 'e8f0a2b4-6c7d-4e1f-9a5b-7c9d1e3f5a6b';
    const seen = serveApi((url) =>
      Response.json(url.pathname === '/api/monitoring/create' ? { id: MONITORING, access: 'owner' } : url.pathname === '/api/project' ? { id: PROJECT } : []),
    );
    expect((await evidencePageData({}, PROJECT)).prefetched.map(({ endpointName, arg }) => ({ endpointName, arg }))).toEqual([
      { endpointName: 'getProject', arg: PROJECT },
      { endpointName: 'getProjectMonitoring', arg: PROJECT },
      { endpointName: 'getEvidence', arg: { monitoring_id: MONITORING } },
    ]);
    const batch = await evidencePageData({}, PROJECT, BATCH);
    expect(batch.prefetched.at(-1)?.arg).toEqual({ monitoring_id: MONITORING, batch_id: BATCH });
    expect(Object.fromEntries(seen.filter((url) => url.pathname === '/api/monitoring/evidences').at(-1)?.searchParams ?? [])).toEqual({
      monitoring_id: MONITORING,
      batch_id: BATCH,
    });
    serveApi((url) => (url.pathname === '/api/project' ? Response.json({ id: PROJECT }) : Response.json(null)));
    expect((await evidencePageData({}, PROJECT)).prefetched.map((entry) => entry.endpointName)).toEqual(['getProject']);
  });

  it("reads the investor's own profile for the investor page", async () => {
    serveApi((url) => Response.json(url.pathname === '/api/investor' ? { status: 'activated' } : {}));
    expect((await investorPageData({})).prefetched).toEqual([{ endpointName: 'getMyInvestor', data: { status: 'activated' } }]);
  });

  it('knows which addresses can name a project', () => {
    expect(isIdentifier(PROJECT)).toBe(true);
    expect(isIdentifier('not-a-uuid')).toBe(false);
    expect(isIdentifier(undefined)).toBe(false);
  });
});
