import type { OpenAPIHono } from '@hono/zod-openapi';
import { INVESTMENT_SUB_ROUTES, SIGN_AND_COMMIT_ROUTES } from '@/lib/api/routes';
import { VERIFY_PDF_PATH } from '@/lib/page-routes/commitments';
import {
  commitmentSignatureSchema,
  commitmentTermsSchema,
  signatureValidationSchema,
  signCommitmentSchema,
  signedPdfQuerySchema,
  termsQuerySchema,
  validateSignatureSchema,
} from '@/lib/schemas/commitments';
import { isMultipart } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';
import type { AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { validationError } from '@/server/http/errors';
import { parseMultipart } from '@/server/http/multipart';
import { binary, errorResponses, json, multipartForm } from '@/server/http/openapi';
import { requestHeader } from '@/server/http/request-headers';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { createInvestmentMailer } from '@/server/mail/investment-mail';
import { callerOf } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { createSealKeeper } from './seal-certificate';
import { createSignService } from './sign-service';
import { createValidateService } from './validate-service';
import { registerVerifyRoute } from './verify-routes';
import { createVerifyService } from './verify-service';

/** Longest user agent kept in a signature record. */
const MAX_USER_AGENT = 512;

const VALIDATE_FORM = multipartForm({
  data: 'JSON: { "signature_id": "<uuid>", "document_sha256"?: "<hex>" }',
  file: 'A copy of the signed PDF to check (optional)',
  required: ['data'],
});

/** `/sign-and-commit-opp/sign` (terms, signing), `/sign/pdf` (the signed PDF) and `/validate`. */
export function registerCommitmentRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db, storage, settings } = context;
  const mail = createInvestmentMailer(context.mail);
  const seal = createSealKeeper(settings.pdfSeal);
  const signatures = createSignService({
    db,
    storage,
    container: settings.containers.opportunities,
    mail,
    seal,
    verifyUrl: `${settings.appOrigin}${VERIFY_PDF_PATH}`,
  });
  const validation = createValidateService({ db, storage, signatures });
  registerVerifyRoute(app, context, createVerifyService({ db, seal, signatures }));
  const route = routesOf({ tag: 'Investment', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getCommitmentTerms',
      access: 'opportunity-party',
      record: checkedByService('opportunity'),
      method: 'get',
      path: SIGN_AND_COMMIT_ROUTES.sign,
      summary: 'The commitment terms of an opportunity, with their SHA-256',
      description:
        'The current terms (an NDA and a non-binding commitment amount) as text, their version and the SHA-256 a signature must name, ' +
        'in the language of the `language` header (English and French are versions of their own, each with its own id and SHA-256). ' +
        'An activated investor sees a listed opportunity’s terms and their own signature; the developer side (anyone with access to ' +
        'the project) and staff read them with every signature. A non-activated investor gets 403; anyone else 404.',
      request: { query: termsQuerySchema },
      responses: { 200: { description: 'The terms', content: json(commitmentTermsSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await signatures.terms(c.req.valid('query').opportunity_id, callerOf(c), c.get('language')), 200),
  );

  app.openapi(
    route({
      operationId: 'signCommitment',
      acting: 'refused', // requirements
      access: 'opportunity-party',
      record: checkedByService('opportunity'),
      method: 'post',
      path: SIGN_AND_COMMIT_ROUTES.sign,
      summary: 'Sign the commitment terms (activated investors)',
      description:
        'Signs the terms whose SHA-256 is sent (409 when they are no longer the current ones, or when already signed), with the full ' +
        'name typed as on the account and a non-binding amount. The SHA-256 may be that of the current terms in either language (a page ' +
        'loaded before the reader switched language): the version it names is the one signed, and the PDF is in its language. ' +
        'The record keeps the account, the typed name, the time, the network ' +
        'address (behind a trusted proxy, the X-Forwarded-For entry it appended), the user agent, the terms’ version and SHA-256; the signed ' +
        'PDF (terms and a signature page) is stored, its SHA-256 recorded, and the signature goes to the opportunity’s audit trail. ' +
        'The investor gets a copy of the record by mail, and the project’s owner is told who signed, for how much. ' +
        'The developer side and staff get 403.',
      request: { body: { content: json(signCommitmentSchema), required: true } },
      responses: { 200: { description: 'The signature', content: json(commitmentSignatureSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => {
      const signed = await signatures.sign(
        callerOf(c),
        c.req.valid('json'),
        {
          ipAddress: clientAddress(c, settings.trustProxy),
          userAgent: (requestHeader(c, 'user-agent') ?? '').slice(0, MAX_USER_AGENT),
          requestId: c.get('requestId'),
        },
        c.get('language'),
      );
      return c.json(signed, 200);
    },
  );

  app.openapi(
    route({
      operationId: 'getSignedCommitmentPdf',
      access: 'opportunity-party',
      record: checkedByService('signature'),
      method: 'get',
      path: INVESTMENT_SUB_ROUTES.signedPdf,
      summary: 'Download a signed commitment as PDF',
      description: 'The PDF produced at signing (the terms and the signature page), for its signer, the developer side of the opportunity and staff; 404 to anyone else.',
      request: { query: signedPdfQuerySchema },
      responses: {
        200: { description: 'The signed PDF', content: binary('application/pdf') },
        ...errorResponses(400, 401, 404, 425),
      },
    }),
    async (c) => {
      const { row, reader } = await signatures.pdf(c.req.valid('query').signature_id, callerOf(c));
      return fileResponse(reader, { name: `commitment-${row.id}.pdf`, contentType: 'application/pdf', disposition: 'attachment', sha256: row.pdfSha256 });
    },
  );

  app.openapi(
    route({
      operationId: 'validateCommitmentSignature',
      access: 'opportunity-party',
      record: checkedByService('signature'),
      method: 'post',
      path: SIGN_AND_COMMIT_ROUTES.validate,
      summary: 'Check a signature against its document, its PDF and the audit trail',
      description:
        'JSON `{ signature_id, document_sha256?, pdf_sha256? }`, or multipart with `data` (that JSON) and `file` (a copy of the signed PDF). ' +
        'Runs every check and names the first that fails: the stored terms against their recorded SHA-256, the hash sent, the stored ' +
        'PDF and the copy sent against the PDF SHA-256 recorded at signing, the signature’s audit entry, the audit chain. For the ' +
        'signer, the developer side and staff; 404 to anyone else.',
      request: {
        // Not `required`: the JSON validator then runs only on a JSON body, and a multipart one is read below.
        body: { content: { ...json(validateSignatureSchema), ...VALIDATE_FORM } },
      },
      responses: { 200: { description: 'Each check and the verdict', content: json(signatureValidationSchema) }, ...errorResponses(400, 401, 404, 413, 415, 425) },
    }),
    async (c) => {
      if (isMultipart(requestHeader(c, 'content-type'))) {
        const { data, file } = await parseMultipart(c, validateSignatureSchema, { fileRequired: false, maxFileBytes: settings.maxUploadBytes });
        return c.json(await validation.validate(callerOf(c), data, file?.bytes), 200);
      }
      // The body was read (and checked) by the JSON validator when it is JSON; any other body is checked here, the same way.
      const parsed = validateSignatureSchema.safeParse(await c.req.json().catch(() => ({})));
      if (!parsed.success) throw validationError('json', parsed.error);
      return c.json(await validation.validate(callerOf(c), parsed.data, undefined), 200);
    },
  );
}
