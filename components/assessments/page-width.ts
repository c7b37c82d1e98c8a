/** The questionnaire's width: the header's (75rem with its padding), so that the page lines up under it. */
export const ASSESSMENT_PAGE_WIDTH = '75rem';
