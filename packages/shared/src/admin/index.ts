export * from './schemas.ts';
export * from './template-previews.ts';
export * from './texts.ts';
