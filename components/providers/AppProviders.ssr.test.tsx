/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/config/public-config';
import { AppProviders } from './AppProviders';
import { useShared } from './SharedContext';

function Templates() {
  return <p>{useShared().templates.length} templates</p>;
}

const router = { events: { on: jest.fn(), off: jest.fn() } } as unknown as NextRouter;

describe('AppProviders on the server', () => {
  it('renders the page with its shell props and no browser', () => {
    const html = renderToString(
      <RouterContext.Provider value={router}>
        <AppProviders pageProps={{ templates: [{ id: 't1' }], publicConfig: DEFAULT_PUBLIC_CONFIG }}>
          <Templates />
        </AppProviders>
      </RouterContext.Provider>,
    );
    expect(html).toContain('1<!-- --> templates');
  });
});
