/** Reference templates' public surface: the routes, the service, and loading the templates shipped under content/. */
export { registerResourceRoutes } from './routes';
export { createResourcesService, type ResourcesService } from './service';
export { syncTemplates } from './template-loader';
/** Templates read by other domains (monitoring forms): in full, by id or by kind. */
export { findTemplateById, listTemplatesOfKind } from './repository';
export { toTemplateDetail } from './service';
