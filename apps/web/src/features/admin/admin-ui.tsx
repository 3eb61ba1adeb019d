import type { GenerationStatusName } from '@sitecraft/shared/admin';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useAdminTexts } from './admin-texts.ts';
import { useAdminFormats } from './admin-format.ts';

/** Renders a query's data, or its loading spinner, or its error as the server words it. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const adminTexts = useAdminTexts();
  if (query.isError) return <Alert tone="error">{describeApiError(query.error, { fallback: adminTexts.loadFailed, noAnswer: adminTexts.noAnswer })}</Alert>;
  if (query.data === undefined) return <Spinner label={adminTexts.loading} />;
  return children(query.data);
}

const statusTones: Record<GenerationStatusName, string> = {
  queued: 'bg-slate-100 text-slate-800',
  running: 'bg-brand-100 text-brand-900',
  completed: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
};

export function StatusBadge({ status }: { status: GenerationStatusName }) {
  const adminTexts = useAdminTexts();
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[status]}`}>{adminTexts.status[status]}</span>;
}

/** Previous and next page of a list, with where the reader is. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const adminTexts = useAdminTexts();
  const { formatNumber } = useAdminFormats();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={adminTexts.pager.label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <span>{adminTexts.pager.total(formatNumber(total))}</span>
      <div className="flex items-center gap-3">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {adminTexts.pager.previous}
        </Button>
        <span>{adminTexts.pager.page(formatNumber(page), formatNumber(pages))}</span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {adminTexts.pager.next}
        </Button>
      </div>
    </nav>
  );
}

/** The one h1 of an admin page: the section's name, or the account or generation it shows. */
export function AdminPageTitle({ children, code = false }: { children: ReactNode; code?: boolean }) {
  return <h1 className={`break-words font-bold tracking-tight text-slate-900 ${code ? 'break-all font-mono text-lg' : 'text-2xl'}`}>{children}</h1>;
}

/** A white panel; with a title it is a region named by its heading. */
export function Panel({ title, children, className = '' }: { title?: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      {title && (
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

export const tableClass = 'w-full min-w-[40rem] border-collapse text-left text-sm';
export const headCellClass = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
export const cellClass = 'border-b border-slate-100 px-3 py-2 align-top';
export const fieldClass = 'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base shadow-xs outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-100';
export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700';
