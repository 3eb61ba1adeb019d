import type { SiteStats } from '@sitecraft/shared/site-stats';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client.ts';

/** The path of a site's visit statistics in the app. */
export const statsPath = (trackId: string, host: string) => `/sites/${encodeURIComponent(trackId)}/${encodeURIComponent(host)}/stats`;

/** A site's last 30 days, top pages and referrers. */
export const useSiteStats = (trackId: string, host: string) =>
  useQuery({
    queryKey: ['site-stats', trackId, host],
    queryFn: ({ signal }) => apiRequest<SiteStats>(`/sites/${encodeURIComponent(trackId)}/sites/${encodeURIComponent(host)}/stats`, { signal }),
    retry: false,
  });
