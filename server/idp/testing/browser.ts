// A minimal browser for API tests: a cookie jar per origin, manual redirects, URL-encoded form posts.

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface Visit {
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

function parseSetCookie(header: string): { cookie: StoredCookie; expired: boolean } {
  const [pair, ...attributes] = header.split(';');
  const index = pair.indexOf('=');
  const cookie = { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim(), path: '/' };
  let expired = false;
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.trim().split('=');
    const value = rest.join('=');
    if (key.toLowerCase() === 'path') cookie.path = value || '/';
    if (key.toLowerCase() === 'max-age' && Number(value) <= 0) expired = true;
    if (key.toLowerCase() === 'expires' && Date.parse(value) < Date.now()) expired = true;
  }
  return { cookie, expired };
}

const pathMatches = (cookiePath: string, path: string) => path === cookiePath || path.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);

export class TestBrowser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();

  cookieHeader(url: URL): string {
    const cookies = [...(this.jar.get(url.origin)?.values() ?? [])].filter((cookie) => pathMatches(cookie.path, url.pathname));
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  cookieNames(origin: string): string[] {
    return [...(this.jar.get(origin)?.values() ?? [])].map((cookie) => cookie.name);
  }

  /** One request, no redirect followed; cookies sent and stored. */
  async request(url: string, init: RequestInit = {}): Promise<Visit> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    const cookies = this.jar.get(target.origin) ?? new Map<string, StoredCookie>();
    this.jar.set(target.origin, cookies);
    for (const header of response.headers.getSetCookie()) {
      const { cookie: stored, expired } = parseSetCookie(header);
      const key = `${stored.name};${stored.path}`;
      if (expired) cookies.delete(key);
      else cookies.set(key, stored);
    }
    return { url: target.href, status: response.status, headers: response.headers, body: await response.text() };
  }

  /** Follows redirects until a page answers or the next address starts with `stopAt` (the app's redirect URI). */
  async visit(url: string, init: RequestInit = {}, stopAt?: string): Promise<Visit> {
    let visit = await this.request(url, init);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = visit.headers.get('location');
      if (visit.status < 300 || visit.status >= 400 || !location) return visit;
      const next = new URL(location, visit.url).href;
      if (stopAt && next.startsWith(stopAt)) return { ...visit, url: next };
      visit = await this.request(next);
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  /** Posts the page's form (the first, or the one whose action contains `actionPart`) with these fields. */
  async submit(page: Visit, fields: Record<string, string>, stopAt?: string, actionPart?: string): Promise<Visit> {
    const actions = [...page.body.matchAll(/<form[^>]*\saction="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    const action = actionPart ? actions.find((candidate) => candidate.includes(actionPart)) : actions[0];
    if (!action) throw new Error(`No form${actionPart ? ` posting to ${actionPart}` : ''} on ${page.url}:\n${page.body.slice(0, 500)}`);
    const origin = new URL(page.url).origin;
    return this.visit(
      new URL(action, page.url).href,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams(fields).toString(),
      },
      stopAt,
    );
  }
}
