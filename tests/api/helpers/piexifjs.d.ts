// piexifjs (a dev dependency for test photos) ships no types: what the tests use of it.
declare module 'piexifjs' {
  const piexif: {
    ExifIFD: Record<string, number>;
    GPSIFD: Record<string, number>;
    dump(exif: Record<string, Record<number, unknown>>): string;
    insert(exif: string, jpeg: string): string;
    load(jpeg: string): Record<string, Record<number, unknown>>;
  };
  export default piexif;
}
