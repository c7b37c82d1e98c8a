import type { knowledgeApi } from '../api/knowledge';
import { deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

const loadKnowledge = once(() => import('../api/knowledge'));

/** The knowledge hub's articles, their endpoint loaded after hydration. */
export const useGetKnowledgeHubQuery = deferredQueryHook<typeof knowledgeApi.useGetKnowledgeHubQuery>(loadKnowledge, 'getKnowledgeHub');
