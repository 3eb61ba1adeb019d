import type { Publication } from '@sitecraft/shared/sites';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, apiRequest } from '../../shared/api/api-client.ts';
import { sitesListQuery } from '../../shared/api/sites-list.ts';

const SITES = sitesListQuery.queryKey;

export const useSites = () => useQuery(sitesListQuery);

function useSitesChange<Input, Output>(request: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: SITES }) });
}

const sitePath = (trackId: string) => `/sites/${encodeURIComponent(trackId)}`;

export const useDeleteSite = () => useSitesChange((trackId: string) => apiRequest<{ success: true }>(sitePath(trackId), { method: 'DELETE' }));

export const usePublish = () =>
  useSitesChange(({ trackId, host }: { trackId: string; host: string }) => apiRequest<Publication>(`${sitePath(trackId)}/publication`, { method: 'POST', body: { host } }));

export const useUnpublish = () =>
  useSitesChange(({ trackId, slug }: { trackId: string; slug: string }) =>
    apiRequest<{ success: true }>(`${sitePath(trackId)}/publication/${encodeURIComponent(slug)}`, { method: 'DELETE' }),
  );

/** The owner's view of a site's home page (the session cookie authorises it), for the thumbnail and Open. */
export const previewUrl = (trackId: string, host: string) => `${apiBase}${sitePath(trackId)}/preview/${encodeURIComponent(host)}/`;

export const downloadUrl = (trackId: string) => `${apiBase}/generator/download/${encodeURIComponent(trackId)}`;
