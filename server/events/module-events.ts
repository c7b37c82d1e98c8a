import type { ReadinessGap } from '@/lib/schemas/assessments';
import type { CurrentUser } from '@/server/http/context';
import type { Logger } from '@/server/logger';

/**
 * What one module tells the others that happened, where the others act on it without the first importing them (an
 * import would close a cycle: the data room already reads opportunities). Each event names its facts.
 */
export interface ModuleEventMap {
  /**
   * A publication was closed (requirements ): its data room's grants end, each investor told, unless the
   * developer chose to keep them open.
   */
  publicationClosed: { opportunityId: string; title: string; actor: CurrentUser; requestId: string; keepDataroomAccess: boolean };
  /** A project's results were computed and stored: its to-dos follow its gaps. */
  resultsComputed: { projectId: string; gaps: ReadinessGap[]; actorId: string };
  /** An answer of a project was saved or cleared (R-24.5): its gaps' to-dos are checked again shortly. */
  answersChanged: { projectId: string };
}

export type ModuleEventName = keyof ModuleEventMap;
type Listener<Name extends ModuleEventName> = (event: ModuleEventMap[Name]) => Promise<void>;

export interface ModuleEvents {
  /** Adds a listener; modules add theirs when they register their routes. */
  on<Name extends ModuleEventName>(name: Name, listener: Listener<Name>): void;
  /**
   * Runs every listener of the event, one after the other, after the step that emits it has been stored. A listener
   * that fails is logged and does not undo the step, nor stop the listeners after it.
   */
  emit<Name extends ModuleEventName>(name: Name, event: ModuleEventMap[Name]): Promise<void>;
}

/** One set of listeners per app. */
export function createModuleEvents(logger: Pick<Logger, 'error'>): ModuleEvents {
  const listeners = new Map<ModuleEventName, Listener<ModuleEventName>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<ModuleEventName>]);
    },
    async emit(name, event) {
      for (const listener of listeners.get(name) ?? []) {
        await listener(event).catch((error: unknown) => logger.error({ err: error, event: name }, 'A listener of a module event failed'));
      }
    },
  };
}
