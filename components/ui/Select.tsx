import {
  MultiSelect as MantineMultiSelect,
  Select as MantineSelect,
  TagsInput as MantineTagsInput,
  type ComboboxProps,
  type MultiSelectProps,
  type Primitive,
  type SelectProps,
  type TagsInputProps,
} from '@mantine/core';
import { useState, type FocusEvent, type PointerEvent } from 'react';

interface Approachable {
  comboboxProps?: ComboboxProps;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLInputElement>) => void;
}

/**
 * Mantine keeps a select's list of options in the page from the start, hidden, laid out and positioned beside its input:
 * on a page with a few selects that was a good share of the work that blocks a phone at start (issue 25, R-25.11). The
 * list is mounted here once the pointer or the focus reaches the input, before it can open: opening it, by mouse, touch
 * or keyboard (the arrow keys find the options already there), is as before.
 */
function useListOnApproach({ comboboxProps, onFocus, onPointerEnter }: Approachable): Required<Approachable> {
  const [approached, setApproached] = useState(false);
  return {
    comboboxProps: { keepMounted: approached, ...comboboxProps },
    onFocus: (event) => {
      setApproached(true);
      onFocus?.(event);
    },
    onPointerEnter: (event) => {
      setApproached(true);
      onPointerEnter?.(event);
    },
  };
}

/** Mantine's Select, its list mounted when first approached. */
export function Select<Value extends Primitive = string>(props: SelectProps<Value>) {
  return <MantineSelect<Value> {...props} {...useListOnApproach(props)} />;
}

/** Mantine's MultiSelect, its list mounted when first approached. */
export function MultiSelect<Value extends Primitive = string>(props: MultiSelectProps<Value>) {
  return <MantineMultiSelect<Value> {...props} {...useListOnApproach(props)} />;
}

/** Mantine's TagsInput, its list of suggestions mounted when first approached. */
export function TagsInput(props: TagsInputProps) {
  return <MantineTagsInput {...props} {...useListOnApproach(props)} />;
}
