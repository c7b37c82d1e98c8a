/** Characters RFC 8187 allows unencoded in an ext-value (attr-char). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeExtValue(value: string): string {
  let encoded = '';
  for (const character of value) {
    if (ATTR_CHAR.test(character)) {
      encoded += character;
    } else {
      for (const byte of new TextEncoder().encode(character)) {
        encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      }
    }
  }
  return encoded;
}

/** A quoted-string fallback for old clients: printable ASCII only, without quotes, backslashes or percent signs. */
function asciiFallback(value: string): string {
  const ascii = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
    .trim();
  return ascii || 'download';
}

function isPrintable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0x9f);
}

/**
 * A Content-Disposition header value for a download (RFC 6266): a plain ASCII `filename` for old clients and
 * the exact name as UTF-8 in `filename*`. Path separators and control characters never reach the header.
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const name = Array.from(base).filter(isPrintable).join('').trim() || 'download';
  return `${disposition}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
