import { Button, Group, Stack } from '@mantine/core';
import dynamic from 'next/dynamic';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';

/**
 * The refusal's reason (Mantine's Textarea with its autosize and the input family, ~4 kB gzipped) is asked for only
 * once staff choose to refuse: it loads then, or as soon as the pointer or the focus reaches the refuse button.
 */
const loadRefusalReason = () => import('./RefusalReason');
const RefusalReason = dynamic(() => import('./RefusalReason').then((module) => module.RefusalReason), { ssr: false });
const preloadRefusalReason = () => void loadRefusalReason().catch(() => undefined);

interface Props {
  /** The labels of the two decisions (approve / reject, activate / refuse). */
  yesLabel: string;
  noLabel: string;
  /** Decides; rejects with the failure when the API refuses. */
  onDecide: (decision: 'yes' | 'no', reason: string) => Promise<unknown>;
}

/** Staff's decision on one item: approve at once, or refuse with a reason the other side will read. */
export function DecisionControls({ yesLabel, noLabel, onDecide }: Props) {
  const t = useTranslations('staff');
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'yes' | 'no' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (decision: 'yes' | 'no') => {
    setBusy(decision);
    setError(null);
    try {
      await onDecide(decision, reason.trim());
    } catch (failure) {
      setError(failureMessage(failure, t('decisionFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs">
      {refusing && <RefusalReason value={reason} onChange={setReason} />}
      {error && (
        <LazyAlert color="red" variant="light" role="alert">
          {error}
        </LazyAlert>
      )}
      <Group gap="xs">
        {refusing ? (
          <>
            <Button color="red" disabled={!reason.trim()} loading={busy === 'no'} onClick={() => void decide('no')}>
              {t('confirmRefusal', { action: noLabel })}
            </Button>
            <Button variant="default" onClick={() => setRefusing(false)}>
              {t('cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button loading={busy === 'yes'} onClick={() => void decide('yes')}>
              {yesLabel}
            </Button>
            <Button variant="default" color="red" onPointerEnter={preloadRefusalReason} onFocus={preloadRefusalReason} onClick={() => setRefusing(true)}>
              {noLabel}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
