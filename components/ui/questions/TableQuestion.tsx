import { useRef, useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, NativeSelect, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { TableRow } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import { isTableRows, localize, numberFromInput } from './answer-values';
import LocalDateInput from './date/LocalDateInput';
import type { QuestionInputProps, QuestionOf } from './types';

type Column = QuestionOf<'table'>['columns'][number];
type Cell = TableRow[string];

/** An empty row: every column present, with no value. */
export function emptyRow(columns: readonly Column[]): TableRow {
  return Object.fromEntries(columns.map((column) => [column.id, null]));
}

const isEmptyCell = (cell: Cell | undefined) => cell === null || cell === undefined || cell === '';

/** Whether a row has nothing in it (such rows are not sent). */
export function isBlankRow(row: TableRow): boolean {
  return Object.values(row).every(isEmptyCell);
}

/** Whether every required cell of a row is filled: only such rows are sent (the server refuses the others). */
export function isCompleteRow(row: TableRow, columns: readonly Column[]): boolean {
  return columns.every((column) => !column.required || !isEmptyCell(row[column.id]));
}

/** A number cell keeps what is typed ("12.", "-") while it is on its way to a number. */
function NumberCell({
  unit,
  value,
  onChange,
  common,
}: {
  /** The column's unit in the interface language ('' for none). */
  unit: string;
  value: Cell;
  onChange: (value: Cell) => void;
  common: { 'aria-label': string; disabled: boolean; onBlur: () => void; size: 'sm'; miw: number };
}) {
  const [raw, setRaw] = useState<number | string>(typeof value === 'number' ? value : '');
  return (
    <NumberInput
      {...common}
      value={raw}
      onChange={(next) => {
        setRaw(next);
        const parsed = numberFromInput(next);
        if (parsed !== undefined) onChange(parsed);
      }}
      hideControls
      clampBehavior="none"
      rightSection={
        unit ? (
          <Text size="xs" c="gray.7" pr={6}>
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? Math.max(40, unit.length * 8 + 16) : undefined}
      rightSectionPointerEvents="none"
    />
  );
}

function CellInput({
  column,
  value,
  onChange,
  onBlur,
  disabled,
  label,
  language,
}: {
  column: Column;
  value: Cell;
  onChange: (value: Cell) => void;
  onBlur: () => void;
  disabled: boolean;
  label: string;
  language: Language;
}) {
  const t = useTranslations('assessments');
  const common = { 'aria-label': label, disabled, onBlur, size: 'sm' as const, miw: 120 };
  switch (column.type) {
    case 'number':
      return <NumberCell unit={localize(column.unit, language)} value={value} onChange={onChange} common={common} />;
    case 'date':
      return <LocalDateInput {...common} miw={170} language={language} value={typeof value === 'string' ? value : null} onChange={onChange} />;
    case 'single_choice':
      return (
        <NativeSelect
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || null)}
          data={[{ value: '', label: t('tableChoose') }, ...(column.options ?? []).map((option) => ({ value: option.value, label: localize(option.label, language) }))]}
        />
      );
    case 'yes_no':
      return (
        <Checkbox
          aria-label={label}
          disabled={disabled}
          // Unticked until ticked: an unanswered cell looks like "no", never like a half-chosen box.
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
        />
      );
    default:
      return <TextInput {...common} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}

/**
 * A table of rows with typed cells (text, number with unit, date, choice, yes/no): rows can be added and
 * removed within the question's bounds. Typing is saved after a pause, adding and removing at once; blank rows
 * are kept on screen but not sent.
 */
export default function TableQuestion({ question, value, onChange, onBlur, disabled, language, inputId, labelId, describedBy }: QuestionInputProps<QuestionOf<'table'>>) {
  const t = useTranslations('assessments');
  const { columns } = question;
  const { min, max } = question.validation ?? {};
  const [rows, setRows] = useState<TableRow[]>(() => {
    const stored = isTableRows(value) ? value : [];
    return stored.length ? stored.map((row) => ({ ...emptyRow(columns), ...row })) : [emptyRow(columns)];
  });
  // Stable keys, so that a removed row takes its cells' state with it.
  const nextKey = useRef(rows.length);
  const [keys, setKeys] = useState<number[]>(() => rows.map((_, index) => index));
  const addButton = useRef<HTMLButtonElement>(null);
  const hintId = `${inputId}-hint`;

  const commit = (next: TableRow[], mode: 'now' | 'debounce') => {
    setRows(next);
    const filled = next.filter((row) => !isBlankRow(row) && isCompleteRow(row, columns));
    onChange(filled.length ? filled : null, mode);
  };

  const setCell = (index: number, columnId: string, cell: Cell) =>
    commit(
      rows.map((row, at) => (at === index ? { ...row, [columnId]: cell } : row)),
      'debounce',
    );

  const canAdd = max === undefined || rows.length < max;
  const waiting = rows.some((row) => !isBlankRow(row) && !isCompleteRow(row, columns));
  let hint: string;
  if (min && max) hint = t('rowsBetween', { min, max });
  else if (max) hint = t('rowsAtMost', { max });
  else if (min) hint = t('rowsAtLeast', { min });
  else hint = t('rowsAny');

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}>
      <Table.ScrollContainer minWidth={Math.max(360, columns.length * 150 + 60)}>
        <Table id={inputId} verticalSpacing={6} horizontalSpacing="xs" withTableBorder withColumnBorders aria-labelledby={labelId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36} aria-label={t('tableRowNumber')}>
                #
              </Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.id} scope="col">
                  {localize(column.label, language)}
                  {column.unit ? ` (${localize(column.unit, language)})` : ''}
                  {column.required && (
                    <Text span c="red.8" aria-label={t('required')}>
                      {' *'}
                    </Text>
                  )}
                </Table.Th>
              ))}
              {!disabled && <Table.Th w={44} aria-label={t('tableActions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={keys[index] ?? `extra-${index}`}>
                <Table.Td>
                  <Text size="sm" c="gray.7">
                    {index + 1}
                  </Text>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.id}>
                    <CellInput
                      column={column}
                      value={row[column.id] ?? null}
                      onChange={(cell) => setCell(index, column.id, cell)}
                      onBlur={onBlur}
                      disabled={disabled}
                      language={language}
                      label={t('tableCell', { column: localize(column.label, language), row: index + 1 })}
                    />
                  </Table.Td>
                ))}
                {!disabled && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('tableRemoveRow', { row: index + 1 })}
                      onClick={() => {
                        const next = rows.filter((_, at) => at !== index);
                        const nextKeys = keys.filter((_, at) => at !== index);
                        if (next.length === 0) {
                          next.push(emptyRow(columns));
                          nextKeys.push(nextKey.current++);
                        }
                        setKeys(nextKeys);
                        commit(next, 'now');
                        addButton.current?.focus();
                      }}
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
      <Group justify="space-between" mt="xs">
        <Text id={hintId} size="xs" c="gray.7" aria-live="polite">
          {waiting ? `${hint} ${t('rowsWaiting')}` : hint}
        </Text>
        {!disabled && (
          <Button
            ref={addButton}
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={!canAdd}
            onClick={() => {
              setKeys([...keys, nextKey.current++]);
              setRows([...rows, emptyRow(columns)]);
            }}
          >
            {t('tableAddRow')}
          </Button>
        )}
      </Group>
    </div>
  );
}
