import type { Language } from '@/lib/schemas/common';
import type { EvidenceKind } from '@/lib/schemas/monitoring-evidence';
import { type MailContent, writeMail } from './catalogue';
import { EVIDENCE_KIND_NAMES, EVIDENCE_MAIL } from './catalogues/evidence';

export interface EvidenceRejectedInput {
  language: Language;
  name: string;
  project: string;
  reviewer: string;
  kind: EvidenceKind;
  recordedAt: Date;
  comment: string;
  link: string;
}

/** A verifier's rejection of a record, to the project's owner. */
export function evidenceRejectedMail(input: EvidenceRejectedInput): MailContent {
  const { language, kind, recordedAt, ...facts } = input;
  const recorded = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(recordedAt) + ' UTC';
  return writeMail(EVIDENCE_MAIL, 'evidenceRejected', language, { ...facts, kind: EVIDENCE_KIND_NAMES[language][kind], recorded });
}
