import { Alert, Button, Group, Stack } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';

/** The reason's field, fetched when the refusal button is pointed at, focused or pressed. */
const loadRefusalReason = () => import('./RefusalReason');
const RefusalReason = dynamic(() => import('./RefusalReason').then((module) => module.RefusalReason), { ssr: false });

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
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
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
            <Button
              variant="default"
              color="red"
              onMouseEnter={() => void loadRefusalReason()}
              onFocus={() => void loadRefusalReason()}
              onTouchStart={() => void loadRefusalReason()}
              onClick={() => setRefusing(true)}
            >
              {noLabel}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
