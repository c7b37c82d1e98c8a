import type { Article, ArticlePage, ArticleSummary, KnowledgeHub } from '@/lib/schemas/knowledge';

/** Answers of the knowledge-hub API for the component tests. */
export const SUMMARIES: ArticleSummary[] = [
  {
    slug: 'feedstock-dry-mass',
    category: 'measurement',
    title: 'Feedstock moisture and dry mass',
    summary: 'Every mass in the calculation is a dry mass.',
    published_at: '2026-02-16T00:00:00.000Z',
  },
  {
    slug: 'additionality',
    category: 'eligibility',
    title: 'Additionality',
    summary: 'Would the project happen without carbon revenue?',
    published_at: '2026-01-26T00:00:00.000Z',
  },
];

export const HUB: KnowledgeHub = {
  total: 8,
  categories: [
    { category: 'eligibility', count: 2 },
    { category: 'measurement', count: 3 },
  ],
  latest: SUMMARIES,
};

export function pageOf(items: ArticleSummary[], total = items.length, page = 1): ArticlePage {
  return { items, total, page, page_size: 10 };
}

export const ARTICLE: Article = {
  ...SUMMARIES[0],
  body: 'Water is not carbon.\n\n## From wet mass to dry mass\n- Weigh the load\n- Measure its moisture',
  version: 2,
  updated_at: '2026-03-01T08:00:00.000Z',
};
