import type { SiteStats } from '@sitecraft/shared/site-stats';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useFormats } from '../../i18n/use-formats.ts';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { VisitChart } from './visit-chart.tsx';
import { useSiteStats } from './visit-stats-api.ts';
import { useVisitStatsTexts } from './visit-stats-texts.ts';

const cell = 'border-b border-slate-200 px-3 py-2';
const numberCell = `${cell} text-right tabular-nums`;

/** A table of rows (a name and a number) under its caption. */
function CountTable({ caption, columns, rows }: { caption: ReactNode; columns: string[]; rows: (string | number)[][] }) {
  const { number } = useFormats();
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={`${index === 0 ? `${cell} text-left` : numberCell} text-slate-600`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...numbers]) => (
          <tr key={String(name)}>
            <th scope="row" className={`${cell} break-all text-left font-normal text-slate-900`}>
              {name}
            </th>
            {numbers.map((value, index) => (
              <td key={index} className={numberCell}>
                {typeof value === 'number' ? number.format(value) : value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The 30 days as a chart or, at the owner's choice, as a table. */
function Days({ days }: { days: SiteStats['days'] }) {
  const visitStatsTexts = useVisitStatsTexts();
  const { utcDay } = useFormats();
  const [asTable, setAsTable] = useState(false);
  return (
    <section aria-labelledby="days-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="days-title" className="text-lg font-bold text-slate-900">
          {visitStatsTexts.daysTitle}
        </h2>
        <div role="group" aria-label={visitStatsTexts.showAs} className="flex gap-2">
          <Button size="sm" variant={asTable ? 'secondary' : 'primary'} aria-pressed={!asTable} onClick={() => setAsTable(false)}>
            {visitStatsTexts.chart}
          </Button>
          <Button size="sm" variant={asTable ? 'primary' : 'secondary'} aria-pressed={asTable} onClick={() => setAsTable(true)}>
            {visitStatsTexts.table}
          </Button>
        </div>
      </div>
      {asTable ? (
        <CountTable
          caption={visitStatsTexts.daysTitle}
          columns={[visitStatsTexts.day, visitStatsTexts.views, visitStatsTexts.visitors]}
          rows={days.map((day) => [utcDay.format(Date.parse(day.day)), day.views, day.visitors])}
        />
      ) : (
        <VisitChart days={days} />
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  const { number } = useFormats();
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-slate-900">{number.format(value)}</dd>
    </div>
  );
}

function Stats({ stats }: { stats: SiteStats }) {
  const visitStatsTexts = useVisitStatsTexts();
  const total = stats.days.reduce((sum, day) => sum + day.views, 0);
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure label={visitStatsTexts.totalViews} value={total} />
        <Figure label={visitStatsTexts.visitorsToday} value={stats.days.at(-1)?.visitors ?? 0} />
      </dl>
      {total === 0 && <Alert tone="info">{visitStatsTexts.nothingYet}</Alert>}
      <Days days={stats.days} />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          {stats.pages.length > 0 ? (
            <CountTable caption={visitStatsTexts.pagesTitle} columns={[visitStatsTexts.page, visitStatsTexts.views]} rows={stats.pages.map((row) => [row.page, row.views])} />
          ) : (
            <p className="text-sm text-slate-600">{visitStatsTexts.noPages}</p>
          )}
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          {stats.referrers.length > 0 ? (
            <CountTable caption={visitStatsTexts.referrersTitle} columns={[visitStatsTexts.referrer, visitStatsTexts.views]} rows={stats.referrers.map((row) => [row.host, row.views])} />
          ) : (
            <p className="text-sm text-slate-600">{visitStatsTexts.noReferrers}</p>
          )}
        </div>
      </div>
    </>
  );
}

/** /sites/:trackId/:host/stats: a published site's page views and visitors over 30 days, its top pages and referrers. */
export function VisitStatsPage() {
  const visitStatsTexts = useVisitStatsTexts();
  const { trackId = '', host = '' } = useParams();
  const stats = useSiteStats(trackId, host);
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <Link to="/sites" className="self-start text-sm font-semibold text-brand-700 underline">
          {visitStatsTexts.back}
        </Link>
        <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{visitStatsTexts.title(host)}</h1>
        <p className="text-slate-600">{visitStatsTexts.intro}</p>
      </div>
      {stats.isPending && <Spinner label={visitStatsTexts.loading} />}
      {stats.isError && (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">
            {visitStatsTexts.loadFailed} {describeApiError(stats.error, { fallback: '', noAnswer: visitStatsTexts.noAnswer })}
          </Alert>
          <Button variant="secondary" onClick={() => void stats.refetch()}>
            {visitStatsTexts.retry}
          </Button>
        </div>
      )}
      {stats.data && <Stats stats={stats.data} />}
    </main>
  );
}
