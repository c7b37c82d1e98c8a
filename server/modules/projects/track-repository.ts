import { inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { projectAssessments, projects } from '@/server/db/schema';

/** What a company's track record reads of each project: its name, and how many of its steps are complete. */
export interface ProjectTrackFacts {
  id: string;
  name: string;
  ownerId: string;
  stepsCompleted: number;
  stepsTotal: number;
}

/** The facts of these projects; a step is complete when every assessment of it is. */
export async function projectTrackFacts(db: Executor, projectIds: string[]): Promise<ProjectTrackFacts[]> {
  if (projectIds.length === 0) return [];
  const [rows, assessments] = await Promise.all([
    db.select({ id: projects.id, name: projects.name, ownerId: projects.ownerId }).from(projects).where(inArray(projects.id, projectIds)),
    db
      .select({ projectId: projectAssessments.projectId, stepId: projectAssessments.stepId, status: projectAssessments.status })
      .from(projectAssessments)
      .where(inArray(projectAssessments.projectId, projectIds)),
  ]);
  const steps = new Map<string, Map<string, boolean>>();
  for (const row of assessments) {
    const ofProject = steps.get(row.projectId) ?? new Map<string, boolean>();
    ofProject.set(row.stepId, (ofProject.get(row.stepId) ?? true) && row.status === 'completed');
    steps.set(row.projectId, ofProject);
  }
  return rows.map((row) => {
    const ofProject = [...(steps.get(row.id)?.values() ?? [])];
    return { ...row, stepsCompleted: ofProject.filter(Boolean).length, stepsTotal: ofProject.length };
  });
}
