import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Which of Mantine's per-component style sheets the app needs: those of every component it imports from
 * `@mantine/core` (directly, or through the other Mantine packages it uses) and of the parts those components are
 * built from, in the order of Mantine's full style sheet. Used by the unit test that keeps
 * `styles/mantine-components.ts` complete; not part of any page.
 */

const MANTINE = path.join(__dirname, '..', 'node_modules', '@mantine', 'core');
const COMPONENTS = path.join(MANTINE, 'esm', 'components');
const STYLES = path.join(MANTINE, 'styles');

/** The parts of @mantine/core that the other Mantine packages of the app draw with. */
export const SATELLITE_COMPONENTS: Record<string, string[]> = {
  '@mantine/notifications': ['Notification'],
  '@mantine/modals': ['Modal', 'Button', 'Group'],
  '@mantine/dates': ['ActionIcon', 'CloseButton', 'Input', 'InputBase', 'Modal', 'Popover', 'ScrollArea', 'SimpleGrid', 'Text', 'UnstyledButton'],
};

/** The style sheets every page needs before any component's: the reset, the theme's variables, global rules. */
export const BASE_STYLES = ['baseline', 'default-css-variables', 'global'];

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return name.endsWith('.mjs') ? [full] : [];
  });
}

/** Every folder of Mantine's sources reached from the named components through relative imports. */
function reachedFolders(components: string[]): Set<string> {
  const folders = new Set<string>();
  const seenFiles = new Set<string>();
  const visit = (file: string) => {
    if (seenFiles.has(file)) return;
    seenFiles.add(file);
    folders.add(path.basename(path.dirname(file)));
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.{1,2}\/[^"]+\.mjs)"/g)) {
      visit(path.resolve(path.dirname(file), match[1]));
    }
  };
  for (const component of components) {
    const folder = path.join(COMPONENTS, component);
    try {
      filesUnder(folder).forEach(visit);
    } catch {
      // Not a component folder (a hook, a type, a function): no style sheet of its own.
    }
  }
  return folders;
}

/** The component style sheets (names without `.css`) the given components need, in Mantine's own order. */
export function neededComponentStyles(components: string[]): string[] {
  const full = readFileSync(path.join(MANTINE, 'styles.css'), 'utf8');
  const position = (name: string) => {
    const sheet = readFileSync(path.join(STYLES, `${name}.css`), 'utf8');
    return full.indexOf(sheet.slice(0, 200).trim());
  };
  return [...reachedFolders(components)].filter((name) => !BASE_STYLES.includes(name) && safeExists(path.join(STYLES, `${name}.css`))).sort((a, b) => position(a) - position(b));
}

function safeExists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The names the app's sources import from `@mantine/core`. */
export function importedMantineComponents(sourceRoots: string[]): string[] {
  const names = new Set<string>();
  for (const root of sourceRoots) {
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
        for (const part of match[1].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (/^[A-Z]/.test(name)) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}
