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
  data_version: Generated<number>;
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

export type TCarsTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  license_number: string;
  /** 0..1 when license_number was read from a photo (migration 0007); null when typed or empty. */
  license_confidence?: number | null;
  color: string;
  auto_type: string;
  created_at: string;
  updated_at: string;
};

export type TDamageReportsTable = {
  id: Generated<number>;
  car_id: number;
  user_id: number;
  status: string;
  description: string;
  detailed: number;
  created_at: string;
  updated_at: string;
};

export type TPhotosTable = {
  id: Generated<number>;
  report_id: number;
  user_id: number;
  position: number;
  original_key: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  normalized_key: string | null;
  thumbnail_key: string | null;
  result_key: string | null;
  orientation: string | null;
  exif_json: string | null;
  phash: string | null;
  analysis_json: string | null;
  created_at: string;
};

export type TDamagesTable = {
  id: Generated<number>;
  photo_id: number;
  report_id: number;
  car_part: string;
  damage_type: string;
  severity: string;
  damage_cost: string;
  cost_cents: number;
  area: number;
  description: string;
  geometry_json: string | null;
  confidence: number | null;
};

export type TTasksTable = {
  id: string;
  user_id: number;
  report_id: number | null;
  car_name: string;
  task_type: string;
  status: string;
  progress: number;
  attempts: number;
  max_attempts: number;
  error_message: string | null;
  cancel_requested: number;
  run_after: string;
  locked_by: string | null;
  lease_until: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  callback_url: string | null;
};

export type TApiTokensTable = {
  id: string;
  user_id: number;
  name: string;
  key_hint: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
};

export type TCallbackDeliveriesTable = {
  id: Generated<number>;
  task_id: string;
  user_id: number;
  url: string;
  event: string;
  payload: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string;
  locked_until: string | null;
  created_at: string;
  delivered_at: string | null;
};

export type TDatabase = {
  users: TUsersTable;
  sessions: TSessionsTable;
  password_reset_tokens: TPasswordResetTokensTable;
  throttle_counters: TThrottleCountersTable;
  feedback: TFeedbackTable;
  cars: TCarsTable;
  damage_reports: TDamageReportsTable;
  photos: TPhotosTable;
  damages: TDamagesTable;
  tasks: TTasksTable;
  api_tokens: TApiTokensTable;
  callback_deliveries: TCallbackDeliveriesTable;
};
