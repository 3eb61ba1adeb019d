import { useAdminFormats } from './admin-format.ts';
import { queryString, useAudit } from './admin-api.ts';
import { useAdminTexts } from './admin-texts.ts';
import { AdminPageTitle, cellClass, headCellClass, Pager, Panel, QueryView, tableClass } from './admin-ui.tsx';
import { useListParams } from './use-list-params.ts';
import { TableScroller } from './table-scroller.tsx';

const PAGE_SIZE = 30;

/** A short line of what changed, from the entry's details. */
function summary(details: Record<string, unknown>): string {
  const { email, delta, reason, before, after, images } = details as Record<string, unknown> & { images?: { template: string }[] };
  if (typeof delta === 'number') return `${email}: ${delta > 0 ? '+' : ''}${delta} (${String(reason)})`;
  if (before && after) return `${email}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`;
  if (Array.isArray(images)) return images.map((image) => image.template).join(', ');
  return JSON.stringify(details);
}

/** /admin/audit: every admin change with who made it and when. */
export function AuditPage() {
  const adminTexts = useAdminTexts();
  const texts = adminTexts.audit;
  const { formatTime } = useAdminFormats();
  const { page, setPage } = useListParams([] as const);
  const audit = useAudit(queryString({ page, pageSize: PAGE_SIZE }));
  return (
    <div className="flex flex-col gap-4">
      <AdminPageTitle>{adminTexts.nav.audit}</AdminPageTitle>
      <QueryView query={audit}>
        {(data) => (
          <Panel>
            <TableScroller label={adminTexts.nav.audit}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    {Object.values(texts.columns).map((column) => (
                      <th key={column} scope="col" className={headCellClass}>
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td className={`${cellClass} whitespace-nowrap`}>{formatTime(entry.createdAt)}</td>
                      <td className={cellClass}>{entry.adminEmail}</td>
                      <td className={cellClass}>{texts.actions[entry.action] ?? entry.action}</td>
                      <td className={`${cellClass} font-mono text-xs`}>{entry.targetId ?? entry.targetType}</td>
                      <td className={`${cellClass} break-words`}>{summary(entry.details)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.items.length === 0 && <p className="p-4 text-center text-slate-600">{adminTexts.empty}</p>}
            </TableScroller>
            <div className="mt-4">
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </div>
          </Panel>
        )}
      </QueryView>
    </div>
  );
}
