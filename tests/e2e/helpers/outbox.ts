// Reads mail the built-in provider kept in its outbox instead of sending it (no SMTP in the tests). The outbox
// answers only at its secret address, /idp/dev/outbox/<secret>: the harness gives every server the same secret
// (OUTBOX_SECRET, see helpers/server.ts), as a person reads it from the server's log.
import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { OUTBOX_SECRET } from './server';

const entrySchema = z.object({ to: z.string(), subject: z.string(), text: z.string() });
/** `?format=json` answers an array of mail, newest first. */
const outboxSchema = z.array(entrySchema);
export type OutboxMail = z.infer<typeof entrySchema>;

/** The mail sent to an address, newest first (`?to=…&format=json`). */
export async function readOutbox(request: APIRequestContext, origin: string, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`${origin}/idp/dev/outbox/${OUTBOX_SECRET}`, {
    params: { to, format: 'json' },
    headers: { accept: 'application/json' },
    // A kept-alive connection the server closed just as it was reused answers ECONNRESET: asked again, not failed.
    maxRetries: 2,
  });
  expect(response.status(), await response.text()).toBe(200);
  return outboxSchema.parse(await response.json());
}

/** Waits for the newest mail to an address whose subject matches, and returns it. */
export async function waitForMail(request: APIRequestContext, origin: string, to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request, origin, to)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with a subject matching ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The first link of a mail's text that points at the given origin. */
export function linkIn(mail: OutboxMail, origin: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"')]+/g)?.find((url) => url.startsWith(origin));
  if (!link) throw new Error(`No link to ${origin} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
