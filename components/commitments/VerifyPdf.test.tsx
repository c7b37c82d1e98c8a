import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { fakeResponse } from '@/lib/api/testing/fake-fetch';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { PdfVerification } from '@/lib/schemas/commitments';
import { SIGNATURE } from '@/store/api/testing/commitments';
import { VerifyPdf } from './VerifyPdf';

const api = routedApiForEachTest();
const VERIFY = '/sign-and-commit-opp/verify';
const VALID: PdfVerification = {
  verdict: 'valid',
  finding: 'sealed',
  sha256: SIGNATURE.pdf_sha256,
  signature_id: SIGNATURE.id,
  matches_record: true,
  commitment: {
    id: SIGNATURE.id,
    opportunity_id: SIGNATURE.opportunity_id,
    opportunity_title: 'Loire biochar, phase 2',
    investor_name: 'Abel Activated',
    commitment_amount: 250000,
    currency: 'EUR',
    document_version: SIGNATURE.document_version,
    signed_at: SIGNATURE.signed_at,
  },
};

async function check(name = 'commitment.pdf') {
  renderInShell(<VerifyPdf />, { me: TEST_ME });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['%PDF-1.7'], name, { type: 'application/pdf' }));
  await userEvent.click(screen.getByRole('button', { name: 'Check the copy' }));
}

describe('VerifyPdf (requirements R-21.16)', () => {
  it('sends the copy and shows a valid seal with the commitment it names', async () => {
    api.on('POST', VERIFY, { body: VALID });
    await check();
    expect(await screen.findByText('Sealed by Groundwork, unchanged since signing')).toBeInTheDocument();
    expect(screen.getByText('Abel Activated')).toBeInTheDocument();
    expect(screen.getByText('This copy is byte for byte the PDF recorded at signing.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', VERIFY)).toHaveLength(1));
    expect(api.callsTo('POST', VERIFY)[0].init.body).toBeInstanceOf(FormData);
  });

  it('says a changed copy is modified, naming the commitment only by id to someone not a party', async () => {
    api.on('POST', VERIFY, { body: { ...VALID, verdict: 'modified', finding: 'digest_mismatch', matches_record: null, commitment: null } });
    await check();
    expect(await screen.findByText('Changed since Groundwork sealed it')).toBeInTheDocument();
    expect(screen.getByText('The seal is ours, but bytes it covers were changed after sealing.')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`The seal names commitment ${SIGNATURE.id}`))).toBeInTheDocument();
  });

  it('says a file without our seal is not ours', async () => {
    api.on('POST', VERIFY, { body: { ...VALID, verdict: 'not_ours', finding: 'no_seal', signature_id: null, matches_record: null, commitment: null } });
    await check('other.pdf');
    expect(await screen.findByText('Not a document Groundwork sealed')).toBeInTheDocument();
    expect(screen.getByText('This PDF carries no seal.')).toBeInTheDocument();
  });

  it('says why a check failed', async () => {
    api.on('POST', VERIFY, { status: 422, body: { detail: { message: 'The file is not a PDF' } } });
    await check();
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a PDF');
  });

  it('forgets the verdict when another file is chosen, even one whose answer was still on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    // This answer waits until the test gives it (the routing fake of each test answers at once); restored after the test.
    globalThis.fetch = sent as unknown as typeof fetch;
    await check();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.7'], 'another.pdf', { type: 'application/pdf' }));
    answer(fakeResponse({ body: VALID }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Sealed by Groundwork, unchanged since signing')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check the copy' })).toBeEnabled();
  });
});
