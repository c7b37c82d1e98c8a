import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { useId } from '@mantine/hooks';

/*
 * A text field and a drop-down list drawn with the markup and the class names of Mantine's TextInput and NativeSelect
 * (the "sm" size, the default variant, a label and no error): Mantine's styles.css draws them the same, and the native
 * <input> and <select> do all the work. Without the code of Mantine's input family (its wrapper, label, description,
 * error, clear button, the Combobox's chevron: ~4 kB gzipped), for a page whose only field is a search or a filter.
 * The unit test checks that the markup stays the one Mantine draws.
 */

type Kind = 'TextInput' | 'NativeSelect';

interface FrameProps extends BoxProps {
  kind: Kind;
  id: string;
  label: ReactNode;
  children: ReactNode;
}

/** Mantine's input wrapper around a field: the root, the label above, then the field's own wrapper. */
function Frame({ kind, id, label, children, className, ...root }: FrameProps) {
  const rootClass = `m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`;
  return (
    <Box className={className ? `${rootClass} ${className}` : rootClass} size="sm" {...root}>
      <Box
        component="label"
        __vars={{ '--input-label-size': 'var(--mantine-font-size-sm)' }}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
        size="sm"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </Box>
      {children}
    </Box>
  );
}

const inputClass = (kind: Kind) => `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`;
const sectionClass = (kind: Kind) => `m_82577fc2 mantine-Input-section mantine-${kind}-section`;
const wrapperClass = (kind: Kind) => `m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`;
const WRAPPER_VARS = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' };

type RootProps = Omit<BoxProps, 'style'> & { style?: CSSProperties };

export interface PlainTextInputProps extends RootProps, Omit<ComponentPropsWithoutRef<'input'>, keyof BoxProps | 'style' | 'size'> {
  label: ReactNode;
  leftSection?: ReactNode;
}

/** Mantine's TextInput as drawn with a label and, optionally, a left section (an icon). */
export function PlainTextInput({ label, leftSection, className, style, m, mt, mb, mx, my, maw, miw, w, ...input }: PlainTextInputProps) {
  const id = useId();
  return (
    <Frame kind="TextInput" id={id} label={label} className={className} style={style} m={m} mt={mt} mb={mb} mx={mx} my={my} maw={maw} miw={miw} w={w}>
      <Box __vars={WRAPPER_VARS} className={wrapperClass('TextInput')} variant="default" size="sm" mod={{ 'with-left-section': !!leftSection }}>
        {leftSection && (
          <div data-position="left" className={sectionClass('TextInput')}>
            {leftSection}
          </div>
        )}
        <Box component="input" className={inputClass('TextInput')} variant="default" {...input} id={id} />
      </Box>
    </Frame>
  );
}

export interface PlainNativeSelectProps extends RootProps, Omit<ComponentPropsWithoutRef<'select'>, keyof BoxProps | 'style' | 'size' | 'children'> {
  label: ReactNode;
  data: readonly { value: string; label: string }[];
}

/** Mantine's NativeSelect as drawn with a label, its options and the Combobox's chevron on the right. */
export function PlainNativeSelect({ label, data, className, style, m, mt, mb, mx, my, maw, miw, w, ...select }: PlainNativeSelectProps) {
  const id = useId();
  return (
    <Frame kind="NativeSelect" id={id} label={label} className={className} style={style} m={m} mt={mt} mb={mb} mx={mx} my={my} maw={maw} miw={miw} w={w}>
      <Box
        __vars={{ ...WRAPPER_VARS, '--input-right-section-pointer-events': 'none' }}
        className={wrapperClass('NativeSelect')}
        variant="default"
        size="sm"
        mod={{ pointer: true, 'with-right-section': true }}
      >
        <Box component="select" className={inputClass('NativeSelect')} variant="default" {...select} id={id}>
          {data.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </Box>
        <div data-position="right" className={sectionClass('NativeSelect')}>
          <ChevronUpDown />
        </div>
      </Box>
    </Frame>
  );
}

/** The Combobox's chevron, as Mantine draws it beside a NativeSelect. */
function ChevronUpDown() {
  return (
    <svg
      style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size="sm"
      data-combobox-chevron="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
