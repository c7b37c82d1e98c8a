/** @jest-environment node */
import { escapeHtml, html, SafeHtml } from './html';

describe('html template', () => {
  it('escapes interpolated text', () => {
    expect(html`<p>${'<script>alert("x")</script>'}</p>`.value).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>');
    expect(html`<a title="${"it's"}">`.value).toBe('<a title="it&#39;s">');
  });

  it('keeps nested fragments and joins arrays', () => {
    const items = ['a&b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>a&amp;b</li><li>c</li></ul>');
  });

  it('drops false, null and undefined, and prints numbers', () => {
    expect(html`${false}${null}${undefined}${0}`.value).toBe('0');
  });

  it('exposes a plain escaper and SafeHtml as text', () => {
    expect(escapeHtml('&')).toBe('&amp;');
    expect(String(new SafeHtml('<b>'))).toBe('<b>');
  });
});
