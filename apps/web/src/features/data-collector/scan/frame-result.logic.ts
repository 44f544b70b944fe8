import { z } from 'zod';

/** Spec 001 §3 "Frame validation result", as POST /api/validate-image/ answers it. */
export const ZFrameResult = z.object({
  valid: z.boolean(),
  current_element_validation: z.number().int(),
  details: z
    .object({
      message: z.string().default(''),
      detected_parts: z.array(z.object({ type: z.string(), confidence: z.number() })).default([]),
      validation_status: z
        .object({
          missing_parts: z.array(z.object({ part_type: z.string(), missing_count: z.number(), required_count: z.number() })).default([]),
          area_violations: z.array(z.object({ part: z.string() })).default([]),
          position_violations: z.array(z.object({ part: z.string() })).default([]),
        })
        .default({ missing_parts: [], area_violations: [], position_violations: [] }),
    })
    .default({ message: '', detected_parts: [], validation_status: { missing_parts: [], area_violations: [], position_violations: [] } }),
});
export type TFrameResult = z.infer<typeof ZFrameResult>;

/** Spec 001 §5/§9: confidence above this is shown as positive. */
export const CONFIDENCE_THRESHOLD = 0.8;
export const isConfident = (confidence: number) => confidence > CONFIDENCE_THRESHOLD;

/** Spec 001 §5: a frame is blurry when the message contains "blurry" in any case. */
export const isBlurryMessage = (message: string) => /blurry/i.test(message);
const isNoCarMessage = (message: string) => /car not detected/i.test(message);

/** Why a frame failed, in the order the banner picks (spec 001 §8 "Frame banners"). */
export type TFrameProblem = 'noCar' | 'blurry' | 'missing' | 'area' | 'position' | 'other';

export const classifyFrame = (result: TFrameResult): TFrameProblem | null => {
  if (result.valid) return null;
  const { message, validation_status: status } = result.details;
  if (isNoCarMessage(message)) return 'noCar';
  if (isBlurryMessage(message)) return 'blurry';
  if (status.missing_parts.length > 0) return 'missing';
  if (status.area_violations.length > 0) return 'area';
  if (status.position_violations.length > 0) return 'position';
  return 'other';
};

/** Banner severity per problem: car, blur and missing parts are errors, size and placement warnings. */
export const PROBLEM_SEVERITY: Record<TFrameProblem, 'error' | 'warning'> = {
  noCar: 'error',
  blurry: 'error',
  missing: 'error',
  area: 'warning',
  position: 'warning',
  other: 'error',
};

export type TPartColour = 'red' | 'orange';
/** `all` colours the whole outline; `parts` the named parts ('vehicle' stands for the car's overall size). */
export type TOutlineColouring = { all: TPartColour | null; parts: Record<string, TPartColour> };

/**
 * Spec 001 §4: the entire outline red when no car is seen or the frame is blurry; missing parts red; area and
 * position violations orange (a part both missing and misplaced cannot happen: rules need the part visible).
 */
export const colourOutline = (result: TFrameResult | null): TOutlineColouring => {
  const colouring: TOutlineColouring = { all: null, parts: {} };
  if (!result || result.valid) return colouring;
  const problem = classifyFrame(result);
  if (problem === 'noCar' || problem === 'blurry') return { all: 'red', parts: {} };
  const status = result.details.validation_status;
  for (const { part } of [...status.area_violations, ...status.position_violations]) colouring.parts[part] = 'orange';
  for (const { part_type } of status.missing_parts) colouring.parts[part_type] = 'red';
  if (colouring.parts.vehicle) colouring.all = colouring.parts.vehicle;
  return colouring;
};
