import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { OPPORTUNITY_ID } from '@/store/api/testing/opportunities';
import { TeaserDocuments } from './TeaserDocuments';

const api = routedApiForEachTest();

describe('TeaserDocuments', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:teaser';
    URL.revokeObjectURL = () => undefined;
    // jsdom does not navigate: the saved file's link is clicked for nothing.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('lists the documents shown with the opportunity, and downloads one', async () => {
    api.on('GET', '/opportunity/documents', (call) =>
      new URL(call.url, 'https://app.test').searchParams.has('file_id')
        ? { body: '%PDF-1.7' }
        : { body: [{ id: '7f6e3c1a-2b4d-4c5e-8f90-123456789abc', name: 'Teaser-deck.pdf', content_type: 'application/pdf', size: 250_000 }] },
    );
    renderInShell(<TeaserDocuments opportunityId={OPPORTUNITY_ID} />, { me: { ...TEST_ME, roles: ['investor'], investor_activated: true } });
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByText('(244 KB)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download Teaser-deck.pdf' }));
    await waitFor(() => expect(api.callsTo('GET', '/opportunity/documents')).toHaveLength(2));
    const download = new URL(api.callsTo('GET', '/opportunity/documents')[1].url, 'https://app.test').searchParams;
    expect(download.get('file_id')).toBe('7f6e3c1a-2b4d-4c5e-8f90-123456789abc');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when the developer chose no document', async () => {
    api.on('GET', '/opportunity/documents', { body: [] });
    renderInShell(<TeaserDocuments opportunityId={OPPORTUNITY_ID} />);
    await waitFor(() => expect(api.callsTo('GET', '/opportunity/documents')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
  });
});
