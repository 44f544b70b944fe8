export * from './auth.schemas.js';
export * from './locale.js';
