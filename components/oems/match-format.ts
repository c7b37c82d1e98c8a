import { useFormatter, useTranslations } from 'next-intl';

type Words = Record<string, unknown>;
const isRecord = (value: unknown): value is Words => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Words for a match's citations: a project's answer by its question, an OEM's term by its name, option
 * values (feedstocks, stages, registries) in the reader's language, numbers formatted, never raw JSON.
 */
export function useMatchFormat() {
  const t = useTranslations('oems');
  const format = useFormatter();
  const option = (value: string): string => {
    for (const group of ['feedstocks', 'stages', 'certifications', 'outputs'] as const) {
      if (t.has(`values.${group}.${value}`)) return t(`values.${group}.${value}`);
    }
    return value.replace(/_/g, ' ');
  };
  const plain = (value: unknown): string => {
    if (value === null || value === undefined) return t('project.unanswered');
    if (typeof value === 'boolean') return t(value ? 'words.yes' : 'words.no');
    if (typeof value === 'number') return format.number(value);
    if (typeof value === 'string') return option(value);
    if (Array.isArray(value)) return value.length ? value.map(plain).join(', ') : t('words.nothing');
    if (isRecord(value)) return Object.values(value).map(plain).join(' · ');
    return String(value);
  };
  const question = (id: string) => (t.has(`questions.${id}`) ? t(`questions.${id}`) : id.replace(/_/g, ' '));
  const termName = (term: string) => (t.has(`terms.${term.replace('.', '_')}`) ? t(`terms.${term.replace('.', '_')}`) : term);

  /** An OEM's term, worded after its shape in lib/oems/score.ts. */
  const term = (name: string, value: unknown): string => {
    if (name === 'models.feedstocks' && Array.isArray(value)) {
      return value
        .filter(isRecord)
        .map((model) => `${String(model.model)}: ${plain(model.feedstocks)} (${t('words.upTo', { value: plain(model.moisture_max) })})`)
        .join('; ');
    }
    if (name === 'models.capacity' && isRecord(value)) {
      const ranges = Array.isArray(value.ranges) ? value.ranges.map((range) => (Array.isArray(range) ? `${plain(range[0])}–${plain(range[1])}` : plain(range))) : [];
      const minimum = value.capacity_min === null ? [] : [t('words.minimum', { value: plain(value.capacity_min) })];
      return [...ranges, ...minimum].join(', ');
    }
    if (name === 'regions' && isRecord(value)) {
      const required = Array.isArray(value.required) && value.required.length ? [t('words.required', { value: plain(value.required) })] : [];
      return [t('words.served', { value: plain(value.served) }), ...required].join('; ');
    }
    if (name === 'site' && isRecord(value)) {
      const needs = [
        value.grid_required ? t('words.grid') : null,
        value.permits_required ? t('words.permits') : null,
        value.space_min_ha === null ? null : t('words.space', { value: plain(value.space_min_ha) }),
      ];
      const named = needs.filter((need): need is string => need !== null);
      return named.length ? named.join(', ') : t('words.nothing');
    }
    if (name === 'stages_and_lead_time' && isRecord(value)) {
      return [plain(value.stages), t('words.months', { value: plain(value.lead_time_months) })].join('; ');
    }
    return plain(value);
  };
  return { plain, question, termName, term };
}
