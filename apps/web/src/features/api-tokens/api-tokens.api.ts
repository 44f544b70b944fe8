import { apiJson } from '../../api/client';

export type TApiToken = { id: string; name: string; key: string; created: string; expires_at: string | null; last_used_at: string | null };
export type TCreatedToken = TApiToken & { api_key: string };

export const listTokens = () => apiJson<TApiToken[]>('/api/tokens/list/');

export const generateToken = (name: string) => apiJson<TCreatedToken>('/api/tokens/generate-with-key/', { method: 'POST', json: { name } });

export const revokeToken = (id: string) => apiJson<{ success: boolean }>(`/api/tokens/revoke/${encodeURIComponent(id)}/`, { method: 'DELETE' });
