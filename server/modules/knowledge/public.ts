/** The knowledge hub's public surface: its routes, and loading the articles shipped under content/. */
export { registerKnowledgeRoutes } from './routes';
export { syncArticles } from './article-loader';
