import { installAnchorScrolling } from './smooth-anchors';

let scrollTo: jest.Mock;
let uninstall: () => void;

function place(element: Element, top: number) {
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
}

beforeEach(() => {
  document.body.innerHTML = `
    <a id="to-section" href="#section-2"><span id="inner">Go</span></a>
    <a id="to-missing" href="#nowhere">Missing</a>
    <a id="to-named" href="#legacy">Named</a>
    <a id="elsewhere" href="/projects#section-2">Elsewhere</a>
    <a id="bare" href="#">Top</a>
    <section id="section-2">Section</section>
    <a name="legacy"></a>`;
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
  place(document.getElementById('section-2')!, 900);
  place(document.getElementsByName('legacy')[0], 150);
  uninstall = installAnchorScrolling(document);
});

afterEach(() => uninstall());

function click(id: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
}

describe('smooth anchor scrolling', () => {
  it('scrolls smoothly leaving 20 % of the window height above the target', () => {
    const event = click('to-section');
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + 300 - 200, behavior: 'smooth' });
  });

  it('works from an element inside the link', () => {
    click('inner');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('finds a target by name and never scrolls above the page', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    click('to-named');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('leaves links without a target, bare # and other pages alone', () => {
    expect(click('to-missing').defaultPrevented).toBe(false);
    expect(click('bare').defaultPrevented).toBe(false);
    expect(click('elsewhere').defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves modified clicks alone', () => {
    click('to-section', { ctrlKey: true });
    click('to-section', { button: 1 });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops after uninstall', () => {
    uninstall();
    click('to-section');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
