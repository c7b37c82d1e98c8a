/**
 * The simple markdown of knowledge-hub articles, parsed into plain data that ArticleBody renders as React
 * elements (never as HTML): paragraphs, `##`/`###` headings, `-` or `*` bullet lists, `1.` numbered lists,
 * and inline **bold**, *italic* and [links](/knowledge-hub/slug). Anything else stays text.
 */

export type Inline =
  { type: 'text'; text: string } | { type: 'strong'; children: Inline[] } | { type: 'em'; children: Inline[] } | { type: 'link'; href: string; children: Inline[] };

export type Block = { type: 'heading'; level: 2 | 3; children: Inline[] } | { type: 'paragraph'; children: Inline[] } | { type: 'list'; ordered: boolean; items: Inline[][] };

/** Only site paths and http(s) addresses become links; `javascript:`, `data:` and the like stay text. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  return null;
}

const INLINE = /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The inline parts of one line of text. */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.type === 'text') last.text += value;
    else parts.push({ type: 'text', text: value });
  };
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(index, match.index));
    index = match.index + match[0].length;
    const [whole, bold, italic, label, href] = match;
    if (bold !== undefined) parts.push({ type: 'strong', children: parseInline(bold) });
    else if (italic !== undefined) parts.push({ type: 'em', children: parseInline(italic) });
    else {
      const safe = safeHref(href);
      if (safe) parts.push({ type: 'link', href: safe, children: parseInline(label) });
      else pushText(whole);
    }
  }
  pushText(text.slice(index));
  return parts;
}

const HEADING = /^(#{2,3})\s+(.+)$/;
const BULLET = /^[-*]\s+(.+)$/;
const NUMBERED = /^\d+[.)]\s+(.+)$/;

/** The blocks of an article body; blank lines separate paragraphs, list items follow one another. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1].length as 2 | 3, children: parseInline(heading[2]) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = Boolean(numbered);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]);
      continue;
    }
    if (list) {
      // A line right under a list item continues that item.
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The plain text of inline parts (for labels and tests). */
export function inlineText(parts: Inline[]): string {
  return parts.map((part) => (part.type === 'text' ? part.text : inlineText(part.children))).join('');
}
