import type { AssessmentDetail } from '@/lib/schemas/assessments';
import type { TemplateSection } from '@/lib/schemas/templates';

/**
 * An assessment as the questionnaire page's first data carries it: every section's title, description and weight,
 * the figures and every answer (visibility and progress come from the server's `progress_detail`, over all
 * sections), but the questions of the section being opened only. A section whose questions were left out has an
 * empty `questions` (a template section has at least one) and its question ids in `outline`; `GET /section` fills it
 * in when it is opened (`fillSection`). A reading of `GET /assessment` has no `outline`: every section is there.
 */
export type OutlinedAssessment = AssessmentDetail & { outline?: Record<string, string[]> };

/** Whether a section's questions are there (read with the assessment or with `GET /section`). */
export function isSectionLoaded(section: TemplateSection): boolean {
  return section.questions.length > 0;
}

/** A section's question ids, in template order, whether its questions are there or not. */
export function questionIdsOf(detail: OutlinedAssessment, section: TemplateSection): string[] {
  return isSectionLoaded(section) ? section.questions.map((question) => question.id) : (detail.outline?.[section.id] ?? []);
}

/** The section the questionnaire opens at: the one asked for (a link), else where the user left off, else the first with a visible question. */
export function openingSection(detail: OutlinedAssessment, asked?: string): string {
  const wanted = [asked, detail.current_section].find((id) => id && detail.sections.some((section) => section.id === id));
  if (wanted) return wanted;
  const visible = new Set(detail.progress_detail.question_list);
  const first = detail.sections.find((section) => questionIdsOf(detail, section).some((id) => visible.has(id)));
  return first?.id ?? detail.sections[0]?.id ?? '';
}

/** The assessment with the questions of the section it opens at only (the page's first data). */
export function outlineAssessment(detail: AssessmentDetail, asked?: string): OutlinedAssessment {
  const opening = openingSection(detail, asked);
  const outline: Record<string, string[]> = {};
  const sections = detail.sections.map((section) => {
    if (section.id === opening) return section;
    outline[section.id] = section.questions.map((question) => question.id);
    return { ...section, questions: [] };
  });
  return { ...detail, sections, outline };
}

/** Puts a section read with `GET /section` into an outlined assessment (in place: a cache draft). */
export function fillSection(detail: OutlinedAssessment, section: TemplateSection): void {
  const index = detail.sections.findIndex((candidate) => candidate.id === section.id);
  if (index < 0 || isSectionLoaded(detail.sections[index])) return;
  detail.sections[index] = section;
  if (detail.outline) delete detail.outline[section.id];
}

/** A new outlined reading keeps the questions of the sections an earlier reading (of the same assessment) holds. */
export function keepReadSections(cached: OutlinedAssessment, fresh: OutlinedAssessment): OutlinedAssessment {
  if (!fresh.outline || cached.id !== fresh.id) return fresh;
  const kept = { ...fresh, sections: [...fresh.sections], outline: { ...fresh.outline } };
  for (const section of cached.sections) {
    const same = kept.sections.find((candidate) => candidate.id === section.id);
    if (isSectionLoaded(section) && same && !isSectionLoaded(same) && sameIds(kept.outline[section.id], section)) fillSection(kept, section);
  }
  return kept;
}

function sameIds(ids: string[] | undefined, section: TemplateSection): boolean {
  return ids !== undefined && ids.join('\n') === section.questions.map((question) => question.id).join('\n');
}
