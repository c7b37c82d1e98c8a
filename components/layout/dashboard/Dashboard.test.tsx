import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTHER_USER, PROJECT_ID, projectSummaryOf, USER } from '@/store/api/testing/projects';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import { renderInShell, TEST_ME } from '../testing/render-shell';
import { Dashboard } from './Dashboard';
import { LatestArticlesCard } from './LatestArticlesCard';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/homepage', query: {}, push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));
jest.mock('@/lib/env/v2-handoff', () => ({ handOffToV2: jest.fn(async () => true) }));

const SHARED_ID = '8b1d3c5e-7f9a-4b2c-8d4e-6f8a0b2c4d6e';
const TRANSFER_ID = '6c5b4a39-2817-4f6e-9d5c-4b3a29180716';

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, page_size: 4 });

const api = routedApiForEachTest();

beforeEach(() => {
  api.on('GET', '/projects', (call) =>
    call.url.includes('scope=shared')
      ? {
          body: page([projectSummaryOf({ id: SHARED_ID, name: 'Ghana cocoa husks', access: 'edit', owner: OTHER_USER, progress: 10 })]),
        }
      : { body: page([projectSummaryOf({ progress: 42 })]) },
  );
  api.on('GET', '/get_ownership', {
    body: {
      incoming: [
        {
          id: TRANSFER_ID,
          project: { id: SHARED_ID, name: 'Ghana cocoa husks' },
          from: OTHER_USER,
          to_email: USER.email,
          status: 'pending',
          created_at: '2026-03-01T10:00:00.000Z',
          decided_at: null,
        },
      ],
      outgoing: [],
    },
  });
  api.on('GET', '/knowledge-hub', {
    body: {
      total: 1,
      categories: [{ category: 'technology', count: 1 }],
      latest: [
        {
          slug: 'pyrolysis-basics',
          category: 'technology',
          title: 'Pyrolysis in five minutes',
          summary: 'Heat without oxygen.',
          published_at: '2026-02-01T00:00:00.000Z',
        },
      ],
    },
  });
});

describe('Dashboard', () => {
  it('lists my projects with their progress and those shared with me', async () => {
    renderInShell(<Dashboard me={TEST_ME} />, { me: TEST_ME });
    const mine = await screen.findByRole('region', { name: 'My projects' });
    const link = await within(mine).findByRole('link', { name: /Loire biochar/ });
    expect(link).toHaveAttribute('href', `/projects/${PROJECT_ID}`);
    expect(within(mine).getByText('42 %')).toBeInTheDocument();
    const shared = screen.getByRole('region', { name: 'Shared with me' });
    expect(await within(shared).findByRole('link', { name: /Ghana cocoa husks/ })).toBeInTheDocument();
    expect(within(shared).getByText('Owner: Bruno Costa')).toBeInTheDocument();
    expect(api.callsTo('GET', '/projects').map((call) => call.url)).toEqual(
      expect.arrayContaining(['/api/projects?scope=owned&page=1&page_size=4', '/api/projects?scope=shared&page=1&page_size=4']),
    );
  });

  it('shows pending ownership transfers and accepts one', async () => {
    api.on('PUT', '/ownership', {
      body: {
        id: TRANSFER_ID,
        project: { id: SHARED_ID, name: 'Ghana cocoa husks' },
        from: OTHER_USER,
        to_email: USER.email,
        status: 'accepted',
        created_at: '2026-03-01T10:00:00.000Z',
        decided_at: '2026-03-02T10:00:00.000Z',
      },
    });
    const { store } = renderInShell(<Dashboard me={TEST_ME} />, { me: TEST_ME });
    const transfers = await screen.findByRole('region', { name: 'Projects offered to you' });
    expect(within(transfers).getByText('Bruno Costa wants to hand “Ghana cocoa husks” over to you.')).toBeInTheDocument();
    await userEvent.click(within(transfers).getByRole('button', { name: 'Accept “Ghana cocoa husks”' }));
    await waitFor(() => expect(api.callsTo('PUT', '/ownership')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', '/ownership')[0].init.body))).toEqual({ id: TRANSFER_ID, decision: 'accept' });
    await waitFor(() => expect(store.getState().app.toast).toBe('You are now the owner of “Ghana cocoa husks”.'));
  });

  it('shows the latest articles of the knowledge hub', async () => {
    renderInShell(<Dashboard me={TEST_ME} />, { me: TEST_ME });
    expect(await screen.findByRole('link', { name: 'Pyrolysis in five minutes' })).toHaveAttribute('href', '/knowledge-hub/pyrolysis-basics');
  });

  it('opens the shell\'s new-project popup from its one "New project" button', async () => {
    const { store } = renderInShell(<Dashboard me={TEST_ME} />, { me: TEST_ME });
    await screen.findByRole('link', { name: /Loire biochar/ });
    expect(screen.getAllByRole('button', { name: /new project|start a project/i })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(store.getState().app.projectPopup).toEqual({ open: true, isOEM: false });
  });

  it('shows the way to monitoring only while "show migration" is on', async () => {
    const { unmount } = renderInShell(<Dashboard me={TEST_ME} />, { me: TEST_ME });
    // The card loads in its own chunk.
    await userEvent.click(await screen.findByRole('link', { name: 'Open monitoring' }));
    expect(handOffToV2).toHaveBeenCalledWith('/', { environment: 'staging', language: 'en' });
    unmount();
    renderInShell(<Dashboard me={TEST_ME} />, { me: TEST_ME, settings: { showMigration: false } });
    expect(screen.queryByRole('region', { name: 'Plant monitoring' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open monitoring' })).toBeNull();
  });

  it('offers an OEM account the vendor variant of the popup only while "show OEM" is on', async () => {
    const oem = { ...TEST_ME, roles: ['oem' as const] };
    const shown = renderInShell(<Dashboard me={oem} />, { me: oem });
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(shown.store.getState().app.projectPopup).toEqual({ open: true, isOEM: true });
    shown.unmount();
    const hidden = renderInShell(<Dashboard me={oem} />, { me: oem, settings: { showOem: false } });
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(hidden.store.getState().app.projectPopup).toEqual({ open: true, isOEM: false });
    expect(screen.queryByRole('region', { name: 'Your equipment offer' })).toBeNull();
  });

  it('shows an OEM its offer card with its verification state while "show OEM" is on', async () => {
    const oem = { ...TEST_ME, roles: ['oem' as const] };
    api.on('GET', '/oem', { body: null });
    renderInShell(<Dashboard me={oem} />, { me: oem });
    const card = await screen.findByRole('region', { name: 'Your equipment offer' });
    expect(await within(card).findByText(/Describe the reactors you sell/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Your offer' })).toHaveAttribute('href', '/oem');
  });

  it('welcomes back a returning user and welcomes a newcomer', () => {
    const { unmount } = renderInShell(<Dashboard me={TEST_ME} />, { me: TEST_ME });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ana Ferreira');
    unmount();
    const newcomer = { ...TEST_ME, created_at: new Date(Date.now() - 60_000).toISOString() };
    renderInShell(<Dashboard me={newcomer} />, { me: newcomer });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Groundwork, Ana Ferreira');
  });
});

describe('LatestArticlesCard', () => {
  it('invites to browse the hub when there is no article', () => {
    renderInShell(<LatestArticlesCard articles={[]} />);
    expect(screen.getByText('Articles from the knowledge hub will appear here.')).toBeInTheDocument();
  });
});
