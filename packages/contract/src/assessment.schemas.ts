import { z } from 'zod';

/** Spec 001 §9 and §4. */
export const MAX_PHOTOS_PER_UPLOAD = 10;
export const REPORT_STATUSES = ['created', 'photos_added', 'processing', 'completed', 'failed'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];
export const TASK_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];
export const SEVERITIES = ['High', 'Average', 'Low'] as const;
export type TSeverity = (typeof SEVERITIES)[number];

export const UPLOAD_MESSAGES = {
  carNameRequired: 'Car name is required. Please enter a car name or license plate.',
  invalidFileType: 'Invalid file type. Only images are allowed.',
  invalidVideoType: 'Invalid file type. Only videos are allowed.',
  tooManyPhotos: 'Maximum 10 photos allowed',
  started: 'Photos uploaded successfully. Processing started in background.',
} as const;

export type TCarCheckResponse = { exists: boolean; cars: { id: number; name: string }[] };

export type TUploadResponse = { success: boolean; message?: string; error?: string; task_id?: string; report_id?: number };

export type TUserInfo = {
  username: string;
  email: string;
  date_joined: string;
  last_login: string | null;
  is_staff: boolean;
  is_active: boolean;
};

export type TStatistics = {
  total_cars: number;
  total_reports: number;
  total_photos: number;
  completed_reports: number;
  processing_reports: number;
  pending_reports: number;
};

export type TReportSummary = {
  id: number;
  created_at: string;
  status: TReportStatus;
  description: string;
  photo_count: number;
};

export type TCar = {
  id: number;
  name: string;
  license_number: string;
  /** 0..1 when the licence number was read from a report's photo; null (or absent) when typed. */
  license_confidence?: number | null;
  color: string;
  auto_type: string;
  created_at: string;
  damage_reports: TReportSummary[];
};

/** A licence plate read from one photo (canonical form: upper-case Latin letters and digits, no separators). */
export type TPlateReading = { text: string; confidence: number };

export type TUserProfileResponse = { user_info: TUserInfo; statistics: TStatistics; cars: TCar[] };

export const ZCarUpdate = z.object({
  name: z.string().trim().min(1, 'Car name is required').max(100, 'Car name must be at most 100 characters'),
  license_number: z.string().trim().max(20).optional().default(''),
  color: z.string().trim().max(40).optional().default(''),
  auto_type: z.string().trim().max(40).optional().default(''),
});
export type TCarUpdate = z.infer<typeof ZCarUpdate>;

export const ZReportCreate = z.object({ car_id: z.coerce.number().int().positive() });

export type TDamage = {
  id: number;
  car_part: string;
  damage_type: string;
  severity: TSeverity | string;
  damage_cost: string;
  area: number;
  description: string;
  confidence: number | null;
};

export type TReportPhoto = {
  id: number;
  image_url: string;
  image_result: string | null;
  thumbnail_url: string | null;
  orientation: string | null;
  width: number | null;
  height: number | null;
  photos: TDamage[];
  /** The plate read from this photo, null when none was read; absent where the server does not report it. */
  plate?: TPlateReading | null;
};

export type TReport = {
  id: number;
  created_at: string;
  status: TReportStatus;
  description: string;
  car: { id: number; name: string; auto_type: string; license_number: string; color: string; license_confidence?: number | null };
  photos: TReportPhoto[];
};

export type TTask = {
  task_id: string;
  status: TTaskStatus;
  task_type: string;
  car_name: string;
  report_id: number | null;
  created_at: string;
  duration: number | null;
  progress: number;
  error_message: string | null;
  report_url: string | null;
};

export type TTasksResponse = { success: boolean; tasks: TTask[]; error?: string };
