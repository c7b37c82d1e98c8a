import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import type { RecordedCall } from '@/lib/api/testing/fake-fetch';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { DOCUMENT, FILE_ID } from '@/store/api/testing/dataroom';
import { DocumentViewer } from './DocumentViewer';
import { renderPage } from './pdf-renderer';

// jsdom has no canvas: pdf.js's drawing is replaced, everything else (the requests, the timer, the refusals) is real.
jest.mock('./pdf-renderer', () => ({ renderPage: jest.fn(async () => 'Kiln design, page 1 Ada Investor · ada@example.com · 2026-11-25 21:40 UTC') }));

const api = routedApiForEachTest();
const investor = { ...TEST_ME, roles: ['investor' as const], investor_activated: true };
const ROOM = '/sign-and-commit-opp/dataroom';
const pageOf = (call: RecordedCall) => new URL(call.url, 'https://groundwork.test').searchParams.get('page');
let now = 0;

beforeEach(() => {
  now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
});

/** The document answers its page count; a page answers bytes, or what `refuse` says for that page. */
function serve(document = DOCUMENT, refuse: Record<string, { status: number; body: unknown }> = {}) {
  api.on('GET', ROOM, (call) => {
    const page = pageOf(call);
    if (!page) return { body: document };
    return refuse[page] ?? { body: '%PDF-1.7 one stamped page' };
  });
  api.on('PATCH', ROOM, { body: { recorded: true } });
}

describe('DocumentViewer', () => {
  it('asks for each page when it is shown, and reports the time spent on the page left', async () => {
    serve();
    renderInShell(<DocumentViewer fileId={FILE_ID} onClose={() => undefined} />, { me: investor });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    // The page is drawn once in the frame (at the frame's width) and once small among the thumbnails.
    await waitFor(() => expect(renderPage).toHaveBeenCalledTimes(2));
    // The drawn page is a picture; its text, watermark included, is its description for screen readers.
    expect(await screen.findByRole('img', { name: 'Page 1 of the document' })).toHaveAccessibleDescription(/Ada Investor · ada@example.com/);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    now = 12_400;
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', ROOM).map(pageOf).sort()).toEqual(['1', '2', null]));
    await waitFor(() => expect(api.callsTo('PATCH', ROOM)).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PATCH', ROOM)[0].init.body))).toEqual({ file_id: FILE_ID, page: 1, seconds: 12.4 });
    expect(screen.queryByRole('button', { name: 'Download (watermarked PDF)' })).not.toBeInTheDocument();
  });

  it('tells the investor why the next page is refused once access is revoked', async () => {
    serve(DOCUMENT, { '2': { status: 403, body: { detail: { message: 'Revoked', reason: 'revoked' } } } });
    renderInShell(<DocumentViewer fileId={FILE_ID} onClose={() => undefined} />, { me: investor });
    await screen.findByText('Page 1 of 3');
    await waitFor(() => expect(renderPage).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The developer has revoked your access to this part of the data room.');
  });

  it('says an expired access in its own words, and offers the download only when allowed', async () => {
    serve({ ...DOCUMENT, can_download: true }, { '1': { status: 403, body: { detail: { message: 'Expired', reason: 'expired' } } } });
    renderInShell(<DocumentViewer fileId={FILE_ID} onClose={() => undefined} />, { me: investor });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your access to this part of the data room has expired.');
    expect(screen.getByRole('button', { name: 'Download (watermarked PDF)' })).toBeInTheDocument();
  });

  it('zooms with its buttons, jumps to a page typed, and tells the address each page shown (requirements R-21.13)', async () => {
    serve();
    const pages: number[] = [];
    renderInShell(<DocumentViewer fileId={FILE_ID} initialPage={2} onPageChange={(page) => pages.push(page)} onClose={() => undefined} />, { me: investor });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('100 %');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('125 %');
    // A new zoom draws the page again from its bytes: no second request, so no second recorded view.
    await waitFor(() => expect(renderPage).toHaveBeenLastCalledWith(expect.any(ArrayBuffer), expect.anything(), expect.any(Number)));
    expect(api.callsTo('GET', ROOM).map(pageOf).filter(Boolean)).toEqual(['2']);
    await userEvent.click(screen.getByRole('button', { name: 'Fit to width' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('100 %');
    await userEvent.type(screen.getByRole('textbox', { name: 'Go to page (1 to 3)' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(pages).toEqual([3]);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches the document’s text on the server and jumps to a page found', async () => {
    serve();
    api.on('GET', ROOM, (call) => {
      const url = new URL(call.url, 'https://groundwork.test');
      if (url.searchParams.get('search')) return { body: { file_id: FILE_ID, query: 'kiln', matches: [{ page: 3, excerpt: 'The kiln runs at 650 °C' }] } };
      return url.searchParams.get('page') ? { body: '%PDF-1.7 one stamped page' } : { body: DOCUMENT };
    });
    renderInShell(<DocumentViewer fileId={FILE_ID} onClose={() => undefined} />, { me: investor });
    await screen.findByText('Page 1 of 3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search in the document' }), 'kiln');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 page holds “kiln”:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Page 3 The kiln runs at 650 °C/ }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  });
});
