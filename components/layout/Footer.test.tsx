import { screen } from '@testing-library/react';
import { Footer } from './Footer';
import { renderInShell } from './testing/render-shell';

jest.mock('@/lib/auth/actions', () => ({ signIn: jest.fn(async () => undefined), signUp: jest.fn(async () => undefined) }));
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/knowledge-hub', asPath: '/knowledge-hub', push: jest.fn() }) }));

const badge = () => document.querySelector('[data-environment-badge]');

describe('Footer', () => {
  it('links to the monitoring host of the environment while "show migration" is on', () => {
    renderInShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Plant monitoring' })).toHaveAttribute('href', 'https://monitoring.staging.groundwork.eco/');
  });

  it('links to the monitoring origin the server gave the page (monitoring.localhost on a developer machine)', () => {
    renderInShell(<Footer />, { environment: 'dev', monitoringOrigin: 'https://monitoring.localhost:3000' });
    const link = screen.getByRole('link', { name: 'Plant monitoring' });
    expect(link).toHaveAttribute('href', 'https://monitoring.localhost:3000/');
    expect(link).toHaveAttribute('data-monitoring-host', 'monitoring.localhost');
  });

  it('has no monitoring link while "show migration" is off', () => {
    renderInShell(<Footer />, { settings: { showMigration: false } });
    expect(screen.queryByRole('link', { name: 'Plant monitoring' })).toBeNull();
    expect(document.querySelector('[data-monitoring-host]')).toBeNull();
  });

  it('shows the environment name setting as a badge outside production', () => {
    renderInShell(<Footer />, { settings: { environmentName: 'Staging EU' } });
    expect(badge()).toHaveTextContent('Environment: Staging EU');
  });

  it('shows the environment of the host when the setting is empty', () => {
    renderInShell(<Footer />, { environment: 'demo' });
    expect(badge()).toHaveTextContent('Environment: demo');
  });

  it('shows no badge in production', () => {
    const { unmount } = renderInShell(<Footer />, { environment: 'prod', settings: { environmentName: 'Live' } });
    expect(badge()).toBeNull();
    unmount();
    renderInShell(<Footer />, { environment: 'dev', settings: { environmentName: 'prod' } });
    expect(badge()).toBeNull();
  });
});
