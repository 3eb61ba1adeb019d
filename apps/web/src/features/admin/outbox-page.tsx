import type { FormEvent } from 'react';
import type { MailStatus, OutboxMailEntry } from '@sitecraft/shared/admin';
import { Button } from '../../shared/ui/button.tsx';
import { useAdminFormats } from './admin-format.ts';
import { queryString, useOutbox } from './admin-api.ts';
import { useAdminTexts } from './admin-texts.ts';
import { AdminPageTitle, fieldClass, labelClass, Pager, Panel, QueryView } from './admin-ui.tsx';
import { useListParams } from './use-list-params.ts';

const PAGE_SIZE = 20;

const statusTones: Record<MailStatus, string> = {
  kept: 'bg-slate-100 text-slate-800',
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-brand-100 text-brand-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
};

function MailStatusBadge({ status }: { status: MailStatus }) {
  const texts = useAdminTexts().outbox;
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[status]}`}>{texts.status[status]}</span>;
}

/** Attempts, the next one or the time sent, and what the mail server said last: what an operator asks of a mail. */
function DeliveryFacts({ mail }: { mail: OutboxMailEntry }) {
  const texts = useAdminTexts().outbox;
  const { formatNumber, formatTime } = useAdminFormats();
  if (mail.status === 'kept') return null;
  const facts = [
    [texts.attempts, formatNumber(mail.attempts)],
    [texts.nextAttempt, mail.nextAttemptAt === null ? null : formatTime(mail.nextAttemptAt)],
    [texts.sentAt, mail.sentAt === null ? null : formatTime(mail.sentAt)],
    [texts.lastError, mail.lastError],
  ] as const;
  return (
    <dl aria-label={texts.delivery} className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {facts.filter(([, value]) => value !== null).map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/outbox: every mail the product sent or keeps, with where its delivery stands. */
export function OutboxPage() {
  const adminTexts = useAdminTexts();
  const texts = adminTexts.outbox;
  const { formatTime } = useAdminFormats();
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
                      <span className="font-medium">{mail.subject}</span> <MailStatusBadge status={mail.status} />
                      <span className="ml-2 text-sm text-slate-600">
                        {texts.to}: {mail.to} · {formatTime(mail.createdAt)}
                      </span>
                    </summary>
                    <DeliveryFacts mail={mail} />
                    {mail.text === null ? (
                      <p className="mt-2 text-sm text-slate-600">{texts.bodyNotKept}</p>
                    ) : (
                      <pre aria-label={texts.body} className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm">
                        {mail.text}
                      </pre>
                    )}
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
