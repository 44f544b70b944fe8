export * from './auth.schemas.js';
export * from './locale.js';
export * from './feedback.schemas.js';
export * from './assessment.schemas.js';
