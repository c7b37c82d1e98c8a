import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { OPPORTUNITY_ID } from '@/store/api/testing/opportunities';
import { DOCUMENT_SHA256, SIGNATURE, TERMS } from '@/store/api/testing/commitments';
import { SigningScreen } from './SigningScreen';

const api = routedApiForEachTest();
const investor = { ...TEST_ME, name: 'Abel Activated', roles: ['investor' as const] };

async function fillAndSign() {
  await userEvent.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Abel Activated');
  await userEvent.type(screen.getByRole('textbox', { name: /Non-binding commitment/ }), '250000');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the terms above and I sign them' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign the terms' }));
}

describe('SigningScreen', () => {
  it('shows the terms with their hash, and signs with the typed name, the amount and the hash shown', async () => {
    let signed = false;
    api.on('GET', '/sign-and-commit-opp/sign', () => ({ body: signed ? { ...TERMS, can_sign: false, signatures: [SIGNATURE] } : TERMS }));
    api.on('POST', '/sign-and-commit-opp/sign', () => {
      signed = true;
      return { body: SIGNATURE };
    });
    renderInShell(<SigningScreen opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByText(/PART A. NON-DISCLOSURE/)).toBeInTheDocument();
    expect(screen.getByText(DOCUMENT_SHA256)).toBeInTheDocument();
    await fillAndSign();
    await waitFor(() => expect(api.callsTo('POST', '/sign-and-commit-opp/sign')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/sign-and-commit-opp/sign')[0].init.body))).toEqual({
      opportunity_id: OPPORTUNITY_ID,
      document_sha256: DOCUMENT_SHA256,
      typed_full_name: 'Abel Activated',
      commitment_amount: 250000,
      currency: 'EUR',
    });
    expect(await screen.findByRole('heading', { name: 'Your signature' })).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the signed PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign the terms' })).not.toBeInTheDocument();
  });

  it('shows a French reader the French terms with their own version and hash, asked in French, and signs that hash', async () => {
    const frenchSha256 = 'f'.repeat(64);
    const french = {
      ...TERMS,
      document_version: 'commitment-terms-2026-11-v1-fr',
      document_sha256: frenchSha256,
      language: 'fr' as const,
      text: 'CONDITIONS D’ENGAGEMENT\nVersion : commitment-terms-2026-11-v1-fr\n\nPARTIE A. CONFIDENTIALITÉ\n\nA1. Garder le secret.',
    };
    api.on('GET', '/sign-and-commit-opp/sign', { body: french });
    api.on('POST', '/sign-and-commit-opp/sign', { body: { ...SIGNATURE, document_version: french.document_version, document_sha256: frenchSha256 } });
    renderInShell(<SigningScreen opportunityId={OPPORTUNITY_ID} />, { me: investor, language: 'fr' });
    expect(await screen.findByText(/PARTIE A. CONFIDENTIALITÉ/)).toBeInTheDocument();
    expect(screen.getByText('Version commitment-terms-2026-11-v1-fr')).toBeInTheDocument();
    expect(screen.getByText(frenchSha256)).toBeInTheDocument();
    expect(screen.getByText('SHA-256 du texte')).toBeInTheDocument();
    expect(new Headers(api.callsTo('GET', '/sign-and-commit-opp/sign')[0].init.headers).get('language')).toBe('fr');
    await userEvent.type(screen.getByRole('textbox', { name: /Votre nom complet/ }), 'Abel Activated');
    await userEvent.type(screen.getByRole('textbox', { name: /Engagement non contraignant/ }), '250000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'J’ai lu les conditions ci-dessus et je les signe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Signer les conditions' }));
    await waitFor(() => expect(api.callsTo('POST', '/sign-and-commit-opp/sign')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/sign-and-commit-opp/sign')[0].init.body))).toMatchObject({ document_sha256: frenchSha256 });
  });

  it('tells a French reader who signed in English that the terms shown are the English ones signed', async () => {
    api.on('GET', '/sign-and-commit-opp/sign', { body: { ...TERMS, can_sign: false, signatures: [SIGNATURE] } });
    renderInShell(<SigningScreen opportunityId={OPPORTUNITY_ID} />, { me: investor, language: 'fr' });
    expect(await screen.findByText(/PART A. NON-DISCLOSURE/)).toBeInTheDocument();
    expect(screen.getByText(/Voici les conditions telles que vous les avez signées, en anglais/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Votre signature' })).toBeInTheDocument();
  });

  it('sends nothing without a name, an amount and the confirmation', async () => {
    api.on('GET', '/sign-and-commit-opp/sign', { body: TERMS });
    renderInShell(<SigningScreen opportunityId={OPPORTUNITY_ID} />, { me: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign the terms' }));
    expect(screen.getByText('Type your full name to sign')).toBeInTheDocument();
    expect(screen.getByText('State an amount above 0')).toBeInTheDocument();
    expect(screen.getByText('Confirm that you have read the terms')).toBeInTheDocument();
    expect(api.callsTo('POST', '/sign-and-commit-opp/sign')).toHaveLength(0);
  });

  it('says the terms changed when the hash is stale, and reads them again', async () => {
    api.on('GET', '/sign-and-commit-opp/sign', { body: TERMS });
    api.on('POST', '/sign-and-commit-opp/sign', { status: 409, body: { detail: { message: 'The terms changed since you read them', current_sha256: 'd'.repeat(64) } } });
    renderInShell(<SigningScreen opportunityId={OPPORTUNITY_ID} />, { me: investor });
    await screen.findByText(/PART A. NON-DISCLOSURE/);
    await fillAndSign();
    expect(await screen.findByText(/The terms changed while you read them/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/sign-and-commit-opp/sign').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the developer the signatures read-only, and checks one', async () => {
    api.on('GET', '/sign-and-commit-opp/sign', { body: { ...TERMS, side: 'developer', can_sign: false, signatures: [SIGNATURE] } });
    api.on('POST', '/sign-and-commit-opp/validate', { body: { valid: false, signature_id: SIGNATURE.id, reason: 'stored_pdf', checks: [], signature: SIGNATURE } });
    renderInShell(<SigningScreen opportunityId={OPPORTUNITY_ID} />, { me: TEST_ME });
    expect(await screen.findByRole('heading', { name: 'Signature of Abel Activated' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign the terms' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check the signature' }));
    expect(await screen.findByText('The check failed: the stored PDF.')).toBeInTheDocument();
  });

  it('tells a non-activated investor why the terms are closed', async () => {
    api.on('GET', '/sign-and-commit-opp/sign', { status: 403, body: { detail: { message: 'Only an activated investor' } } });
    renderInShell(<SigningScreen opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByText(/must be activated by our team/)).toBeInTheDocument();
  });
  it('tells a signer the opportunity closed, and keeps the record and the PDF within reach (requirements R-21.3)', async () => {
    api.on('GET', '/sign-and-commit-opp/sign', { body: { ...TERMS, can_sign: false, listed: false, signatures: [SIGNATURE] } });
    renderInShell(<SigningScreen opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByText(/This opportunity is closed\. What you signed, the terms and the signed PDF, stays available to you here\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check a copy of a signed PDF' })).toHaveAttribute('href', '/commitments/verify');
  });
});
