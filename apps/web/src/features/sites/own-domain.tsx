import type { DomainBinding, DomainCheckResponse, DomainPreference } from '@sitecraft/shared/domains';
import { useId, useState } from 'react';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CheckResults } from './check-results.tsx';
import { RecordsToSet } from './records-to-set.tsx';
import { ForSite } from './for-site.tsx';
import { useBindDomain, useCheckDomain, useOwnDomains, usePreferForm, useRemoveDomain, type SiteRef } from './own-domain-api.ts';
import { useOwnDomainTexts, type OwnDomainTexts } from './own-domain-texts.ts';
import { useSitesTexts, type SitesTexts } from './sites-texts.ts';

const errorText = (error: unknown, texts: OwnDomainTexts, sites: SitesTexts) => describeApiError(error, { fallback: texts.failed, noAnswer: sites.noAnswer });

/** "Use my own domain" under a published site: a button that opens the domain's records, Check now, www choice and removal. */
export function OwnDomain({ site, published }: { site: SiteRef; published: boolean }) {
  const ownDomainTexts = useOwnDomainTexts();
  const domains = useOwnDomains();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const binding = domains.data?.domains.find((row) => row.track_id === site.trackId && row.host === site.host);
  if (!published && !binding) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {ownDomainTexts.open}
          <ForSite domains={site.host} />
        </Button>
        {binding?.verified && (
          <a href={binding.url} target="_blank" rel="noopener" className="break-all text-sm font-medium text-brand-700 underline hover:text-brand-800">
            {binding.url}
          </a>
        )}
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3">
        {open && (binding ? <BoundDomain site={site} binding={binding} /> : <Unbound site={site} />)}
      </div>
    </div>
  );
}

function Unbound({ site }: { site: SiteRef }) {
  const ownDomainTexts = useOwnDomainTexts();
  const sitesTexts = useSitesTexts();
  const bind = useBindDomain();
  return (
    <>
      <p className="text-sm text-slate-700">{ownDomainTexts.intro(site.host)}</p>
      <div>
        <Button size="sm" disabled={bind.isPending} onClick={() => bind.mutate(site)}>
          {ownDomainTexts.bind(site.host)}
        </Button>
      </div>
      {bind.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(bind.error, ownDomainTexts, sitesTexts)}
        </p>
      )}
    </>
  );
}

function BoundDomain({ site, binding }: { site: SiteRef; binding: DomainBinding }) {
  const ownDomainTexts = useOwnDomainTexts();
  const sitesTexts = useSitesTexts();
  const check = useCheckDomain();
  const prefer = usePreferForm();
  const remove = useRemoveDomain();
  const [result, setResult] = useState<DomainCheckResponse>();
  const [confirming, setConfirming] = useState(false);
  const error = check.error ?? prefer.error ?? remove.error;
  const forms: [DomainPreference, string][] = [
    ['apex', binding.display],
    ['www', `www.${binding.display}`],
  ];

  return (
    <>
      <p className="text-sm text-slate-800">
        {binding.verified ? (
          <>
            {ownDomainTexts.statusVerified}{' '}
            <a href={binding.url} target="_blank" rel="noopener" className="break-all font-medium text-brand-700 underline">
              {binding.url}
            </a>
          </>
        ) : binding.held_by_other ? (
          ownDomainTexts.statusHeld
        ) : (
          ownDomainTexts.statusPending
        )}
      </p>
      <RecordsToSet binding={binding} />
      <div>
        <Button size="sm" disabled={check.isPending} onClick={() => check.mutate(site, { onSuccess: setResult })}>
          {check.isPending ? ownDomainTexts.checking : ownDomainTexts.check}
          <ForSite domains={binding.display} />
        </Button>
      </div>
      <div aria-live="polite">{result && <CheckResults result={result} />}</div>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="font-semibold text-slate-900">{ownDomainTexts.preferLegend}</legend>
        {forms.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name={`prefer-${binding.domain}`} value={value} checked={binding.prefer === value} disabled={prefer.isPending} onChange={() => prefer.mutate({ ...site, prefer: value })} />
            {label}
          </label>
        ))}
        <p className="text-slate-600">{ownDomainTexts.preferNote}</p>
        {binding.root_pointing === 'alias_or_redirect' && <p className="text-slate-600">{ownDomainTexts.preferWwwForRedirect(binding.display)}</p>}
      </fieldset>
      {confirming ? (
        <div role="group" aria-label={ownDomainTexts.remove} className="flex flex-col gap-2 rounded-lg bg-red-50 p-3">
          <p className="text-sm text-red-900">{ownDomainTexts.removeConfirm(binding.display)}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={remove.isPending} onClick={() => remove.mutate(site)}>
              {ownDomainTexts.removeYes}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {ownDomainTexts.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {ownDomainTexts.remove}
            <ForSite domains={binding.display} />
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(error, ownDomainTexts, sitesTexts)}
        </p>
      )}
    </>
  );
}
