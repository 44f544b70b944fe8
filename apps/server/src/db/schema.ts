import type { Generated } from 'kysely';

/**
 * Tables as both dialects store them: timestamps are ISO-8601 UTC text (sortable, identical on SQLite and
 * PostgreSQL) and booleans are 0/1 integers.
 */
export type TUsersTable = {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  is_staff: number;
  is_active: number;
  date_joined: string;
  last_login: string | null;
};

export type TSessionsTable = {
  /** sha256 of the cookie value: a database leak does not reveal live sessions. */
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_agent: string | null;
};

export type TPasswordResetTokensTable = {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type TThrottleCountersTable = {
  key: string;
  hits: number;
  window_ends_at: string;
};

export type TFeedbackTable = {
  id: Generated<number>;
  name: string;
  email: string;
  type: string;
  rating: number;
  message: string;
  page: string | null;
  client_timestamp: string | null;
  user_agent: string | null;
  ip: string | null;
  user_id: number | null;
  created_at: string;
};

export type TDatabase = {
  users: TUsersTable;
  sessions: TSessionsTable;
  password_reset_tokens: TPasswordResetTokensTable;
  throttle_counters: TThrottleCountersTable;
  feedback: TFeedbackTable;
};
