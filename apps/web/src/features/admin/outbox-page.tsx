import type { FormEvent } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { formatTime } from './admin-format.ts';
import { queryString, useOutbox } from './admin-api.ts';
import { adminTexts } from './admin-texts.ts';
import { AdminPageTitle, fieldClass, labelClass, Pager, Panel, QueryView } from './admin-ui.tsx';
import { useListParams } from './use-list-params.ts';

const texts = adminTexts.outbox;
const PAGE_SIZE = 20;

/** /admin/outbox: the mail kept instead of sent while no SMTP server is configured. */
export function OutboxPage() {
  const { values, page, setFilters, setPage } = useListParams(['to'] as const);
  const outbox = useOutbox(queryString({ to: values.to, page, pageSize: PAGE_SIZE }));

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ to: String(new FormData(event.currentTarget).get('to') ?? '').trim() });
  };

  return (
    <div className="flex flex-col gap-4">
      <AdminPageTitle>{adminTexts.nav.outbox}</AdminPageTitle>
      <Panel>
        <form role="search" onSubmit={onSearch} key={values.to} className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <label htmlFor="outbox-to" className={labelClass}>
              {texts.searchLabel}
            </label>
            <input id="outbox-to" name="to" type="search" defaultValue={values.to} className={fieldClass} />
          </div>
          <Button type="submit">{adminTexts.search}</Button>
        </form>
      </Panel>
      <QueryView query={outbox}>
        {(data) => (
          <Panel>
            <ul className="flex flex-col divide-y divide-slate-100">
              {data.items.map((mail) => (
                <li key={mail.id} className="py-3">
                  <details>
                    <summary className="cursor-pointer">
                      <span className="font-medium">{mail.subject}</span>
                      <span className="ml-2 text-sm text-slate-600">
                        {texts.to}: {mail.to} · {formatTime(mail.createdAt)}
                      </span>
                    </summary>
                    <pre aria-label={texts.body} className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm">
                      {mail.text}
                    </pre>
                  </details>
                </li>
              ))}
            </ul>
            {data.items.length === 0 && <p className="p-4 text-center text-slate-600">{adminTexts.empty}</p>}
            <div className="mt-4">
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </div>
          </Panel>
        )}
      </QueryView>
    </div>
  );
}
