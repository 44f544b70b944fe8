/**
 * @cda/vision: the analysis engine (no HTTP). The server's routes and workers use the functions below; see
 * README.md for units, tables, thresholds and the model-card contract.
 */
export { VisionInputError, ModelCardError, ModelUnavailableError, isVisionInputError } from './vision.errors.js';
export type { TVisionInputErrorCode } from './vision.errors.js';

export { MODEL_TASKS, MODEL_FORMATS, ZModelCard } from './models/model-card.schema.js';
export type { TModelCard, TModelTask, TModelFormat, TModelInput, TModelOutput } from './models/model-card.schema.js';
export { ModelRegistry, DEFAULT_MODELS_DIR, getDefaultRegistry } from './models/model.registry.js';
export type { TRegistryOptions, TModelEntry, TModelDescription, TModelsReport, TRunResult } from './models/model.registry.js';
export { detectObjects, segmentImage } from './models/model.runner.js';
export type { TModelTimings, TDetectionsResult, TSegmentationResult } from './models/model.runner.js';

export { decodePhoto, MAX_INPUT_PIXELS } from './image/image.decoder.js';
export type { TRasterImage, TDecodedPhoto } from './image/image.decoder.js';
export { toInputTensor, planResize, packPlanar } from './image/tensor.preprocess.js';
export type { TInputTransform, TInputTensor } from './image/tensor.preprocess.js';

export { decodeYolox } from './decoders/yolox.decoder.js';
export { decodeYoloV8Detections, decodeYoloV8Segmentation } from './decoders/yolo-v8.decoder.js';
export { decodeSemanticSegmentation, detectionsToSegmentationMap, summarizeClassConfidence } from './decoders/semantic-seg.decoder.js';
export { suppressOverlaps, intersectionOverUnion, boxArea } from './decoders/detection.types.js';
export type { TBox, TDetection, TSegmentationMap, TGridTransform, TInstanceMask } from './decoders/detection.types.js';
export { findConnectedComponents } from './decoders/connected-components.js';

export * from './quality/image-quality.service.js';

export { SPEC_PARTS, UNKNOWN_PART, mapPartName, friendlyPartName } from './parts/part-names.js';
export type { TSpecPart, TSide, TPartName } from './parts/part-names.js';
export { layoutParts, resolveAxle, orientCar, MIN_PART_FRACTION } from './parts/part-layout.service.js';
export type { TPartInstance, TPartLayout, TCarOrientation } from './parts/part-layout.service.js';

export { analyzeDamages, SQ_UNITS_PER_PHOTO, MIN_DAMAGE_FRACTION } from './damages/damage.analyzer.js';
export type { TDamageRegion, TDamageAnalysis } from './damages/damage.analyzer.js';
export { gradeSeverity, interpretDamageClass, SEVERITY_SIZE_BANDS, SAFETY_PARTS } from './damages/damage-rules.js';
export type { TSeverity, TDamageClass } from './damages/damage-rules.js';

export { DEFAULT_CATALOGUE, loadCatalogue, deepMerge, ZCatalogue } from './costing/catalogue.loader.js';
export type { TCatalogue, TCataloguePart } from './costing/catalogue.loader.js';
export { estimateDamage, chooseAction } from './costing/cost.service.js';
export type { TEstimate, TEstimateLine, TEstimateInput } from './costing/cost.service.js';
export { formatDollars, parseDollarAmount, computePartTotals, computeReportTotal, isReplacement } from '@cda/contract';
export type { TCostedDamage, TPartTotal } from '@cda/contract';

export { renderAnnotatedImage, SEVERITY_COLOURS } from './annotate/annotation.renderer.js';

export { analyzePhoto, ANALYSIS_MAX_SIDE, NOTES } from './pipeline/photo-analysis.pipeline.js';
export type { TAnalyzeOptions, TPhotoAnalysisResult, TFinding, TPartFinding, TStageTimings } from './pipeline/photo-analysis.pipeline.js';
export { computeDifferenceHash, hammingDistance, parseExif, summarizeMetadata } from './pipeline/photo-metadata.reader.js';
export type { TPhotoMetadata } from './pipeline/photo-metadata.reader.js';
export { MIN_VEHICLE_PART_FRACTION, MIN_VEHICLE_PARTS } from './pipeline/vehicle.detector.js';
export type { TVehicleVerdict } from './pipeline/vehicle.detector.js';

export { CAPTURE_POSITIONS, PART_AREA_RANGES } from './validation/capture-positions.table.js';
export type { TCapturePosition, TPartRequirement, TAreaRule, TPositionRule } from './validation/capture-positions.table.js';
export {
  validateFrame,
  validateFrameWithTimings,
  evaluatePosition,
  parsePositionIndex,
  FRAME_MESSAGES,
  FRAME_MAX_SIDE,
} from './validation/frame.validator.js';
export type { TFrameValidationResult, TFrameStatus, TFrameTimings, TObservedPart } from './validation/frame.validator.js';

/** Generated ONNX models for tests and benchmarks (server integration tests need them too). */
export { encodeOnnxModel } from './testing/onnx-model.builder.js';
export type { TGraph, TNode, TAttribute, TFloatTensor, TValueInfo } from './testing/onnx-model.builder.js';
export {
  writeModel,
  writeSyntheticPartModel,
  writeSyntheticDamageModel,
  pixelClassifierGraph,
  constantOutputGraph,
  SYNTHETIC_PART_CLASSES,
  SYNTHETIC_PART_COLOURS,
  SYNTHETIC_DAMAGE_RED,
} from './testing/synthetic-models.js';
export { renderSyntheticScene, SCENE_PARTS, SCENE_DAMAGE, SCENE_BASE } from './testing/synthetic-scene.js';
export type { TSceneOptions } from './testing/synthetic-scene.js';

export { canonicalPlate, checkPlate, cleanPlate, CYRILLIC_TO_LATIN, PLATE_MIN_LENGTH, PLATE_MAX_LENGTH } from './plates/plate-text.rules.js';
export type { TPlateCheck } from './plates/plate-text.rules.js';
export { PlateReader, getDefaultPlateReader, DETECT_MAX_SIDE, MIN_LINE_CONFIDENCE } from './plates/plate.reader.js';
export type { TPlateReading, TPlateCandidate, TPlateResult, TPlateTimings } from './plates/plate.reader.js';
export { PLATE_NOTES } from './plates/plate.step.js';
export type { TPlateOption } from './plates/plate.step.js';
