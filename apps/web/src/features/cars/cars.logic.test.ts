import type { TCar, TReportSummary } from '@cda/contract';
import { describe, expect, it } from 'vitest';
import { countCarReports, countHiddenCars, describeReportStatus, formatDuration, isTaskActive } from './cars.logic';

const report = (id: number, status: TReportSummary['status']): TReportSummary => ({ id, status, created_at: '2026-01-01T00:00:00Z', description: '', photo_count: 1 });
const car = (reports: TReportSummary[]): TCar => ({ id: 1, name: 'A', license_number: '', color: '', auto_type: '', created_at: '2026-01-01T00:00:00Z', damage_reports: reports });

describe('My Cars rules', () => {
  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9)).toBe('0:09');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3600)).toBe('60:00');
    expect(formatDuration(null)).toBeNull();
  });

  it('reads a missing report status as Completed', () => {
    expect(describeReportStatus(undefined).labelKey).toBe('reportStatus.completed');
    expect(describeReportStatus('').labelKey).toBe('reportStatus.completed');
    expect(describeReportStatus('photos_added').labelKey).toBe('reportStatus.photosAdded');
    expect(describeReportStatus('pending').labelKey).toBe('reportStatus.pending');
  });

  it('counts created, photos_added and failed as pending', () => {
    const reports = [report(1, 'completed'), report(2, 'processing'), report(3, 'created'), report(4, 'photos_added'), report(5, 'failed')];
    expect(countCarReports(car(reports))).toEqual({ completed: 1, processing: 1, pending: 3 });
  });

  it('treats only pending and processing tasks as active', () => {
    expect(['pending', 'processing', 'completed', 'failed'].map((status) => isTaskActive({ status: status as never }))).toEqual([true, true, false, false]);
  });

  it('counts the cars beyond the first six', () => {
    expect(countHiddenCars(6)).toBe(0);
    expect(countHiddenCars(9)).toBe(3);
  });
});
