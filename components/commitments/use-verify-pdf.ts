import { useRef, useState } from 'react';
import type { PdfVerification } from '@/lib/schemas/commitments';
import { useAppDispatch } from '@/store/hooks';

/** Where a check of a copy stands: running, its verdict, or why it failed (shown with `failureMessage`). */
export interface PdfCheck {
  isLoading: boolean;
  data?: PdfVerification;
  error?: unknown;
}

const IDLE: PdfCheck = { isLoading: false };

/**
 * Checks a copy of a signed PDF (`POST /sign-and-commit-opp/verify`). The API client (RTK Query and the signing
 * endpoints) loads when a copy is first sent, not with the page, which visitors reach too (they get the invitation to
 * sign in, and never send anything). `reset` forgets the verdict, and the answer of a check started before it is then
 * dropped.
 */
export function useVerifyPdf() {
  const dispatch = useAppDispatch();
  const [check, setCheck] = useState<PdfCheck>(IDLE);
  const latest = useRef(0);

  const verify = async (file: File) => {
    const call = ++latest.current;
    setCheck({ isLoading: true });
    let next: PdfCheck;
    try {
      const { commitmentsApi } = await import('@/store/api/commitments');
      const sent = dispatch(commitmentsApi.endpoints.verifySignedPdf.initiate(file));
      const result = await sent;
      // The answer lives in this hook: the store keeps no entry for it.
      sent.reset();
      next = 'data' in result ? { isLoading: false, data: result.data } : { isLoading: false, error: result.error };
    } catch (error) {
      // The client's code could not be loaded (offline): said as any failed call.
      next = { isLoading: false, error };
    }
    if (call === latest.current) setCheck(next);
  };

  const reset = () => {
    latest.current += 1;
    setCheck(IDLE);
  };

  return [verify, { ...check, reset }] as const;
}
