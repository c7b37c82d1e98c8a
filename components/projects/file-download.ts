import { lookUpToken } from '@/lib/auth/token';
import { errorFromBodyStatus, errorFromResponse } from '@/lib/api/api-error';
import { API_BASE, buildHeaders, toQueryString } from '@/lib/api/request';
import { PROJECT_ROUTES } from '@/lib/api/routes';

/** The file name a `Content-Disposition` header gives (RFC 6266 `filename*` first), else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/**
 * Downloads a project file (`GET /files?projectId=&fileId=`). The answer is the file's bytes, which THE request
 * of the client (JSON or CSV text) does not read, so this call builds the same headers itself and saves the
 * bytes through a temporary link. Failures carry the API's `detail.message`, as every other call.
 */
export async function downloadProjectFile(projectId: string, fileId: string, name: string): Promise<void> {
  const token = await lookUpToken();
  const response = await fetch(`${API_BASE}${PROJECT_ROUTES.files}${toQueryString({ projectId, fileId })}`, {
    method: 'GET',
    headers: buildHeaders({ token }),
    mode: 'cors',
    cache: 'no-cache',
    credentials: 'same-origin',
  });
  if (response.status !== 200) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the message falls back to "Error"
    }
    throw errorFromBodyStatus(body) ?? errorFromResponse(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers.get('Content-Disposition'), name);
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
