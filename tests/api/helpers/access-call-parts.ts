// What the authorization matrix's request tables share: the staged records' ids, a request's parts and its sample files.

export interface Ids {
  projectId: string;
  assessmentId: string;
  fileId: string;
  transferId: string;
  shareId: string;
  templateId: string;
  monitoringId: string;
  siteId: string;
  reactorId: string;
  parameterId: string;
  deviceId: string;
  ruleId: string;
  alarmId: string;
  deviceKey: string;
  batchId: string;
  artefactId: string;
  /** An evidence record of the staged batch (issue 22). */
  evidenceId: string;
  /** A to-do of the project (issue 24). */
  todoId: string;
}

export interface Call {
  query?: string;
  json?: unknown;
  form?: () => FormData;
}

export const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

export function upload(data: unknown, bytes: Uint8Array, name: string, type: string): () => FormData {
  return () => {
    const form = new FormData();
    form.set('data', JSON.stringify(data));
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
