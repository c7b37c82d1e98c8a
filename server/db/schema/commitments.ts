import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/schemas/opportunities';
import { publications } from './opportunities';
import { users } from './users';

/**
 * An investor's signature of an opportunity's commitment terms (an NDA and a non-binding commitment amount): one per
 * opportunity and investor. It keeps the exact text signed and its SHA-256, who signed and from where, and the signed
 * PDF's place in storage with the SHA-256 of its bytes. Rows are never changed after signing; they go with their
 * opportunity or investor (the audit trail, which has no foreign keys, keeps the signature's record).
 */
export const commitmentSignatures = pgTable(
  'commitment_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typedFullName: text('typed_full_name').notNull(),
    commitmentAmount: numeric('commitment_amount', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    documentVersion: text('document_version').notNull(),
    documentSha256: text('document_sha256').notNull(),
    documentText: text('document_text').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    pdfContainer: text('pdf_container').notNull(),
    pdfPath: text('pdf_path').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    pdfSize: numeric('pdf_size', { mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('commitment_signatures_one_idx').on(table.publicationId, table.investorId), index('commitment_signatures_investor_idx').on(table.investorId)],
);
export type CommitmentSignatureRow = typeof commitmentSignatures.$inferSelect;
