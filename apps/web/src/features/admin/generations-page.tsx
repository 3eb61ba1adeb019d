import { generationStatuses } from '@sitecraft/shared/admin';
import type { FormEvent } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { queryString, useGenerations } from './admin-api.ts';
import { useAdminTexts } from './admin-texts.ts';
import { AdminPageTitle, fieldClass, labelClass, Pager, Panel, QueryView } from './admin-ui.tsx';
import { GenerationTable } from './generation-rows.tsx';
import { useListParams } from './use-list-params.ts';

const PAGE_SIZE = 20;

/** /admin/generations: search by user, status or track_id. */
export function GenerationsPage() {
  const adminTexts = useAdminTexts();
  const texts = adminTexts.generations;
  const { values, page, setFilters, setPage } = useListParams(['user', 'status', 'trackId'] as const);
  const generations = useGenerations(queryString({ ...values, page, pageSize: PAGE_SIZE }));

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    setFilters({ user: field('user'), status: field('status'), trackId: field('trackId') });
  };

  return (
    <div className="flex flex-col gap-4">
      <AdminPageTitle>{adminTexts.nav.generations}</AdminPageTitle>
      <Panel>
        <form role="search" onSubmit={onSearch} key={Object.values(values).join('|')} className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <label htmlFor="generation-user" className={labelClass}>
              {texts.userLabel}
            </label>
            <input id="generation-user" name="user" type="search" defaultValue={values.user} className={fieldClass} />
          </div>
          <div>
            <label htmlFor="generation-status" className={labelClass}>
              {texts.statusLabel}
            </label>
            <select id="generation-status" name="status" defaultValue={values.status} className={fieldClass}>
              <option value="">{texts.allStatuses}</option>
              {generationStatuses.map((status) => (
                <option key={status} value={status}>
                  {adminTexts.status[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-56 flex-1">
            <label htmlFor="generation-track" className={labelClass}>
              {texts.trackIdLabel}
            </label>
            <input id="generation-track" name="trackId" type="search" defaultValue={values.trackId} className={fieldClass} />
          </div>
          <Button type="submit">{adminTexts.search}</Button>
        </form>
      </Panel>
      <QueryView query={generations}>
        {(data) => (
          <Panel>
            <GenerationTable items={data.items} label={adminTexts.nav.generations} />
            <div className="mt-4">
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </div>
          </Panel>
        )}
      </QueryView>
    </div>
  );
}
