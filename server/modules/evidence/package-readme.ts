import { MANIFEST_CSV, MANIFEST_JSON, MANIFEST_SIGNATURE, PUBLIC_KEY_FILE, SHA256SUMS } from './package-manifest';

/** README.txt of a verifier package: what it holds and how to check it offline with standard tools. */
export function packageReadme(input: { projectName: string; scope: string; keyId: string; publicKeyUrl: string }): string {
  return [
    `Verifier package: ${input.projectName}, ${input.scope}`,
    '',
    'Contents',
    '  readings/           every reading of the period, one CSV per reactor',
    '  kpis/               the period’s KPIs per reactor (JSON and CSV)',
    '  files/              the photos and documents, as stored (by evidence kind)',
    '  evidence/records.json  the evidence records, their files, flags and reviews',
    '  report/period-report.pdf  charts, KPIs, checklist, flags, reviews',
    `  ${MANIFEST_JSON}, ${MANIFEST_CSV}  every file above with its size and SHA-256`,
    `  ${SHA256SUMS}          the same, for sha256sum -c (the manifests included)`,
    `  ${MANIFEST_SIGNATURE}  Ed25519 signature of ${MANIFEST_JSON} (raw 64 bytes)`,
    `  ${PUBLIC_KEY_FILE}      the public key that checks it (key id ${input.keyId})`,
    '',
    'Check it offline, in the unzipped folder:',
    `  sha256sum -c ${SHA256SUMS}`,
    `  openssl pkeyutl -verify -pubin -inkey ${PUBLIC_KEY_FILE} -rawin -in ${MANIFEST_JSON} -sigfile ${MANIFEST_SIGNATURE}`,
    '',
    'The first prints "OK" for every file; the second "Signature Verified Successfully" (OpenSSL 3).',
    `Compare ${PUBLIC_KEY_FILE} with the key the platform publishes: ${input.publicKeyUrl}`,
    '',
  ].join('\n');
}
