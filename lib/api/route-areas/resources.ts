/**
 * API routes (each appended to `/api`): the knowledge hub's resources, apart from the companies' routes, since the
 * dashboard and the knowledge hub read them without calling any company route.
 */
export const RESOURCE_ROUTES = {
  articles: '/resources/articles',
  templates: '/resources/templates',
  knowledgeHub: '/knowledge-hub',
} as const;
