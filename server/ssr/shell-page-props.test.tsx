/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { ShellApp, type TemplatesSeen } from '@/components/providers/testing/shell-app';
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';
import { staticShellPageProps, withShellPageProps, type ShellPageProps } from './shell-page-props';

type ApiFetch = (request: Request) => Promise<Response>;
const registry = globalThis as unknown as Record<symbol, ApiFetch | undefined>;
const TEMPLATES = [
  { id: 't1', name: 'Biochar' },
  { id: 't2', name: 'Rooftop solar' },
];

function context(): GetServerSidePropsContext {
  const res = { statusCode: 200, setHeader: jest.fn() };
  return { req: { headers: { host: 'app.example.org' }, cookies: {} }, res, query: {}, resolvedUrl: '/' } as unknown as GetServerSidePropsContext;
}

/** The page's props as Next writes them into the page (`__NEXT_DATA__`) and the browser reads them back. */
async function servedProps<Props extends ShellPageProps>(getServerSideProps: GetServerSideProps<Props>): Promise<Props> {
  const result = await getServerSideProps(context());
  if (!('props' in result)) throw new Error('The page answered no props');
  return JSON.parse(JSON.stringify(await result.props)) as Props;
}

/** What React and the shell read from the browser's globals. */
const BROWSER_GLOBALS = [
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLIFrameElement',
  'Event',
  'getComputedStyle',
];

/** Makes this Node process look like the browser that received `html`; returns what undoes it. */
function browserWith(html: string): { container: Element; restore: () => void } {
  const dom = new JSDOM(`<!doctype html><html><body><div id="__next">${html}</div></body></html>`, { url: 'https://app.example.org/' });
  const target = globalThis as unknown as Record<string, unknown>;
  const source = dom.window as unknown as Record<string, unknown>;
  const added = ['window', ...BROWSER_GLOBALS.filter((name) => !(name in globalThis))];
  for (const name of added) target[name] = name === 'window' ? dom.window : source[name];
  return {
    container: dom.window.document.getElementById('__next') as Element,
    restore: () => {
      for (const name of added) delete target[name];
      dom.window.close();
    },
  };
}

beforeEach(() => {
  registry[API_FETCH_SYMBOL] = async (request) => (new URL(request.url).pathname === '/api/resources/templates' ? Response.json(TEMPLATES) : Response.json({}, { status: 404 }));
});

afterEach(() => {
  delete registry[API_FETCH_SYMBOL];
});

describe('shell page props', () => {
  it("put the templates in the request's server store, and hand the page that store's app state instead of a templates prop", async () => {
    const props = await servedProps(withShellPageProps());
    expect(props).not.toHaveProperty('templates');
    expect(props.initialState).toEqual({ app: { templates: TEMPLATES } });
    expect(props.publicConfig).toBeDefined();
    expect(props.language).toBe('en');
  });

  it("merge a page's own props over the shell's and keep the server store", async () => {
    const props = await servedProps(withShellPageProps(async (_context, shell) => ({ props: { signedIn: shell.me !== null } })));
    expect(props).toMatchObject({ signedIn: false, initialState: { app: { templates: TEMPLATES } } });
  });

  it("pass a page's not-found or redirect answer through", async () => {
    const getServerSideProps = withShellPageProps(async () => ({ notFound: true }));
    expect(await getServerSideProps(context())).toMatchObject({ notFound: true });
  });

  it('give the pages built ahead (404, 500) no templates and no server store', async () => {
    const result = await staticShellPageProps({});
    expect(result).toHaveProperty('props');
    expect((result as { props: object }).props).not.toHaveProperty('templates');
    expect((result as { props: object }).props).not.toHaveProperty('initialState');
  });

  it("render the server HTML from the store, and give the browser's store the templates before its first render and without a request", async () => {
    const props = await servedProps(withShellPageProps());
    const html = renderToString(<ShellApp pageProps={props} />);
    expect(html).toContain('<li>Biochar</li><li>Rooftop solar</li>');

    const browser = browserWith(html);
    const fetchSpy = jest.fn(async () => Response.json({}));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchSpy as typeof fetch;
    const seen: (TemplatesSeen & { requests: number })[] = [];
    const recoverable: unknown[] = [];
    try {
      // A fresh copy of the modules, loaded with a window: the browser's React, next-redux-wrapper and store.
      let client!: { React: typeof ReactModule; ReactDom: typeof ReactDomClient; ShellApp: typeof ShellApp };
      jest.isolateModules(() => {
        client = {
          React: jest.requireActual('react'),
          ReactDom: jest.requireActual('react-dom/client'),
          ShellApp: (jest.requireActual('@/components/providers/testing/shell-app') as { ShellApp: typeof ShellApp }).ShellApp,
        };
      });
      const onRender = (templates: TemplatesSeen) => seen.push({ ...templates, requests: fetchSpy.mock.calls.length });
      const app = client.React.createElement(client.ShellApp, { pageProps: props, onRender });
      let root!: ReactDomClient.Root;
      await client.React.act(async () => {
        root = client.ReactDom.hydrateRoot(browser.container, app, { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(seen[0]).toEqual({ stored: TEMPLATES, shared: TEMPLATES, requests: 0 });
      expect(recoverable).toEqual([]);
      expect(browser.container.querySelector('[data-testid="store-templates"]')?.textContent).toBe('BiocharRooftop solar');
      expect(fetchSpy).not.toHaveBeenCalled();
      await client.React.act(async () => root.unmount());
    } finally {
      globalThis.fetch = realFetch;
      browser.restore();
    }
  });
});
