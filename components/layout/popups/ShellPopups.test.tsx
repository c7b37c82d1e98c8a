import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from '@/lib/api/request';
import { signIn, signUp } from '@/lib/auth/actions';
import { setClientConfig } from '@/lib/config/client-config';
import { saveProject } from '@/store/slices/project';
import { updateAssessment } from '@/store/slices/assessment';
import {
  setCongrats,
  setNeedLoginPopup,
  setOemProject,
  setPicturePopup,
  setProjectPopup,
  setProposalPopup,
  setTemplates,
  setVipPopup,
  setWikiArticles,
  setWikiModal,
} from '@/store/slices/app';
import { renderInShell, TEST_ME } from '../testing/render-shell';
import { PROJECT_ID, projectDetailOf } from '@/store/api/testing/projects';
import { ShellPopups } from './ShellPopups';
import { PROPOSAL } from '@/store/api/testing/proposals';

jest.mock('@/lib/auth/actions', () => ({ signIn: jest.fn(async () => undefined), signUp: jest.fn(async () => undefined) }));
jest.mock('@/lib/api/request', () => ({ request: jest.fn() }));
const router = { pathname: '/opportunities', asPath: '/opportunities?id=7', push: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const mockedRequest = request as jest.MockedFunction<typeof request>;

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

const TEMPLATE = {
  id: '8a6f1c2e-5b7d-4e3f-9a1b-2c3d4e5f6a7b',
  slug: 'biochar-readiness',
  kind: 'project_readiness',
  version: 1,
  name: 'Biochar readiness',
  description: 'Is your biochar project ready for finance?',
  languages: ['en', 'fr'],
  counts: { steps: 3, assessments: 6, questions: 42 },
  readiness_threshold: 70,
  updated_at: '2026-01-05T10:00:00.000Z',
};

describe('popups of the app slice', () => {
  it('opens the need-login popup and closing it dispatches the closed state', async () => {
    const { store } = renderInShell(<ShellPopups />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(setNeedLoginPopup({ open: true, isInvestor: false }));
    });
    expect(await screen.findByRole('dialog', { name: 'You need an account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().app.needLoginPopup).toEqual({ open: false, isInvestor: false });
  });

  it('need-login: the sign-in buttons remember the page and start the right policy', async () => {
    setClientConfig({ federatedSignIn: ['google', 'linkedin'] });
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(setNeedLoginPopup({ open: true, isInvestor: false }));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'LinkedIn' }));
    expect(signIn).toHaveBeenCalledWith('linkedin');
    expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/opportunities?id=7');
    expect(store.getState().app.needLoginPopup.open).toBe(false);
    setClientConfig({});
  });

  it('need-login: offers Google and LinkedIn only when they are configured', async () => {
    setClientConfig({});
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(setNeedLoginPopup({ open: true, isInvestor: false }));
    });
    expect(await screen.findByRole('dialog', { name: 'You need an account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LinkedIn' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
  });

  it('need-login, investor variant: signs in and signs up through the investor policy', async () => {
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(setNeedLoginPopup({ open: true, isInvestor: true }));
    });
    expect(await screen.findByRole('dialog', { name: 'Investor access' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as an investor' }));
    expect(signIn).toHaveBeenCalledWith('investors');
    act(() => {
      store.dispatch(setNeedLoginPopup({ open: true, isInvestor: true }));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request an investor account' }));
    expect(signUp).toHaveBeenCalledWith('investors');
  });

  it('project popup: creates a project from a template of the store', async () => {
    mockedRequest.mockResolvedValueOnce(projectDetailOf({ id: PROJECT_ID, name: 'Loire biochar' }));
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(setTemplates([TEMPLATE, { unreadable: true }]));
      store.dispatch(setProjectPopup({ open: true, isOEM: false }));
    });
    await screen.findByRole('dialog', { name: 'Start a new project' });
    expect(screen.getByText('3 steps · 6 assessments · 42 questions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create the project' }));
    expect(screen.getByText('Give your project a name')).toBeInTheDocument();
    expect(mockedRequest).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Project name/ }), 'Loire biochar');
    await userEvent.click(screen.getByRole('radio', { name: /Biochar readiness/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the project' }));
    await waitFor(() => expect(store.getState().app.projectPopup.open).toBe(false));
    expect(mockedRequest).toHaveBeenCalledWith('POST', '/create_project', { name: 'Loire biochar', template_id: TEMPLATE.id }, expect.anything());
    expect(router.push).toHaveBeenCalledWith(`/projects/${PROJECT_ID}`);
    expect(store.getState().app.toast).toBe('“Loire biochar” has been created.');
  });

  it('project popup, OEM variant: points the vendor to their offer', async () => {
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(setProjectPopup({ open: true, isOEM: true }));
    });
    await screen.findByRole('dialog', { name: 'Projects that need your equipment' });
    await userEvent.click(screen.getByRole('button', { name: 'Describe my equipment' }));
    expect(router.push).toHaveBeenCalledWith('/oem');
    expect(store.getState().app.projectPopup).toEqual({ open: false, isOEM: true });
  });

  it('project popup with "show OEM" off: an OEM account gets the ordinary form, never the vendor variant', async () => {
    mockedRequest.mockResolvedValueOnce([]);
    const { store } = renderInShell(<ShellPopups />, { settings: { showOem: false } });
    act(() => {
      store.dispatch(setProjectPopup({ open: true, isOEM: true }));
    });
    expect(await screen.findByRole('dialog', { name: 'Start a new project' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Describe my equipment' })).toBeNull();
  });

  it('proposal popup: never opens while "show OEM" is off', async () => {
    const { store } = renderInShell(<ShellPopups />, { settings: { showOem: false } });
    act(() => {
      store.dispatch(setOemProject('project-9'));
      store.dispatch(setProposalPopup(true));
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('proposal popup: sends the offer for app.oemProject (R-23.60)', async () => {
    const fill = async (field: HTMLElement, text: string) => {
      await userEvent.click(field);
      await userEvent.paste(text);
    };
    mockedRequest.mockResolvedValueOnce(PROPOSAL);
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(setOemProject('project-9'));
      store.dispatch(setProposalPopup(true));
    });
    await screen.findByRole('dialog', { name: 'Send a proposal' });
    await fill(screen.getByRole('textbox', { name: /Model/ }), 'PyroLine 1500');
    await fill(screen.getByRole('textbox', { name: /Price/ }), '1250000');
    await fill(screen.getByRole('textbox', { name: /Lead time/ }), '36');
    await fill(screen.getByLabelText(/Valid until/), '2027-03-31');
    await fill(screen.getByRole('textbox', { name: /Terms/ }), '30 % on order');
    await userEvent.click(screen.getByRole('button', { name: 'Send the proposal' }));
    await waitFor(() => expect(store.getState().app.proposalPopup).toBe(false));
    expect(mockedRequest.mock.calls[0]?.slice(0, 3)).toEqual([
      'POST',
      '/oems/project',
      {
        project_id: 'project-9',
        proposal: {
          model: 'PyroLine 1500',
          quantity: 1,
          price_amount: 1250000,
          currency: 'EUR',
          delivery_date: null,
          lead_time_weeks: 36,
          valid_until: '2027-03-31',
          terms: '30 % on order',
        },
      },
    ]);
  });

  it('VIP popup: a signed-in user asks for premium access through a contact request', async () => {
    mockedRequest.mockResolvedValueOnce({ id: 'c1', received_at: '2026-01-05T10:00:00.000Z' });
    const { store } = renderInShell(<ShellPopups />, { me: TEST_ME });
    act(() => {
      store.dispatch(setVipPopup(true));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for premium access' }));
    await waitFor(() => expect(store.getState().app.vipPopup).toBe(false));
    expect(mockedRequest).toHaveBeenCalledWith('POST', '/contact', expect.objectContaining({ email: 'ana@example.org', subject: 'Premium access request' }));
    expect(store.getState().app.toast).toBe('Your request has been sent. Our team will contact you soon.');
  });

  it('VIP popup: a visitor is asked to sign in instead', async () => {
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(setVipPopup(true));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for premium access' }));
    expect(store.getState().app.vipPopup).toBe(false);
    expect(store.getState().app.needLoginPopup).toEqual({ open: true, isInvestor: false });
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('picture popup opens from app.picturePopup and closes into the store', async () => {
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(setPicturePopup(true));
    });
    expect(await screen.findByRole('dialog', { name: 'Company logo' })).toHaveTextContent('PNG, JPEG or WebP, 2 MB at most');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().app.picturePopup).toBe(false);
  });

  it('congrats popup offers the next assessment', async () => {
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(saveProject({ name: 'Loire plant', id: 'p-1', steps: [], offset: null }));
      store.dispatch(updateAssessment({ next_assessment_id: 'a-2' }));
      store.dispatch(setCongrats(true));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the next assessment' }));
    expect(router.push).toHaveBeenCalledWith('/projects/p-1/assessments/a-2');
    expect(store.getState().app.congrats).toBe(false);
  });

  it('wiki modal shows the linked article and switches to a related one', async () => {
    // The knowledge hub does not answer here: the modal keeps showing the articles of the store.
    mockedRequest.mockResolvedValue(null);
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(
        setWikiArticles([
          { slug: 'feedstock-moisture', title: 'Feedstock moisture', summary: 'Keep it at 15 % on average.' },
          { slug: 'h-c-ratio', title: 'The H/C ratio', content: 'Below 0.7 the carbon is considered stable.' },
        ]),
      );
      store.dispatch(setWikiModal({ open: true, link: 'feedstock-moisture', question_id: 'q-3' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Knowledge hub' });
    expect(dialog).toHaveTextContent('Keep it at 15 % on average.');
    expect(screen.getByRole('link', { name: 'Open in the knowledge hub' })).toHaveAttribute('href', '/knowledge-hub/feedstock-moisture');
    await userEvent.click(screen.getByRole('button', { name: 'The H/C ratio' }));
    expect(store.getState().app.wikiModal).toEqual({ open: true, link: 'h-c-ratio', question_id: 'q-3' });
    expect(await screen.findByText('Below 0.7 the carbon is considered stable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().app.wikiModal.open).toBe(false);
  });
});
