import type { SiteSummary } from '@sitecraft/shared/sites';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useFormats } from '../../i18n/use-formats.ts';
import { describeApiError } from '../../shared/api/api-client.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { BeforeYouPublish } from '../../shared/site-gaps/before-you-publish.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { ForSite } from './for-site.tsx';
import { BookingsLink } from './bookings-link.tsx';
import { InboxLink } from './inbox-link.tsx';
import { SitePublishing } from './site-publishing.tsx';
import { SiteThumbnail } from './site-thumbnail.tsx';
import { siteHomeUrl } from './site-home-url.ts';
import { downloadUrl, useDeleteSite } from './sites-api.ts';
import { useSitesTexts } from './sites-texts.ts';

const statusTone: Record<SiteSummary['status'], string> = {
  queued: 'bg-slate-100 text-slate-800',
  running: 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
};

/** One generation in My sites: its home page, what it is, and what can be done with it. */
export function SiteCard({ site, onDeleted }: { site: SiteSummary; onDeleted(domains: string): void }) {
  const sitesTexts = useSitesTexts();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSite();
  const domains = site.hosts.join(', ');
  const ready = site.status === 'completed';
  const ended = ready || site.status === 'failed';
  const firstHost = site.hosts[0];
  const { dateTime } = useFormats();

  const confirmDelete = () =>
    remove.mutate(site.track_id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted(domains);
      },
    });

  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <SiteThumbnail src={ready && firstHost ? siteHomeUrl(site, firstHost) : undefined} label={ready ? domains : sitesTexts.noPreview} />
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div className="flex flex-col gap-2">
          <h2 id={titleId} className="break-words text-lg font-bold text-slate-900">
            {domains}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">{sitesTexts.created}</dt>
            <dd className="text-slate-800">
              <time dateTime={new Date(site.created_at).toISOString()}>{dateTime.format(site.created_at)}</time>
            </dd>
            <dt className="text-slate-500">{sitesTexts.language}</dt>
            <dd className="text-slate-800">{site.languages.join(', ') || '—'}</dd>
            <dt className="text-slate-500">{sitesTexts.fileType}</dt>
            <dd className="text-slate-800">{site.file_type}</dd>
          </dl>
          <p>
            <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[site.status]}`}>{sitesTexts.status[site.status]}</span>
          </p>
          {ready && !site.editable && <p className="text-sm text-slate-600">{sitesTexts.notEditable}</p>}
        </div>
        {ready && <SitePublishing site={site} />}
        {ready &&
          site.gaps.map((entry) => (
            <BeforeYouPublish
              key={entry.host}
              gaps={entry.gaps}
              host={entry.host}
              level={3}
              places={site.editable ? { editor: `/sites/${encodeURIComponent(site.track_id)}/${encodeURIComponent(entry.host)}` } : {}}
            />
          ))}
        {ready && site.edited.length > 0 && <p className="text-sm text-slate-600">{sitesTexts.downloadHolds(site.edited, site.hosts.length > 1)}</p>}
        <div className="mt-auto flex flex-wrap gap-2">
          {ready &&
            site.hosts.map((host) => (
              <a key={host} href={siteHomeUrl(site, host)} target="_blank" rel="noopener" className={buttonClass('secondary', '', 'sm')}>
                {sitesTexts.open}
                {site.hosts.length > 1 ? ` ${host}` : <ForSite domains={host} />}
                <span className="sr-only">{sitesTexts.inNewTab}</span>
              </a>
            ))}
          {ready &&
            site.editable &&
            site.hosts.map((host) => (
              <Link key={host} to={`/sites/${encodeURIComponent(site.track_id)}/${encodeURIComponent(host)}`} className={buttonClass('primary', '', 'sm')}>
                {sitesTexts.edit}
                {site.hosts.length > 1 ? ` ${host}` : <ForSite domains={host} />}
              </Link>
            ))}
          {ready && site.hosts.map((host) => <InboxLink key={host} trackId={site.track_id} host={host} showHost={site.hosts.length > 1} />)}
          {ready && site.hosts.map((host) => <BookingsLink key={host} trackId={site.track_id} host={host} showHost={site.hosts.length > 1} />)}
          {ready && (
            <a href={downloadUrl(site.track_id)} className={buttonClass('secondary', '', 'sm')}>
              {sitesTexts.download}
              <ForSite domains={domains} />
            </a>
          )}
          {ended && (
            <button
              type="button"
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
              className="inline-flex min-h-9 items-center justify-center rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {sitesTexts.delete}
              <ForSite domains={domains} />
            </button>
          )}
        </div>
      </div>
      {confirming && (
        <ConfirmDeleteDialog
          title={sitesTexts.deleteTitle}
          text={sitesTexts.deleteText(domains)}
          confirmLabel={sitesTexts.deleteConfirm}
          cancelLabel={sitesTexts.cancel}
          pending={remove.isPending}
          error={remove.error ? describeApiError(remove.error, { fallback: sitesTexts.actionFailed, noAnswer: sitesTexts.noAnswer }) : undefined}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      )}
    </article>
  );
}
