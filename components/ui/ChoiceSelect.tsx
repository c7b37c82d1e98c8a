import { ComboboxChevron, InputClearButton, NativeSelect } from '@mantine/core';
import classes from './ChoiceSelect.module.css';

export interface ChoiceSelectProps {
  label: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Offers "no choice": an empty first option named by this label, and the clear button beside the chevron. */
  empty?: { label: string; placeholder?: boolean };
}

/**
 * A choice drawn as Mantine's Select draws it closed (the input, its chevron and, for an optional choice that is set,
 * its clear button), on the browser's own `<select>`: on a phone its list is the system's picker, and the page does
 * not carry the Select's dropdown (Combobox, Popover, ScrollArea and floating-ui, ~35 kB gzipped). Without `empty`,
 * a choice must stay made, as a Select with `allowDeselect={false}`.
 */
export function ChoiceSelect({ label, data, value, onChange, empty }: ChoiceSelectProps) {
  const set = value !== null && value !== '';
  // As the Select's: the button clears with the pointer; the keyboard clears by choosing the empty option.
  const clear = <InputClearButton tabIndex={-1} aria-hidden onMouseDown={(event) => event.preventDefault()} onClick={() => onChange(null)} />;
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={empty ? [{ value: '', label: empty.label }, ...data] : data}
      classNames={{ input: classes.input }}
      data-empty={!set && empty?.placeholder ? true : undefined}
      rightSection={
        empty && set ? (
          <div className={classes.sections} data-combined-clear-section>
            {clear}
            <ComboboxChevron />
          </div>
        ) : undefined
      }
    />
  );
}
