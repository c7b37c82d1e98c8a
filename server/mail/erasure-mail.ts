import type { Language } from '@/lib/schemas/common';
import { type MailContent, writeMail } from './catalogue';
import { ERASURE_MAIL, type ErasureMailKind } from './catalogues/erasure';

export type { ErasureMailKind } from './catalogues/erasure';

/** The answer to an erasure request, in the user's language (issue 24). */
export function erasureMail(kind: ErasureMailKind, input: { language: Language; name: string; link: string; reason?: string }): MailContent {
  const { language, ...facts } = input;
  return writeMail(ERASURE_MAIL, kind, language, facts);
}
