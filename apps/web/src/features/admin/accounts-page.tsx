import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/button.tsx';
import { useAdminFormats } from './admin-format.ts';
import { queryString, useAccounts } from './admin-api.ts';
import { useAdminTexts } from './admin-texts.ts';
import { AdminPageTitle, cellClass, fieldClass, headCellClass, labelClass, Pager, Panel, QueryView, tableClass } from './admin-ui.tsx';
import { TableScroller } from './table-scroller.tsx';
import { useListParams } from './use-list-params.ts';

const PAGE_SIZE = 20;

/** /admin/accounts: search by email or name, filter by role, page through. */
export function AccountsPage() {
  const adminTexts = useAdminTexts();
  const texts = adminTexts.accounts;
  const { formatNumber, formatTime } = useAdminFormats();
  const { values, page, setFilters, setPage } = useListParams(['q', 'role'] as const);
  const accounts = useAccounts(queryString({ q: values.q, role: values.role, page, pageSize: PAGE_SIZE }));

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({ q: String(form.get('q') ?? '').trim(), role: String(form.get('role') ?? '') });
  };

  return (
    <div className="flex flex-col gap-4">
      <AdminPageTitle>{adminTexts.nav.accounts}</AdminPageTitle>
      <Panel>
        <form role="search" onSubmit={onSearch} key={`${values.q}|${values.role}`} className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <label htmlFor="account-search" className={labelClass}>
              {texts.searchLabel}
            </label>
            <input id="account-search" name="q" type="search" defaultValue={values.q} className={fieldClass} />
          </div>
          <div>
            <label htmlFor="account-role" className={labelClass}>
              {texts.roleFilter}
            </label>
            <select id="account-role" name="role" defaultValue={values.role} className={fieldClass}>
              <option value="">{texts.allRoles}</option>
              <option value="user">{adminTexts.role.user}</option>
              <option value="admin">{adminTexts.role.admin}</option>
            </select>
          </div>
          <Button type="submit">{adminTexts.search}</Button>
        </form>
      </Panel>
      <QueryView query={accounts}>
        {(data) => (
          <Panel>
            <TableScroller label={texts.table}>
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
                  {/* An address, a name or a plan breaks anywhere (and Pro goes under its plan) rather than widen the table past a 1280 px screen. */}
                  {data.items.map((account) => (
                    <tr key={account.id} className="hover:bg-slate-50">
                      <td className={`${cellClass} min-w-44 [overflow-wrap:anywhere]`}>
                        <Link to={`/admin/accounts/${account.id}`} className="font-medium text-brand-700 hover:underline">
                          {account.email}
                        </Link>
                      </td>
                      <td className={`${cellClass} [overflow-wrap:anywhere]`}>{account.name}</td>
                      <td className={cellClass}>{adminTexts.role[account.role]}</td>
                      <td className={cellClass}>
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 [overflow-wrap:anywhere]">
                          {account.plan}
                          {account.pro && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{texts.pro}</span>}
                        </span>
                      </td>
                      <td className={cellClass}>{account.isEmailVerified ? texts.yes : texts.no}</td>
                      <td className={`${cellClass} tabular-nums`}>{formatNumber(account.credits)}</td>
                      <td className={cellClass}>{formatTime(account.createdAt)}</td>
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
