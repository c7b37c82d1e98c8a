/**
 * Questions' public surface (requirements R-21.1): the threads between investors and developers (`/request`,
 * `/request/thread`, `/request/unread`) and the investor details they open (`/investor_details`). It reaches
 * opportunities (publications, the listed version), the data room (a document's grant), projects (access, people),
 * investors (activation) and the audit trail through their public.ts.
 */
export { registerQuestionRoutes } from './routes';
/** The investor home lists an investor's threads (requirements ). */
export { threadsOfInvestor, type ThreadOfInvestor } from './investor-threads-repository';
