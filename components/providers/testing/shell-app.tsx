import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useAppSelector } from '@/store/hooks';
import { AppProviders, type ShellPageProps } from '../AppProviders';
import { useShared } from '../SharedContext';

/** What a probe saw when it rendered: the store's and the shared context's templates. */
export interface TemplatesSeen {
  stored: unknown[];
  shared: unknown[];
}

/** Lists the names of the store's templates, and tells `onRender` what it saw at each render. */
function StoreTemplates({ onRender }: { onRender?: (seen: TemplatesSeen) => void }) {
  const stored = useAppSelector((state) => state.app.templates);
  const { templates: shared } = useShared();
  onRender?.({ stored, shared });
  return (
    <ul data-testid="store-templates">
      {stored.map((template, index) => (
        <li key={index}>{(template as { name?: string }).name}</li>
      ))}
    </ul>
  );
}

/** The page router Next mounts around the app; only its events are read by next-redux-wrapper. */
const router = { events: { on: () => undefined, off: () => undefined, emit: () => undefined } } as unknown as NextRouter;

/** The app's providers around a probe of the store's templates, as `_app` mounts them for a page's props. */
export function ShellApp({ pageProps, onRender }: { pageProps: object; onRender?: (seen: TemplatesSeen) => void }) {
  return (
    <RouterContext.Provider value={router}>
      <AppProviders pageProps={pageProps as ShellPageProps}>
        <StoreTemplates onRender={onRender} />
      </AppProviders>
    </RouterContext.Provider>
  );
}
