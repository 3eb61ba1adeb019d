import type { BookingRules } from '@sitecraft/shared/bookings';
import type { Offer, OpeningHours, Review } from '@sitecraft/shared/generation';
import type { Publication, SiteVersion, SiteVersionList } from '@sitecraft/shared/sites';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, apiRequest } from '../../shared/api/api-client.ts';
import type { EditorModel } from './editor-model.ts';

/** A section edit, as the versions API takes it; text edits are in pending-edits.ts. */
export type SectionEdit =
  | { op: 'hide' | 'show' | 'duplicate'; path: string }
  | { op: 'move'; path: string; to: number }
  | { op: 'variant'; path: string; variant: string }
  | { op: 'design'; recipe: string }
  | { op: 'palette'; recipe: string }
  | { op: 'logo'; upload: string }
  /** A fact of the business (/business/name, /business/phone…): an empty value takes it off, all but the name. */
  | { op: 'text'; path: string; value: string }
  | { op: 'hours'; hours: OpeningHours | null }
  /** The owner's facts shown on every page, each the whole new list: at least one offer; an empty list takes the others off. */
  | { op: 'offers'; offers: Offer[] }
  | { op: 'reviews'; reviews: Review[] }
  | { op: 'areasServed'; areasServed: string[] }
  | { op: 'paymentMethods'; paymentMethods: string[] }
  | { op: 'yearFounded'; yearFounded: number | null }
  /** Booking requests on or off, with their rules. */
  | { op: 'bookings'; bookings: BookingRules };

/** A gallery template's look the site can take, with a few of its colours. */
export interface DesignChoice {
  id: string;
  label: string;
  scheme: 'light' | 'dark';
  swatches: string[];
}

const sitePath = (trackId: string, host: string) => `/sites/${encodeURIComponent(trackId)}/sites/${encodeURIComponent(host)}/versions`;
const versionsKey = (trackId: string, host: string) => ['site-versions', trackId, host];

export const useVersions = (trackId: string, host: string) =>
  useQuery({ queryKey: versionsKey(trackId, host), queryFn: ({ signal }) => apiRequest<SiteVersionList>(sitePath(trackId, host), { signal }), retry: false });

export const useVersionModel = (trackId: string, host: string, number: number | undefined) =>
  useQuery({
    queryKey: [...versionsKey(trackId, host), number],
    queryFn: ({ signal }) => apiRequest<{ number: number; model: EditorModel; variants: Record<string, string[]>; designs: DesignChoice[] }>(`${sitePath(trackId, host)}/${number}`, { signal }),
    enabled: number !== undefined,
    // A version never changes.
    staleTime: Infinity,
    // The version shown stays up while the next one loads (after a save, say), instead of a spinner in place of the
    // page that would throw the person back to its top.
    placeholderData: keepPreviousData,
    retry: false,
  });

function useVersionChange<Input>(trackId: string, host: string, request: (input: Input) => Promise<SiteVersion>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: versionsKey(trackId, host), exact: true });
      await client.invalidateQueries({ queryKey: ['sites'] });
    },
  });
}

export const useSaveVersion = (trackId: string, host: string) =>
  useVersionChange(trackId, host, ({ base, edits }: { base: number; edits: unknown[] }) => apiRequest<SiteVersion>(sitePath(trackId, host), { method: 'POST', body: { base, edits } }));

export const useRestoreVersion = (trackId: string, host: string) =>
  useVersionChange(trackId, host, (number: number) => apiRequest<SiteVersion>(`${sitePath(trackId, host)}/${number}/restore`, { method: 'POST' }));

export const usePublishVersion = (trackId: string, host: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => apiRequest<Publication>(`/sites/${encodeURIComponent(trackId)}/publication`, { method: 'POST', body: { host, version } }),
    onSuccess: async (publication) => {
      // The address shows at once, from the answer, without waiting for the list to be read again.
      client.setQueryData<SiteVersionList>(versionsKey(trackId, host), (list) => list && { ...list, publication });
      await client.invalidateQueries({ queryKey: ['sites'] });
    },
  });
};

export const versionZipUrl = (trackId: string, host: string, number: number) => `${apiBase}${sitePath(trackId, host)}/${number}/zip`;

/** Other texts for one section of a version, as text edits to add to the unsaved ones (nothing is saved). */
export const useOtherWording = (trackId: string, host: string) =>
  useMutation({
    mutationFn: ({ number, path, wording }: { number: number; path: string; wording: number }) =>
      apiRequest<{ edits: { op: 'text'; path: string; value: string }[]; wording: number }>(`${sitePath(trackId, host)}/${number}/wordings`, { method: 'POST', body: { path, wording } }),
  });

/** Uploads a picture for the site; answers its id for an `image` edit. */
export const useUploadPicture = (trackId: string, host: string) =>
  useMutation({
    mutationFn: (file: File) =>
      apiRequest<{ upload: string }>(`/sites/${encodeURIComponent(trackId)}/sites/${encodeURIComponent(host)}/uploads`, { method: 'POST', body: file }),
  });
