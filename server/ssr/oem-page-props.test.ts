/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import type { ShellPageProps } from './shell-page-props';
import { isIdentifier } from './page-data';

let shellSettings = { showOem: true };
// The shell's loader reads the settings from the API; here it hands the page's function the settings of the test.
jest.mock('./shell-page-props', () => ({
  withShellPageProps: (pageProps: (context: GetServerSidePropsContext, shell: ShellPageProps) => unknown) => (context: GetServerSidePropsContext) =>
    pageProps(context, { settings: shellSettings } as unknown as ShellPageProps),
}));

import { withOemPageProps } from './oem-page-props';

const contextOf = (params: Record<string, string> = {}) => ({ params, req: { headers: {} }, res: { statusCode: 200 } }) as unknown as GetServerSidePropsContext;
const ID = '7a0c2c52-6d0e-4b7a-9c1e-3f5d2b8e1a01';

describe('withOemPageProps (R-23.42)', () => {
  it('renders the page while "show OEM" is on', async () => {
    shellSettings = { showOem: true };
    const context = contextOf({ id: ID });
    expect(await withOemPageProps((params) => isIdentifier(params.id))(context)).toEqual({ props: {} });
    expect(context.res.statusCode).toBe(200);
  });

  it('answers the not-found page, status 404, while "show OEM" is off', async () => {
    shellSettings = { showOem: false };
    const context = contextOf();
    expect(await withOemPageProps()(context)).toEqual({ props: { pageNotFound: true } });
    expect(context.res.statusCode).toBe(404);
  });

  it('answers not found for an address that names no project', async () => {
    shellSettings = { showOem: true };
    expect(await withOemPageProps((params) => isIdentifier(params.id))(contextOf({ id: 'not-an-id' }))).toEqual({ props: { pageNotFound: true } });
  });
});
