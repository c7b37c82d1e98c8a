import dynamic from 'next/dynamic';
import { useShared } from '@/components/providers/SharedContext';
import { OnceOpened } from '@/components/ui/OnceOpened';

/*
 * Every popup is closed when a page starts, and together they weigh ~25 kB gzipped (forms, the dropzone, the
 * article renderer, their schemas). So each one's code is loaded when its field of the `app` slice first opens
 * it, not with the page.
 */
const PicturePopup = dynamic(() => import('./PicturePopup').then((module) => module.PicturePopup));
const VipPopup = dynamic(() => import('./VipPopup').then((module) => module.VipPopup));
const ProjectPopup = dynamic(() => import('./ProjectPopup').then((module) => module.ProjectPopup));
const NeedLoginPopup = dynamic(() => import('./NeedLoginPopup').then((module) => module.NeedLoginPopup));
const ProposalPopup = dynamic(() => import('./ProposalPopup').then((module) => module.ProposalPopup));
const CongratsPopup = dynamic(() => import('./CongratsPopup').then((module) => module.CongratsPopup));
const WikiModal = dynamic(() => import('./WikiModal').then((module) => module.WikiModal));

/**
 * Every popup of the app-wide interface state; each opens from its field of the `app` slice. The OEM proposal
 * popup exists only while "show OEM" is on.
 */
export function ShellPopups() {
  const { settings } = useShared();
  return (
    <>
      <OnceOpened isOpen={(state) => state.app.picturePopup}>
        <PicturePopup />
      </OnceOpened>
      <OnceOpened isOpen={(state) => state.app.vipPopup}>
        <VipPopup />
      </OnceOpened>
      <OnceOpened isOpen={(state) => state.app.projectPopup.open}>
        <ProjectPopup />
      </OnceOpened>
      <OnceOpened isOpen={(state) => state.app.needLoginPopup.open}>
        <NeedLoginPopup />
      </OnceOpened>
      {settings.showOem && (
        <OnceOpened isOpen={(state) => state.app.proposalPopup}>
          <ProposalPopup />
        </OnceOpened>
      )}
      <OnceOpened isOpen={(state) => state.app.congrats}>
        <CongratsPopup />
      </OnceOpened>
      <OnceOpened isOpen={(state) => state.app.wikiModal.open}>
        <WikiModal />
      </OnceOpened>
    </>
  );
}
