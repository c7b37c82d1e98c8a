import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';

/** An element's markup with its attributes (and its style's declarations) in a fixed order, so that two renders compare. */
export function canonicalMarkup(node: Element): string {
  const attributes = [...node.attributes]
    .map(({ name, value }) => [
      name,
      name === 'style'
        ? value
            .split(';')
            .map((part) => part.trim())
            .filter(Boolean)
            .sort()
            .join(';')
        : value,
    ])
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}="${value}"`);
  const children = [...node.childNodes].map((child) => (child instanceof Element ? canonicalMarkup(child) : (child.textContent ?? ''))).join('');
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children}</${node.tagName.toLowerCase()}>`;
}

/** What the server sends for an element inside Mantine's provider, read back as the browser reads it. */
export function serverRendered(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MantineProvider>{element}</MantineProvider>);
  return container;
}
