export * from './business-facts.ts';
export * from './domains.ts';
export * from './lists.ts';
export * from './progress-message.ts';
export * from './request-schema.ts';
export * from './site-gaps.ts';
export * from './stages.ts';
export * from './stop-word-conflicts.ts';
