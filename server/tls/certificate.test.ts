/** @jest-environment node */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { certificateCovers, certificateHosts, ensureCertificate } from './certificate';

describe('self-signed certificate', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gw-tls-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('always covers the local names and adds TLS_HOSTS', () => {
    expect(certificateHosts(undefined)).toEqual(['localhost', 'monitoring.localhost', '127.0.0.1', '::1']);
    expect(certificateHosts(' Staging.Groundwork.eco, demo.groundwork.eco localhost')).toEqual([
      'localhost',
      'monitoring.localhost',
      '127.0.0.1',
      '::1',
      'staging.groundwork.eco',
      'demo.groundwork.eco',
    ]);
  });

  it('is generated once, stored, and reused while it covers the hosts', async () => {
    const hosts = certificateHosts('groundwork.eco');
    const first = await ensureCertificate(dir, hosts);
    const x509 = new X509Certificate(first.cert);
    expect(x509.subjectAltName).toContain('DNS:localhost');
    expect(x509.subjectAltName).toContain('DNS:monitoring.localhost');
    expect(x509.subjectAltName).toContain('DNS:groundwork.eco');
    expect(x509.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(x509.checkPrivateKey(createPrivateKey(first.key))).toBe(true);
    expect(await readFile(path.join(dir, 'cert.pem'), 'utf8')).toBe(first.cert);

    const second = await ensureCertificate(dir, hosts);
    expect(second.cert).toBe(first.cert);
  }, 30_000);

  it('is replaced when a new host is asked for', async () => {
    const first = await ensureCertificate(dir, certificateHosts(undefined));
    expect(certificateCovers(first.cert, certificateHosts('demo.groundwork.eco'))).toBe(false);
    const second = await ensureCertificate(dir, certificateHosts('demo.groundwork.eco'));
    expect(second.cert).not.toBe(first.cert);
    expect(new X509Certificate(second.cert).subjectAltName).toContain('DNS:demo.groundwork.eco');
  }, 30_000);

  it('is not considered valid when it expires within a month', async () => {
    const { cert } = await ensureCertificate(dir, certificateHosts(undefined));
    const validTo = new Date(new X509Certificate(cert).validTo);
    expect(certificateCovers(cert, ['localhost'], new Date(validTo.getTime() - 40 * 86_400_000))).toBe(true);
    expect(certificateCovers(cert, ['localhost'], new Date(validTo.getTime() - 10 * 86_400_000))).toBe(false);
  }, 30_000);
});
