import type { ActivityReport, AuditTrail } from '@/lib/schemas/audit';
import type { CommitmentSignature, CommitmentTerms } from '@/lib/schemas/commitments';
import { INVESTOR_ID, OPPORTUNITY_ID } from './opportunities';

/** Answers of the commitments routes (terms, signatures, audit trail and report) for the component tests. */
export const SIGNATURE_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const DOCUMENT_SHA256 = 'c108f2d7e286ea1337438a59f78e6f870a0151c657407ac269aef096152137a6';

export const TERMS: CommitmentTerms = {
  opportunity_id: OPPORTUNITY_ID,
  opportunity_title: 'Loire biochar, phase 2',
  document_version: 'commitment-terms-2026-11-v1',
  document_sha256: DOCUMENT_SHA256,
  language: 'en',
  text: 'COMMITMENT TERMS\nVersion: commitment-terms-2026-11-v1\n\nPART A. NON-DISCLOSURE\n\nA1. Keep it secret.',
  side: 'investor',
  can_sign: true,
  listed: true,
  signatures: [],
};

export const SIGNATURE: CommitmentSignature = {
  id: SIGNATURE_ID,
  opportunity_id: OPPORTUNITY_ID,
  investor_id: INVESTOR_ID,
  investor_name: 'Abel Activated',
  typed_full_name: 'Abel Activated',
  commitment_amount: 250000,
  currency: 'EUR',
  document_version: TERMS.document_version,
  document_sha256: DOCUMENT_SHA256,
  pdf_sha256: '40ec9487f1ac0cb9c356b0ce5221294a4c086c6350b12c0825a9c410db093ecb',
  ip_address: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (Groundwork test)',
  signed_at: '2026-11-25T10:00:00.000Z',
};

const page = (number: number, views: number, seconds: number) => ({ page: number, views, seconds });

export const REPORT: ActivityReport = {
  opportunity_id: OPPORTUNITY_ID,
  opportunity_title: 'Loire biochar, phase 2',
  investors: [
    {
      investor_id: INVESTOR_ID,
      investor_name: 'Abel Activated',
      signed_at: SIGNATURE.signed_at,
      commitment_amount: 250000,
      currency: 'EUR',
      information_requests: 2,
      dataroom_requested_at: '2026-11-25T10:05:00.000Z',
      documents: [
        {
          file_id: 'f1',
          file_name: 'Business plan.pdf',
          views: 4,
          pages_viewed: 3,
          total_seconds: 70,
          downloads: 1,
          first_viewed_at: '2026-11-25T10:10:00.000Z',
          last_viewed_at: '2026-11-25T10:20:00.000Z',
          pages: [page(1, 2, 20), page(2, 1, 20), page(3, 1, 30)],
        },
      ],
    },
  ],
  documents: [
    {
      file_id: 'f1',
      file_name: 'Business plan.pdf',
      views: 4,
      pages_viewed: 3,
      total_seconds: 70,
      downloads: 1,
      first_viewed_at: '2026-11-25T10:10:00.000Z',
      last_viewed_at: '2026-11-25T10:20:00.000Z',
      pages: [page(1, 2, 20), page(2, 1, 20), page(3, 1, 30)],
    },
  ],
  verification: { valid: true, length: 12, broken_at_seq: null, reason: null, head_hash: 'a'.repeat(64) },
  not_opened: [{ investor_id: '9a8b7c6d-0000-4000-8000-00000000c001', investor_name: 'Nora Notyet', granted_at: '2026-11-24T09:00:00.000Z', folders: ['A. Technical'] }],
  viewers_over_time: [
    { date: '2026-11-25', viewers: 1, cumulative: 1 },
    { date: '2026-11-26', viewers: 2, cumulative: 2 },
  ],
  refused: [{ at: '2026-11-26T11:00:00.000Z', investor_id: INVESTOR_ID, investor_name: 'Abel Activated', attempt: 'page', reason: 'revoked', subject: 'Business plan.pdf · p. 2' }],
};

export const TRAIL: AuditTrail = {
  opportunity_id: OPPORTUNITY_ID,
  items: [
    {
      seq: 1,
      action: 'publication.create',
      actor_id: null,
      actor_name: 'Dana Developer',
      details: {},
      subject: '',
      created_at: '2026-11-20T10:00:00.000Z',
      prev_hash: null,
      hash: 'b'.repeat(64),
    },
    {
      seq: 2,
      action: 'commitment.signed',
      actor_id: INVESTOR_ID,
      actor_name: 'Abel Activated',
      details: {},
      subject: '',
      created_at: '2026-11-25T10:00:00.000Z',
      prev_hash: 'b'.repeat(64),
      hash: 'c'.repeat(64),
    },
  ],
  total: 2,
  page: 1,
  page_size: 20,
  verification: REPORT.verification,
};
