// PGlite's CommonJS build loads Node's built-in modules with `import()`, which Jest's module sandbox refuses
// without --experimental-vm-modules. This transform (api project only) turns those calls into `require()`,
// through an alias taken at the top of the file (the emscripten code declares its own `require` further in).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const DYNAMIC_BUILTIN_IMPORT = /\bimport\(\s*("(?:node:)?[a-z/_]+")\s*\)/g;
const OWN_SOURCE = readFileSync(new URL(import.meta.url), 'utf8');

const pgliteTransform = {
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256').update(OWN_SOURCE).update(sourcePath).update(sourceText).digest('hex');
  },
  process(sourceText) {
    const code = sourceText.replace(DYNAMIC_BUILTIN_IMPORT, 'Promise.resolve().then(() => __builtinRequire($1))');
    return { code: `const __builtinRequire = require;\n${code}` };
  },
};

export default pgliteTransform;
