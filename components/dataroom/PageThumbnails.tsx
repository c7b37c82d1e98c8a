import { UnstyledButton } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import classes from './Dataroom.module.css';
import { renderPage } from './pdf-renderer';

const THUMB_WIDTH = 64;
/** An A4 portrait page at THUMB_WIDTH: the tile's fixed height, drawn or not, so that the strip never changes height. */
const THUMB_HEIGHT = 91;

/** One page's tile: the page drawn small once it has been seen (its stamped bytes are at hand), else its number. */
function Thumbnail({ page, bytes, current, onPage }: { page: number; bytes: ArrayBuffer | undefined; current: boolean; onPage: (page: number) => void }) {
  const t = useTranslations('dataroomPlus.viewer');
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (bytes && canvas.current) void renderPage(bytes.slice(0), canvas.current, THUMB_WIDTH).catch(() => undefined);
  }, [bytes]);
  return (
    <li>
      <UnstyledButton
        className={classes.thumb}
        data-current={current || undefined}
        aria-current={current ? 'page' : undefined}
        aria-label={t('thumbLabel', { page })}
        onClick={() => onPage(page)}
      >
        <span className={classes.thumbFace}>{bytes ? <canvas ref={canvas} width={THUMB_WIDTH} height={THUMB_HEIGHT} aria-hidden /> : page}</span>
        <span className={classes.thumbCaption} aria-hidden>
          {page}
        </span>
      </UnstyledButton>
    </li>
  );
}

/**
 * The document's pages as a strip of tiles to jump to (requirements ). Only pages already seen are drawn: asking
 * the server for every page to draw its thumbnail would stamp and record views the investor never made.
 */
export function PageThumbnails({ count, page, seen, onPage }: { count: number; page: number; seen: ReadonlyMap<number, ArrayBuffer>; onPage: (page: number) => void }) {
  const t = useTranslations('dataroomPlus.viewer');
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  if (count < 2) return null;
  return (
    <nav aria-label={t('thumbnails')}>
      <ul className={classes.thumbs} ref={strip}>
        {Array.from({ length: count }, (_, index) => index + 1).map((number) => (
          <Thumbnail key={number} page={number} bytes={seen.get(number)} current={number === page} onPage={onPage} />
        ))}
      </ul>
    </nav>
  );
}
