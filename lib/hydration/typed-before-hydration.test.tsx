/** @jest-environment jsdom */
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { rememberingTypedInput, replayTypedBeforeHydration } from './typed-before-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Heard {
  name: string[];
  summary: string[];
  agreed: boolean[];
  size: string[];
  unit: string[];
}

/** A form of controlled controls, each telling `heard` what its onChange received. */
function Form({ heard }: { heard: Heard }) {
  const [name, setName] = useState('server name');
  const [summary, setSummary] = useState('server summary');
  const [agreed, setAgreed] = useState(false);
  const [size, setSize] = useState('small');
  const [unit, setUnit] = useState('t');
  return (
    <form>
      <input aria-label="name" value={name} onChange={(event) => (heard.name.push(event.target.value), setName(event.target.value))} />
      <textarea aria-label="summary" value={summary} onChange={(event) => (heard.summary.push(event.target.value), setSummary(event.target.value))} />
      <input aria-label="agreed" type="checkbox" checked={agreed} onChange={(event) => (heard.agreed.push(event.target.checked), setAgreed(event.target.checked))} />
      {['small', 'large'].map((option) => (
        <input key={option} aria-label={option} type="radio" name="size" value={option} checked={size === option} onChange={() => (heard.size.push(option), setSize(option))} />
      ))}
      <select aria-label="unit" value={unit} onChange={(event) => (heard.unit.push(event.target.value), setUnit(event.target.value))}>
        <option value="t">t</option>
        <option value="kg">kg</option>
      </select>
      <output>{`${name}|${summary}|${agreed}|${size}|${unit}`}</output>
    </form>
  );
}

const control = <T extends Element>(container: Element, label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;

/** Server-renders the form, lets `type` change it as a person would before any script ran, then hydrates it. */
async function hydrateAfter(type: (container: Element) => void) {
  const heard: Heard = { name: [], summary: [], agreed: [], size: [], unit: [] };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form heard={heard} />);
  document.body.append(container);
  type(container);
  let root: Root | undefined;
  await act(async () => {
    root = rememberingTypedInput(hydrateRoot)(container, <Form heard={heard} />);
  });
  const shown = () => container.querySelector('output')!.textContent;
  const dispose = () => {
    act(() => root!.unmount());
    container.remove();
  };
  return { container, heard, shown, dispose };
}

function typeEverything(container: Element) {
  control<HTMLInputElement>(container, 'name').value = 'typed name';
  control<HTMLTextAreaElement>(container, 'summary').value = 'typed summary';
  control<HTMLInputElement>(container, 'agreed').checked = true;
  control<HTMLInputElement>(container, 'large').checked = true;
  control<HTMLSelectElement>(container, 'unit').value = 'kg';
}

describe('what a person typed before hydration', () => {
  it('is lost without the replay: React keeps the server values (and resets the textarea)', async () => {
    const { container, heard, shown, dispose } = await hydrateAfter(typeEverything);
    expect(shown()).toBe('server name|server summary|false|small|t');
    expect(heard).toEqual({ name: [], summary: [], agreed: [], size: [], unit: [] });
    expect(control<HTMLTextAreaElement>(container, 'summary').value).toBe('server summary');
    dispose();
  });

  it('reaches each control’s onChange once the page has hydrated, and state and screen agree', async () => {
    const { container, heard, shown, dispose } = await hydrateAfter(typeEverything);
    await act(async () => replayTypedBeforeHydration());
    expect(heard).toEqual({ name: ['typed name'], summary: ['typed summary'], agreed: [true], size: ['large'], unit: ['kg'] });
    expect(shown()).toBe('typed name|typed summary|true|large|kg');
    expect(control<HTMLInputElement>(container, 'name').value).toBe('typed name');
    expect(control<HTMLTextAreaElement>(container, 'summary').value).toBe('typed summary');
    expect(control<HTMLInputElement>(container, 'agreed').checked).toBe(true);
    expect(control<HTMLInputElement>(container, 'small').checked).toBe(false);
    expect(control<HTMLInputElement>(container, 'large').checked).toBe(true);
    expect(control<HTMLSelectElement>(container, 'unit').value).toBe('kg');

    // Once only: a second call (a later navigation, a second effect) replays nothing.
    await act(async () => replayTypedBeforeHydration());
    expect(heard.name).toEqual(['typed name']);
    dispose();
  });

  it('does nothing when nothing was typed', async () => {
    const { heard, shown, dispose } = await hydrateAfter(() => {});
    await act(async () => replayTypedBeforeHydration());
    expect(heard).toEqual({ name: [], summary: [], agreed: [], size: [], unit: [] });
    expect(shown()).toBe('server name|server summary|false|small|t');
    dispose();
  });

  it('leaves alone a control changed again once React was listening', async () => {
    const { container, heard, shown, dispose } = await hydrateAfter((form) => {
      control<HTMLInputElement>(form, 'name').value = 'typed early';
    });
    const name = control<HTMLInputElement>(container, 'name');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'typed later');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => replayTypedBeforeHydration());
    expect(heard.name).toEqual(['typed later']);
    expect(shown()).toBe('typed later|server summary|false|small|t');
    dispose();
  });
});
