import type { PDFFont } from 'pdf-lib';

/**
 * Text a standard PDF font can write: those fonts encode WinAnsi only, so any other character becomes `?` (and tabs and
 * line breaks a space) rather than failing the document.
 */
export function encodable(font: PDFFont, text: string): string {
  return Array.from(text.replace(/[\t\r\n]/g, ' '))
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}
