/** The IANA time zones the browser knows (a short list when it cannot say), and the browser's own. */
export function timeZones(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone');
  const zones = supported && supported.length > 0 ? supported : ['UTC', 'Europe/Paris', 'Europe/London', 'Africa/Nairobi', 'America/Sao_Paulo', 'Asia/Kolkata'];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
