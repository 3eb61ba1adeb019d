import type { ReactNode } from 'react';
import type { GenerationQuality } from '@sitecraft/shared/admin';
import { Link, useParams } from 'react-router';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { apiBase } from '../../shared/api/api-client.ts';
import { API_PREFIX } from '@sitecraft/shared/product';
import { useAdminFormats } from './admin-format.ts';
import { useGeneration } from './admin-api.ts';
import { useAdminTexts } from './admin-texts.ts';
import { AdminPageTitle, Panel, QueryView, StatusBadge } from './admin-ui.tsx';
import { TableScroller } from './table-scroller.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** What the quality stage checked, and each text that failed a check with how it was set right. */
function QualityPanel({ quality }: { quality: GenerationQuality | null }) {
  const texts = useAdminTexts().generation;
  const { formatNumber } = useAdminFormats();
  if (!quality) return <Panel title={texts.quality}><p className="text-slate-600">{texts.qualityPending}</p></Panel>;
  return (
    <Panel title={texts.quality}>
      <dl className="flex flex-col gap-3">
        <Row label={texts.qualityChecks}>
          <span className="font-mono text-sm">{quality.checks.join(', ')}</span>
        </Row>
        <Row label={texts.qualityRounds}>{formatNumber(quality.rounds)}</Row>
      </dl>
      {quality.repairs.length === 0 ? (
        <p className="mt-4 text-slate-600">{texts.qualityClean}</p>
      ) : (
        <div className="mt-4">
          <TableScroller label={texts.qualityTable}>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">{texts.repairField}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{texts.repairProblem}</th>
                <th scope="col" className="py-2 font-medium">{texts.repairFix}</th>
              </tr>
            </thead>
            <tbody>
              {quality.repairs.map((repair, index) => (
                <tr key={index} className="border-t border-slate-200 align-top">
                  <td className="py-2 pr-4 font-mono">
                    {repair.host} · {repair.language} · {repair.field}
                  </td>
                  <td className="py-2 pr-4 break-words">
                    <span className="font-mono">{repair.check}</span>: {repair.problem}
                  </td>
                  <td className="py-2">
                    {texts.repairFixes[repair.fix] ?? repair.fix}
                    {repair.round ? ` (${texts.repairRound(formatNumber(repair.round))})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
        </div>
      )}
    </Panel>
  );
}

/** /admin/generations/:trackId: who, what, the stage timeline, the quality stage's repairs, the reason of a failure and the result's download. */
export function GenerationDetailPage() {
  const texts = useAdminTexts().generation;
  const { formatNumber, formatTime } = useAdminFormats();
  const { trackId = '' } = useParams();
  const detail = useGeneration(trackId);
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/generations" className="self-start text-sm font-medium text-brand-700 hover:underline">
        {texts.back}
      </Link>
      <AdminPageTitle code>{trackId}</AdminPageTitle>
      <QueryView query={detail}>
        {({ generation, events, request, quality }) => (
          <>
            {generation.failureReason && (
              <Alert tone="error">
                <strong>{texts.failureReason}:</strong> {generation.failureReason}
              </Alert>
            )}
            <Panel>
              <dl className="flex flex-col gap-3">
                <Row label={texts.owner}>
                  <Link to={`/admin/accounts/${generation.accountId}`} className="text-brand-700 hover:underline">
                    {generation.userEmail}
                  </Link>{' '}
                  ({generation.userName})
                </Row>
                <Row label={texts.status}>
                  <StatusBadge status={generation.status} /> {generation.progress}%
                </Row>
                <Row label={texts.domains}>{generation.domains.join(', ')}</Row>
                <Row label={texts.charged}>
                  {formatNumber(generation.charged)}
                  {generation.refunded && ` · ${texts.refunded}`}
                </Row>
                <Row label={texts.attempts}>{formatNumber(generation.attempts)}</Row>
                <Row label={texts.created}>{formatTime(generation.createdAt)}</Row>
                <Row label={texts.started}>{formatTime(generation.startedAt)}</Row>
                <Row label={texts.finished}>{formatTime(generation.finishedAt)}</Row>
              </dl>
              {generation.downloadUrl && (
                // The session cookie authorises this GET, as it does the owner's own download link.
                <a href={`${apiBase}${generation.downloadUrl.slice(API_PREFIX.length)}`} className={buttonClass('primary', 'mt-5')} download>
                  {texts.download}
                </a>
              )}
            </Panel>
            <Panel title={texts.timeline}>
              {events.length === 0 ? (
                <p className="text-slate-600">{texts.timelineEmpty}</p>
              ) : (
                <ol className="flex flex-col gap-3 border-l-2 border-brand-100 pl-4">
                  {events.map((event) => (
                    <li key={event.id}>
                      <p className="text-sm text-slate-600">
                        {formatTime(event.createdAt)} · <span className="font-mono">{event.status}</span> · {event.progress}%
                      </p>
                      <p className="text-slate-900">{event.message}</p>
                    </li>
                  ))}
                </ol>
              )}
            </Panel>
            <QualityPanel quality={quality} />
            <Panel title={texts.request}>
              <dl className="flex flex-col gap-2">
                {Object.entries(request).map(([key, value]) => (
                  <Row key={key} label={key}>
                    <span className="break-words">{value === undefined || value === null ? '—' : String(value)}</span>
                  </Row>
                ))}
              </dl>
            </Panel>
          </>
        )}
      </QueryView>
    </div>
  );
}
