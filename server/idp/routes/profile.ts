import { Hono } from 'hono';
import type { Interaction } from 'oidc-provider';
import { findAccountById, updateAccountProfile } from '../accounts';
import { parseForm, profileFormSchema } from '../forms';
import { profilePage } from '../views/account-pages';
import { emptyForm, type FormState } from '../views/components';
import { currentInteraction, expiredPage, finishInteraction, formFields, languageOf, page, type IdpContext, type IdpDeps, type IdpEnv } from './context';
import { interactionUrls } from './urls';

/** Whose profile the interaction edits: the user who just signed in for it, else the session's user. */
export const profileAccountId = (interaction: Interaction): string | undefined => interaction.result?.login?.accountId ?? interaction.session?.accountId;

export async function profileFormPage(c: IdpContext, deps: IdpDeps, interaction: Interaction, submitted?: { form: FormState; status: number }): Promise<Response> {
  const accountId = profileAccountId(interaction);
  const account = accountId ? await findAccountById(deps.db, accountId) : undefined;
  if (!account) return expiredPage(c, deps);
  const lang = languageOf(c, interaction);
  const urls = interactionUrls(deps.settings, interaction.uid);
  const form = submitted?.form ?? emptyForm({ name: account.name, company: account.company ?? '' });
  return page(c, deps, lang, profilePage({ t: lang.t, form, action: urls.profile, cancelHref: urls.abort }), submitted?.status);
}

/** The profile policy: name and company, then back to the app with fresh tokens (`tfp: profile`). */
export function profileRoutes(deps: IdpDeps) {
  const app = new Hono<IdpEnv>();

  app.post('/:uid/profile', async (c) => {
    const interaction = await currentInteraction(c, deps);
    const accountId = profileAccountId(interaction);
    if (!accountId) return expiredPage(c, deps);
    const values = await formFields(c);
    const parsed = parseForm(profileFormSchema, values);
    if (!parsed.ok) return profileFormPage(c, deps, interaction, { form: parsed.form, status: 400 });
    const account = await updateAccountProfile(deps.db, accountId, parsed.data);
    if (!account) return expiredPage(c, deps);
    return finishInteraction(c, deps, {
      login: { accountId, acr: 'profile', amr: interaction.result?.login?.amr ?? interaction.session?.amr ?? ['pwd'], remember: true },
    });
  });

  return app;
}
