// What the Lighthouse bench reads of Lighthouse's results: the median of a page's runs, the targets of issue 25 (the
// blocking time read against the bare page of the same run) and, with `--details`, where the time went.
import type { Result as Lhr } from 'lighthouse';
import { median } from './median';
import type { Preset } from './lighthouse-options';

export interface PageScore {
  preset: Preset;
  page: string;
  user: string;
  url: string;
  performance: number;
  accessibility: number;
  /** Median of the runs, in ms (CLS unitless). */
  metrics: { FCP: number; LCP: number; TBT: number; SI: number; CLS: number };
  /** Performance of every run, in the order they ran. */
  runs: number[];
  /** With `--details`: the largest paint, the busiest scripts, the shifts, the longest tasks and the failed accessibility audits of the median run. */
  details?: string;
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

/** Issue 25's targets (mobile performance 95 on a quiet machine, 90 on a loaded one). */
export function targetsOf(quiet: boolean) {
  return {
    performance: { mobile: quiet ? 95 : 90, desktop: 98 },
    accessibility: 100,
    /** Blocking time: at most this, or 1.5× the bare page's of the same run and preset, whichever is larger. */
    tbtMs: 150,
    tbtTimesBare: 1.5,
    lcpMs: 2500,
    clsBelow: 0.05,
  };
}
export type Targets = ReturnType<typeof targetsOf>;

const fileOf = (url?: string) => url?.split('?')[0].split('/').pop() ?? '';

/** The accessibility audits the page fails, each with the first element it names (none when it scores 100). */
function accessibilityFailures(lhr: Lhr): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  // Audits of weight 0 are Lighthouse's experiments: they do not count in the score.
  const failed = refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score === 0);
  return failed.map((audit) => {
    const items = (audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? [];
    const first = items[0]?.node;
    const why = first?.explanation?.split('\n').slice(1).join(' ').slice(0, 160) ?? '';
    return `accessibility: ${audit.id} (${items.length}) ${first?.snippet?.slice(0, 90) ?? ''} ${why}`.trimEnd();
  });
}

/**
 * The largest paint's element, the scripts that kept the main thread busiest, what shifted, the longest tasks, and
 * the accessibility audits that fail.
 */
export function details(lhr: Lhr): string {
  const audit = (id: string) => lhr.audits[id]?.details as Record<string, unknown> | undefined;
  const lcp = audit('largest-contentful-paint-element') as { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = lcp?.items?.[0]?.items?.[0]?.node;
  const element = `${node?.snippet?.slice(0, 90) ?? '?'}${node?.nodeLabel ? ` "${node.nodeLabel.slice(0, 40)}"` : ''}`;
  const phases = (lcp?.items?.[1] as { items?: { phase: string; timing: number }[] } | undefined)?.items ?? [];
  const lcpPhases = phases.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ');
  const bootup = (audit('bootup-time') as { items?: { url: string; scripting: number }[] } | undefined)?.items ?? [];
  const busiest = [...bootup]
    .sort((a, b) => b.scripting - a.scripting)
    .slice(0, 4)
    .map((item) => `${fileOf(item.url) || item.url} ${Math.round(item.scripting)} ms`)
    .join(', ');
  const shifts = (audit('layout-shifts') as { items?: { score?: number; node?: { snippet?: string } }[] } | undefined)?.items ?? [];
  const shifted = shifts
    .slice(0, 3)
    .map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.snippet?.slice(0, 70) ?? '?'}`)
    .join('; ');
  const long = (audit('long-tasks') as { items?: { url?: string; duration: number; startTime: number }[] } | undefined)?.items ?? [];
  const tasks = [...long]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((item) => `${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms ${fileOf(item.url)}`)
    .join(', ');
  return [
    `largest paint: ${element}${lcpPhases ? ` (${lcpPhases})` : ''}`,
    `busiest scripts: ${busiest || 'none'}`,
    `longest tasks: ${tasks || 'none'}`,
    ...(shifted ? [`shifts: ${shifted}`] : []),
    ...accessibilityFailures(lhr),
  ].join('\n');
}

/** The page's score: median performance, accessibility and metrics of its runs; details of the median run. */
export function scoreOf(preset: Preset, page: { name: string; user: string; url: string }, runs: Lhr[], withDetails: boolean): PageScore {
  const performances = runs.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100));
  const medianRun = runs[performances.indexOf([...performances].sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)])];
  const metric = (audit: string) => Math.round(median(runs.map((run) => run.audits[audit]?.numericValue ?? Number.NaN)) * 1000) / 1000;
  return {
    preset,
    page: page.name,
    user: page.user,
    url: page.url,
    performance: Math.round(median(performances)),
    accessibility: Math.round(median(runs.map((run) => (run.categories.accessibility.score ?? 0) * 100))),
    metrics: {
      FCP: metric(METRICS.FCP),
      LCP: metric(METRICS.LCP),
      TBT: metric(METRICS.TBT),
      SI: metric(METRICS.SI),
      CLS: metric(METRICS.CLS),
    },
    runs: performances,
    ...(withDetails ? { details: details(medianRun) } : {}),
  };
}

/** The blocking time a page may have in this run and preset: the target, or 1.5× the bare page's. */
export const tbtLimit = (targets: Targets, bare: PageScore | undefined) => Math.max(targets.tbtMs, targets.tbtTimesBare * (bare?.metrics.TBT ?? 0));

/** What a score misses of the targets (empty when it meets them all). */
export function misses(score: PageScore, targets: Targets, bare: PageScore | undefined): string[] {
  const missed: string[] = [];
  if (score.performance < targets.performance[score.preset]) missed.push(`performance ${score.performance} < ${targets.performance[score.preset]}`);
  if (score.accessibility < targets.accessibility) missed.push(`accessibility ${score.accessibility}`);
  if (score.preset === 'mobile') {
    const limit = tbtLimit(targets, bare);
    if (score.metrics.TBT > limit) missed.push(`TBT ${Math.round(score.metrics.TBT)} > ${Math.round(limit)} ms`);
    if (score.metrics.LCP > targets.lcpMs) missed.push(`LCP ${(score.metrics.LCP / 1000).toFixed(1)} s`);
    if (score.metrics.CLS >= targets.clsBelow) missed.push(`CLS ${score.metrics.CLS.toFixed(3)}`);
  }
  return missed;
}

/** One line of the live output. */
export function line(score: PageScore): string {
  const m = score.metrics;
  const runs = score.runs.length > 1 ? ` [${score.runs.join(', ')}]` : '';
  return `${score.page.padEnd(22)} perf ${String(score.performance).padStart(3)}${runs.padEnd(15)} a11y ${score.accessibility}  FCP ${Math.round(m.FCP)}  LCP ${Math.round(m.LCP)}  TBT ${Math.round(m.TBT)}  SI ${Math.round(m.SI)} ms  CLS ${m.CLS.toFixed(3)}`;
}

/** The Markdown table of one preset: the bare page first, then each page with its blocking-time limit and verdict. */
export function table(scores: PageScore[], preset: Preset, targets: Targets): string {
  const ofPreset = scores.filter((score) => score.preset === preset);
  const bare = ofPreset.find((score) => score.user === 'none');
  const rows = ofPreset.map((score) => {
    const missed = score === bare ? [] : misses(score, targets, bare);
    const m = score.metrics;
    return `| ${score.page} | ${score.user} | **${score.performance}** (${score.runs.join(', ')}) | ${score.accessibility} | ${(m.LCP / 1000).toFixed(1)} s | ${Math.round(m.TBT)} ms | ${Math.round(tbtLimit(targets, bare))} ms | ${m.CLS.toFixed(3)} | ${score === bare ? 'floor' : missed.length ? missed.join('; ') : 'met'} |`;
  });
  return [
    `${preset} preset`,
    '',
    '| page | user | performance (runs) | accessibility | LCP | TBT | TBT limit | CLS | targets |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}
