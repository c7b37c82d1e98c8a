import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Box, LoadingOverlay, type MantineRadius, type MantineSpacing } from '@mantine/core';
import classes from './FileDrop.module.css';

/** Why a file was refused: its type is not accepted, it is larger than allowed, or more files came than allowed. */
export type FileRejectReason = 'type' | 'size' | 'count';

export interface FileRejection {
  file: File;
  reasons: FileRejectReason[];
}

export interface FileDropProps {
  /** The files accepted, all at once (never called with none). */
  onDrop: (files: File[]) => void;
  /** The files refused, each with its reasons (never called with none). */
  onReject?: (rejections: FileRejection[]) => void;
  /** Accepted types: MIME types (`image/png`), families (`image/*`) or extensions (`.csv`); anything when absent. */
  accept?: readonly string[];
  /** Largest size accepted, in bytes. */
  maxSize?: number;
  /** More than one file at a time (default); when false, several files at once are all refused ('count'). */
  multiple?: boolean;
  disabled?: boolean;
  /** Busy: shows a loader and takes no files. */
  loading?: boolean;
  /** The area's name (what it says it does). */
  label: string;
  /** The name of the file input inside; the area's name when absent. */
  inputLabel?: string;
  /** Id of the file input (for a label outside that names the question). */
  id?: string;
  radius?: MantineRadius;
  p?: MantineSpacing;
  mih?: number;
  children: ReactNode;
}

/** Whether a file matches one of the accepted types (a MIME type, a family such as `image/*`, or an extension). */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** Sorts the files given into those accepted and those refused, with the reasons of each refusal. */
export function sortFiles(
  files: readonly File[],
  { accept, maxSize, multiple = true }: Pick<FileDropProps, 'accept' | 'maxSize' | 'multiple'>,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const tooMany = !multiple && files.length > 1;
  for (const file of files) {
    const reasons: FileRejectReason[] = [];
    if (!acceptsFile(file, accept)) reasons.push('type');
    if (maxSize !== undefined && file.size > maxSize) reasons.push('size');
    if (tooMany) reasons.push('count');
    if (reasons.length) rejected.push({ file, reasons });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/**
 * An area to drop files on, or to activate (click, Enter or Space) to choose them with the browser's own file
 * input. The files are checked against `accept`, `maxSize` and `multiple` before they are handed over.
 */
export function FileDrop({ onDrop, onReject, accept, maxSize, multiple = true, disabled, loading, label, inputLabel, id, radius = 'md', p = 'lg', mih, children }: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inactive = Boolean(disabled || loading);

  const take = (files: File[]) => {
    if (inactive || files.length === 0) return;
    const { accepted, rejected } = sortFiles(files, { accept, maxSize, multiple });
    if (accepted.length) onDrop(accepted);
    if (rejected.length) onReject?.(rejected);
  };
  const choose = () => {
    if (!inactive) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    choose();
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!inactive) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer?.files ?? []));
  };

  return (
    <Box
      role="button"
      tabIndex={inactive ? -1 : 0}
      aria-label={label}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      className={classes.root}
      data-dragging={dragging || undefined}
      data-disabled={inactive || undefined}
      style={{ borderRadius: `var(--mantine-radius-${radius})` }}
      p={p}
      mih={mih}
      onClick={choose}
      onKeyDown={onKeyDown}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      <LoadingOverlay visible={Boolean(loading)} loaderProps={{ size: 'sm' }} overlayProps={{ radius }} />
      <input
        ref={input}
        id={id}
        type="file"
        className={classes.input}
        tabIndex={-1}
        aria-label={inputLabel ?? label}
        accept={accept?.join(',')}
        multiple={multiple}
        disabled={inactive}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          take(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
      {children}
    </Box>
  );
}
