import { describe, expect, it } from 'vitest';
import type { TApiToken } from './api-tokens.api';
import { pageOf, sortTokens } from './token-table.logic';

const token = (name: string, created: string, expires: string | null): TApiToken => ({ id: name, name, key: '••••abc', created, expires_at: expires, last_used_at: null });
const tokens = [token('beta', '2026-02-01', null), token('Alpha', '2026-03-01', '2026-06-01'), token('gamma', '2026-01-01', '2026-04-01')];

describe('token table sorting and paging', () => {
  it('sorts by name case-insensitively in both directions', () => {
    expect(sortTokens(tokens, 'name', 'asc').map((t) => t.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortTokens(tokens, 'name', 'desc').map((t) => t.name)).toEqual(['gamma', 'beta', 'Alpha']);
  });

  it('sorts by date and puts never-expiring tokens last when ascending', () => {
    expect(sortTokens(tokens, 'created', 'asc').map((t) => t.name)).toEqual(['gamma', 'beta', 'Alpha']);
    expect(sortTokens(tokens, 'expires_at', 'asc').map((t) => t.name)).toEqual(['gamma', 'Alpha', 'beta']);
  });

  it('pages', () => {
    const many = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(many, 0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageOf(many, 2, 5)).toEqual([10, 11]);
  });
});
