import { List, Table, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { EvidenceKind } from '@/lib/schemas/monitoring-evidence';
import { FIGURE_FIELDS } from './evidence-fields';

interface Contaminant {
  name: string;
  group: 'pah' | 'heavy_metal' | 'other';
  value: number;
  unit: string;
}

/** A record's figures, by its kind's fields (a lab analysis's contaminants with their units). */
export function FiguresView({ kind, figures }: { kind: EvidenceKind; figures: Record<string, unknown> }) {
  const t = useTranslations('evidence');
  const contaminants = Array.isArray(figures.contaminants) ? (figures.contaminants as Contaminant[]) : [];
  return (
    <>
      <Table verticalSpacing={4} aria-label={t('figures.title')}>
        <Table.Tbody>
          {FIGURE_FIELDS[kind]
            .filter((field) => figures[field.name] !== undefined)
            .map((field) => (
              <Table.Tr key={field.name}>
                <Table.Th scope="row" fw={500}>
                  {t(`figures.${field.name}`)}
                </Table.Th>
                <Table.Td>{String(figures[field.name])}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      {contaminants.length > 0 && (
        <>
          <Text size="sm" fw={500} mt="xs">
            {t('figures.contaminants')}
          </Text>
          <List size="sm">
            {contaminants.map((item) => (
              <List.Item key={`${item.name}-${item.unit}`}>{t('contaminant', { name: item.name, group: t(`groups.${item.group}`), value: item.value, unit: item.unit })}</List.Item>
            ))}
          </List>
        </>
      )}
    </>
  );
}
