import { useState } from 'react';
import { ActionIcon, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { PopupModal } from '@/components/ui/PopupModal';
import type { Parameter, Reactor } from '@/lib/schemas/monitoring';
import { ParameterForm } from './parameters/ParameterForm';
import { RemovedParameters } from './parameters/RemovedParameters';
import { RemoveParameterModal } from './parameters/RemoveParameterModal';

/**
 * A reactor's parameters (what each measures, unit, normal range, expected interval), the form for a new one, and for
 * those who manage: changing one, removing one after asking, and the removed ones to restore.
 * On a phone the measure goes under the name and the interval is left to the edit form, so the table fits the screen.
 */
export function ParametersPanel({ reactor, canManage }: { reactor: Reactor; canManage: boolean }) {
  const t = useTranslations('monitoring.parameters');
  const measures = useTranslations('monitoring.measures.labels');
  const [editing, setEditing] = useState<Parameter | null>(null);
  const [removing, setRemoving] = useState<Parameter | null>(null);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="parameters-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="parameters-title">
          {t('title')}
        </Title>
        {reactor.parameters.length === 0 ? (
          <Text c="gray.7">{t('none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('measure')}</Table.Th>
                  <Table.Th>{t('unit')}</Table.Th>
                  <Table.Th>{t('range')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('interval')}</Table.Th>
                  {canManage && <Table.Th>{t('actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reactor.parameters.map((parameter) => (
                  <Table.Tr key={parameter.id}>
                    <Table.Td>
                      {parameter.name}
                      <Text size="xs" c="gray.7" hiddenFrom="sm">
                        {measures(parameter.measure)}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{measures(parameter.measure)}</Table.Td>
                    <Table.Td>{parameter.unit}</Table.Td>
                    <Table.Td>{t('rangeValue', { min: parameter.normal_min ?? '–', max: parameter.normal_max ?? '–' })}</Table.Td>
                    <Table.Td visibleFrom="sm">{t('seconds', { count: parameter.expected_interval_s })}</Table.Td>
                    {canManage && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon variant="subtle" aria-label={t('edit', { name: parameter.name })} onClick={() => setEditing(parameter)}>
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" aria-label={t('remove', { name: parameter.name })} onClick={() => setRemoving(parameter)}>
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {canManage && <ParameterForm reactor={reactor} />}
        <RemovedParameters reactorId={reactor.id} canManage={canManage} />
      </Stack>
      <PopupModal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('editTitle', { name: editing.name }) : ''} size="lg">
        {editing && <ParameterForm key={editing.id} reactor={reactor} parameter={editing} onDone={() => setEditing(null)} />}
      </PopupModal>
      <RemoveParameterModal parameter={removing} reactorId={reactor.id} onClose={() => setRemoving(null)} />
    </Paper>
  );
}
