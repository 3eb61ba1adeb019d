import { useState } from 'react';
import { Link } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { SiteCard } from './site-card.tsx';
import { useSites } from './sites-api.ts';
import { useSitesTexts } from './sites-texts.ts';

/** /sites: every generation of the signed-in account as a card; one column on a phone, up to three on a desktop. */
export function SitesPage() {
  const sitesTexts = useSitesTexts();
  const sites = useSites();
  const [deleted, setDeleted] = useState<string>();

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{sitesTexts.title}</h1>
        <p className="text-slate-600">{sitesTexts.intro}</p>
      </div>
      {deleted && <Alert tone="success">{sitesTexts.deleted(deleted)}</Alert>}
      {sites.isPending && <Spinner label={sitesTexts.loading} />}
      {sites.isError && (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">
            {sitesTexts.loadFailed} {describeApiError(sites.error, { fallback: '', noAnswer: sitesTexts.noAnswer })}
          </Alert>
          <Button variant="secondary" onClick={() => void sites.refetch()}>
            {sitesTexts.retry}
          </Button>
        </div>
      )}
      {sites.data?.sites.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6">
          <p className="text-lg font-semibold text-slate-900">{sitesTexts.empty}</p>
          <p className="text-slate-600">{sitesTexts.emptyHint}</p>
          <Link to="/builder" className={buttonClass('primary')}>
            {sitesTexts.toBuilder}
          </Link>
        </div>
      )}
      {sites.data && sites.data.sites.length > 0 && (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {sites.data.sites.map((site) => (
            <li key={site.track_id} className="flex">
              <SiteCard site={site} onDeleted={setDeleted} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
