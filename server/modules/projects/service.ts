import type { Language } from '@/lib/schemas/common';
import type { Paginated } from '@/lib/schemas/common';
import type { CreateProject, Deleted, DeleteProject, ProjectDetail, ProjectStep, ProjectSummary, UpdateProject } from '@/lib/schemas/projects';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { paginated } from '@/server/http/pagination';
import type { Logger } from '@/server/logger';
import type { FileStore } from '@/server/storage';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { createResourcesService } from '@/server/modules/resources/public';
import { resolveProjectAccess, type Caller, type ProjectAccessContext } from './access';
import { listFiles } from './files-repository';
import * as repository from './repository';
import { buildState, loadProjectState, type ProjectState } from './state';
import { toPerson, toProjectDetail, toProjectStep, toProjectSummary } from './summaries';
import { ensureSnapshot, loadTemplateIndex } from '@/server/modules/templates/public';

export interface RequestInfo {
  language: Language;
  requestId: string;
}

export interface ProjectsServiceOptions {
  db: Database;
  storage: FileStore;
  logger: Logger;
}

export type ProjectsService = ReturnType<typeof createProjectsService>;

export function createProjectsService({ db, storage, logger }: ProjectsServiceOptions) {
  const resources = createResourcesService(db);

  async function detail(state: ProjectState, language: Language): Promise<ProjectDetail> {
    const [people, scores] = await Promise.all([repository.findPeople(db, [state.project.ownerId]), repository.latestScores(db, [state.project.id])]);
    return toProjectDetail(state, { owner: toPerson(state.project.ownerId, people), score: scores.get(state.project.id) ?? null }, language);
  }

  async function open(projectId: string, caller: Caller): Promise<ProjectState> {
    return loadProjectState(db, await resolveProjectAccess(db, projectId, caller));
  }

  return {
    /** Projects the caller owns or was invited to, with their figures. */
    async list(caller: Caller, query: repository.ProjectListFilter, language: Language): Promise<Paginated<ProjectSummary>> {
      const { rows, total } = await repository.listVisibleProjects(db, caller.user, query);
      const ids = rows.map((row) => row.project.id);
      const [assessments, answers, scores, people] = await Promise.all([
        repository.listAssessments(db, ids),
        repository.listAnswers(db, ids),
        repository.latestScores(db, ids),
        repository.findPeople(
          db,
          rows.map((row) => row.project.ownerId),
        ),
      ]);
      const items = await Promise.all(
        rows.map(async ({ project, shareRight }) => {
          const context: ProjectAccessContext = { project, access: project.ownerId === caller.user.id ? 'owner' : shareRight === 'edit' ? 'edit' : 'read' };
          const state = buildState(
            context,
            await loadTemplateIndex(db, project.snapshotId),
            assessments.filter((row) => row.projectId === project.id),
            answers.filter((row) => row.projectId === project.id),
          );
          return toProjectSummary(state, { owner: toPerson(project.ownerId, people), score: scores.get(project.id) ?? null }, language);
        }),
      );
      return paginated(items, total, query);
    },

    /** A new project from a template: its assessments in template order, the first open, the others locked. */
    async create(caller: Caller, input: CreateProject, language: Language): Promise<ProjectDetail> {
      const template = await resources.getTemplate({ id: input.template_id });
      if (template.definition.kind === 'monitoring') {
        throw new ApiError(422, 'A monitoring template describes monitoring forms; pick a project template');
      }
      const snapshot = await ensureSnapshot(db, template);
      const index = await loadTemplateIndex(db, snapshot.id);
      const project = await repository.insertProject(
        db,
        { ownerId: caller.user.id, name: input.name, templateId: template.id, snapshotId: snapshot.id },
        index.assessments.map((entry) => ({
          stepId: entry.step.id,
          definitionId: entry.assessment.id,
          position: entry.position,
          status: entry.position === 0 ? 'not_started' : 'locked',
        })),
      );
      return detail(await loadProjectState(db, { project, access: 'owner' }), language);
    },

    async get(projectId: string, caller: Caller, language: Language): Promise<ProjectDetail> {
      return detail(await open(projectId, caller), language);
    },

    /** One step of the project with its assessments and their progress (seed section 7, `/step`): 404 for a step the template lacks. */
    async step(projectId: string, stepId: string, caller: Caller, language: Language): Promise<ProjectStep> {
      const state = await open(projectId, caller);
      if (!state.index.definition.steps.some((step) => step.id === stepId)) {
        throw new ApiError(404, `This project has no step "${stepId}"`);
      }
      return toProjectStep(state, stepId, language);
    },

    /** Rename (owner or edit grant); `offset` remembers the step the user is on. */
    async update(input: UpdateProject, caller: Caller, language: Language): Promise<ProjectDetail> {
      // A writer: the route's `project-write` class refused anyone else before the call.
      const context = await resolveProjectAccess(db, input.id, caller);
      const index = await loadTemplateIndex(db, context.project.snapshotId);
      if (input.offset !== undefined && input.offset >= index.definition.steps.length) {
        throw new ApiError(422, `offset must be below ${index.definition.steps.length}, the number of steps`);
      }
      const project = await repository.updateProject(db, input.id, {
        name: input.name,
        ...(input.offset !== undefined && { stepOffset: input.offset }),
      });
      if (!project) throw new ApiError(404, 'Project not found');
      return detail(await loadProjectState(db, { project, access: context.access }), language);
    },

    /** Owner only, with the name typed again; removes the project's files too. */
    async remove(input: DeleteProject, caller: Caller, request: RequestInfo): Promise<Deleted> {
      // The owner: the route's `project-owner` class refused anyone else before the call.
      const context = await resolveProjectAccess(db, input.id, caller);
      if (input.confirm_name.trim() !== context.project.name) {
        throw new ApiError(422, 'Type the project’s name exactly to confirm its deletion');
      }
      const files = await listFiles(db, context.project.id);
      await repository.deleteProject(db, context.project.id);
      await recordAuditEvent(db, {
        actorId: caller.user.id,
        action: 'project.delete',
        targetType: 'project',
        targetId: context.project.id,
        requestId: request.requestId,
        details: { name: context.project.name, files: files.length },
      });
      for (const file of files) {
        await storage.delete(file.container, file.path).catch((error: unknown) => {
          logger.warn({ err: error, path: file.path }, 'could not remove the file of a deleted project');
        });
      }
      return { id: context.project.id, deleted: true };
    },
  };
}
