import { REPORT_STATUSES, TASK_STATUSES } from '@cda/contract';
import { z } from 'zod';

export const ZApiError = z.object({ detail: z.union([z.string(), z.record(z.string(), z.array(z.string()))]) }).meta({
  description: 'Error: a message, or field name → messages',
  example: { detail: 'Invalid or expired token.' },
});

export const ZApiTask = z
  .object({
    task_id: z.string().uuid(),
    status: z.enum(TASK_STATUSES),
    task_type: z.string(),
    car_name: z.string(),
    report_id: z.number().int().nullable(),
    created_at: z.string(),
    duration: z.number().int().nullable().meta({ description: 'Seconds since processing started (or until it ended)' }),
    progress: z.number().int().min(0).max(100),
    error_message: z.string().nullable(),
    report_url: z.string().nullable().meta({ description: 'API URL of the finished report' }),
  })
  .meta({
    example: {
      task_id: '6f1c2f7e-8a51-4a59-9b5e-0c1f7f3f9a10',
      status: 'completed',
      task_type: 'damage_analysis',
      car_name: 'Toyota Camry A123BC',
      report_id: 42,
      created_at: '2026-11-22T10:00:00.000Z',
      duration: 7,
      progress: 100,
      error_message: null,
      report_url: '/api/v1/reports/42/',
    },
  });

export const ZApiCar = z.object({
  id: z.number().int(),
  name: z.string(),
  license_number: z.string(),
  color: z.string(),
  auto_type: z.string(),
  created_at: z.string(),
  report_count: z.number().int(),
});

export const ZApiReportSummary = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.enum(REPORT_STATUSES),
  description: z.string(),
  photo_count: z.number().int(),
});

export const ZApiEstimateLine = z.object({
  kind: z.string().meta({ description: 'part, depreciation, removal_refit, repair_labour, paint, discount, tax; recorded when no breakdown was stored' }),
  amount_cents: z.number().int(),
  amount: z.string().meta({ example: '$180.00' }),
  explanation: z.string().meta({ example: 'Repair dent (Average): 2 h x $90.00/h' }),
});

export const ZApiDamageEstimate = z
  .object({
    source: z.enum(['analysis', 'recorded_cost']).meta({ description: "analysis: the engine's own lines; recorded_cost: no breakdown stored, one line with the damage's cost" }),
    action: z.enum(['repair', 'replace']),
    rule: z.string().nullable().meta({ description: 'Why replacement was chosen, or null' }),
    lines: z.array(ZApiEstimateLine),
    total_cents: z.number().int(),
    total: z.string(),
    replacement: z.boolean().meta({ description: 'Whether this damage counts as a replacement under the replacement rule' }),
  })
  .meta({ description: 'Explainable cost of one damage: the lines add up to its damage_cost' });

export const ZApiReportEstimate = z
  .object({
    parts: z.array(
      z.object({
        part: z.string(),
        label: z.string(),
        total_cents: z.number().int(),
        total: z.string(),
        replacement: z.boolean().meta({ description: "True when a replacement set the part's total" }),
        damages: z.number().int(),
      }),
    ),
    total_cents: z.number().int(),
    total: z.string().meta({ example: '$635.75' }),
    rule: z.string(),
  })
  .meta({ description: "Part totals (dearest first) and the report total under the replacement rule: a replacement's cost replaces the part's total" });

export const ZApiDamage = z.object({
  id: z.number().int(),
  car_part: z.string(),
  damage_type: z.string(),
  severity: z.string().meta({ description: 'High, Average or Low' }),
  damage_cost: z.string().meta({ description: 'Estimated cost as text, $X.XX', example: '$420.00' }),
  area: z.number().meta({ description: "Damaged area in 'sq. units' (see the engine's documentation)" }),
  description: z.string(),
  confidence: z.number().nullable(),
  estimate: ZApiDamageEstimate,
});

export const ZApiReport = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.enum(REPORT_STATUSES),
  description: z.string(),
  car: z.object({ id: z.number().int(), name: z.string(), auto_type: z.string(), license_number: z.string(), color: z.string() }),
  photos: z.array(
    z.object({
      id: z.number().int(),
      image_url: z.string(),
      image_result: z.string().nullable(),
      thumbnail_url: z.string().nullable(),
      orientation: z.string().nullable(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      photos: z.array(ZApiDamage).meta({ description: 'Damages found on this photo' }),
    }),
  ),
  estimate: ZApiReportEstimate,
});

export const ZApiCallbackAttempt = z.object({
  event: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});

export const ZAssessmentAccepted = z.object({
  task_id: z.string().uuid(),
  report_id: z.number().int(),
  status: z.literal('pending'),
  status_url: z.string(),
});
