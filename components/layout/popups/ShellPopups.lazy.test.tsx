import { act, screen } from '@testing-library/react';
import { setCongrats, setVipPopup } from '@/store/slices/app';
import { renderInShell } from '../testing/render-shell';
import { ShellPopups } from './ShellPopups';

/** Each popup replaced by a marker, to see which ones the shell mounts (and so loads). */
jest.mock('./PicturePopup', () => ({ PicturePopup: () => <p>picture popup</p> }));
jest.mock('./VipPopup', () => ({ VipPopup: () => <p>vip popup</p> }));
jest.mock('./ProjectPopup', () => ({ ProjectPopup: () => <p>project popup</p> }));
jest.mock('./NeedLoginPopup', () => ({ NeedLoginPopup: () => <p>need-login popup</p> }));
jest.mock('./ProposalPopup', () => ({ ProposalPopup: () => <p>proposal popup</p> }));
jest.mock('./CongratsPopup', () => ({ CongratsPopup: () => <p>congrats popup</p> }));
jest.mock('./WikiModal', () => ({ WikiModal: () => <p>wiki modal</p> }));

describe('popups loaded on first opening', () => {
  it('mounts no popup while all are closed', async () => {
    renderInShell(<ShellPopups />);
    await act(async () => undefined);
    expect(screen.queryByText(/popup|modal/)).toBeNull();
  });

  it('mounts a popup when its field first opens it, and keeps it mounted once closed', async () => {
    const { store } = renderInShell(<ShellPopups />);
    act(() => {
      store.dispatch(setVipPopup(true));
    });
    expect(await screen.findByText('vip popup')).toBeInTheDocument();
    act(() => {
      store.dispatch(setVipPopup(false));
    });
    expect(screen.getByText('vip popup')).toBeInTheDocument();
    expect(screen.queryByText('congrats popup')).toBeNull();
    act(() => {
      store.dispatch(setCongrats(true));
    });
    expect(await screen.findByText('congrats popup')).toBeInTheDocument();
    expect(screen.queryByText('picture popup')).toBeNull();
  });
});
