import { html, type SafeHtml } from './html';
import type { MessageKey, Translate } from './i18n';

/** What a form shows again after a failed submission: the values typed, an error per field, and a summary. */
export interface FormState {
  values: Record<string, string>;
  errors: Partial<Record<string, MessageKey>>;
  alert?: { key: MessageKey; values?: Record<string, string | number> };
}

export const emptyForm = (values: Record<string, string> = {}): FormState => ({ values, errors: {} });

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  required?: boolean;
  optionalLabel?: string;
  hint?: string;
  maxLength?: number;
  /** Passwords are never echoed back. */
  keepValue?: boolean;
  autofocus?: boolean;
}

export function field(t: Translate, form: FormState, options: FieldOptions): SafeHtml {
  const id = `field-${options.name}`;
  const errorKey = form.errors[options.name];
  const describedBy = [options.hint ? `${id}-hint` : '', errorKey ? `${id}-error` : ''].filter(Boolean).join(' ');
  const value = options.keepValue === false ? '' : (form.values[options.name] ?? '');
  return html`<div class="field">
<label for="${id}">${options.label}${options.optionalLabel ? html` <span class="optional">${options.optionalLabel}</span>` : ''}</label>
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}"${value ? html` value="${value}"` : ''}${options.required ? html` required` : ''}${options.maxLength ? html` maxlength="${options.maxLength}"` : ''}${options.autofocus || (errorKey && Object.keys(form.errors)[0] === options.name) ? html` autofocus` : ''}${errorKey ? html` aria-invalid="true"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}>
${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
${errorKey ? html`<p class="field-error" id="${id}-error">${t(errorKey)}</p>` : ''}
</div>`;
}

export function formAlert(t: Translate, form: FormState): SafeHtml {
  if (form.alert) {
    return html`<div class="alert alert-error" role="alert">${t(form.alert.key, form.alert.values)}</div>`;
  }
  if (Object.keys(form.errors).length > 0) {
    return html`<div class="alert alert-error" role="alert"><strong>${t('error.formTitle')}</strong></div>`;
  }
  return html``;
}

export function heading(title: string, lead?: string): SafeHtml {
  return html`<h1>${title}</h1>${lead ? html`<p class="lead">${lead}</p>` : ''}`;
}

export const submitButton = (label: string) => html`<button class="button primary" type="submit">${label}</button>`;

export const linkButton = (href: string, label: string, variant: 'primary' | 'secondary' = 'primary') => html`<a class="button ${variant}" href="${href}">${label}</a>`;

const PROVIDER_MARKS: Record<string, SafeHtml> = {
  google: html`<svg class="provider-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z"/><path fill="#34A853" d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23Z"/><path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8Z"/><path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4Z"/></svg>`,
  linkedin: html`<svg class="provider-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect width="24" height="24" rx="4" fill="#0A66C2"/><path fill="#fff" d="M7.1 9.5h2.6V18H7.1V9.5Zm1.3-4.1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm2.9 4.1h2.5v1.2c.4-.7 1.2-1.4 2.6-1.4 2.7 0 3.2 1.8 3.2 4.1V18h-2.6v-4c0-1 0-2.2-1.4-2.2s-1.6 1-1.6 2.1V18h-2.6V9.5Z"/></svg>`,
};

export const PROVIDER_LABELS: Record<string, string> = { google: 'Google', linkedin: 'LinkedIn' };

export function providerButton(t: Translate, href: string, provider: string): SafeHtml {
  return html`<a class="button secondary" href="${href}">${PROVIDER_MARKS[provider] ?? ''}<span>${t('action.continueWith', { provider: PROVIDER_LABELS[provider] ?? provider })}</span></a>`;
}
