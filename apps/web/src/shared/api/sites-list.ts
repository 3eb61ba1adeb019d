import type { SiteListResponse } from '@sitecraft/shared/sites';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** The account's sites as My sites lists them: one query, kept under one key, for every page that reads it. */
export const sitesListQuery = queryOptions({ queryKey: ['sites'], queryFn: ({ signal }) => apiRequest<SiteListResponse>('/sites', { signal }), retry: false });
