import { createHash, createPrivateKey, randomUUID, X509Certificate } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';
import type { ApiSettings } from '@/server/http/settings';

/** The platform's seal: its private key, and its certificate with the chain after it (PEM each). */
export interface SealMaterial {
  keyPem: string;
  certificates: string[];
  /** SHA-256 of the leaf certificate's DER: what a seal of ours names. */
  fingerprint: string;
}

const VALIDITY_YEARS = 10;
const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

export function fingerprintOf(certificatePem: string): string {
  return createHash('sha256').update(new X509Certificate(certificatePem).raw).digest('hex');
}

function material(keyPem: string, chainPem: string): SealMaterial {
  const certificates = chainPem.match(PEM_CERTIFICATE) ?? [];
  const [first] = certificates;
  if (!first) throw new Error('The seal certificate file holds no PEM certificate');
  if (!new X509Certificate(first).checkPrivateKey(createPrivateKey(keyPem))) throw new Error('The seal key does not belong to the seal certificate');
  return { keyPem, certificates, fingerprint: fingerprintOf(first) };
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A self-signed certificate for sealing documents, in the platform's name. */
async function selfSigned(): Promise<{ key: string; cert: string }> {
  const notBeforeDate = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setUTCFullYear(notAfterDate.getUTCFullYear() + VALIDITY_YEARS);
  const pems = await generate(
    [
      { name: 'commonName', value: 'Groundwork document seal' },
      { name: 'organizationName', value: 'Groundwork' },
    ],
    {
      keySize: 2048,
      algorithm: 'sha256',
      notBeforeDate,
      notAfterDate,
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      ],
    },
  );
  return { key: pems.private, cert: pems.cert };
}

const PEM_KEY = /-----BEGIN (?:RSA |EC )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA |EC )?PRIVATE KEY-----/;

/**
 * The seal's key and certificate (requirements ): the files `PDF_SEAL_KEY_FILE` and `PDF_SEAL_CERT_FILE` name,
 * else the self-signed pair kept in `seal.pem` (key, then certificate) in the seal folder of the data directory, made
 * on first use as the TLS certificate is (server/tls/certificate.ts). The file is written under a name of its own and
 * linked into place, so two instances starting together both keep whichever pair landed first.
 */
export async function loadSealMaterial(settings: ApiSettings['pdfSeal']): Promise<SealMaterial> {
  if (settings.certFile || settings.keyFile) {
    if (!settings.certFile || !settings.keyFile) throw new Error('Set both PDF_SEAL_CERT_FILE and PDF_SEAL_KEY_FILE, or neither');
    return material(await readFile(settings.keyFile, 'utf8'), await readFile(settings.certFile, 'utf8'));
  }
  const file = path.join(settings.dir, 'seal.pem');
  let pair = await readIfPresent(file);
  if (!pair) {
    const created = await selfSigned();
    await mkdir(settings.dir, { recursive: true, mode: 0o700 });
    const staging = `${file}.${process.pid}.${randomUUID()}`;
    await writeFile(staging, `${created.key.trim()}\n${created.cert.trim()}\n`, { mode: 0o600 });
    await link(staging, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    await rm(staging, { force: true });
    pair = await readFile(file, 'utf8');
  }
  const key = PEM_KEY.exec(pair)?.[0];
  if (!key) throw new Error(`${file} holds no private key`);
  return material(key, pair);
}

/** The seal of one app: read (or made) once, on first use; a failure is tried again on the next use. */
export function createSealKeeper(settings: ApiSettings['pdfSeal']): () => Promise<SealMaterial> {
  let loading: Promise<SealMaterial> | undefined;
  return () => {
    loading ??= loadSealMaterial(settings).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
