/** @jest-environment node */
import { codeChallenge, randomToken } from './pkce';

describe('PKCE helpers', () => {
  it('computes the RFC 7636 S256 challenge', () => {
    // The example of RFC 7636, appendix B.
    expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes distinct URL-safe tokens', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
  });
});
