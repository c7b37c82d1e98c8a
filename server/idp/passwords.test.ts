/** @jest-environment node */
import { decoyHash, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with a fresh salt and verifies the right password only', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    await expect(verifyPassword('correct horse battery', first)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', first)).resolves.toBe(false);
    await expect(verifyPassword('', first)).resolves.toBe(false);
  });

  it('treats Unicode-equivalent passwords alike', async () => {
    const stored = await hashPassword('caf\u00e9-au-lait');
    await expect(verifyPassword('cafe\u0301-au-lait', stored)).resolves.toBe(true);
  });

  it('refuses malformed stored hashes', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$32768$8$1$c2FsdA$')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$1$2$3$4$5')).resolves.toBe(false);
  });

  it('keeps one decoy hash that matches no guessable password', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    await expect(verifyPassword('groundwork-demo', decoy)).resolves.toBe(false);
  });
});
