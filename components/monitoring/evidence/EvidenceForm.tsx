import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { EVIDENCE_KINDS } from '@/lib/schemas/monitoring-evidence-constants';
import type { EvidenceCreate, EvidenceKind } from '@/lib/schemas/monitoring-evidence';
import { useCreateEvidenceMutation } from '@/store/api/monitoring-evidence';
import { FIGURE_FIELDS, figuresOf, type ContaminantRow } from './evidence-fields';

/** A lab analysis's contaminant lines: their own chunk, loaded when the kind is picked. */
const ContaminantsInput = dynamic(() => import('./ContaminantsInput').then((module) => module.ContaminantsInput), { ssr: false });

export interface EvidenceFormProps {
  monitoringId: string;
  /** The batch the record is tied to (the list opened from a batch's checklist); without one, the reactor's. */
  batchId?: string;
  reactorId?: string;
  onDone: () => void;
}

const localNow = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** A new record of one kind with its figures (each kind's checked by the server, R-22.10). */
export function EvidenceForm({ monitoringId, batchId, reactorId, onDone }: EvidenceFormProps) {
  const t = useTranslations('evidence');
  const [kind, setKind] = useState<EvidenceKind>('kiln_run_photo');
  const [values, setValues] = useState<Record<string, string>>({});
  const [recordedAt, setRecordedAt] = useState(localNow);
  const [notes, setNotes] = useState('');
  const [contaminants, setContaminants] = useState<ContaminantRow[]>([]);
  const [create, creating] = useCreateEvidenceMutation();
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      monitoring_id: monitoringId,
      batch_id: batchId ?? null,
      reactor_id: batchId ? null : (reactorId ?? null),
      period_start: null,
      period_end: null,
      kind,
      recorded_at: new Date(recordedAt).toISOString(),
      figures: figuresOf(kind, values, contaminants),
      notes: notes.trim() || null,
    } as EvidenceCreate;
    await create(body)
      .unwrap()
      .then(onDone)
      .catch(() => undefined);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={t('kindLabel')}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as EvidenceKind)}
          data={EVIDENCE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
        <TextInput type="datetime-local" label={t('recordedAt')} value={recordedAt} onChange={(event) => setRecordedAt(event.currentTarget.value)} required />
        {FIGURE_FIELDS[kind].map((field) => {
          const label = t(`figures.${field.name}`);
          const value = values[field.name] ?? '';
          if (field.type === 'select')
            return (
              <NativeSelect
                key={field.name}
                label={label}
                required={field.required}
                value={value}
                onChange={(event) => set(field.name, event.currentTarget.value)}
                data={[{ value: '', label: '—' }, ...(field.options ?? []).map((option) => ({ value: option, label: option.replace('_', ' ') }))]}
              />
            );
          if (field.type === 'number')
            return (
              <NumberInput
                key={field.name}
                label={label}
                required={field.required}
                step={field.step}
                decimalScale={5}
                value={value}
                onChange={(next) => set(field.name, String(next))}
              />
            );
          return (
            <TextInput
              key={field.name}
              type={field.type === 'datetime' ? 'datetime-local' : 'text'}
              label={label}
              required={field.required}
              value={value}
              onChange={(event) => set(field.name, event.currentTarget.value)}
            />
          );
        })}
        {kind === 'lab_analysis' && <ContaminantsInput rows={contaminants} onChange={setContaminants} />}
        <Textarea label={t('notes')} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} autosize minRows={2} maxLength={2000} />
        {creating.error && <Alert color="red">{failureMessage(creating.error, t('saveFailed'))}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={creating.isLoading}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
