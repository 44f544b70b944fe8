export * from './auth.schemas.js';
export * from './locale.js';
export * from './feedback.schemas.js';
export * from './assessment.schemas.js';
export * from './car-parts.js';
export * from './money.format.js';
export * from './part-totals.js';
export * from './report-summary.js';
