import type { OfferKind } from '../trades/types.ts';

/** The menu label (a key of the interface texts' nav) of each kind's offers page. */
export const offersNav = { menu: 'menu', services: 'services', products: 'products', software: 'features' } as const satisfies Record<OfferKind, string>;

/** The menu label of each kind's prices page (menus and shops show prices on the offers page). */
export const pricesNav = { menu: 'prices', services: 'prices', products: 'prices', software: 'pricing' } as const satisfies Record<OfferKind, string>;
