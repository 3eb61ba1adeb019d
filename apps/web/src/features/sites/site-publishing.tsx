import type { SiteSummary } from '@sitecraft/shared/sites';
import { Link } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { ForSite } from './for-site.tsx';
import { OwnDomain } from './own-domain.tsx';
import { usePublish, useUnpublish } from './sites-api.ts';
import { useSitesTexts, type SitesTexts } from './sites-texts.ts';
import { statsPath } from './visit-stats-api.ts';
import { useVisitStatsTexts } from './visit-stats-texts.ts';

const errorText = (error: unknown, texts: SitesTexts) => describeApiError(error, { fallback: texts.actionFailed, noAnswer: texts.noAnswer });

/** Publish, republish and unpublish for each domain of a finished HTML site, with its public link and its own domain. */
export function SitePublishing({ site }: { site: SiteSummary }) {
  const visitStatsTexts = useVisitStatsTexts();
  const sitesTexts = useSitesTexts();
  const publish = usePublish();
  const unpublish = useUnpublish();
  if (site.file_type === 'PHP') return <p className="text-sm text-slate-600">{sitesTexts.phpNeedsHost}</p>;
  const busy = publish.isPending || unpublish.isPending;
  const error = publish.error ?? unpublish.error;

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {site.hosts.map((host) => {
          const publication = site.publications.find((row) => row.host === host);
          return (
            <li key={host} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
              <div className="text-sm">
                {site.hosts.length > 1 && <span className="font-semibold text-slate-900">{host}: </span>}
                {publication ? (
                  <>
                    <span className="text-slate-600">{sitesTexts.publishedAt} </span>
                    <a href={publication.url} target="_blank" rel="noopener" className="break-all font-medium text-brand-700 underline hover:text-brand-800">
                      {publication.url}
                    </a>
                  </>
                ) : (
                  <span className="text-slate-600">{sitesTexts.notPublished}</span>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant={publication ? 'secondary' : 'primary'} disabled={busy} onClick={() => publish.mutate({ trackId: site.track_id, host })}>
                  {publication ? sitesTexts.republish : sitesTexts.publish}
                  <ForSite domains={host} />
                </Button>
                {publication && (
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => unpublish.mutate({ trackId: site.track_id, slug: publication.slug })}>
                    {sitesTexts.unpublish}
                    <ForSite domains={host} />
                  </Button>
                )}
                {publication && (
                  <Link to={statsPath(site.track_id, host)} className={buttonClass('secondary', '', 'sm')}>
                    {visitStatsTexts.link}
                    <ForSite domains={host} />
                  </Link>
                )}
              </div>
              <OwnDomain site={{ trackId: site.track_id, host }} published={Boolean(publication)} />
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(error, sitesTexts)}
        </p>
      )}
    </div>
  );
}
