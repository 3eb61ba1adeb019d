export * from './booking-rules.ts';
export * from './booking-contract.ts';
export * from './packs/index.ts';
export type { BookingProposalTexts, BookingTexts } from './packs/types.ts';
export * from './owner-bookings.ts';
