/** @jest-environment node */
import { csvCell, neutraliseFormulas, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes a field holding a comma, a semicolon, a quote or a line break', () => {
    expect(csvCell('Plant, Kenya')).toBe('"Plant, Kenya"');
    expect(csvCell('Plant; Kenya')).toBe('"Plant; Kenya"');
    expect(csvCell('He said "yes"')).toBe('"He said ""yes"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain text')).toBe('plain text');
  });

  it('neutralises a formula start at the beginning of the text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormulas(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('=HYPERLINK("http://evil.test")')).toBe('"\'=HYPERLINK(""http://evil.test"")"');
  });

  it('neutralises a formula start after any separator, so a spreadsheet splitting on it finds no formula', () => {
    expect(csvCell('Plant;=1+1;')).toBe(`"Plant;'=1+1;"`);
    expect(csvCell('Plant,+cmd')).toBe(`"Plant,'+cmd"`);
    expect(csvCell('Plant; @SUM(A1)')).toBe(`"Plant; '@SUM(A1)"`);
    expect(csvCell('a\n-2+3')).toBe(`"a\n'-2+3"`);
    expect(csvCell('a\t=1')).toBe(`a\t'=1`);
    expect(csvCell('Name: Amina; Role: CEO')).toBe('"Name: Amina; Role: CEO"');
  });

  it('leaves numbers, booleans and dates as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2030-01-02T03:04:05.000Z'))).toBe('2030-01-02T03:04:05.000Z');
    expect(csvCell(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes the header and one CRLF-ended line per row, every unsafe cell quoted', () => {
    const text = toCsv([{ name: 'Plant;=1+1;', size: 3 }], ['name', 'size']);
    expect(text).toBe(`name,size\r\n"Plant;'=1+1;",3\r\n`);
    // Split naively on `;` (French Excel), no cell starts a formula.
    for (const cell of text.split(/[;,\r\n]/)) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  });
});
