import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import { downloadDataroomFile, fetchDataroomPage, useGetDataroomDocumentQuery } from '@/store/api/dataroom';
import classes from './Dataroom.module.css';
import { renderPage } from './pdf-renderer';
import { usePageTimer } from './use-page-timer';
import { stateOfFailure, type ViewerState } from './viewer-state';

interface Props {
  fileId: string;
  onClose: () => void;
}

/** Widest page drawn, in CSS pixels. */
const MAX_PAGE_WIDTH = 900;

/**
 * One document, one page at a time: each page is asked of the server when it is shown (stamped there with the viewer's
 * name and the time), drawn with pdf.js, and its time on screen reported. A refused page says why (revoked, expired).
 */
export function DocumentViewer({ fileId, onClose }: Props) {
  const t = useTranslations('dataroom');
  const info = useGetDataroomDocumentQuery(fileId);
  const [page, setPage] = useState(1);
  /** The outcome of the last page asked for; another page is loading until its own outcome arrives. */
  const [outcome, setOutcome] = useState<{ page: number; state: ViewerState } | null>(null);
  const state: ViewerState = outcome && outcome.page === page ? outcome.state : { kind: 'loading' };
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  usePageTimer(fileId, state.kind === 'shown' ? page : null);

  // The page is asked for at once, beside the page count (page 1 always exists): the two requests overlap.
  useEffect(() => {
    const controller = new AbortController();
    fetchDataroomPage(fileId, page, controller.signal)
      .then(async (bytes) => {
        if (controller.signal.aborted || !canvas.current) return;
        const text = await renderPage(bytes, canvas.current, Math.min(MAX_PAGE_WIDTH, frame.current?.clientWidth || MAX_PAGE_WIDTH));
        if (!controller.signal.aborted) setOutcome({ page, state: { kind: 'shown', text } });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ page, state: stateOfFailure(error, t('pageFailed')) });
      });
    return () => controller.abort();
  }, [fileId, page, t]);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadDataroomFile(fileId, info.data?.name ?? 'document.pdf');
    } catch (error) {
      setDownloadError(failureMessage(error, t('downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  if (info.error) {
    const refused = stateOfFailure(info.error, t('pageFailed'));
    return (
      <Alert color="red" title={t('refusedTitle')}>
        {refused.kind === 'refused' && refused.reason !== 'other' ? t(`refused.${refused.reason}`) : failureMessage(info.error, t('pageFailed'))}
      </Alert>
    );
  }
  const count = info.data?.page_count ?? 0;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="viewer-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="viewer-title">
          {info.data?.name ?? t('loading')}
        </Title>
        <Group gap="xs">
          {info.data?.can_download && (
            <Button variant="light" onClick={() => void download()} loading={downloading}>
              {t('download')}
            </Button>
          )}
          <Button variant="subtle" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Group>
      {downloadError && (
        <Alert color="red" mb="sm">
          {downloadError}
        </Alert>
      )}
      <Group justify="center" gap="sm" mb="sm">
        <Button variant="default" onClick={() => setPage((current) => current - 1)} disabled={page <= 1 || state.kind === 'loading'}>
          {t('previous')}
        </Button>
        <Text aria-live="polite" size="sm">
          {count ? t('pageOf', { page, count }) : ''}
        </Text>
        <Button variant="default" onClick={() => setPage((current) => current + 1)} disabled={page >= count || state.kind === 'loading'}>
          {t('next')}
        </Button>
      </Group>
      <Stack align="center" ref={frame} className={classes.frame}>
        {state.kind === 'loading' && <Loader aria-label={t('loading')} />}
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
    </Paper>
  );
}
