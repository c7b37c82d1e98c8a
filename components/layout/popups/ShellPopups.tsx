import { CongratsPopup } from './CongratsPopup';
import { NeedLoginPopup } from './NeedLoginPopup';
import { PicturePopup } from './PicturePopup';
import { ProjectPopup } from './ProjectPopup';
import { ProposalPopup } from './ProposalPopup';
import { VipPopup } from './VipPopup';
import { WikiModal } from './WikiModal';

/** Every popup of the app-wide interface state; each opens from its field of the `app` slice. */
export function ShellPopups() {
  return (
    <>
      <PicturePopup />
      <VipPopup />
      <ProjectPopup />
      <NeedLoginPopup />
      <ProposalPopup />
      <CongratsPopup />
      <WikiModal />
    </>
  );
}
