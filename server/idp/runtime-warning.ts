/**
 * oidc-provider prints "Unsupported runtime. Use Node.js v22.x LTS" when it is loaded on a Node.js release older than
 * 22 (its own check, on import). Groundwork supports Node.js 20.9 and later and runs the provider on it, so that line
 * would only alarm whoever starts the server. `server/idp/oidc.ts` loads oidc-provider with this one line held back
 * and logs instead, once, that this Node.js release is supported and 22 or later recommended. Every other warning
 * goes through untouched, and console.warn is given back as soon as the provider is loaded.
 */

/** The line oidc-provider prints (after `oidc-provider WARNING: `, sometimes in colour) on Node.js before 22. */
export const UNSUPPORTED_RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime.';

export interface HeldWarning {
  /** Gives console.warn back; answers whether the line was held back meanwhile. */
  restore(): boolean;
}

/** Holds back the one warning line of oidc-provider about the runtime until `restore()`. */
export function holdRuntimeWarning(target: Pick<Console, 'warn'> = console): HeldWarning {
  const original = target.warn;
  let held = false;
  target.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(UNSUPPORTED_RUNTIME_WARNING)) {
      held = true;
      return;
    }
    original.apply(target, args);
  };
  return {
    restore() {
      target.warn = original;
      return held;
    },
  };
}

/** What the server logs instead, on a Node.js release before 22. */
export function runtimeNotice(version: string = process.version): string {
  return `Node.js ${version} is supported; Node.js 22 or later is recommended`;
}

/** Held from the moment this module is evaluated: `server/idp/oidc.ts` imports it just before oidc-provider. */
export const heldRuntimeWarning = holdRuntimeWarning();
