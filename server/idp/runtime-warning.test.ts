/** @jest-environment node */
import { holdRuntimeWarning, runtimeNotice, UNSUPPORTED_RUNTIME_WARNING } from './runtime-warning';

describe("oidc-provider's warning about the Node.js release", () => {
  const line = `${UNSUPPORTED_RUNTIME_WARNING} Use Node.js v22.x LTS, or a later LTS release.`;

  it('is held back, plain or in colour, while every other warning goes through; restore gives console.warn back', () => {
    const warn = jest.fn();
    const target = { warn };
    const held = holdRuntimeWarning(target);
    target.warn(line);
    target.warn(`\x1b[31;1m${line}\x1b[0m`);
    target.warn('oidc-provider WARNING: something else', 42);
    expect(warn.mock.calls).toEqual([['oidc-provider WARNING: something else', 42]]);
    expect(held.restore()).toBe(true);
    expect(target.warn).toBe(warn);
    target.warn(line);
    expect(warn).toHaveBeenLastCalledWith(line);
  });

  it('answers that nothing was held when the warning never came', () => {
    const target = { warn: jest.fn() };
    expect(holdRuntimeWarning(target).restore()).toBe(false);
  });

  it('is replaced by a plain notice: this release is supported, 22 or later recommended', () => {
    expect(runtimeNotice('v20.20.2')).toBe('Node.js v20.20.2 is supported; Node.js 22 or later is recommended');
  });
});
