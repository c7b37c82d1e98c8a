import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordModal } from './ChangePasswordModal';
import { renderInShell, TEST_ME } from './testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

jest.setTimeout(20_000);

const api = routedApiForEachTest();

async function fill(current: string, next: string, repeat = next) {
  await userEvent.type(screen.getByLabelText(/Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/Repeat the new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('the change-password form', () => {
  it('checks the new password before sending anything', async () => {
    renderInShell(<ChangePasswordModal opened onClose={jest.fn()} />, { me: TEST_ME });
    await fill('the old one', 'short', 'other');
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords differ.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/me/password')).toHaveLength(0);
  });

  it('says so when the current password is wrong', async () => {
    api.on('PUT', '/me/password', { status: 422, body: { detail: { message: 'The current password is not right' } } });
    renderInShell(<ChangePasswordModal opened onClose={jest.fn()} />, { me: TEST_ME });
    await fill('not my password', 'a brand new password');
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
  });

  it('changes the password with the current one and closes', async () => {
    api.on('PUT', '/me/password', { body: { changed: true } });
    const onClose = jest.fn();
    const { store } = renderInShell(<ChangePasswordModal opened onClose={onClose} />, { me: TEST_ME });
    await fill('the old password', 'a brand new password');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(api.callsTo('PUT', '/me/password')[0].init.body))).toEqual({
      current_password: 'the old password',
      new_password: 'a brand new password',
    });
    expect(store.getState().app.toast).toBe('Your password has been changed.');
  });
});
