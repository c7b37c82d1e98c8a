import { Alert, Loader, Paper, Stack } from '@mantine/core';
import { useFullscreenElement } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import { fetchDataroomPage, useGetDataroomDocumentQuery } from '@/store/api/dataroom';
import { PREFETCHED_FRESH_FOR_S } from '@/store/prefetched';
import classes from './Dataroom.module.css';
import { DocumentSearch } from './DocumentSearch';
import { DownloadOnlyDocument } from './DownloadOnlyDocument';
import { PageThumbnails } from './PageThumbnails';
import { renderPage } from './pdf-renderer';
import { usePageTimer } from './use-page-timer';
import { usePinchZoom } from './use-pinch-zoom';
import { ViewerHeader } from './ViewerHeader';
import { ViewerToolbar } from './ViewerToolbar';
import { stateOfFailure, type ViewerState } from './viewer-state';
import { zoomIn, zoomOut } from './zoom';

interface Props {
  fileId: string;
  onClose: () => void;
  /** The page to open on (from the address); 1 by default. */
  initialPage?: number;
  /** Told of each page shown, so that the address keeps it (requirements ). */
  onPageChange?: (page: number) => void;
}

/** Widest page drawn at zoom 1, in CSS pixels. */
const MAX_PAGE_WIDTH = 900;

/**
 * One document, one page at a time: each page is asked of the server when it is shown (stamped there with the viewer's
 * name and the time), drawn with pdf.js, and its time on screen reported. A refused page says why (revoked, expired).
 * Zoom (buttons, or two fingers on a phone), a page to jump to, thumbnails of the pages seen, full screen, and a search
 * in the document's text (requirements ).
 */
export function DocumentViewer({ fileId, onClose, initialPage = 1, onPageChange }: Props) {
  const t = useTranslations('dataroom');
  // Asked again on each opening unless just read (the server reads the document the address opens with the page).
  const info = useGetDataroomDocumentQuery(fileId, { refetchOnMountOrArgChange: PREFETCHED_FRESH_FOR_S });
  const [asked, setPage] = useState(initialPage);
  const [zoom, setZoom] = useState(1);
  /** The outcome of the last page asked for; another page is loading until its own outcome arrives. */
  const [outcome, setOutcome] = useState<{ page: number; state: ViewerState } | null>(null);
  const [seen, setSeen] = useState<ReadonlyMap<number, ArrayBuffer>>(() => new Map());
  const shownBytes = useRef<{ page: number; bytes: ArrayBuffer } | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { ref: screenRef, toggle: toggleFullScreen, fullscreen } = useFullscreenElement<HTMLDivElement>();
  const pinch = usePinchZoom(frame, zoom, setZoom);
  const count = info.data?.page_count ?? 0;
  // An address naming a page past the end shows the last page once the count is known.
  const page = count ? Math.min(asked, count) : asked;
  const downloadOnly = info.data?.download_only === true;
  const state: ViewerState = outcome && outcome.page === page ? outcome.state : { kind: 'loading' };
  usePageTimer(fileId, state.kind === 'shown' ? page : null);

  const show = (next: number) => {
    const wanted = count ? Math.min(Math.max(1, next), count) : Math.max(1, next);
    setPage(wanted);
    onPageChange?.(wanted);
  };
  // The page is asked for at once, beside the page count (page 1 always exists): the two requests overlap.
  useEffect(() => {
    if (downloadOnly) return;
    const controller = new AbortController();
    // A new zoom draws the page on screen again from its bytes; any other page is asked of the server (and recorded),
    // even one seen before, so that a revocation refuses it.
    const cached = shownBytes.current?.page === page ? shownBytes.current.bytes : null;
    (cached ? Promise.resolve(cached) : fetchDataroomPage(fileId, page, controller.signal))
      .then(async (bytes) => {
        if (controller.signal.aborted || !canvas.current) return;
        setSeen((before) => new Map(before).set(page, bytes));
        shownBytes.current = { page, bytes };
        const width = Math.min(MAX_PAGE_WIDTH, frame.current?.clientWidth || MAX_PAGE_WIDTH) * zoom;
        // pdf.js takes the buffer it reads: it gets a copy, the original stays for the thumbnails and the next zoom.
        const text = await renderPage(bytes.slice(0), canvas.current, width);
        if (!controller.signal.aborted) setOutcome({ page, state: { kind: 'shown', text } });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ page, state: stateOfFailure(error, t('pageFailed')) });
      });
    return () => controller.abort();
  }, [fileId, page, zoom, t, downloadOnly]);

  if (info.error) {
    const refused = stateOfFailure(info.error, t('pageFailed'));
    return (
      <Alert color="red" title={t('refusedTitle')}>
        {refused.kind === 'refused' && refused.reason !== 'other' ? t(`refused.${refused.reason}`) : failureMessage(info.error, t('pageFailed'))}
      </Alert>
    );
  }
  if (downloadOnly && info.data) return <DownloadOnlyDocument document={info.data} onClose={onClose} />;

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'xs', sm: 'md' }} aria-labelledby="viewer-title" ref={screenRef} className={classes.viewer}>
      <ViewerHeader document={info.data} fileId={fileId} onClose={onClose} />
      <ViewerToolbar
        page={page}
        count={count}
        busy={state.kind === 'loading'}
        zoom={zoom}
        fullScreen={fullscreen}
        onPage={show}
        onZoom={(direction) => setZoom((current) => (direction === 'in' ? zoomIn(current) : direction === 'out' ? zoomOut(current) : 1))}
        onFullScreen={() => void toggleFullScreen()}
      />
      <DocumentSearch fileId={fileId} onPage={show} />
      <PageThumbnails count={count} page={page} seen={seen} onPage={show} />
      <div ref={frame} className={classes.frame} data-testid="viewer-frame">
        <Stack align={zoom > 1 ? 'flex-start' : 'center'} className={classes.frameInner}>
          {state.kind === 'loading' && (
            <div className={classes.pagePlace}>
              <Loader aria-label={t('loading')} />
            </div>
          )}
          {state.kind === 'refused' && (
            <Alert color="red" title={t('refusedTitle')} role="alert" w="100%">
              {state.reason === 'other' ? state.message : t(`refused.${state.reason}`)}
            </Alert>
          )}
          {state.kind === 'failed' && (
            <Alert color="red" role="alert" w="100%">
              {state.message}
            </Alert>
          )}
          <canvas
            ref={canvas}
            className={classes.page}
            hidden={state.kind !== 'shown'}
            style={pinch !== 1 ? { transform: `scale(${pinch})`, transformOrigin: 'top left' } : undefined}
            aria-label={t('pageImage', { page })}
            aria-describedby={state.kind === 'shown' ? 'viewer-page-text' : undefined}
            role="img"
          />
          {state.kind === 'shown' && (
            <p id="viewer-page-text" className={classes.pageText}>
              {state.text}
            </p>
          )}
        </Stack>
      </div>
    </Paper>
  );
}
