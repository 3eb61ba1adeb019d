import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import type { AppContext } from '../../app-context.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { requestOf } from '../sites/generation-files.ts';
import { readModel } from '../sites/site-versions.ts';

export interface RecipientDeps {
  ctx: Pick<AppContext, 'db' | 'log'>;
  artifacts: ArtifactStore;
}

/** Where and in what language a site's notifications go to its owner. */
export interface Recipient {
  address: string;
  /** The owner's interface language (Russian, the spec's, until they choose). */
  language: InterfaceLanguage;
}

/**
 * Where a site's notifications go: the business email of its newest saved version, else (the owner took it off the
 * site) the account's; a site never saved in the editor keeps the brief's contact email, else the account's. They
 * are written in the owner's interface language.
 */
export async function notificationRecipient(deps: RecipientDeps, formId: string): Promise<Recipient | undefined> {
  const owner = await deps.ctx.db
    .selectFrom('site_forms')
    .innerJoin('generations', 'generations.track_id', 'site_forms.track_id')
    .innerJoin('accounts', 'accounts.id', 'generations.account_id')
    .select((eb) => [
      'accounts.email',
      'accounts.language',
      'generations.request',
      eb
        .selectFrom('site_versions')
        .select('site_versions.model_key')
        .whereRef('site_versions.track_id', '=', 'site_forms.track_id')
        .whereRef('site_versions.host', '=', 'site_forms.host')
        .orderBy('site_versions.number', 'desc')
        .limit(1)
        .as('newest_model_key'),
    ])
    .where('site_forms.form_id', '=', formId)
    .executeTakeFirst();
  if (!owner) return undefined;
  const language = owner.language ?? 'ru';
  if (!owner.newest_model_key) return { address: requestOf(owner).contact_email ?? owner.email, language };
  // The messages are already claimed for this mail: an unreadable model must not lose it, and the account is the owner's own address.
  const model = await readModel(deps.artifacts, owner.newest_model_key).catch((error: unknown) => {
    deps.ctx.log.warn({ err: error, formId }, "the newest version's model was not read; the notification goes to the account's email");
    return undefined;
  });
  return { address: model?.business.email ?? owner.email, language };
}

/** The interface language of the account that owns a form's site: what the owner's mails and pages about it are written in. */
export async function formOwnerLanguage(db: AppContext['db'], formId: string): Promise<InterfaceLanguage> {
  const owner = await db
    .selectFrom('site_forms')
    .innerJoin('generations', 'generations.track_id', 'site_forms.track_id')
    .innerJoin('accounts', 'accounts.id', 'generations.account_id')
    .select('accounts.language')
    .where('site_forms.form_id', '=', formId)
    .executeTakeFirst();
  return owner?.language ?? 'ru';
}
