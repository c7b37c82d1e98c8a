import { Button } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * The dialog (Mantine's Modal, its ScrollArea and floating-ui): its own chunk, fetched when the button is pointed at,
 * focused or pressed, and kept mounted after its first opening (the reason typed stays, as it did).
 */
const loadUnpublishDialog = () => import('./UnpublishDialog');
const UnpublishDialog = dynamic(() => import('./UnpublishDialog').then((module) => module.UnpublishDialog), { ssr: false });

/**
 * Staff take a listed opportunity off the list (requirements ): asked first, with what follows said, and a
 * reason the developer reads in a mail.
 */
export function UnpublishControl({ publicationId, title }: { publicationId: string; title: string }) {
  const t = useTranslations('opportunities.unpublish');
  const [dialog, setDialog] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <>
      <Button variant="default" color="red" onMouseEnter={() => void loadUnpublishDialog()} onFocus={() => void loadUnpublishDialog()} onClick={() => setDialog('open')}>
        {t('open')}
      </Button>
      {dialog !== 'never' && <UnpublishDialog publicationId={publicationId} title={title} opened={dialog === 'open'} onClose={() => setDialog('closed')} />}
    </>
  );
}
