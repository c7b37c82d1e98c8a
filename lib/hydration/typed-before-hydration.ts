/**
 * What a person typed before React hydrated the page, handed to React once it has (browser only).
 *
 * A server-rendered page shows its form controls at once, but React only listens once the page's scripts have
 * loaded and hydrated it (later still on a loaded phone: hydration runs in a transition, see `in-transition.ts`).
 * Meanwhile the controls work as plain HTML: a person types, ticks or chooses, and the browser keeps it. React 19.3
 * does not replay those changes when it hydrates (its own fix, facebook/react#33129, is behind the
 * `enableHydrationChangeEvent` flag, off in stable): the screen shows the typed text while React's state holds the
 * server's, and the next render through the control (another field of the same answer changing) puts the server's
 * value back and saves it, so what was typed is lost. React also resets a non-empty textarea to the server's text
 * as it hydrates it.
 *
 * So, right before hydrating, the controls that differ from what the server rendered are remembered, and once the
 * page has hydrated each change is replayed as the browser would have dispatched it had React been listening: the
 * control's `onChange` receives it. This module can go once React enables its own replay.
 */

import type { hydrateRoot as reactHydrateRoot } from 'react-dom/client';

type HydrateRoot = typeof reactHydrateRoot;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One control the person changed before hydration: what they gave, and what the server had rendered. */
type TypedChange =
  | { kind: 'value'; control: HTMLInputElement | HTMLTextAreaElement; typed: string; server: string }
  | { kind: 'checked'; control: HTMLInputElement; typed: boolean; server: boolean }
  | { kind: 'selected'; control: HTMLSelectElement; typed: string[] };

/** Input types whose value a person does not type (or that cannot be set back): never replayed. */
const UNTYPED_INPUTS = new Set(['hidden', 'file', 'button', 'submit', 'reset', 'image', 'range', 'color']);

let remembered: TypedChange[] = [];

function selectedValues(select: HTMLSelectElement): string[] {
  return Array.from(select.selectedOptions, (option) => option.value);
}

function selectChange(select: HTMLSelectElement): TypedChange | null {
  const options = Array.from(select.options);
  const changed = select.multiple
    ? options.some((option) => option.selected !== option.defaultSelected)
    : select.selectedIndex !==
      Math.max(
        0,
        options.findIndex((option) => option.defaultSelected),
      );
  if (!changed) return null;
  return { kind: 'selected', control: select, typed: selectedValues(select) };
}

/** The change a person made to `control` since the server rendered it, if any. */
function changeOf(control: Control): TypedChange | null {
  if (control instanceof HTMLSelectElement) return selectChange(control);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // A radio unchecked by checking another of its group is no change of its own.
    if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) return null;
    return { kind: 'checked', control, typed: control.checked, server: control.defaultChecked };
  }
  if (control instanceof HTMLInputElement && UNTYPED_INPUTS.has(control.type)) return null;
  if (control.value === control.defaultValue) return null;
  return { kind: 'value', control, typed: control.value, server: control.defaultValue };
}

/** Remembers the controls under `container` that differ from what the server rendered. Call it right before hydrating. */
export function rememberTypedBeforeHydration(container: Element | Document): void {
  const controls = container.querySelectorAll<Control>('input, textarea, select');
  remembered = Array.from(controls, changeOf).filter((change): change is TypedChange => change !== null);
}

/** Sets a value through the prototype's setter, which React's value tracker does not see. */
function setValueNatively(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
}

/** Whether `change` still shows as typed: not changed again since React was listening (it saw that change itself). */
function stillAsTyped(change: TypedChange): boolean {
  if (!change.control.isConnected) return false;
  if (change.kind === 'checked') return change.control.checked === change.typed;
  if (change.kind === 'selected') return selectedValues(change.control).join('\n') === change.typed.join('\n');
  // React resets a textarea to the server's text as it hydrates it.
  const { value } = change.control;
  return value === change.typed || (change.control instanceof HTMLTextAreaElement && value === change.server);
}

/** Gives `change` to React as the browser would have, had React been listening: its `onChange` receives it. */
function replay(change: TypedChange): void {
  if (change.kind === 'value') {
    change.control.value = change.server; // through React's value tracker: it now believes the server's value is shown
    setValueNatively(change.control, change.typed);
    change.control.dispatchEvent(new Event('input', { bubbles: true }));
    change.control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (change.kind === 'checked') {
    change.control.checked = change.server;
    change.control.click(); // React hears a checkbox or radio change by its click; the browser adds input and change
  } else {
    for (const option of Array.from(change.control.options)) option.selected = change.typed.includes(option.value);
    change.control.dispatchEvent(new Event('input', { bubbles: true }));
    change.control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Replays, once, the changes remembered before hydration. Call it once the page has hydrated (an effect of the
 * app's first render); it does nothing when nothing was typed, and nothing on later calls.
 */
export function replayTypedBeforeHydration(): void {
  const changes = remembered;
  remembered = [];
  // All checked first: a render caused by one replay puts the server's values back in the controls not yet replayed.
  changes.filter(stillAsTyped).forEach(replay);
}

/** `hydrateRoot` that first remembers what was typed in the page's controls. */
export function rememberingTypedInput(hydrateRoot: HydrateRoot): HydrateRoot {
  return (container, children, options) => {
    rememberTypedBeforeHydration(container);
    return hydrateRoot(container, children, options);
  };
}
