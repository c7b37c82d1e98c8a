import type { monitoringFormsApi } from '../api/monitoring-forms';
import { deferredMutationHook, deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

/** The endpoints of the daily forms. */
const loadMonitoringForms = once(() => import('../api/monitoring-forms'));

/** The monitoring templates (`GET /monitoring/templates`), their endpoint loaded after hydration. */
export const useGetMonitoringTemplatesQuery = deferredQueryHook<typeof monitoringFormsApi.useGetMonitoringTemplatesQuery>(loadMonitoringForms, 'getMonitoringTemplates');

/** The forms filled for a reactor (`GET /monitoring/gather-form-data`), their endpoint loaded after hydration. */
export const useGetFormEntriesQuery = deferredQueryHook<typeof monitoringFormsApi.useGetFormEntriesQuery>(loadMonitoringForms, 'getFormEntries');

/** A daily form sent (`POST /monitoring/gather-form-data`), its endpoint loaded at the first sending if not before. */
export const useSubmitFormMutation = deferredMutationHook<typeof monitoringFormsApi.useSubmitFormMutation>(loadMonitoringForms, 'submitForm');
