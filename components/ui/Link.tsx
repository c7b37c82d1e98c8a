import NextLink from 'next/link';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/**
 * The app's link: Next's `Link`, except that a page's code is fetched when the pointer rests on the link or a
 * finger touches it, not as soon as the link scrolls into view. Next's Pages Router loads the prefetched page's
 * scripts as scripts, so prefetching every visible link compiled the code of the dashboard, the project list and
 * the knowledge hub on a phone's main thread while the page was still starting. A page may still ask for eager
 * prefetching with `prefetch`.
 */
export const Link = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<typeof NextLink>>(function Link({ prefetch = false, ...props }, ref) {
  return <NextLink ref={ref} prefetch={prefetch} {...props} />;
});

export default Link;
