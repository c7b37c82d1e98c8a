import { z } from 'zod';
import { profileSchema } from './users';

/** The company logo as the profile shows it; the image itself is at `GET /profiles/logo`. */
export const profileLogoSchema = z
  .object({
    name: z.string(),
    content_type: z.string(),
    size: z.number().int().min(1),
    sha256: z.string(),
    uploaded_at: z.iso.datetime(),
  })
  .meta({ id: 'ProfileLogo' });
export type ProfileLogo = z.infer<typeof profileLogoSchema>;

/** `GET`/`PUT /profiles`: the company profile of the signed-in user, with its logo when one was uploaded. */
export const companyProfileSchema = profileSchema.extend({ logo: profileLogoSchema.nullable() }).meta({ id: 'CompanyProfile' });
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The `data` field of the logo upload: nothing is required; the file is the `file` field. */
export const logoUploadDataSchema = z.strictObject({}).meta({ id: 'LogoUploadData' });
