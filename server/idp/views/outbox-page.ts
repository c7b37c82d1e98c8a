import type { OutboxEntry } from '@/server/mail/outbox';
import { heading } from './components';
import { html, type SafeHtml } from './html';

/** The outbox: mail kept instead of sent, newest first (English only: an operator's tool). */
export function outboxPage(entries: OutboxEntry[]): { title: string; body: SafeHtml } {
  const rows = entries.map(
    (entry) => html`<tr>
<td>${entry.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
<td>${entry.to}</td>
<td><strong>${entry.subject}</strong><pre>${entry.text}</pre></td>
</tr>`,
  );
  return {
    title: 'Development outbox',
    body: html`${heading('Development outbox', 'Mail kept here because no SMTP server is configured (SMTP_URL); this address is secret, printed in the server log at start. Newest first; add ?to=address to filter, ?format=json for JSON.')}
${
  entries.length === 0
    ? html`<div class="alert alert-info" role="status">No mail yet.</div>`
    : html`<table><thead><tr><th scope="col">Time (UTC)</th><th scope="col">To</th><th scope="col">Message</th></tr></thead><tbody>${rows}</tbody></table>`
}`,
  };
}
