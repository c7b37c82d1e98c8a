import type { Language } from '@/lib/schemas/common';
import type { AlarmFacts, AlarmRow, ParameterRow } from '@/server/db/schema';
import { ALARM_TEXTS } from '@/server/mail/catalogues/monitoring';
import { fillPlaceholders } from '@/server/mail/fill';

/*
 * An alarm's text, written when it is read (docs/requirements.md ): the alarm keeps facts (value, bound, since),
 * and each reader gets them in their language, times in the site's time zone, which the text names. No ISO timestamp.
 */

export type AlarmForText = Pick<AlarmRow, 'triggeredAt' | 'value' | 'facts' | 'message'>;
export type ParameterForText = Pick<ParameterRow, 'name' | 'unit' | 'decimals'>;

/** An instant in a zone and a language, the zone named: "Nov 24, 2026, 9:01 AM (Africa/Nairobi)". */
export function formatInstant(instant: Date, language: Language, timeZone: string): string {
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(instant);
  return `${text} (${timeZone})`;
}

/** A number in a language, to at most `decimals` places. */
export function formatNumber(value: number, language: Language, decimals = 2): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: Math.max(0, Math.min(6, decimals)) }).format(value);
}

/** The alarm's text for a reader; an alarm raised before facts were kept answers its stored text. */
export function alarmMessage(alarm: AlarmForText, parameter: ParameterForText, language: Language, timeZone: string): string {
  const facts: AlarmFacts | null = alarm.facts;
  if (!facts) return alarm.message ?? '';
  const texts = ALARM_TEXTS[language];
  const number = (value: number | undefined | null) => formatNumber(value ?? 0, language, parameter.decimals);
  const base = { parameter: parameter.name, unit: parameter.unit, value: number(alarm.value) };
  if (facts.side) {
    return fillPlaceholders(texts[facts.side], { ...base, bound: number(facts.bound), since: formatInstant(alarm.triggeredAt, language, timeZone) });
  }
  if (facts.rate !== undefined) {
    return fillPlaceholders(texts.rate, { ...base, rate: number(facts.rate), maxRate: number(facts.maxRate), time: formatInstant(alarm.triggeredAt, language, timeZone) });
  }
  const last = facts.last ? formatInstant(new Date(facts.last), language, timeZone) : texts.never;
  return fillPlaceholders(texts.silent, { ...base, allowed: formatNumber(facts.allowedS ?? 0, language, 0), last });
}

/** A severity's name in a language. */
export function severityName(severity: AlarmRow['severity'], language: Language): string {
  return ALARM_TEXTS[language].severities[severity];
}

/** A delay, as a mail says it: "15 min", "4 h". */
export function formatDelay(seconds: number, language: Language): string {
  return seconds < 7200 ? `${formatNumber(Math.round(seconds / 60), language, 0)} min` : `${formatNumber(seconds / 3600, language, 1)} h`;
}
