/** @jest-environment node */
import { Writable } from 'node:stream';
import type { Database } from '@/server/db/client';
import { createLogger } from '@/server/logger';
import { mailerFromEnv } from './mailer';

const db = {} as Database;

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger({ level: 'info', destination }), lines };
}

describe('how mail is delivered', () => {
  it('uses SMTP when SMTP_URL is set, says so at start without the credentials, and keeps no outbox', () => {
    const { logger, lines } = capture();
    const mailer = mailerFromEnv(db, logger, { SMTP_URL: 'smtp://user:pass@mail.example.com:587' });
    expect(mailer.transport).toBe('smtp');
    expect(mailer.outboxSecret).toBeUndefined();
    expect(lines.join('')).toContain('Mail is sent through the SMTP server smtp://mail.example.com:587');
    expect(lines.join('')).not.toContain('pass');
    mailer.close();
  });

  it('keeps mail in an outbox with a fresh secret at each start without SMTP', () => {
    const { logger, lines } = capture();
    const first = mailerFromEnv(db, logger, {});
    const second = mailerFromEnv(db, logger, {});
    expect(first.transport).toBe('outbox');
    expect(first.outboxSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.outboxSecret).not.toBe(first.outboxSecret);
    expect(lines.join('')).toContain('Mail is not sent (no SMTP_URL)');
  });

  it('takes OUTBOX_SECRET when it is long enough', () => {
    const { logger } = capture();
    expect(mailerFromEnv(db, logger, { OUTBOX_SECRET: 'a-long-enough-secret-1234' }).outboxSecret).toBe('a-long-enough-secret-1234');
    expect(() => mailerFromEnv(db, logger, { OUTBOX_SECRET: 'short' })).toThrow('OUTBOX_SECRET must be at least 16 characters');
  });
});
