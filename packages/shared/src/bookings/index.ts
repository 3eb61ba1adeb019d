export * from './booking-rules.ts';
