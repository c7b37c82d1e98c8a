/** What the commitment terms name, in every language (terms.ts, terms-fr.ts). */
export interface TermsSubject {
  opportunityId: string;
  title: string;
  projectName: string;
  /** The developer, a party to the terms: the name of the project's owner. */
  developerName: string;
}
