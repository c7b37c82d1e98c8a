/** A stand-in for the browser's `fetch` in unit tests: records every call and answers with the given reply. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  url: string;
  init: RequestInit;
}

export interface FakeFetch {
  calls: RecordedCall[];
  reply(next: FakeReply): void;
  restore(): void;
}

/** A minimal `Response`: the status, the body as text or bytes (JSON for anything but a string), the headers. */
export function fakeResponse({ status = 200, body, headers }: FakeReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    text: async () => text,
    blob: async () => new Blob([text]),
    arrayBuffer: async () => Uint8Array.from(text, (character) => character.charCodeAt(0) & 0xff).buffer,
    headers: new Headers(headers),
  } as Response;
}

/** Installs a fake `fetch` on the global object; every call gets the latest reply (200 `{}` by default). */
export function installFakeFetch(initial: FakeReply = { body: {} }): FakeFetch {
  const original = globalThis.fetch;
  let next = initial;
  const calls: RecordedCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return fakeResponse(next);
  }) as typeof fetch;
  return {
    calls,
    reply(reply) {
      next = reply;
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}
