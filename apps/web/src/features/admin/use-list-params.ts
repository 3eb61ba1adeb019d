import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the address (#/admin/accounts?q=…&page=2), so back and forward and a
 * shared link show the same list. Changing a filter starts again at page 1.
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    if (!('page' in next)) merged.delete('page');
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  return {
    values,
    page,
    setFilters: (filters: Partial<Record<Key, string>>) => update(filters),
    setPage: (next: number) => update({ page: String(next) }),
  };
}
