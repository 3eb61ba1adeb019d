import type { Publication } from '@sitecraft/shared/sites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Publishes one site of a finished generation (its newest version) and answers where it is served. */
export function usePublishResult(trackId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (host: string) => apiRequest<Publication>(`/sites/${encodeURIComponent(trackId)}/publication`, { method: 'POST', body: { host } }),
    // My sites shows the publication next time it is opened.
    onSuccess: () => client.invalidateQueries({ queryKey: ['sites'] }),
  });
}
