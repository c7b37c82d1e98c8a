import type { CurrentUser } from '@/server/http/context';

const MAX_ENTRIES = 10_000;

/**
 * Users resolved from tokens, kept for a short time so that a signed-in user costs no database read per request.
 * Changes made through this instance drop the entry at once; other instances see them within the time to live.
 */
export class UserCache {
  private readonly byIdentity = new Map<string, { user: CurrentUser; until: number }>();
  private readonly identityById = new Map<string, string>();

  constructor(private readonly ttlMs: number) {}

  static key(issuer: string, subject: string): string {
    return `${issuer}\n${subject}`;
  }

  get(key: string): CurrentUser | undefined {
    const entry = this.byIdentity.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.user;
    this.byIdentity.delete(key);
    this.identityById.delete(entry.user.id);
    return undefined;
  }

  set(key: string, user: CurrentUser): void {
    if (this.byIdentity.size >= MAX_ENTRIES) {
      const oldest = this.byIdentity.keys().next().value as string;
      this.identityById.delete(this.byIdentity.get(oldest)?.user.id ?? '');
      this.byIdentity.delete(oldest);
    }
    this.byIdentity.set(key, { user, until: Date.now() + this.ttlMs });
    this.identityById.set(user.id, key);
  }

  /** Drops every entry (the notifications that keep the cache in line were missed). */
  clear(): void {
    this.byIdentity.clear();
    this.identityById.clear();
  }

  forget(userId: string): void {
    const key = this.identityById.get(userId);
    if (key === undefined) return;
    this.byIdentity.delete(key);
    this.identityById.delete(userId);
  }
}
