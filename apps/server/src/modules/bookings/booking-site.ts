import { siteBookings, type SiteBookings, type SiteModel } from '@sitecraft/sitegen';
import type { AppContext } from '../../app-context.ts';
import type { SiteFormRow } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { readSiteModels } from '../generator/site-models.ts';
import { readModel } from '../sites/site-versions.ts';

/** What the mails of a booking say of its business: its name, email and address, and the site's host. */
export interface BookingBusiness {
  business: string;
  email: string | undefined;
  address: string | undefined;
  host: string;
}

/** What a booking needs of its site: the rules and hours, the business, the site's language. */
export interface BookingSite extends SiteBookings, BookingBusiness {
  language: string;
}

export interface BookingSiteDeps {
  ctx: Pick<AppContext, 'db'>;
  artifacts: ArtifactStore;
}

/** The site's newest model: its newest saved version's, else the generated one. */
export async function newestModel(deps: BookingSiteDeps, form: Pick<SiteFormRow, 'track_id' | 'host'>): Promise<SiteModel | undefined> {
  const saved = await deps.ctx.db
    .selectFrom('site_versions')
    .select('model_key')
    .where('track_id', '=', form.track_id)
    .where('host', '=', form.host)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (saved) return readModel(deps.artifacts, saved.model_key);
  const models = await readSiteModels(deps.artifacts, form.track_id);
  return models?.find((model) => model.host === form.host || model.asciiHost === form.host);
}

/**
 * The bookings of a form's site as its newest version sets them (the rules the owner saved last are the ones a request
 * is checked by, whatever version is published); undefined when that version takes none.
 */
export async function bookingSiteOf(deps: BookingSiteDeps, form: Pick<SiteFormRow, 'track_id' | 'host'>): Promise<BookingSite | undefined> {
  const model = await newestModel(deps, form);
  const bookings = model && siteBookings(model);
  if (!model || !bookings) return undefined;
  return { ...bookings, ...businessOf(model), language: model.editions[0]!.lang };
}

/** The business as a booking's mails name it. */
export function businessOf(model: SiteModel): BookingBusiness {
  return { business: model.business.name, email: model.business.email, address: model.business.address, host: model.host };
}
