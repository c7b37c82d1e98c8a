import { fireEvent, screen } from '@testing-library/react';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import { renderInShell } from './testing/render-shell';
import { useMonitoringHandOff } from './use-monitoring-hand-off';

jest.mock('@/lib/env/v2-handoff', () => ({ handOffToV2: jest.fn(async () => true) }));

function Entry({ path }: { path: string }) {
  const handOff = useMonitoringHandOff(path);
  return (
    <a href={handOff.href} onClick={handOff.onClick}>
      Monitoring
    </a>
  );
}

/** Clicks the link; answers whether the click was left to the browser (or to Next's router). */
const click = (init?: MouseEventInit) => fireEvent.click(screen.getByRole('link', { name: 'Monitoring' }), init);

describe('useMonitoringHandOff', () => {
  beforeEach(() => jest.mocked(handOffToV2).mockClear());

  it('links to the path on the monitoring host of the environment', () => {
    renderInShell(<Entry path="/projects/7/monitoring" />);
    expect(screen.getByRole('link', { name: 'Monitoring' })).toHaveAttribute('href', 'https://monitoring.staging.groundwork.eco/projects/7/monitoring');
  });

  it('links to the monitoring origin the server gave the page (monitoring.localhost on a developer machine)', () => {
    renderInShell(<Entry path="/projects/7/monitoring" />, { environment: 'dev', monitoringOrigin: 'https://monitoring.localhost:3000' });
    expect(screen.getByRole('link', { name: 'Monitoring' })).toHaveAttribute('href', 'https://monitoring.localhost:3000/projects/7/monitoring');
  });

  it('hands the user over to that path from the main host', () => {
    renderInShell(<Entry path="/projects/7/monitoring" />);
    expect(click()).toBe(false);
    expect(handOffToV2).toHaveBeenCalledWith('/projects/7/monitoring', { environment: 'staging', language: 'en' });
  });

  it('leaves a click with a modifier to the browser (a new tab)', () => {
    renderInShell(<Entry path="/projects/7/monitoring" />);
    expect(click({ ctrlKey: true })).toBe(true);
    expect(handOffToV2).not.toHaveBeenCalled();
  });

  it('stays in the page on the monitoring host itself (the same origin)', () => {
    renderInShell(<Entry path="/projects/7/monitoring" />, { environment: 'dev', monitoringOrigin: window.location.origin });
    expect(click()).toBe(true);
    expect(handOffToV2).not.toHaveBeenCalled();
  });
});
