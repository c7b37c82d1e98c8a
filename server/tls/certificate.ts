import { X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface TlsMaterial {
  key: string;
  cert: string;
}

/**
 * Names every certificate covers, whatever TLS_HOSTS says: this machine, and the monitoring (V2) host a developer's
 * browser reaches it at (`monitoring.localhost`: browsers resolve every `*.localhost` name to the machine).
 */
export const LOCAL_HOSTS = ['localhost', 'monitoring.localhost', '127.0.0.1', '::1'] as const;

const VALIDITY_DAYS = 825;
const RENEW_BEFORE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The host list of `TLS_HOSTS` (comma or space separated), plus the local names. */
export function certificateHosts(tlsHosts: string | undefined): string[] {
  const extra = (tlsHosts ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set([...LOCAL_HOSTS, ...extra])];
}

function subjectAltNames(cert: X509Certificate): Set<string> {
  const names = new Set<string>();
  for (const entry of (cert.subjectAltName ?? '').split(/,\s*/)) {
    const [kind, value] = entry.split(/:(.*)/s);
    if (!value) continue;
    if (kind === 'DNS') names.add(value.toLowerCase());
    if (kind === 'IP Address') names.add(value.toLowerCase().replace(/^0:0:0:0:0:0:0:1$/, '::1'));
  }
  return names;
}

/** True when the certificate is still valid for a while and names every host. */
export function certificateCovers(certPem: string, hosts: readonly string[], now = new Date()): boolean {
  const cert = new X509Certificate(certPem);
  if (new Date(cert.validTo).getTime() - now.getTime() < RENEW_BEFORE_DAYS * DAY_MS) return false;
  const names = subjectAltNames(cert);
  return hosts.every((host) => names.has(host));
}

async function createCertificate(hosts: readonly string[]): Promise<TlsMaterial> {
  const notBeforeDate = new Date(Date.now() - DAY_MS);
  const pems = await generate([{ name: 'commonName', value: 'Groundwork local' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + VALIDITY_DAYS * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: hosts.map((host) => (isIP(host) ? { type: 7 as const, ip: host } : { type: 2 as const, value: host })),
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The self-signed certificate kept in `dir` (`key.pem`, `cert.pem`): generated on first use, and again only
 * when it is about to expire or does not name every host asked for.
 */
export async function ensureCertificate(dir: string, hosts: readonly string[]): Promise<TlsMaterial> {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  const [key, cert] = await Promise.all([readIfPresent(keyFile), readIfPresent(certFile)]);
  if (key && cert && certificateCovers(cert, hosts)) return { key, cert };

  const created = await createCertificate(hosts);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(keyFile, created.key, { mode: 0o600 });
  await writeFile(certFile, created.cert);
  return created;
}
