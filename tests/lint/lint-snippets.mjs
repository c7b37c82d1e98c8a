// Lints source snippets as if they sat at the given paths of the tree, with the project's own ESLint
// configuration, and prints the findings of the architecture's rules (boundaries, own tables, SQL only in repositories, no cycle, one way to declare a route) as JSON. Run by boundaries.test.ts in a child process
// (ESLint loads its ES module configuration with a dynamic import, which Jest's module sandbox does not run).
import { ESLint } from 'eslint';

const RULES = new Set(['boundaries/dependencies', 'no-restricted-imports', 'architecture/no-import-cycle', '@typescript-eslint/no-restricted-imports', 'no-restricted-syntax']);

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const snippets = JSON.parse(await readStdin());
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => RULES.has(ruleId) });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result ? result.messages : [];
  results.push({
    filePath,
    findings: messages.filter((message) => RULES.has(message.ruleId)).map((message) => message.message),
    // A parse error or a broken configuration must not pass for "no finding".
    fatal: messages.filter((message) => message.fatal || message.ruleId === null).map((message) => message.message),
  });
}
process.stdout.write(JSON.stringify(results));
