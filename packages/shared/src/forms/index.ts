export * from './contract.ts';
export * from './schemas.ts';
export * from './texts.ts';
