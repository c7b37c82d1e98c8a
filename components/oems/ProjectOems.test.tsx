import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { PROJECT_ID, projectDetailOf } from '@/store/api/testing/projects';
import { ProjectOems } from './ProjectOems';
import { PROJECT_MATCHES } from '@/store/api/testing/oems';

const api = routedApiForEachTest();

describe('ProjectOems', () => {
  it('explains each criterion in words, hard constraints apart, and links the missing answers', async () => {
    api.on('GET', '/oems/project', { body: PROJECT_MATCHES });
    api.on('GET', '/project', { body: projectDetailOf({ id: PROJECT_ID, access: 'read' }) });
    renderInShell(<ProjectOems projectId={PROJECT_ID} />);
    const card = await screen.findByRole('article', { name: 'Pyrotec Kilns' });
    expect(within(card).getByText('Score 80 / 100')).toBeInTheDocument();
    expect(within(card).getByText('Strong match')).toBeInTheDocument();
    expect(within(card).getByText('Every feedstock of the project is accepted.')).toBeInTheDocument();
    // The project's answer and the OEM's term, cited in words rather than codes.
    expect(within(card).getAllByText('forestry residues')[0]).toBeInTheDocument();
    expect(within(card).getByText('RK-2: forestry residues (up to 25 % moisture)')).toBeInTheDocument();
    expect(within(card).getByText('Answer missing')).toBeInTheDocument();
    // The region is a hard constraint: listed after the divider, not excluding.
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-criterion'))).toEqual(['feedstock', 'budget', 'region']);
    expect(within(card).getByText('Hard constraints')).toBeInTheDocument();
    expect(within(card).queryByText(/excludes this OEM/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How much do you need?' })).toHaveAttribute('href', PROJECT_MATCHES.missing[0].href);
    expect(screen.getByText(/not asked by this questionnaire/)).toBeInTheDocument();
    // A question in a locked step: what opens it, and a link to that step rather than to the locked question.
    expect(screen.getByText('— asked in the step “Plant design”, which opens once “Feedstock and eligibility” is completed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue “Feedstock and eligibility”' })).toHaveAttribute('href', PROJECT_MATCHES.missing[2].locked?.href);
    expect(screen.getByRole('link', { name: 'Proposals received' })).toHaveAttribute('href', `/projects/${PROJECT_ID}/proposals`);
    // A reader sees the setting but cannot change it.
    expect(screen.getByRole('switch', { name: 'Discoverable by verified OEMs' })).toBeDisabled();
  });

  it('lets the owner make the project discoverable with the fields chosen', async () => {
    api.on('GET', '/oems/project', { body: PROJECT_MATCHES });
    api.on('GET', '/project', { body: projectDetailOf({ id: PROJECT_ID, access: 'owner' }) });
    api.on('PUT', '/oems/discoverability', { body: { discoverable: true, fields: ['country', 'stage'] } });
    renderInShell(<ProjectOems projectId={PROJECT_ID} />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Discoverable by verified OEMs' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Country' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/oems/discoverability')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', '/oems/discoverability')[0].init.body))).toEqual({ project_id: PROJECT_ID, discoverable: true, fields: ['country', 'stage'] });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('says so when no OEM is verified yet', async () => {
    api.on('GET', '/oems/project', { body: { ...PROJECT_MATCHES, matches: [], missing: [] } });
    api.on('GET', '/project', { body: projectDetailOf({ id: PROJECT_ID, access: 'owner' }) });
    renderInShell(<ProjectOems projectId={PROJECT_ID} />);
    expect(await screen.findByText(/No verified OEM yet/)).toBeInTheDocument();
    expect(screen.getByText('Every question the criteria need is answered.')).toBeInTheDocument();
  });
});
