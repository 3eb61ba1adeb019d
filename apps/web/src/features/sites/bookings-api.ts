import type { OwnerBooking, OwnerBookings, WaitingRequests } from '@sitecraft/shared/bookings';
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
