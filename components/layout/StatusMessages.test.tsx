import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setError, setInfo, setProgressBar } from '@/store/slices/app';
import { StatusMessages } from './StatusMessages';
import { TopProgressBar } from './TopProgressBar';
import { renderInShell } from './testing/render-shell';

describe('StatusMessages', () => {
  it('shows app.error and app.info, and dismissing clears them in the store', async () => {
    const { store } = renderInShell(<StatusMessages />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      store.dispatch(setError('The project could not be saved'));
      store.dispatch(setInfo('Autofill proposed 3 answers'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The project could not be saved');
    expect(screen.getByRole('status')).toHaveTextContent('Autofill proposed 3 answers');
    const [dismissError] = screen.getAllByRole('button', { name: 'Dismiss' });
    await userEvent.click(dismissError);
    expect(store.getState().app.error).toBeNull();
    expect(store.getState().app.info).toBe('Autofill proposed 3 answers');
  });
});

describe('TopProgressBar', () => {
  it('shows app.progressBar while it is between 0 and 100', () => {
    const { store } = renderInShell(<TopProgressBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      store.dispatch(setProgressBar(40));
    });
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');
    act(() => {
      store.dispatch(setProgressBar(100));
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
