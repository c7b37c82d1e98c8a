import { Button, Group } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { StaffInvestor } from '@/lib/schemas/investors';

/** The dialog (a modal, its ScrollArea and floating-ui): its own chunk, loaded on the first click and kept after. */
const DeactivateInvestorDialog = dynamic(() => import('./DeactivateInvestorDialog').then((module) => module.DeactivateInvestorDialog), { ssr: false });

/** Staff deactivate an activated investor (requirements ): asked first, saying what the investor loses. */
export function DeactivateInvestor({ investor }: { investor: StaffInvestor }) {
  const t = useTranslations('investors.staff');
  const [dialog, setDialog] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <>
      <Group>
        <Button color="red" variant="light" onClick={() => setDialog('open')}>
          {t('deactivate')}
        </Button>
      </Group>
      {dialog !== 'never' && <DeactivateInvestorDialog investor={investor} opened={dialog === 'open'} onClose={() => setDialog('closed')} />}
    </>
  );
}
