// Runs a command only when an environment variable is set: `node scripts/when-env.mjs VAR -- cmd args…`.
import { spawnSync } from 'node:child_process';

const [name, separator, command, ...args] = process.argv.slice(2);
if (!name || separator !== '--' || !command) {
  console.error('usage: node scripts/when-env.mjs VAR -- command [args…]');
  process.exit(2);
}
if (!process.env[name]) {
  console.log(`${name} is not set: skipping "${command} ${args.join(' ')}"`);
  process.exit(0);
}
const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
process.exit(result.status ?? 1);
