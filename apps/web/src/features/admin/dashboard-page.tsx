import { generationStatuses } from '@sitecraft/shared/admin';
import { useAdminFormats } from './admin-format.ts';
import { useDashboard } from './admin-api.ts';
import { useAdminTexts } from './admin-texts.ts';
import { AdminPageTitle, Panel, QueryView, StatusBadge } from './admin-ui.tsx';
import { TableScroller } from './table-scroller.tsx';

function Figure({ label, value, note }: { label: string; value: number; note?: string }) {
  const { formatNumber } = useAdminFormats();
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
        {formatNumber(value)}
        {note && <span className="ml-2 text-sm font-medium text-slate-600">{note}</span>}
      </dd>
    </div>
  );
}

/** /admin: accounts, verified share, generations by status in the last 24 h and 7 days, credits granted and spent. */
export function DashboardPage() {
  const adminTexts = useAdminTexts();
  const texts = adminTexts.dashboard;
  const { formatNumber, formatShare, formatTime } = useAdminFormats();
  const dashboard = useDashboard();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageTitle>{adminTexts.nav.dashboard}</AdminPageTitle>
      <QueryView query={dashboard}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <Panel title={texts.accounts}>
              <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <Figure label={texts.total} value={data.accounts.total} />
                <Figure label={texts.verified} value={data.accounts.verified} note={formatShare(data.accounts.verifiedShare)} />
                <Figure label={texts.admins} value={data.accounts.admins} />
                <Figure label={texts.pro} value={data.accounts.pro} />
              </dl>
            </Panel>
            <Panel title={texts.generations}>
              <TableScroller label={texts.generationsTable}>
                <table className="w-full border-collapse text-left text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="border-b border-slate-200 px-3 py-2">
                        <span className="sr-only">{texts.period}</span>
                      </th>
                      {generationStatuses.map((status) => (
                        <th key={status} scope="col" className="border-b border-slate-200 px-3 py-2">
                          <StatusBadge status={status} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {([
                      [texts.last24h, data.generations.last24h],
                      [texts.last7d, data.generations.last7d],
                    ] as const).map(([label, counts]) => (
                      <tr key={label}>
                        <th scope="row" className="border-b border-slate-100 px-3 py-2 font-medium text-slate-700">
                          {label}
                        </th>
                        {generationStatuses.map((status) => (
                          <td key={status} className="border-b border-slate-100 px-3 py-2 text-lg font-semibold tabular-nums">
                            {formatNumber(counts[status])}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            </Panel>
            <Panel title={texts.credits}>
              <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <Figure label={texts.granted} value={data.credits.granted} />
                <Figure label={texts.spent} value={data.credits.spent} />
                <Figure label={texts.refunded} value={data.credits.refunded} />
                <Figure label={texts.balance} value={data.credits.balance} />
              </dl>
            </Panel>
            <p className="text-sm text-slate-600">{texts.updatedAt(formatTime(data.generatedAt))}</p>
          </div>
        )}
      </QueryView>
    </div>
  );
}
