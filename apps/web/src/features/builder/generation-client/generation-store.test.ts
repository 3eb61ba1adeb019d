import { describe, expect, it } from 'vitest';
import { MemoryStorage, trackId, wizardRequest } from './fake-deps.ts';
import { createGenerationStore, type KeyValueStorage } from './generation-store.ts';

const key = 'user-data:builder-generation:ada';

describe('the stored generation', () => {
  it('reads back what was written, under its key only', () => {
    const storage = new MemoryStorage();
    const store = createGenerationStore(storage, key);
    store.write({ trackId, request: { ...wizardRequest, file_extension: 'PHP', rename_index: 'home' }, seen: false });
    expect(store.read()).toEqual({ trackId, request: { ...wizardRequest, file_extension: 'PHP', rename_index: 'home' }, seen: false });
    expect(createGenerationStore(storage, 'user-data:builder-generation:bob').read()).toBeUndefined();
    store.clear();
    expect(store.read()).toBeUndefined();
  });

  it('ignores what it cannot use: broken JSON, a track_id that is no UUID, a request without domains', () => {
    const storage = new MemoryStorage();
    const store = createGenerationStore(storage, key);
    for (const raw of ['{not json', JSON.stringify({ trackId: 'abc', request: wizardRequest }), JSON.stringify({ trackId, request: { site_theme: 'x' } })]) {
      storage.setItem(key, raw);
      expect(store.read(), raw).toBeUndefined();
    }
  });

  it('keeps the owner’s offers and opening hours, and drops unreadable ones without losing the paid result', () => {
    const storage = new MemoryStorage();
    const store = createGenerationStore(storage, key);
    const request = { ...wizardRequest, business_name: 'Happy Paws', offers: [{ name: 'Full groom', price: '£45' }], opening_hours: { days: [{ day: 'mon' as const, opens: '09:00', closes: '17:00' }], note: 'By appointment' } };
    store.write({ trackId, request, seen: true });
    expect(store.read()).toEqual({ trackId, request, seen: true });
    storage.setItem(key, JSON.stringify({ trackId, request: { ...request, offers: 'Full groom', opening_hours: { days: 'every day' } } }));
    expect(store.read()).toEqual({ trackId, request: { ...wizardRequest, business_name: 'Happy Paws' }, seen: false });
  });

  it('keeps the reviews, areas served, payment methods and year founded, and drops unreadable ones without losing the paid result', () => {
    const storage = new MemoryStorage();
    const store = createGenerationStore(storage, key);
    const facts = { reviews: [{ quote: 'Gentle with a nervous rescue dog.', name: 'Anna K.' }], areas_served: ['Bristol', 'Bath'], payment_methods: ['Cash'], year_founded: 2015 };
    store.write({ trackId, request: { ...wizardRequest, ...facts }, seen: true });
    expect(store.read()).toEqual({ trackId, request: { ...wizardRequest, ...facts }, seen: true });
    storage.setItem(key, JSON.stringify({ trackId, request: { ...wizardRequest, reviews: 'lovely', areas_served: [1], payment_methods: {}, year_founded: 'long ago' } }));
    expect(store.read()).toEqual({ trackId, request: wizardRequest, seen: false });
  });

  it('a record without the seen flag counts as not seen', () => {
    const storage = new MemoryStorage();
    storage.setItem(key, JSON.stringify({ trackId, request: wizardRequest }));
    expect(createGenerationStore(storage, key).read()).toEqual({ trackId, request: wizardRequest, seen: false });
  });

  it('storage that throws behaves as an empty store', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createGenerationStore(refusing, key);
    expect(() => store.write({ trackId, request: wizardRequest, seen: false })).not.toThrow();
    expect(store.read()).toBeUndefined();
    expect(() => store.clear()).not.toThrow();
  });
});
