import type { Language } from '@/lib/schemas/common';
import enAssessments from './messages/en/assessments.json';
import enAuth from './messages/en/auth.json';
import enCommitments from './messages/en/commitments.json';
import enCommon from './messages/en/common.json';
import enDashboard from './messages/en/dashboard.json';
import enDataroom from './messages/en/dataroom.json';
import enDataroomPlus from './messages/en/dataroom-plus.json';
import enInvestors from './messages/en/investors.json';
import enKnowledge from './messages/en/knowledge.json';
import enTodos from './messages/en/todos.json';
import enSupport from './messages/en/support.json';
import enAccount from './messages/en/account.json';
import enLanding from './messages/en/landing.json';
import enLayout from './messages/en/layout.json';
import enMonitoring from './messages/en/monitoring.json';
import enMonitoringPackage from './messages/en/monitoring-package.json';
import enMonitoringAlarms from './messages/en/monitoring-alarms.json';
import enMonitoringSetup from './messages/en/monitoring-setup.json';
import enMonitoringApp from './messages/en/monitoring-app.json';
import enMonitoringBatches from './messages/en/monitoring-batches.json';
import enField from './messages/en/field.json';
import enMonitoringEvidence from './messages/en/monitoring-evidence.json';
import enEvidenceFiles from './messages/en/evidence-files.json';
import enOpportunities from './messages/en/opportunities.json';
import enProjects from './messages/en/projects.json';
import enQuestions from './messages/en/questions.json';
import enProposals from './messages/en/proposals.json';
import enCompanies from './messages/en/companies.json';
import enStaffUsers from './messages/en/staffUsers.json';
import enOems from './messages/en/oems.json';
import enConsole from './messages/en/console.json';
import enValidation from './messages/en/validation.json';
import enPublication from './messages/en/publication.json';
import enTrail from './messages/en/trail.json';
import enSigning from './messages/en/signing.json';
import frAssessments from './messages/fr/assessments.json';
import frAuth from './messages/fr/auth.json';
import frCommitments from './messages/fr/commitments.json';
import frCommon from './messages/fr/common.json';
import frDashboard from './messages/fr/dashboard.json';
import frDataroom from './messages/fr/dataroom.json';
import frDataroomPlus from './messages/fr/dataroom-plus.json';
import frInvestors from './messages/fr/investors.json';
import frKnowledge from './messages/fr/knowledge.json';
import frTodos from './messages/fr/todos.json';
import frSupport from './messages/fr/support.json';
import frAccount from './messages/fr/account.json';
import frLanding from './messages/fr/landing.json';
import frLayout from './messages/fr/layout.json';
import frMonitoring from './messages/fr/monitoring.json';
import frMonitoringPackage from './messages/fr/monitoring-package.json';
import frMonitoringAlarms from './messages/fr/monitoring-alarms.json';
import frMonitoringSetup from './messages/fr/monitoring-setup.json';
import frMonitoringApp from './messages/fr/monitoring-app.json';
import frMonitoringBatches from './messages/fr/monitoring-batches.json';
import frField from './messages/fr/field.json';
import frMonitoringEvidence from './messages/fr/monitoring-evidence.json';
import frEvidenceFiles from './messages/fr/evidence-files.json';
import frOpportunities from './messages/fr/opportunities.json';
import frProjects from './messages/fr/projects.json';
import frQuestions from './messages/fr/questions.json';
import frProposals from './messages/fr/proposals.json';
import frCompanies from './messages/fr/companies.json';
import frStaffUsers from './messages/fr/staffUsers.json';
import frOems from './messages/fr/oems.json';
import frConsole from './messages/fr/console.json';
import frValidation from './messages/fr/validation.json';
import frPublication from './messages/fr/publication.json';
import frTrail from './messages/fr/trail.json';
import frSigning from './messages/fr/signing.json';

const ENGLISH = {
  common: enCommon,
  layout: enLayout,
  auth: enAuth,
  landing: enLanding,
  dashboard: enDashboard,
  knowledge: enKnowledge,
  todos: enTodos,
  support: enSupport,
  account: enAccount,
  projects: enProjects,
  assessments: enAssessments,
  opportunities: enOpportunities,
  questions: enQuestions,
  proposals: enProposals,
  companies: enCompanies,
  staffUsers: enStaffUsers,
  oems: enOems,
  console: enConsole,
  investors: enInvestors,
  dataroom: enDataroom,
  dataroomPlus: enDataroomPlus,
  commitments: enCommitments,
  signing: enSigning,
  monitoring: enMonitoring,
  monitoringAlarms: enMonitoringAlarms,
  monitoringSetup: enMonitoringSetup,
  monitoringApp: enMonitoringApp,
  monitoringBatches: enMonitoringBatches,
  field: enField,
  monitoringEvidence: enMonitoringEvidence,
  evidenceFiles: enEvidenceFiles,
  monitoringPackage: enMonitoringPackage,
  validation: enValidation,
  publication: enPublication,
  trail: enTrail,
};

type Catalogues = typeof ENGLISH;

/** The French catalogues have the English ones' files and keys (checked here by the compiler, and by a test). */
const FRENCH: Catalogues = {
  common: frCommon,
  layout: frLayout,
  auth: frAuth,
  landing: frLanding,
  dashboard: frDashboard,
  knowledge: frKnowledge,
  todos: frTodos,
  support: frSupport,
  account: frAccount,
  projects: frProjects,
  assessments: frAssessments,
  opportunities: frOpportunities,
  questions: frQuestions,
  proposals: frProposals,
  companies: frCompanies,
  staffUsers: frStaffUsers,
  oems: frOems,
  console: frConsole,
  investors: frInvestors,
  dataroom: frDataroom,
  dataroomPlus: frDataroomPlus,
  commitments: frCommitments,
  signing: frSigning,
  monitoring: frMonitoring,
  monitoringAlarms: frMonitoringAlarms,
  monitoringSetup: frMonitoringSetup,
  monitoringApp: frMonitoringApp,
  monitoringBatches: frMonitoringBatches,
  field: frField,
  monitoringEvidence: frMonitoringEvidence,
  evidenceFiles: frEvidenceFiles,
  monitoringPackage: frMonitoringPackage,
  validation: frValidation,
  publication: frPublication,
  trail: frTrail,
};

/**
 * The interface texts are kept in one catalogue per domain and language (`messages/<language>/<domain>.json`), so
 * that work on two domains never edits the same file; they are merged here into one tree per language. A domain
 * adds its file to both languages here; a key may be defined in one file only.
 */
export const CATALOGUES: Readonly<Record<Language, Catalogues>> = { en: ENGLISH, fr: FRENCH };

type UnionToIntersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer Both) => void ? Both : never;

/** The interface texts of one language, nested by area (`landing`, `popups`…): every domain's catalogue at once. */
export type Messages = UnionToIntersection<Catalogues[keyof Catalogues]>;

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges catalogues into one tree; a key defined by two of them is an error that names both. */
export function mergeCatalogues(parts: Record<string, object>): Tree {
  const merged: Tree = {};
  const origin = new Map<string, string>();
  const add = (target: Tree, tree: Tree, prefix: string, part: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isTree(value) && (target[key] === undefined || isTree(target[key]))) {
        target[key] ??= {};
        add(target[key] as Tree, value, path, part);
      } else if (target[key] !== undefined) {
        throw new Error(`The message "${path}" is defined in both the "${origin.get(path) ?? part}" and the "${part}" catalogues`);
      } else {
        target[key] = value;
        origin.set(path, part);
      }
    }
  };
  for (const [part, tree] of Object.entries(parts)) add(merged, tree as Tree, '', part);
  return merged;
}

/** Every language's texts. Server code picks one and hands it to the page in its props. */
export const MESSAGES: Readonly<Record<Language, Messages>> = {
  en: mergeCatalogues(CATALOGUES.en) as Messages,
  fr: mergeCatalogues(CATALOGUES.fr) as Messages,
};

/** The texts of a language. */
export function messagesFor(language: Language): Messages {
  return MESSAGES[language];
}

/** Every key of a nested message tree as a dotted path (`landing.heroTitle`), sorted. */
export function messageKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'object' && value !== null ? messageKeys(value, path) : [path];
    })
    .sort();
}
