import type { OpenAPIHono } from '@hono/zod-openapi';
import { companyProfileSchema, logoUploadDataSchema } from '@/lib/schemas/profiles';
import { updateProfileSchema } from '@/lib/schemas/users';
import { currentUser, type AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { binary, errorResponses, json, multipartForm } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { parseMultipart } from '@/server/http/multipart';
import { uploadRules } from '@/server/storage/upload-acceptance';
import type { ModuleContext } from '../context';
import { createProfilesService } from './service';

/**
 * The documented multipart body. It is described, not validated here: parseMultipart reads it and says which
 * field is wrong (the `data` JSON is validated with logoUploadDataSchema).
 */
const LOGO_UPLOAD_BODY = multipartForm({
  data: 'JSON: {} (no fields yet)',
  file: 'The logo: PNG, JPEG or WebP, at most 2 MB',
  required: ['file'],
});

/** `/profiles`: the signed-in user's company profile (created empty on first read) and its logo. */
export function registerProfileRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { guards, settings } = context;
  const profiles = createProfilesService({
    db: context.db,
    storage: context.storage,
    container: context.settings.containers.profiles,
    companiesContainer: context.settings.containers.companies,
    uploadRules: uploadRules({ MAX_UPLOAD_BYTES: String(settings.maxUploadBytes) }),
  });
  const route = routesOf({ tag: 'Profiles', guards });

  app.openapi(
    route({
      operationId: 'getProfile',
      access: 'signed-in',
      method: 'get',
      path: '/profiles',
      summary: 'Your company profile',
      description: 'Created empty on the first read. Autofill proposes answers from it.',
      responses: {
        200: { description: 'The company profile', content: json(companyProfileSchema) },
        ...errorResponses(401, 403, 425),
      },
    }),
    async (c) => c.json(await profiles.get(currentUser(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'updateProfile',
      access: 'signed-in',
      method: 'put',
      path: '/profiles',
      summary: 'Update your company profile',
      description: 'Only the fields sent change; an empty string clears a text field.',
      request: { body: { required: true, content: json(updateProfileSchema) } },
      responses: {
        200: { description: 'The updated profile', content: json(companyProfileSchema) },
        ...errorResponses(400, 401, 403, 413, 415, 425),
      },
    }),
    async (c) => c.json(await profiles.update(currentUser(c), c.req.valid('json')), 200),
  );

  app.openapi(
    route({
      operationId: 'uploadProfileLogo',
      access: 'signed-in',
      method: 'put',
      path: '/profiles/logo',
      summary: 'Upload or replace your company logo',
      description: 'Multipart with the fields `data` (JSON, `{}`) and `file`: a PNG, JPEG or WebP image of at most 2 MB. ' + 'The bytes must match the declared type.',
      request: { body: { required: true, content: LOGO_UPLOAD_BODY } },
      responses: {
        200: { description: 'The profile with its new logo', content: json(companyProfileSchema) },
        ...errorResponses(400, 401, 403, 413, 415, 425),
      },
    }),
    async (c) => {
      const { file } = await parseMultipart(c, logoUploadDataSchema);
      return c.json(await profiles.replaceLogo(currentUser(c), file), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'getProfileLogo',
      access: 'signed-in',
      method: 'get',
      path: '/profiles/logo',
      summary: 'Your company logo (the image)',
      description: 'The image as it was uploaded, to show inline; 404 while there is none.',
      responses: {
        200: {
          description: 'The image',
          content: binary('image/png', 'image/jpeg', 'image/webp'),
        },
        ...errorResponses(401, 403, 404, 425),
      },
    }),
    async (c) => {
      const { logo, reader } = await profiles.readLogo(currentUser(c));
      return fileResponse(reader, { name: logo.name, contentType: logo.content_type, disposition: 'inline', caching: { maxAgeSeconds: 60 }, sha256: logo.sha256 });
    },
  );
}
