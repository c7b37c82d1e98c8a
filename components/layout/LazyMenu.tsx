import { cloneElement, Suspense, useEffect, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';

/** The props {@link LazyMenu} gives its target button (a Mantine button: it takes a ref and event handlers). */
interface TargetProps {
  ref?: Ref<HTMLElement>;
  onClick?: () => void;
  onMouseEnter?: () => void;
  onFocus?: () => void;
  onTouchStart?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export interface LazyMenuProps {
  /** The button that opens the menu, drawn at once (it is the menu's `Menu.Target` once the menu is loaded). */
  target: ReactElement<TargetProps>;
  /** Starts loading the menu's code (on hover, focus or touch, so that a click rarely waits for it). */
  preload: () => void;
  /** The menu, from a module loaded with `React.lazy`, around the given target (`<Menu.Target>{target}</Menu.Target>`). */
  menu: (target: ReactElement<TargetProps>) => ReactNode;
}

/**
 * A header menu whose code (Mantine's Menu, Popover, floating-ui — ~40 kB gzipped with the drawer) is not part
 * of the page's first load. Until the first click only the target button is drawn, announced as a closed menu
 * button; the click loads the menu, which replaces the button with the same button as its `Menu.Target`, and
 * opens it by giving that button focus and the click, exactly as a user's click opens a menu that was there
 * from the start. From then on it is an ordinary Mantine menu.
 */
export function LazyMenu({ target, preload, menu }: LazyMenuProps) {
  const [requested, setRequested] = useState(false);
  // The loaded menu's target, once it is in the page; it then gets the click that asked for the menu.
  const [loadedTarget, setLoadedTarget] = useState<HTMLElement | null>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!loadedTarget || opened.current) return;
    opened.current = true;
    loadedTarget.focus();
    loadedTarget.click();
  }, [loadedTarget]);

  const placeholder = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onMouseEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    onClick: () => {
      preload();
      setRequested(true);
    },
  });
  if (!requested) return placeholder;
  return <Suspense fallback={placeholder}>{menu(cloneElement(target, { ref: setLoadedTarget }))}</Suspense>;
}
