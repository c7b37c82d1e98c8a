import type { Paginated, PaginationQuery } from '@/lib/schemas/common';

/** Rows to skip for a page. */
export function pageOffset({ page, page_size: pageSize }: PaginationQuery): number {
  return (page - 1) * pageSize;
}

/** The `{ items, total, page, pageSize }` answer of every list. */
export function paginated<Item>(items: Item[], total: number, { page, page_size: pageSize }: PaginationQuery): Paginated<Item> {
  return { items, total, page, page_size: pageSize };
}
