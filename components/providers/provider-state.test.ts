import { withoutProviderAnswer } from './provider-state';

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
