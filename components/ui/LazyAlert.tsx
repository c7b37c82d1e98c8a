import dynamic from 'next/dynamic';
import type { AlertProps } from '@mantine/core';

/**
 * Mantine's Alert (with the close button it brings, ~1 kB gzipped) for a message most visits never show: a failed
 * read, a refused action, a form's outcome. It loads when it is first shown. When the server draws it, the page loads
 * its chunk with its first scripts, before hydration, so a server-drawn alert is there from the first paint as before.
 */
export const LazyAlert = dynamic<AlertProps>(() => import('./MantineAlert'));
