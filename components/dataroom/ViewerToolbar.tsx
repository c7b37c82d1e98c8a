import { ActionIcon, Button, Group, NumberInput, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MAX_ZOOM, MIN_ZOOM, pageWithin } from './zoom';

interface Props {
  page: number;
  count: number;
  busy: boolean;
  zoom: number;
  fullScreen: boolean;
  onPage: (page: number) => void;
  onZoom: (direction: 'in' | 'out' | 'reset') => void;
  onFullScreen: () => void;
}

/** Previous and next, a page to jump to, zoom out / reset / in, full screen (requirements ). */
export function ViewerToolbar({ page, count, busy, zoom, fullScreen, onPage, onZoom, onFullScreen }: Props) {
  const t = useTranslations('dataroom');
  const plus = useTranslations('dataroomPlus.viewer');
  const [target, setTarget] = useState<string | number>('');
  const jump = () => {
    const wanted = pageWithin(target, count);
    if (wanted) onPage(wanted);
    setTarget('');
  };
  return (
    <Group justify="center" gap="xs" mb="sm" wrap="wrap">
      <Button variant="default" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        {t('previous')}
      </Button>
      <Text aria-live="polite" size="sm">
        {count ? t('pageOf', { page, count }) : ''}
      </Text>
      <Button variant="default" size="sm" onClick={() => onPage(page + 1)} disabled={page >= count || busy}>
        {t('next')}
      </Button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          jump();
        }}
      >
        <Group gap={4} wrap="nowrap">
          <NumberInput
            aria-label={plus('jumpLabel', { count })}
            placeholder={plus('jumpPlaceholder')}
            min={1}
            max={count || undefined}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            w={64}
            size="sm"
            value={target}
            onChange={setTarget}
          />
          <Button type="submit" variant="light" size="sm" disabled={target === ''}>
            {plus('jump')}
          </Button>
        </Group>
      </form>
      <Group gap={4} wrap="nowrap" role="group" aria-label={plus('zoomGroup', { percent: Math.round(zoom * 100) })}>
        <Tooltip label={plus('zoomOut')}>
          <ActionIcon variant="default" size="lg" aria-label={plus('zoomOut')} onClick={() => onZoom('out')} disabled={zoom <= MIN_ZOOM}>
            <IconZoomOut size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={plus('zoomReset')}>
          <ActionIcon variant="default" size="lg" aria-label={plus('zoomReset')} onClick={() => onZoom('reset')} disabled={zoom === 1}>
            <IconZoomReset size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w={48} ta="center" data-testid="zoom-level">
          {Math.round(zoom * 100)} %
        </Text>
        <Tooltip label={plus('zoomIn')}>
          <ActionIcon variant="default" size="lg" aria-label={plus('zoomIn')} onClick={() => onZoom('in')} disabled={zoom >= MAX_ZOOM}>
            <IconZoomIn size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={fullScreen ? plus('exitFullScreen') : plus('fullScreen')}>
          <ActionIcon variant="default" size="lg" aria-label={fullScreen ? plus('exitFullScreen') : plus('fullScreen')} onClick={onFullScreen}>
            {fullScreen ? <IconArrowsMinimize size={18} aria-hidden /> : <IconArrowsMaximize size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
