import { useCallback, useEffect, useState } from 'react';
import type { MobileUpload, UploadTarget } from '@/lib/schemas/monitoring-mobile-uploads';
import { listUploads } from './upload-api';

const TARGETS_KEY = 'groundwork-field-targets';

function cachedTargets(): UploadTarget[] | null {
  try {
    const text = localStorage.getItem(TARGETS_KEY);
    return text ? (JSON.parse(text) as UploadTarget[]) : null;
  } catch {
    return null;
  }
}

/**
 * Where the phone may upload and the server's view of its uploads. The targets are kept in local storage,
 * so that photos can be tagged with the network cut (a failed read answers them); the server's uploads (states) are read again every `everyMs`.
 */
export function useUploadTargets(everyMs: number) {
  const [targets, setTargets] = useState<UploadTarget[] | null>(null);
  const [server, setServer] = useState<MobileUpload[]>([]);

  const load = useCallback(async () => {
    try {
      const list = await listUploads();
      setTargets(list.targets);
      setServer(list.uploads);
      localStorage.setItem(TARGETS_KEY, JSON.stringify(list.targets));
    } catch {
      setTargets((current) => current ?? cachedTargets() ?? []);
    }
  }, []);

  useEffect(() => {
    // The first read comes after the page's first render, as each later one.
    const first = setTimeout(() => void load(), 0);
    const timer = setInterval(() => {
      if (navigator.onLine) void load();
    }, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs, load]);

  return { targets, server, reload: load };
}
