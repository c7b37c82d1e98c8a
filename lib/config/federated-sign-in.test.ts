/** @jest-environment node */
import { configuredFederatedSignIn } from './federated-sign-in';

describe('the upstream providers offered', () => {
  it('offers none on the embedded defaults', () => {
    expect(configuredFederatedSignIn({}, null)).toEqual([]);
  });

  it('offers a provider of the built-in identity provider once its client id and secret are both set', () => {
    expect(configuredFederatedSignIn({ GOOGLE_CLIENT_ID: 'id' }, null)).toEqual([]);
    expect(configuredFederatedSignIn({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: ' ' }, null)).toEqual([]);
    expect(configuredFederatedSignIn({ LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 's' }, null)).toEqual(['linkedin']);
  });

  it('offers both with Azure AD B2C, whose user flows hold them', () => {
    expect(configuredFederatedSignIn({}, 'contoso')).toEqual(['google', 'linkedin']);
  });
});
