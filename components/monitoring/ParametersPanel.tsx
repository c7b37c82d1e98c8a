import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Reactor } from '@/lib/schemas/monitoring';
import { useAddParameterMutation, useRemoveParameterMutation } from '@/store/api/monitoring';

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** A reactor's parameters (unit, normal range, expected interval) and the form for a new one. */
export function ParametersPanel({ reactor, canManage }: { reactor: Reactor; canManage: boolean }) {
  const t = useTranslations('monitoring.parameters');
  const [add, adding] = useAddParameterMutation();
  const [remove] = useRemoveParameterMutation();
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const [min, setMin] = useState<string | number>('');
  const [max, setMax] = useState<string | number>('');
  const [interval, setInterval] = useState<string | number>(60);

  const submit = async () => {
    const result = await add({
      reactor_id: reactor.id,
      site_id: reactor.site_id,
      name,
      unit,
      normal_min: numberOrNull(min),
      normal_max: numberOrNull(max),
      expected_interval_s: typeof interval === 'number' ? interval : 60,
    });
    if ('error' in result) return;
    setName('');
    setUnit('');
    setMin('');
    setMax('');
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="parameters-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="parameters-title">
          {t('title')}
        </Title>
        {reactor.parameters.length === 0 ? (
          <Text c="gray.7">{t('none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th>{t('unit')}</Table.Th>
                  <Table.Th>{t('range')}</Table.Th>
                  <Table.Th>{t('interval')}</Table.Th>
                  {canManage && <Table.Th>{t('actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reactor.parameters.map((parameter) => (
                  <Table.Tr key={parameter.id}>
                    <Table.Td>{parameter.name}</Table.Td>
                    <Table.Td>{parameter.unit}</Table.Td>
                    <Table.Td>{t('rangeValue', { min: parameter.normal_min ?? '–', max: parameter.normal_max ?? '–' })}</Table.Td>
                    <Table.Td>{t('seconds', { count: parameter.expected_interval_s })}</Table.Td>
                    {canManage && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('remove', { name: parameter.name })}
                          onClick={() => void remove({ parameter_id: parameter.id, reactor_id: reactor.id })}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {canManage && (
          <form aria-label={t('new')} onSubmit={(event) => (event.preventDefault(), void submit())}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
                <TextInput label={t('name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={80} />
                <TextInput label={t('unit')} value={unit} onChange={(event) => setUnit(event.currentTarget.value)} required maxLength={24} placeholder="°C" />
                <NumberInput label={t('min')} value={min} onChange={setMin} hideControls inputMode="decimal" />
                <NumberInput label={t('max')} value={max} onChange={setMax} hideControls inputMode="decimal" />
                <NumberInput label={t('intervalInput')} value={interval} onChange={setInterval} min={1} allowDecimal={false} hideControls inputMode="numeric" />
              </SimpleGrid>
              {adding.error && <Alert color="red">{failureMessage(adding.error, t('failed'))}</Alert>}
              <Group justify="flex-end">
                <Button type="submit" loading={adding.isLoading} disabled={!name.trim() || !unit.trim()}>
                  {t('add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
