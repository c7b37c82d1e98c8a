/** What the commitment terms name, in every language (terms.ts, terms-fr.ts). */
export interface TermsSubject {
  opportunityId: string;
  title: string;
  projectName: string;
}
