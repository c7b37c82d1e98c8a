import { ANCHOR_SCROLL_OFFSET_RATIO } from '@/lib/constants';

/** The element an in-page link points at: by id, else by name. */
function anchorTarget(doc: Document, href: string): Element | null {
  let id = href.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw fragment
  }
  if (!id) return null;
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

/** Where to scroll so that the target sits 20 % of the window height below the top. */
export function anchorScrollTop(target: Element, view: Pick<Window, 'scrollY' | 'innerHeight'>): number {
  const top = target.getBoundingClientRect().top + view.scrollY - view.innerHeight * ANCHOR_SCROLL_OFFSET_RATIO;
  return Math.max(0, top);
}

/**
 * Clicks on links whose href starts with `#` scroll smoothly to their target, leaving 20 % of the window height
 * above it. Modified clicks, other buttons, handled clicks and links without a target are left alone.
 * Returns a function that removes the behaviour.
 */
export function installAnchorScrolling(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => undefined;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const origin = event.target instanceof view.Element ? event.target : null;
    const link = origin?.closest('a[href^="#"]');
    const href = link?.getAttribute('href');
    if (!href) return;
    const target = anchorTarget(doc, href);
    if (!target) return;
    event.preventDefault();
    view.scrollTo({ top: anchorScrollTop(target, view), behavior: 'smooth' });
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
