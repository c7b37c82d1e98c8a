/** @jest-environment jsdom */
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import ReactDOMClient from 'react-dom/client';
import { plainHydrateRoot } from './in-transition';

/** Keeps the main thread busy for `ms`. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

/** A component whose render takes `ms` of the main thread, the way a heavy card does on a slow phone. */
function Busy({ ms, onRender }: { ms: number; onRender: () => void }) {
  spin(ms);
  onRender();
  return <span>busy</span>;
}

function Page({ onRender, onHydrated }: { onRender: () => void; onHydrated: () => void }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return (
    <div>
      {Array.from({ length: 40 }, (_, index) => (
        <Busy key={index} ms={2} onRender={onRender} />
      ))}
    </div>
  );
}

/**
 * Hydrates a page of 40 components of 2 ms each and tells how many of them had rendered when a timer queued by
 * the first one got its turn: the whole page when hydration held the thread, a part when it yielded.
 */
async function rendersBeforeTimer(hydrateRoot: typeof ReactDOMClient.hydrateRoot): Promise<{ atTimer: number; total: number }> {
  let rendered = 0;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onRender={() => {}} onHydrated={() => {}} />);
  document.body.append(container);
  let atTimer = -1;
  const hydrated = new Promise<void>((resolve) => {
    const onRender = () => {
      rendered += 1;
      if (rendered === 1) setTimeout(() => (atTimer = rendered), 0);
    };
    hydrateRoot(container, <Page onRender={onRender} onHydrated={resolve} />);
  });
  await hydrated;
  await new Promise((resolve) => setTimeout(resolve, 0));
  container.remove();
  return { atTimer, total: rendered };
}

describe('hydration in a transition', () => {
  it('gives the main thread a turn while it hydrates, where plain hydrateRoot holds it to the end', async () => {
    const plain = await rendersBeforeTimer(plainHydrateRoot);
    expect(plain.atTimer).toBe(plain.total);

    // What react-dom/client hands Next in the browser once the module is loaded.
    expect(ReactDOMClient.hydrateRoot).not.toBe(plainHydrateRoot);
    const sliced = await rendersBeforeTimer(ReactDOMClient.hydrateRoot);
    expect(sliced.total).toBe(40);
    expect(sliced.atTimer).toBeGreaterThanOrEqual(0);
    expect(sliced.atTimer).toBeLessThan(sliced.total);
  });
});
