/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_STYLES, importedMantineComponents, neededComponentStyles, SATELLITE_COMPONENTS } from './mantine-styles';

const ROOT = path.join(__dirname, '..');

function importedSheets(): string[] {
  const source = readFileSync(path.join(__dirname, 'mantine-components.ts'), 'utf8');
  return [...source.matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((match) => match[1]);
}

describe("Mantine's style sheets", () => {
  const used = [...importedMantineComponents([path.join(ROOT, 'components'), path.join(ROOT, 'pages')]), ...Object.values(SATELLITE_COMPONENTS).flat()];

  it('are imported for every component the app uses and the parts they are built from, in Mantine order', () => {
    expect(importedSheets()).toEqual([...BASE_STYLES, ...neededComponentStyles(used)]);
  });

  it('follow what a component is built from', () => {
    // A select is drawn with the combobox, the input and the popover; a checkbox with the inline input.
    expect(neededComponentStyles(['Select'])).toEqual(expect.arrayContaining(['Combobox', 'Input', 'Popover']));
    expect(neededComponentStyles(['Checkbox'])).toContain('InlineInput');
    expect(neededComponentStyles(['Button'])).toEqual(expect.arrayContaining(['Button', 'Loader', 'UnstyledButton']));
  });

  it('leave out what the app does not use', () => {
    expect(importedSheets()).not.toContain('Carousel');
    expect(importedSheets()).not.toContain('ColorPicker');
    expect(importedSheets().length).toBeLessThan(80);
  });
});
