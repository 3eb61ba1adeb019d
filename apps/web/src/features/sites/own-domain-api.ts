import type { DomainBinding, DomainCheckResponse, DomainListResponse, DomainPreference } from '@sitecraft/shared/domains';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client.ts';

const DOMAINS = ['domains'];

/** The account's own domains, one request for the whole page. */
export const useOwnDomains = () => useQuery({ queryKey: DOMAINS, queryFn: ({ signal }) => apiRequest<DomainListResponse>('/domains', { signal }), retry: false });

export interface SiteRef {
  trackId: string;
  host: string;
}

const domainPath = ({ trackId, host }: SiteRef) => `/sites/${encodeURIComponent(trackId)}/sites/${encodeURIComponent(host)}/domain`;

function useDomainChange<Input, Output>(request: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: DOMAINS }) });
}

export const useBindDomain = () => useDomainChange((site: SiteRef) => apiRequest<DomainBinding>(domainPath(site), { method: 'PUT' }));

export const useCheckDomain = () => useDomainChange((site: SiteRef) => apiRequest<DomainCheckResponse>(`${domainPath(site)}/check`, { method: 'POST' }));

export const usePreferForm = () =>
  useDomainChange(({ prefer, ...site }: SiteRef & { prefer: DomainPreference }) => apiRequest<DomainBinding>(domainPath(site), { method: 'PATCH', body: { prefer } }));

export const useRemoveDomain = () => useDomainChange((site: SiteRef) => apiRequest<{ success: true }>(domainPath(site), { method: 'DELETE' }));
