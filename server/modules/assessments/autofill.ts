import type { TemplateQuestion } from '@/lib/schemas/templates';
import type { AutofillSource } from '@/server/db/schema';
import { isAnswered } from '@/lib/templates/answered';
import { canonicalJson } from '@/server/content/canonical-json';
import { validateAnswer, type AnswerValues, type ValidationContext } from '@/server/modules/templates/public';

/** The company-profile fields autofill reads. */
export interface ProfileFields {
  companyName: string | null;
  country: string | null;
  website: string | null;
  sector: string | null;
  employees: number | null;
}

export interface EarlierAnswer {
  value: unknown;
  projectId: string;
  projectName: string;
}

export interface ProposalDraft {
  questionId: string;
  value: unknown;
  source: AutofillSource;
  sourceLabel: string;
  sourceProjectId: string | null;
}

export const PROFILE_SOURCE_LABEL = 'Company profile';

/** Whether two answers are the same value (key order of objects aside): a proposal equal to the answer is not made. */
function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

export interface AutofillInput {
  /** The assessment's questions that are shown with the current answers. */
  questions: TemplateQuestion[];
  profile: ProfileFields;
  /** The latest answer to each question in the user's other projects. */
  earlier: ReadonlyMap<string, EarlierAnswer>;
  current: AnswerValues;
  validation: ValidationContext;
}

function profileValue(profile: ProfileFields, key: string): unknown {
  const field = key.slice('profile.'.length) as keyof ProfileFields;
  return profile[field];
}

/**
 * What autofill proposes: for each question with an `autofill` source, the company-profile field or the latest
 * answer to the same question in the user's other projects, when that value is a valid answer to the question
 * here and differs from the current answer.
 */
export function draftProposals({ questions, profile, earlier, current, validation }: AutofillInput): ProposalDraft[] {
  const drafts: ProposalDraft[] = [];
  for (const question of questions) {
    if (!question.autofill) continue;
    let draft: ProposalDraft | undefined;
    if (question.autofill === 'previous_projects') {
      const found = earlier.get(question.id);
      if (found) draft = { questionId: question.id, value: found.value, source: 'project', sourceLabel: found.projectName, sourceProjectId: found.projectId };
    } else {
      const value = profileValue(profile, question.autofill);
      draft = { questionId: question.id, value, source: 'profile', sourceLabel: PROFILE_SOURCE_LABEL, sourceProjectId: null };
    }
    if (!draft || !isAnswered(draft.value)) continue;
    const checked = validateAnswer(question, draft.value, validation);
    if (!checked.ok || !isAnswered(checked.value)) continue;
    if (sameValue(checked.value, current.get(question.id))) continue;
    drafts.push({ ...draft, value: checked.value });
  }
  return drafts;
}
