import { describe, expect, it } from 'vitest';
import { computeStatistics } from './car.service.js';

describe('computeStatistics (spec 001 §4)', () => {
  it('counts completed, processing and pending (created, photos_added, failed) reports', () => {
    const statuses = ['completed', 'completed', 'processing', 'created', 'photos_added', 'failed', 'processing'];
    expect(computeStatistics({ cars: 3, photos: 12, statuses })).toEqual({
      total_cars: 3,
      total_reports: 7,
      total_photos: 12,
      completed_reports: 2,
      processing_reports: 2,
      pending_reports: 3,
    });
  });

  it('is all zeros for a new user', () => {
    expect(computeStatistics({ cars: 0, photos: 0, statuses: [] })).toEqual({
      total_cars: 0,
      total_reports: 0,
      total_photos: 0,
      completed_reports: 0,
      processing_reports: 0,
      pending_reports: 0,
    });
  });
});
