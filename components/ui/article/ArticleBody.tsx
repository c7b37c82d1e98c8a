import { Anchor, List, Text, Title } from '@mantine/core';
import Link from '@/components/ui/Link';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown';

function renderInline(parts: Inline[]): ReactNode {
  return parts.map((part, index) => {
    switch (part.type) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(part.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(part.children)}</em>;
      case 'link':
        return part.href.startsWith('/') ? (
          <Anchor key={index} component={Link} href={part.href}>
            {renderInline(part.children)}
          </Anchor>
        ) : (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {renderInline(part.children)}
          </Anchor>
        );
    }
  });
}

function renderBlock(block: Block, index: number, headingOffset: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const order = Math.min(6, block.level + headingOffset) as 2 | 3 | 4 | 5 | 6;
      return (
        <Title key={index} order={order} size={block.level === 2 ? 'h3' : 'h4'} mt="lg" mb="xs">
          {renderInline(block.children)}
        </Title>
      );
    }
    case 'paragraph':
      return (
        <Text key={index} mb="sm" lh={1.65}>
          {renderInline(block.children)}
        </Text>
      );
    case 'list':
      return (
        <List key={index} type={block.ordered ? 'ordered' : 'unordered'} spacing={6} mb="sm" lh={1.6}>
          {block.items.map((item, itemIndex) => (
            <List.Item key={itemIndex}>{renderInline(item)}</List.Item>
          ))}
        </List>
      );
  }
}

export interface ArticleBodyProps {
  /** The article body in simple markdown. */
  body: string;
  /** Added to the level of `##` and `###` headings (1 when the article title is itself a level-2 heading). */
  headingOffset?: number;
}

/** An article body rendered as React elements: no HTML from the text ever reaches the page. */
export function ArticleBody({ body, headingOffset = 0 }: ArticleBodyProps) {
  const blocks = useMemo(() => parseMarkdown(body), [body]);
  return <div>{blocks.map((block, index) => renderBlock(block, index, headingOffset))}</div>;
}
