import type { BookingProposal, OwnerBooking, OwnerBookings, ProposalSlots, WaitingRequests } from '@sitecraft/shared/bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, apiRequest } from '../../shared/api/api-client.ts';

const bookingsKey = (trackId: string, host: string) => ['site-bookings', trackId, host];
const bookingsPath = (trackId: string, host: string) => `/sites/${encodeURIComponent(trackId)}/sites/${encodeURIComponent(host)}/bookings`;

/** The path of a site's Bookings page in the app. */
export const bookingsPagePath = (trackId: string, host: string) => `/sites/${encodeURIComponent(trackId)}/${encodeURIComponent(host)}/bookings`;

const WAITING = ['booking-requests'];

/** The requests waiting on each of the account's sites, for the site cards' Bookings links. */
export const useWaitingRequests = () => useQuery({ queryKey: WAITING, queryFn: ({ signal }) => apiRequest<WaitingRequests>('/sites/booking-requests', { signal }), retry: false });

/** A site's waiting requests and accepted bookings to come. */
export const useBookings = (trackId: string, host: string) =>
  useQuery({ queryKey: bookingsKey(trackId, host), queryFn: ({ signal }) => apiRequest<OwnerBookings>(bookingsPath(trackId, host), { signal }), retry: false });

/** All of a site's bookings as CSV: the session cookie authorises it, so a plain link downloads it. */
export const bookingsCsvUrl = (trackId: string, host: string) => `${apiBase}${bookingsPath(trackId, host)}.csv`;

export type BookingDecision = 'accept' | 'decline' | 'cancel';

/** Accept, Decline or Cancel (the last two with a note for the visitor); the lists are read again after each. */
export const useDecideBooking = (trackId: string, host: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: BookingDecision; note?: string }) =>
      apiRequest<OwnerBooking>(`${bookingsPath(trackId, host)}/${id}/${decision}`, { method: 'POST', body: { note: note ?? '' } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: bookingsKey(trackId, host) }), client.invalidateQueries({ queryKey: WAITING })]),
  });
};

/** The free times a request could be moved to, for its offer's length (asked for while the owner is choosing one). */
export const useProposalSlots = (trackId: string, host: string, id: number) =>
  useQuery({ queryKey: [...bookingsKey(trackId, host), id, 'free-slots'], queryFn: ({ signal }) => apiRequest<ProposalSlots>(`${bookingsPath(trackId, host)}/${id}/free-slots`, { signal }), retry: false, staleTime: 0 });

/** Propose another time for a request, with a note; the lists are read again after. */
export const useProposeTime = (trackId: string, host: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BookingProposal & { id: number }) => apiRequest<OwnerBooking>(`${bookingsPath(trackId, host)}/${id}/propose`, { method: 'POST', body }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: bookingsKey(trackId, host) }), client.invalidateQueries({ queryKey: WAITING })]),
  });
};
