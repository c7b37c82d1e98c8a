import { useEffect, useState } from 'react';
import { Image, Skeleton } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { request } from '@/lib/api/request';
import { MONITORING_ROUTES } from '@/lib/api/routes';

/**
 * An artefact's thumbnail, read with the caller's token from the artefacts route (`content=thumbnail`) and shown from
 * memory; nothing when it cannot be read (the file card still names the file).
 */
export function ArtefactThumbnail({ artefactId, name }: { artefactId: string; name: string }) {
  const t = useTranslations('evidence.artefacts');
  const [source, setSource] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    request<ArrayBuffer>('GET', MONITORING_ROUTES.artefacts, { artefact_id: artefactId, content: 'thumbnail' }, { bytes: true })
      .then((bytes) => {
        url = URL.createObjectURL(new Blob([bytes]));
        if (live) setSource(url);
      })
      .catch(() => live && setSource(null));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [artefactId]);
  if (source === undefined) return <Skeleton height={96} radius="sm" />;
  if (source === null) return null;
  return <Image src={source} alt={t('thumbnail', { name })} h={96} fit="cover" radius="sm" />;
}
