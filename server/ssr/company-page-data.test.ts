/**
 * @jest-environment node
 */
import { companyPageData, developerPageData } from './company-page-data';
import { keysOf as keys, serveApi, stopServingApi } from './testing/serve-api';

const COMPANY = 'c5d7e9f1-3a4b-4c8d-8e2f-4a6b8c0d2e3f';

afterEach(stopServingApi);

describe("the company pages' first data", () => {
  it("reads the caller's company, its logo's files, its linked projects and the caller's projects to link", async () => {
    const seen = serveApi((url) => Response.json(url.pathname === '/api/company' ? { company: { id: COMPANY, has_logo: true }, role: 'admin' } : []));
    expect(keys(await companyPageData({}))).toEqual([
      { endpointName: 'getMyCompany', arg: undefined },
      { endpointName: 'getCompanyFiles', arg: undefined },
      { endpointName: 'getCompanyProjects', arg: undefined },
      { endpointName: 'getProjects', arg: { scope: 'all', page_size: 100 } },
    ]);
    expect(seen.find((url) => url.pathname === '/api/company')?.searchParams.get('kind')).toBe('developer');
    expect(Object.fromEntries(seen.find((url) => url.pathname === '/api/projects')?.searchParams ?? [])).toEqual({ scope: 'all', page_size: '100' });
  });

  it('reads no files for a company without a logo, nor for a caller without a company', async () => {
    serveApi((url) => Response.json(url.pathname === '/api/company' ? { company: null, role: null } : []));
    expect((await companyPageData({})).prefetched.map((entry) => entry.endpointName)).toEqual(['getMyCompany', 'getCompanyProjects', 'getProjects']);
  });

  it("reads a developer page with the caller's company, and answers missing for a page the API does not show", async () => {
    const seen = serveApi((url) => Response.json(url.pathname === '/api/developer_details' ? { company_id: COMPANY } : { company: null }));
    expect(keys(await developerPageData({}, COMPANY))).toEqual([
      { endpointName: 'getDeveloperPage', arg: COMPANY },
      { endpointName: 'getMyCompany', arg: undefined },
    ]);
    expect(seen.find((url) => url.pathname === '/api/developer_details')?.searchParams.get('company_id')).toBe(COMPANY);
    serveApi((url) => (url.pathname === '/api/developer_details' ? new Response('{}', { status: 404 }) : Response.json({ company: null })));
    expect(await developerPageData({}, COMPANY)).toEqual({ missing: true, prefetched: [] });
  });
});
