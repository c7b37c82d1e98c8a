import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { makeStore } from '@/store';
import '@/store/api/oems';
import { seedApiCache } from '@/store/prefetched';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { OemScreen } from './OemScreen';
import { OEM } from '@/store/api/testing/oems';

const api = routedApiForEachTest();

describe('OemScreen', () => {
  it("draws the sign-up form from the server's answer (no OEM yet) without reading it again", async () => {
    const store = makeStore();
    seedApiCache(store.dispatch, [{ endpointName: 'getMyOem', data: null }]);
    renderInShell(<OemScreen />, { store });
    expect(screen.getByText(/Not signed up yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save the offer' })).toBeEnabled());
    expect(api.callsTo('GET', '/oem')).toHaveLength(0);
  });

  it('signs an OEM up: the first save sends the company and its offer, and says so after the page reads it back', async () => {
    // Until the first save the user has no OEM; the save's invalidation then reads the new one.
    api.on('GET', '/oem', () => ({ body: api.callsTo('PUT', '/oem').length > 0 ? { ...OEM, status: 'pending' } : null }));
    api.on('PUT', '/oem', { body: { ...OEM, status: 'pending' } });
    renderInShell(<OemScreen />);
    expect(await screen.findByText(/Not signed up yet/)).toBeInTheDocument();
    expect(screen.getByText('Sign up with your offer first.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Company name/ }), 'Pyrotec Kilns');
    await userEvent.type(screen.getByRole('textbox', { name: /Country/ }), 'fr');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'RK-2');
    await userEvent.clear(screen.getByRole('textbox', { name: /Maximum capacity/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Maximum capacity/ }), '8000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'forestry residues' }));
    const regions = screen.getAllByLabelText(/Regions served/).find((element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden');
    await userEvent.type(regions!, 'FR{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save the offer' }));
    await waitFor(() => expect(api.callsTo('PUT', '/oem')).toHaveLength(1));
    const sent = JSON.parse(String(api.callsTo('PUT', '/oem')[0].init.body));
    expect(sent).toMatchObject({ legal_name: 'Pyrotec Kilns', country: 'fr', website: null, offer: { regions: ['FR'], lead_time_months: 6 } });
    expect(sent.offer.models).toEqual([
      { name: 'RK-2', capacity_min: 0, capacity_max: 8000, feedstocks: ['forestry_residues'], moisture_max: 30, outputs: ['biochar'], emissions_control: [], certifications: [] },
    ]);
    expect(await screen.findByText(/Waiting for our team's verification/)).toBeInTheDocument();
    expect(screen.getByText('Offer saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the requirements' })).toBeInTheDocument();
  });

  it('says a refusal in plain words, with its reason', async () => {
    api.on('GET', '/oem', { body: { ...OEM, status: 'refused', refusal_reason: 'Name a reference plant.' } });
    renderInShell(<OemScreen />);
    expect(await screen.findByText(/Refused: Name a reference plant\. Correct the offer/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your matched projects' })).not.toBeInTheDocument();
  });

  it('saves the requirements with their hard constraints', async () => {
    api.on('GET', '/oem', { body: OEM });
    api.on('PUT', '/oems/requirements', { body: { ...OEM.requirements, hard: ['region', 'budget'], budget_min: 300000 } });
    renderInShell(<OemScreen />);
    expect(await screen.findByText(/Verified: projects that match you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your matched projects' })).toHaveAttribute('href', '/oems/matches');
    await userEvent.type(screen.getByRole('textbox', { name: /Smallest budget/ }), '300000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'budget' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the requirements' }));
    await waitFor(() => expect(api.callsTo('PUT', '/oems/requirements')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', '/oems/requirements')[0].init.body))).toMatchObject({ budget_min: 300000, hard: ['region', 'budget'] });
    expect(await screen.findByText('Requirements saved')).toBeInTheDocument();
  });
});
