import { z } from 'zod';

/**
 * The plug-in contract: a model is `<id>.onnx` plus `<id>.json` (this card) in MODELS_DIR. The card says how to
 * feed the network and how to read what comes out, so a deployment can drop in a model trained elsewhere without
 * code changes. README.md ("Model cards") documents every field.
 */
export const MODEL_TASKS = ['vehicle-detection', 'part-segmentation', 'damage-segmentation'] as const;
export type TModelTask = (typeof MODEL_TASKS)[number];

export const MODEL_FORMATS = ['yolox', 'yolo-v8-det', 'yolo-v8-seg', 'semantic-seg'] as const;
export type TModelFormat = (typeof MODEL_FORMATS)[number];

const ZTriple = z.tuple([z.number(), z.number(), z.number()]);

export const ZModelInput = z.object({
  name: z.string().min(1),
  width: z.number().int().min(1).max(4096),
  height: z.number().int().min(1).max(4096),
  layout: z.literal('NCHW').default('NCHW'),
  color: z.enum(['RGB', 'BGR']),
  /** Multiplied first: 1/255 for networks trained on 0..1 inputs, 1 for raw 0..255 (YOLOX). */
  scale: z.number().positive().default(1),
  mean: ZTriple.default([0, 0, 0]),
  std: ZTriple.refine((values) => values.every((value) => value > 0), 'std values must be positive').default([1, 1, 1]),
  resize: z.enum(['stretch', 'letterbox']),
  /** Grey level (0..255, before scale/mean/std) of the letterbox padding. */
  pad_value: z.number().min(0).max(255).default(114),
  /** Where the letterboxed image sits; YOLOX was trained top-left, Ultralytics centred. */
  pad_align: z.enum(['center', 'top-left']).optional(),
});
export type TModelInput = z.infer<typeof ZModelInput>;

export const ZModelOutput = z.object({
  /** Output tensor name; the first output when absent. */
  name: z.string().min(1).optional(),
  /** yolo-v8-seg: the prototype-mask tensor; the second output when absent. */
  protos_name: z.string().min(1).optional(),
  /** semantic-seg: what turns logits into probabilities. */
  activation: z.enum(['softmax', 'sigmoid', 'none']).default('softmax'),
  /** semantic-seg: the channel that means "nothing here". */
  background_index: z.number().int().min(0).default(0),
  /** yolox: the grid strides, smallest first. */
  strides: z.array(z.number().int().positive()).min(1).default([8, 16, 32]),
});
export type TModelOutput = z.infer<typeof ZModelOutput>;

export const ZModelThresholds = z.object({
  /** Detection formats: minimum box score. Every format: minimum mean probability of a part or damage region. */
  score: z.number().min(0).max(1).default(0.3),
  iou: z.number().min(0).max(1).default(0.45),
  mask: z.number().min(0).max(1).default(0.5),
  /**
   * Damage segmentation: a photo whose predicted damage (all damage classes together) covers less than this share of
   * the image counts as undamaged; the card's image-level precision and recall were measured with the same rule.
   */
  image_min_fraction: z.number().min(0).max(1).default(0),
});

export const ZModelCard = z
  .object({
    name: z.string().min(1),
    version: z.union([z.string(), z.number()]).transform(String).default('0'),
    task: z.enum(MODEL_TASKS),
    format: z.enum(MODEL_FORMATS),
    /** The ONNX file, relative to the card's folder or absolute; `<id>.onnx` beside the card when absent. */
    file: z.string().min(1).optional(),
    input: ZModelInput,
    output: ZModelOutput.default(() => ZModelOutput.parse({})),
    /** Class names in output order; for semantic-seg the background class is among them. */
    classes: z.array(z.string().min(1)).min(1).max(1000),
    /** vehicle-detection: which classes count as a vehicle (COCO names by default). */
    vehicle_classes: z.array(z.string().min(1)).default(['car', 'truck', 'bus', 'motorcycle']),
    thresholds: ZModelThresholds.default(() => ZModelThresholds.parse({})),
    metrics: z.record(z.string(), z.unknown()).default({}),
    inference_ms_cpu_2cores: z.number().nonnegative().optional(),
    training: z.unknown().optional(),
    licence: z.string().min(1),
  })
  .superRefine((card, context) => {
    if (card.format === 'semantic-seg' && card.output.background_index >= card.classes.length) {
      context.addIssue({ code: 'custom', path: ['output', 'background_index'], message: 'background_index is not a class index' });
    }
    if (card.format === 'semantic-seg' && card.task === 'vehicle-detection') {
      context.addIssue({ code: 'custom', path: ['format'], message: 'vehicle-detection needs a detection format' });
    }
    if (card.task === 'vehicle-detection' && !card.vehicle_classes.some((name) => card.classes.includes(name))) {
      context.addIssue({ code: 'custom', path: ['vehicle_classes'], message: 'none of vehicle_classes is among classes' });
    }
  });
export type TModelCard = z.infer<typeof ZModelCard>;

/** Decoders are chosen by format; the pad alignment follows the format unless the card says otherwise. */
export const padAlignFor = (card: TModelCard): 'center' | 'top-left' =>
  card.input.pad_align ?? (card.format === 'yolox' ? 'top-left' : 'center');
