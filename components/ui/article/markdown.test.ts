import { inlineText, parseInline, parseMarkdown, safeHref } from './markdown';

describe('parseMarkdown', () => {
  it('splits paragraphs, headings and lists', () => {
    const blocks = parseMarkdown(['First line', 'same paragraph.', '', '## A heading', '- one', '- **two**', '  continued', '', '1. first', '2) second', '### Small'].join('\n'));
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'heading', 'list', 'list', 'heading']);
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'First line same paragraph.' }] });
    expect(blocks[1]).toMatchObject({ type: 'heading', level: 2 });
    const bullets = blocks[2];
    expect(bullets.type === 'list' && !bullets.ordered && bullets.items.map(inlineText)).toEqual(['one', 'two continued']);
    const numbered = blocks[3];
    expect(numbered.type === 'list' && numbered.ordered && numbered.items.map(inlineText)).toEqual(['first', 'second']);
    expect(blocks[4]).toMatchObject({ type: 'heading', level: 3 });
  });

  it('keeps a single # line, a ####heading and Windows line ends as text', () => {
    const blocks = parseMarkdown('# Not a heading here\r\n#### nor here');
    expect(blocks).toHaveLength(1);
    expect(blocks[0].type === 'paragraph' && inlineText(blocks[0].children)).toBe('# Not a heading here #### nor here');
  });

  it('starts a new list when a paragraph is followed by items', () => {
    const blocks = parseMarkdown('Intro:\n- a\n- b\nAfter the list, still item b');
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'list']);
  });
});

describe('parseInline', () => {
  it('reads bold, italic and links', () => {
    expect(parseInline('a **bold** and *soft* [link](/knowledge-hub/additionality).')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'soft' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/knowledge-hub/additionality', children: [{ type: 'text', text: 'link' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves underscores, lone asterisks and HTML as plain text', () => {
    expect(parseInline('H/C_org below 0.7, C_org × 44/12')).toEqual([{ type: 'text', text: 'H/C_org below 0.7, C_org × 44/12' }]);
    expect(parseInline('2 * 3 * 4')).toEqual([{ type: 'text', text: '2 * 3 * 4' }]);
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('turns only site paths and http(s) addresses into links', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ type: 'text', text: '[x](javascript:alert(1))' }]);
    expect(safeHref('//evil.example/path')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('https://puro.earth')).toBe('https://puro.earth');
    expect(safeHref('/knowledge-hub/mrv-requirements')).toBe('/knowledge-hub/mrv-requirements');
  });
});
