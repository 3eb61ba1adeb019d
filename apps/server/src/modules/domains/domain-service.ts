import type { DomainBinding, DomainCheckResponse, DomainPreference } from '@sitecraft/shared/domains';
import { domainsServerTexts } from '@sitecraft/shared/domains';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Account, DomainBindingRow } from '../../infra/db/schema.ts';
import { findOwnGeneration } from '../generator/generation-service.ts';
import { requestOf, siteHosts } from '../sites/generation-files.ts';
import { addBinding, BindingGone, bindingOfSite, bindingsOfAccount, holderOf, ownerOf, takeDomain } from './binding-store.ts';
import { checkDomainDns, recordsToSet, type DnsReport } from './dns-check.ts';
import { rootPointing } from './dns-pointing.ts';
import { DnsUnavailable, type DnsLookup } from './dns-lookup.ts';
import { asciiDomain, bareDomain, displayOf, wwwOf } from './domain-names.ts';
import { takenOverMail } from './domain-mails.ts';
import { accountToken } from './domain-tokens.ts';

export interface DomainsDeps {
  ctx: AppContext;
  lookup: DnsLookup;
}

/** One site of an account: a generation's id and one of its domains. */
export interface SiteRef {
  trackId: string;
  host: string;
}

/** My sites' address, named in the mails. */
export const sitesPageUrl = (ctx: Pick<AppContext, 'config'>) => `${ctx.config.publicUrl}/#/sites`;

/** An HTML site of the account; another account's, a deleted one and a domain the generation has not answer 404. */
async function ownHtmlSite(ctx: AppContext, account: Account, site: SiteRef): Promise<void> {
  const generation = await findOwnGeneration(ctx, account, site.trackId);
  const request = requestOf(generation);
  if (generation.deleted_at !== null || !siteHosts(request).includes(site.host)) throw new AppError(404, 'NO_SUCH_SITE', domainsServerTexts.siteNotFound);
  if (request.file_extension === 'PHP') throw new AppError(409, 'PHP_NEEDS_HOST', domainsServerTexts.phpSite);
}

async function ownBinding(ctx: AppContext, account: Account, site: SiteRef): Promise<DomainBindingRow> {
  await ownHtmlSite(ctx, account, site);
  const row = await bindingOfSite(ctx.db, site.trackId, site.host);
  if (!row) throw new AppError(404, 'NO_BINDING', domainsServerTexts.noBinding);
  return row;
}

async function viewOf(ctx: AppContext, accountId: string, row: DomainBindingRow): Promise<DomainBinding> {
  const token = await accountToken(ctx, accountId);
  const holder = row.verified_at === null ? await holderOf(ctx.db, row.domain) : accountId;
  const { protocol } = new URL(ctx.config.publish.origin);
  return {
    track_id: row.track_id,
    host: row.host,
    domain: row.domain,
    display: displayOf(row.domain),
    www: wwwOf(row.domain),
    prefer: row.prefer,
    verified: row.verified_at !== null,
    verified_at: row.verified_at,
    held_by_other: holder !== undefined && holder !== accountId,
    records: recordsToSet(row.domain, token, ctx.config.domains),
    root_pointing: rootPointing(row.domain, ctx.config.domains),
    url: `${protocol}//${row.prefer === 'www' ? wwwOf(row.domain) : row.domain}/`,
  };
}

/**
 * "Use my own domain": the site's domain (and its www form) is bound to it, pending until its TXT record is found. It
 * is served at the form the site was named with, but at www when the domain itself may only be redirected there.
 */
export async function useOwnDomain(ctx: AppContext, account: Account, site: SiteRef): Promise<DomainBinding> {
  await ownHtmlSite(ctx, account, site);
  const ascii = asciiDomain(site.host);
  if (!ascii) throw new AppError(400, 'BAD_DOMAIN', domainsServerTexts.badDomain);
  const domain = bareDomain(ascii);
  const prefer = ascii === domain && rootPointing(domain, ctx.config.domains) !== 'alias_or_redirect' ? 'apex' : 'www';
  const row = await addBinding(ctx.db, { domain, track_id: site.trackId, host: site.host, prefer, created_at: ctx.clock.now() });
  return viewOf(ctx, account.id, row);
}

export async function siteDomain(ctx: AppContext, account: Account, site: SiteRef): Promise<DomainBinding> {
  return viewOf(ctx, account.id, await ownBinding(ctx, account, site));
}

export async function accountDomains(ctx: AppContext, account: Account): Promise<DomainBinding[]> {
  return Promise.all((await bindingsOfAccount(ctx.db, account.id)).map((row) => viewOf(ctx, account.id, row)));
}

/** A check the DNS gave no answer to: nothing was found either way, and the owner is told to try again soon. */
async function unanswered(ctx: AppContext, account: Account, row: DomainBindingRow, error: DnsUnavailable): Promise<DomainCheckResponse> {
  ctx.log.warn({ domain: row.domain, name: error.host, code: error.code }, 'Check now got no answer from the DNS');
  const binding = await viewOf(ctx, account.id, row);
  const hints = [{ code: 'dns_no_answer' as const, message: domainsServerTexts.hints.dns_no_answer(error.host, error.code) }];
  return { binding, checked_at: ctx.clock.now(), txt_ok: false, pointed: false, findings: [], hints };
}

/**
 * "Check now": looks the domain's records up and reports them. A TXT record holding the account's token verifies the
 * binding; when another site held the domain, it is taken from it, and its owner is mailed if that is another account.
 */
export async function checkNow(deps: DomainsDeps, account: Account, site: SiteRef): Promise<DomainCheckResponse> {
  const { ctx } = deps;
  let row = await ownBinding(ctx, account, site);
  const token = await accountToken(ctx, account.id);
  let report: DnsReport;
  try {
    report = await checkDomainDns(deps.lookup, row.domain, token, ctx.config.domains, row.prefer);
  } catch (error) {
    if (error instanceof DnsUnavailable) return unanswered(ctx, account, row, error);
    throw error;
  }
  const now = ctx.clock.now();
  if (report.txtOk && row.verified_at === null) {
    const previous = await takeDomain(ctx.db, row, now).catch((error: unknown) => {
      throw error instanceof BindingGone ? new AppError(404, 'NO_BINDING', domainsServerTexts.noBinding) : error;
    });
    ctx.serving.changed();
    const previousOwner = previous && (await ownerOf(ctx.db, previous.track_id));
    if (previousOwner && previousOwner.id !== account.id) await ctx.mailer.send(takenOverMail(previousOwner.email, displayOf(row.domain), sitesPageUrl(ctx), previousOwner.language ?? 'ru'));
    row = { ...row, verified_at: now, checked_at: now, txt_missing_since: null };
  } else if (report.txtOk && row.txt_missing_since !== null) {
    await ctx.db.updateTable('domain_bindings').set({ txt_missing_since: null }).where('id', '=', row.id).execute();
  }
  const binding = await viewOf(ctx, account.id, row);
  const hints = binding.held_by_other ? [{ code: 'held_by_other' as const, message: domainsServerTexts.hints.held_by_other(binding.display) }, ...report.hints] : report.hints;
  return { binding, checked_at: now, txt_ok: report.txtOk, pointed: report.pointed, findings: report.findings, hints };
}

/** Which form the site is served at; the other redirects to it. */
export async function preferForm(ctx: AppContext, account: Account, site: SiteRef, prefer: DomainPreference): Promise<DomainBinding> {
  const row = await ownBinding(ctx, account, site);
  await ctx.db.updateTable('domain_bindings').set({ prefer }).where('id', '=', row.id).execute();
  ctx.serving.changed();
  return viewOf(ctx, account.id, { ...row, prefer });
}

/** Stops using the domain: it is no longer served for this site (at once) and is free for any account. */
export async function removeDomain(ctx: AppContext, account: Account, site: SiteRef): Promise<void> {
  const row = await ownBinding(ctx, account, site);
  await ctx.db.deleteFrom('domain_bindings').where('id', '=', row.id).execute();
  ctx.serving.changed();
}

/** Deletes the bindings of a deleted generation's sites (see deleteSite). */
export async function deleteSiteDomains(db: AppContext['db'], trackId: string): Promise<void> {
  await db.deleteFrom('domain_bindings').where('track_id', '=', trackId).execute();
}
