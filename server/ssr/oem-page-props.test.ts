/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import type { ShellPageProps } from './shell-page-props';
import { isIdentifier } from './page-data';

let shellSettings = { showOem: true };
let signedIn = true;
// The shell's loader reads the settings from the API; here it hands the page's function the settings of the test.
jest.mock('./shell-page-props', () => ({
  withShellPageProps: (pageProps: (context: GetServerSidePropsContext, shell: ShellPageProps) => unknown) => (context: GetServerSidePropsContext) =>
    pageProps(context, { settings: shellSettings, me: signedIn ? { id: 'u1' } : null, publicConfig: { apiKey: 'k' } } as unknown as ShellPageProps),
}));
jest.mock('./shell-props', () => ({ forwardedHeaders: async () => ({ Authorization: 'Bearer a.b.c' }) }));

import { withOemPageProps } from './oem-page-props';
import type { PageDataLoader } from './page-props';

const contextOf = (params: Record<string, string> = {}) => ({ params, req: { headers: {} }, res: { statusCode: 200 } }) as unknown as GetServerSidePropsContext;
const ID = '7a0c2c52-6d0e-4b7a-9c1e-3f5d2b8e1a01';
const PREFETCHED = [{ endpointName: 'getProposal', arg: ID, data: { id: ID } }];
const found: PageDataLoader = async () => ({ missing: false, prefetched: PREFETCHED });
const missing: PageDataLoader = async () => ({ missing: true, prefetched: [] });
const routed = (loader: PageDataLoader) => withOemPageProps(({ params }) => (isIdentifier(params?.id) ? loader : null));

beforeEach(() => {
  shellSettings = { showOem: true };
  signedIn = true;
});

describe('withOemPageProps (R-23.42)', () => {
  it('renders the page while "show OEM" is on, with its first data for a signed-in user', async () => {
    const context = contextOf({ id: ID });
    expect(await routed(found)(context)).toEqual({ props: { prefetched: PREFETCHED } });
    expect(context.res.statusCode).toBe(200);
    expect(await withOemPageProps()(contextOf())).toEqual({ props: {} });
  });

  it("reads nothing for a visitor (the page's invitation to sign in)", async () => {
    signedIn = false;
    const load = jest.fn(found);
    expect(await routed(load)(contextOf({ id: ID }))).toEqual({ props: {} });
    expect(load).not.toHaveBeenCalled();
  });

  it('answers the not-found page, status 404, for what the API does not show the user', async () => {
    const context = contextOf({ id: ID });
    expect(await routed(missing)(context)).toEqual({ props: { pageNotFound: true } });
    expect(context.res.statusCode).toBe(404);
  });

  it('answers the not-found page, status 404, while "show OEM" is off', async () => {
    shellSettings = { showOem: false };
    const context = contextOf({ id: ID });
    expect(await routed(found)(context)).toEqual({ props: { pageNotFound: true } });
    expect(context.res.statusCode).toBe(404);
  });

  it('answers not found for an address that names no project', async () => {
    expect(await routed(found)(contextOf({ id: 'not-an-id' }))).toEqual({ props: { pageNotFound: true } });
  });
});
