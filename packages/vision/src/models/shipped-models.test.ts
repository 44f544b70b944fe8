import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzePhoto } from '../pipeline/photo-analysis.pipeline.js';
import { DEFAULT_MODELS_DIR, ModelRegistry } from './model.registry.js';

/**
 * The models the product ships in models/ (trained by training/), run on real photos from the held-out test splits
 * of the shared packs. The shared folder lies beside the checkout (SHARED_DIR overrides); the test fails, not skips,
 * without it.
 */
const SHARED_DIR = process.env.SHARED_DIR ?? fileURLToPath(new URL('../../../../../shared', import.meta.url));
const partsTest = (name: string) => join(SHARED_DIR, 'datasets/carparts_dsmlr/images/test', name);
const damageTest = (name: string) => join(SHARED_DIR, 'datasets/damaged_parts_capstone/images/test', name);

const registry = new ModelRegistry({ dir: DEFAULT_MODELS_DIR, threads: 2 });
afterAll(() => registry.close());

const analyse = (file: string) => analyzePhoto(readFileSync(file), { registry, annotate: false, plates: false });

describe('shipped models', () => {
  it('every card parses, names an ONNX file under 15 MB, and carries test-split metrics and a licence', () => {
    const report = registry.describeModels();
    expect(report.rejected).toEqual([]);
    expect(report.missing_tasks).toEqual(['vehicle-detection']); // the vehicle detector is an optional add-on
    const byTask = Object.fromEntries(registry.list().map((entry) => [entry.card.task, entry]));
    expect(Object.keys(byTask).sort()).toEqual(['damage-segmentation', 'part-segmentation']);
    for (const entry of registry.list()) {
      expect(statSync(entry.file).size).toBeLessThan(15 * 1024 * 1024);
      expect(entry.card.metrics).toMatchObject({ split: 'test' });
      expect(entry.card.licence.length).toBeGreaterThan(10);
      expect(entry.card.inference_ms_cpu_2cores).toBeLessThan(150);
    }
    expect((byTask['part-segmentation']!.card.metrics as { mean_iou: number }).mean_iou).toBeGreaterThanOrEqual(0.5);
  });

  it('the part model names the parts of a real car seen from behind', async () => {
    // test_car10.jpg: a silver sedan seen from the back left (training/examples/parts_test_car10.png)
    const result = await analyse(partsTest('test_car10.jpg'));
    expect(result.vehicle.present).toBe(true);
    const classes = new Set(result.parts.map((part) => part.model_class));
    for (const expected of ['back_bumper', 'wheel', 'back_glass']) expect(classes).toContain(expected);
    for (const front of ['front_bumper', 'front_glass', 'hood']) expect(classes).not.toContain(front);
  });

  it('the damage model finds the smashed rear of a damaged car and nothing on an undamaged one', async () => {
    // moderate_38: a car with its rear bumper and boot lid crushed (training/examples/damage_moderate_38_*.png)
    const damaged = await analyse(damageTest('moderate_38_jpg.rf.59f0bfa4b1ac7a0b815c07196495d9e5.jpg'));
    expect(damaged.models.damages).toBe('car-damage');
    const parts = new Set(damaged.findings.map((finding) => finding.car_part));
    expect(parts.has('back_bumper') || parts.has('trunk')).toBe(true);
    expect(damaged.total_cents).toBeGreaterThan(0);
    // test_car25.jpg: an undamaged white hatchback seen from behind (training/examples/damage_test_car25.png)
    const clean = await analyse(partsTest('test_car25.jpg'));
    expect(clean.parts.length).toBeGreaterThan(3);
    expect(clean.findings).toEqual([]);
    expect(clean.total_cents).toBe(0);
  });
});
