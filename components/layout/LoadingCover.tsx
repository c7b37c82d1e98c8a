import { LoadingOverlay } from '@mantine/core';

/**
 * The loading overlay of the pages that wait for their user (`showLoading`). A module of its own, loaded only by
 * those pages, so that the others (the landing page first) do not carry the overlay and its transitions.
 */
export default function LoadingCover({ visible, label }: { visible: boolean; label: string }) {
  return <LoadingOverlay visible={visible} zIndex={50} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ 'aria-label': label }} />;
}
