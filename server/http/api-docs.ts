import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/**
 * The interactive API documentation (Swagger UI), served entirely by the app: its script and style come from the
 * `swagger-ui-dist` package, not from a CDN, so the page works offline and under a policy that lets only this
 * origin's scripts run.
 */

const ASSET_TYPES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The page's own start-up script, served as a file (no inline script, so no nonce or hash is needed). */
const START_SCRIPT = (openApiPath: string) => `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: ${JSON.stringify(openApiPath)}, dom_id: '#swagger-ui', deepLinking: true });
});
`;

/** Scripts and styles from this origin only; the UI itself sets inline styles. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function docsPage(assetsPath: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" type="image/png" href="${assetsPath}/favicon-32x32.png">
<link rel="stylesheet" href="${assetsPath}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${assetsPath}/swagger-ui-bundle.js"></script>
<script src="${assetsPath}/start.js"></script>
</body>
</html>
`;
}

let assetsRoot: string | undefined;
const assetCache = new Map<string, Buffer>();

function readAsset(name: string): Buffer {
  // Resolved at run time from the project's directory: under `next dev` this file is bundled, and a bundler turns a
  // plain `require.resolve` into a module id.
  assetsRoot ??= path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('swagger-ui-dist/package.json'));
  let bytes = assetCache.get(name);
  if (!bytes) {
    bytes = readFileSync(path.join(assetsRoot, name));
    assetCache.set(name, bytes);
  }
  return bytes;
}

/**
 * `GET <docsPath>`: the documentation page for the document at `openApiPath`; `GET <docsPath>/assets/<file>`: its
 * files. Both are left out of the OpenAPI document (they are not API operations).
 */
export function registerApiDocs(app: OpenAPIHono<AppEnv>, paths: { docs: string; openApi: string; basePath: string }, title = 'Groundwork API'): void {
  const assetsPath = `${paths.basePath}${paths.docs}/assets`;
  const page = docsPage(assetsPath, title);
  const start = START_SCRIPT(`${paths.basePath}${paths.openApi}`);
  const securityHeaders = { 'Content-Security-Policy': DOCS_CONTENT_SECURITY_POLICY, 'Cache-Control': 'no-cache' };

  app.get(paths.docs, (c) => c.html(page, 200, securityHeaders));
  app.get(`${paths.docs}/assets/:file`, (c) => {
    const file = c.req.param('file');
    const cache = { 'Cache-Control': 'public, max-age=86400' };
    if (file === 'start.js') return c.body(start, 200, { 'Content-Type': 'text/javascript; charset=utf-8', ...cache });
    const type = ASSET_TYPES[file];
    if (!type) throw new ApiError(404, `No such documentation file: ${file}`);
    return c.body(new Uint8Array(readAsset(file)), 200, { 'Content-Type': type, ...cache });
  });
}
