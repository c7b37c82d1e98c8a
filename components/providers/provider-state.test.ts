import { hasProviderAnswer, withoutProviderAnswer } from './provider-state';

describe("the provider's answer in the address", () => {
  it('is dropped after logout, keeping the rest of the address', () => {
    expect(withoutProviderAnswer('https://localhost:3000/?state=eyJpZCI6IjEyMyJ9')).toBe('/');
    expect(withoutProviderAnswer('https://localhost:3000/projects?scope=shared&state=abc#list')).toBe('/projects?scope=shared#list');
    expect(withoutProviderAnswer('https://localhost:3000/?code=c1&state=s1&session_state=x&iss=https%3A%2F%2Fidp')).toBe('/');
  });

  it('leaves an address without one alone', () => {
    expect(withoutProviderAnswer('https://localhost:3000/projects?scope=shared')).toBeNull();
  });
});

describe('whether MSAL has an answer to read at start', () => {
  it('sees the answer in the query string or the fragment', () => {
    expect(hasProviderAnswer('https://localhost:3000/?code=c1&state=s1')).toBe(true);
    expect(hasProviderAnswer('https://localhost:3000/#state=s1&error=access_denied')).toBe(true);
    expect(hasProviderAnswer('https://localhost:3000/?state=s1')).toBe(true);
  });

  it('sees none in an ordinary address', () => {
    expect(hasProviderAnswer('https://localhost:3000/projects?scope=shared#list')).toBe(false);
  });
});
