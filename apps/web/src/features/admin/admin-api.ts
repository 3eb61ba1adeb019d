import type {
  AccountChangeResponse,
  AccountDetailResponse,
  AccountListResponse,
  AccountUpdateRequest,
  AuditListResponse,
  CreditAdjustmentRequest,
  DashboardResponse,
  GenerationDetailResponse,
  GenerationListResponse,
  OutboxListResponse,
} from '@sitecraft/shared/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client.ts';

/** Every admin query starts with this key, so a change refreshes them all. */
const ADMIN = 'admin';

/** A query string of the set values only. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function useAdminQuery<T>(path: string) {
  return useQuery({ queryKey: [ADMIN, path], queryFn: ({ signal }) => apiRequest<T>(`/admin${path}`, { signal }), placeholderData: keepPreviousData, retry: false });
}

export const useDashboard = () => useAdminQuery<DashboardResponse>('/dashboard');
export const useAccounts = (query: string) => useAdminQuery<AccountListResponse>(`/accounts${query}`);
export const useAccount = (id: string) => useAdminQuery<AccountDetailResponse>(`/accounts/${encodeURIComponent(id)}`);
export const useGenerations = (query: string) => useAdminQuery<GenerationListResponse>(`/generations${query}`);
export const useGeneration = (trackId: string) => useAdminQuery<GenerationDetailResponse>(`/generations/${encodeURIComponent(trackId)}`);
export const useOutbox = (query: string) => useAdminQuery<OutboxListResponse>(`/outbox${query}`);
export const useAudit = (query: string) => useAdminQuery<AuditListResponse>(`/audit${query}`);

function useAdminChange<Body>(request: (body: Body) => Promise<AccountChangeResponse>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN] }) });
}

export const useUpdateAccount = (id: string) =>
  useAdminChange((body: AccountUpdateRequest) => apiRequest<AccountChangeResponse>(`/admin/accounts/${encodeURIComponent(id)}`, { method: 'PATCH', body }));

export const useAdjustCredits = (id: string) =>
  useAdminChange((body: CreditAdjustmentRequest) => apiRequest<AccountChangeResponse>(`/admin/accounts/${encodeURIComponent(id)}/credits`, { method: 'POST', body }));
