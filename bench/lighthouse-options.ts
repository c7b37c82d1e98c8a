// The command line of `npm run lighthouse` (bench/lighthouse.ts).
export type Preset = 'mobile' | 'desktop';

export interface LighthouseOptions {
  presets: Preset[];
  /** Runs per page with the mobile preset; the median is reported. */
  runs: number;
  /** Runs per page with the desktop preset (`--desktop-runs`, the mobile count by default). */
  desktopRuns: number;
  details: boolean;
  /** Page names to measure (every page when empty); the bare page is always measured. */
  pages: string[];
  /** The targets of a quiet machine (mobile performance 95) instead of a loaded one's (90). */
  quiet: boolean;
}

function valueOf(argv: string[], flag: string): string | undefined {
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : undefined;
}

export function parseOptions(argv: string[]): LighthouseOptions {
  const preset = valueOf(argv, '--preset');
  if (preset !== undefined && preset !== 'mobile' && preset !== 'desktop') throw new Error(`Unknown preset ${preset}: mobile or desktop`);
  const runs = Number(valueOf(argv, '--runs') ?? 3);
  const desktopRuns = Number(valueOf(argv, '--desktop-runs') ?? runs);
  if (![runs, desktopRuns].every((count) => Number.isInteger(count) && count >= 1)) throw new Error('--runs and --desktop-runs take a whole number of at least 1');
  // `--pages a,b` or `--page a --page b` (names as the table prints them).
  const pages = argv.flatMap((arg, index) => (arg === '--pages' || arg === '--page' ? (argv[index + 1] ?? '').split(',') : [])).filter(Boolean);
  return {
    presets: preset ? [preset] : ['mobile', 'desktop'],
    runs,
    desktopRuns,
    details: argv.includes('--details'),
    pages,
    quiet: argv.includes('--quiet-machine'),
  };
}
