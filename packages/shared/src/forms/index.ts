export * from './contract.ts';
export * from './schemas.ts';
export * from './texts.ts';
export * from './packs/index.ts';
export type { FormTexts, ThankYouTexts } from './packs/types.ts';
