/** @jest-environment node */
import { newPasswordFormSchema, parseForm, profileFormSchema, signInFormSchema, signUpFormSchema, textFields } from './forms';

describe('provider forms', () => {
  it('normalises a valid sign-up', () => {
    const parsed = parseForm(signUpFormSchema, {
      name: '  Ada Lovelace ',
      email: ' Ada@Example.COM ',
      company: '',
      password: 'long enough password',
      eventCode: 'demo2026',
    });
    expect(parsed).toEqual({
      ok: true,
      data: { name: 'Ada Lovelace', email: 'ada@example.com', company: null, password: 'long enough password', eventCode: 'DEMO2026' },
    });
  });

  it('gives one message key per invalid field and keeps the typed values', () => {
    const values = { name: '', email: 'not-an-address', password: 'short' };
    const parsed = parseForm(signUpFormSchema, values);
    expect(parsed).toEqual({
      ok: false,
      form: {
        values,
        errors: { name: 'invalid.nameRequired', email: 'invalid.email', password: 'invalid.passwordShort' },
      },
    });
  });

  it('asks for missing sign-in fields', () => {
    const parsed = parseForm(signInFormSchema, {});
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.form.errors).toEqual({ email: 'invalid.emailRequired', password: 'invalid.passwordRequired' });
    }
  });

  it('refuses a new password that is not repeated identically', () => {
    const parsed = parseForm(newPasswordFormSchema, { password: 'a new password', confirmPassword: 'a new passw0rd' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.form.errors).toEqual({ confirmPassword: 'invalid.passwordMismatch' });
    expect(parseForm(newPasswordFormSchema, { password: 'a new password', confirmPassword: 'a new password' }).ok).toBe(true);
  });

  it('limits profile field lengths', () => {
    const parsed = parseForm(profileFormSchema, { name: 'x'.repeat(121), company: 'y'.repeat(161) });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.form.errors).toEqual({ name: 'invalid.nameLong', company: 'invalid.companyLong' });
  });

  it('keeps only text fields of a submitted body', () => {
    expect(textFields({ a: 'x', b: ['y'], c: 3 })).toEqual({ a: 'x' });
  });
});
