import { businessFactsShape } from '@sitecraft/shared/generation';
import { z } from 'zod';
import type { GenerationStore, StoredGeneration, WizardRequest } from './types.ts';

/** The part of the Web Storage API the store uses, so tests can hand it a map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Lenient on purpose: a record written by an older version of the wizard must still lead back to a paid result,
// so the request is only required to be text (the server validated it when the generation started); the owner's
// offers, opening hours, reviews, areas served, payment methods, year founded and bookings are the only fields that are not, and
// one that cannot be read is dropped, not the record.
const storedGenerationSchema = z.object({
  trackId: z.uuid(),
  request: z
    .object({
      domain_name: z.string(),
      offers: businessFactsShape.offers.catch(undefined),
      opening_hours: businessFactsShape.opening_hours.catch(undefined),
      reviews: businessFactsShape.reviews.catch(undefined),
      areas_served: businessFactsShape.areas_served.catch(undefined),
      payment_methods: businessFactsShape.payment_methods.catch(undefined),
      year_founded: businessFactsShape.year_founded.catch(undefined),
      bookings: businessFactsShape.bookings.catch(undefined),
    })
    .catchall(z.string()),
  seen: z.boolean().default(false),
});

/**
 * The active or last generation kept as JSON under `key` (one key per signed-in person). Storage that refuses
 * to read or write (a full or blocked localStorage) behaves as an empty store instead of breaking the wizard.
 */
export function createGenerationStore(storage: KeyValueStorage, key: string): GenerationStore {
  return {
    read() {
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return undefined;
      }
      const parsed = storedGenerationSchema.safeParse(json);
      if (!parsed.success) return undefined;
      const request: WizardRequest = parsed.data.request;
      return { trackId: parsed.data.trackId, request, seen: parsed.data.seen } satisfies StoredGeneration;
    },
    write(generation) {
      try {
        storage.setItem(key, JSON.stringify(generation));
      } catch {
        // Without storage only this page can follow the generation, as before.
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
  };
}

/** A store that keeps nothing, for a page without a signed-in person to key it by. */
export const noGenerationStore: GenerationStore = { read: () => undefined, write: () => undefined, clear: () => undefined };
