import type { OpenAPIHono } from '@hono/zod-openapi';
import { INVESTMENT_SUB_ROUTES } from '@/lib/api/routes';
import { pdfVerificationSchema, verifyPdfDataSchema } from '@/lib/schemas/commitments';
import type { AppEnv } from '@/server/http/context';
import { parseMultipart } from '@/server/http/multipart';
import { errorResponses, json, multipartForm } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { callerOf } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import type { createVerifyService } from './verify-service';

const VERIFY_FORM = multipartForm({
  data: 'Optional: `{}`',
  file: 'A copy of a signed PDF',
  required: ['file'],
});

/** `/sign-and-commit-opp/verify`: a copy of a signed PDF against the platform's seal (requirements ). */
export function registerVerifyRoute(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'guards' | 'settings'>, verification: ReturnType<typeof createVerifyService>) {
  const route = routesOf({ tag: 'Investment', guards: context.guards });
  app.openapi(
    route({
      operationId: 'verifySignedPdf',
      access: 'signed-in',
      method: 'post',
      path: INVESTMENT_SUB_ROUTES.verifyPdf,
      summary: 'Check a copy of a signed PDF against the platform’s seal',
      description:
        'Multipart with `file` (a copy of a signed PDF). Checks the PDF signature the way a PDF reader does: its byte ranges cover the ' +
        'whole file but the signature, their SHA-256 is the signed digest, the signature verifies, and the certificate is the ' +
        'platform’s. The verdict is `valid` (sealed by Groundwork and unchanged), `modified` (our seal, but the file changed since) or ' +
        '`not_ours` (not a PDF, no seal, or another certificate). Any signed-in user reads the verdict; the commitment the seal names, ' +
        'and whether the copy is the file recorded at signing, only its signer, the developer side and staff.',
      request: { body: { content: VERIFY_FORM, required: true } },
      responses: { 200: { description: 'The verdict', content: json(pdfVerificationSchema) }, ...errorResponses(400, 401, 413, 415, 425) },
    }),
    async (c) => {
      const { file } = await parseMultipart(c, verifyPdfDataSchema, { maxFileBytes: context.settings.maxUploadBytes });
      return c.json(await verification.verify(callerOf(c), file.bytes), 200);
    },
  );
}
