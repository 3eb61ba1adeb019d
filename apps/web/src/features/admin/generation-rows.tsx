import type { AdminGeneration } from '@sitecraft/shared/admin';
import { Link } from 'react-router';
import { useAdminFormats } from './admin-format.ts';
import { useAdminTexts } from './admin-texts.ts';
import { cellClass, headCellClass, StatusBadge, tableClass } from './admin-ui.tsx';
import { TableScroller } from './table-scroller.tsx';

/** A table of generations, each linking to its timeline, in a region named `label`. */
export function GenerationTable({ items, label }: { items: readonly AdminGeneration[]; label: string }) {
  const adminTexts = useAdminTexts();
  const columns = adminTexts.generations.columns;
  const { formatTime } = useAdminFormats();
  return (
    <TableScroller label={label}>
      <table className={tableClass}>
        <thead>
          <tr>
            {Object.values(columns).map((column) => (
              <th key={column} scope="col" className={headCellClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((generation) => (
            <tr key={generation.trackId} className="hover:bg-slate-50">
              <td className={cellClass}>
                <Link to={`/admin/generations/${generation.trackId}`} className="font-mono text-xs text-brand-700 hover:underline">
                  {generation.trackId}
                </Link>
              </td>
              <td className={cellClass}>{generation.userEmail}</td>
              <td className={cellClass}>
                <StatusBadge status={generation.status} />
              </td>
              <td className={cellClass}>{generation.domains.join(', ')}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatTime(generation.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {items.length === 0 && <p className="p-4 text-center text-slate-600">{adminTexts.empty}</p>}
    </TableScroller>
  );
}
