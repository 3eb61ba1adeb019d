export * from './schemas.ts';
export * from './texts.ts';
export * from './to-generation-request.ts';
