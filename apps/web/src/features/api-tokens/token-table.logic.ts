import type { TApiToken } from './api-tokens.api';

export type TSortKey = 'name' | 'created' | 'expires_at';
export type TSortDirection = 'asc' | 'desc';
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 20] as const;

/** Sorting for the token table; a token that never expires sorts after every date. */
export const sortTokens = (tokens: TApiToken[], key: TSortKey, direction: TSortDirection): TApiToken[] => {
  const factor = direction === 'asc' ? 1 : -1;
  const value = (token: TApiToken) => (key === 'name' ? token.name.toLowerCase() : (token[key] ?? '\uffff'));
  return [...tokens].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    return left < right ? -factor : left > right ? factor : 0;
  });
};

export const pageOf = <T>(items: T[], page: number, rowsPerPage: number): T[] => items.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
