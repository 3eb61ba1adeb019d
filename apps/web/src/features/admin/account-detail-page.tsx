import { Link, useParams } from 'react-router';
import { useAdminFormats } from './admin-format.ts';
import { useAccount } from './admin-api.ts';
import { useAdminTexts } from './admin-texts.ts';
import { AdminPageTitle, cellClass, Panel, QueryView, tableClass } from './admin-ui.tsx';
import { AccountSettingsForm, CreditAdjustmentForm } from './account-forms.tsx';
import { GenerationTable } from './generation-rows.tsx';
import { TableScroller } from './table-scroller.tsx';

/** /admin/accounts/:id: role, pro flag and plan, a manual credit change, the ledger and the latest generations. */
export function AccountDetailPage() {
  const texts = useAdminTexts().account;
  const { formatDelta, formatTime } = useAdminFormats();
  const { id = '' } = useParams();
  const detail = useAccount(id);
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/accounts" className="self-start text-sm font-medium text-brand-700 hover:underline">
        {texts.back}
      </Link>
      <AdminPageTitle>{detail.data?.account.email ?? texts.title}</AdminPageTitle>
      <QueryView query={detail}>
        {({ account, ledger, generations }) => (
          <>
            <p className="-mt-2 text-slate-600">
              {account.name} · {account.isEmailVerified ? texts.verified : texts.notVerified} · {formatTime(account.createdAt)}
            </p>
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel title={texts.settings}>
                <AccountSettingsForm key={account.id} account={account} />
              </Panel>
              <Panel title={texts.credits}>
                <CreditAdjustmentForm account={account} />
              </Panel>
            </div>
            <Panel title={texts.ledger}>
              {ledger.length === 0 ? (
                <p className="text-slate-600">{texts.ledgerEmpty}</p>
              ) : (
                <TableScroller label={texts.ledgerTable}>
                  <table className={tableClass}>
                    <tbody>
                      {ledger.map((line) => (
                        <tr key={line.id}>
                          <td className={`${cellClass} whitespace-nowrap`}>{formatTime(line.createdAt)}</td>
                          <td className={`${cellClass} font-semibold tabular-nums ${line.delta > 0 ? 'text-emerald-800' : 'text-red-800'}`}>{formatDelta(line.delta)}</td>
                          <td className={cellClass}>{line.reason}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroller>
              )}
            </Panel>
            <Panel title={texts.generations}>
              <GenerationTable items={generations} label={texts.generationsTable} />
            </Panel>
          </>
        )}
      </QueryView>
    </div>
  );
}
