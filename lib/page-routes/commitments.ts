/* The addresses of the commitments' screens: the terms and signatures, and the investors' activity (see `shell.ts`). */
import { opportunityHref } from './opportunities';

/** The commitment terms of an opportunity: the investor reads and signs them; the developer and staff read the signatures. */
export function signHref(opportunityId: string): string {
  return `${opportunityHref(opportunityId)}/sign`;
}

/** The developer's view of investors' activity on an opportunity: the table, a chart per document, the CSV, the audit trail. */
export function activityReportHref(opportunityId: string): string {
  return `${opportunityHref(opportunityId)}/report`;
}

/** Where any party checks a copy of a signed PDF against the platform's seal (requirements ). */
export const VERIFY_PDF_PATH = '/commitments/verify';
