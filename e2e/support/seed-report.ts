import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TTask } from '@cda/contract';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { E2E_DATA_DIR } from './fixtures.js';

/**
 * A report with known findings for the report page's E2E: photos go through the real upload and the real analysis
 * task, then the analysis' findings are replaced by these rows in the run's SQLite database, so texts and totals are
 * known in advance.
 */
export type TSeedDamage = {
  photo: number;
  car_part: string;
  damage_type: string;
  severity: string;
  damage_cost: string;
  area: number;
  description: string;
};

/**
 * Front bumper: a $120.50 repair and a $450 replacement, so the replacement rule makes the part $450.00 (not
 * $570.50). Hood: two repairs, $125.50. Back door: $310.00, named the way some models name parts ('back-door-1').
 * Total $885.50; summing every cost would give $1006.00.
 */
export const KNOWN_DAMAGES: TSeedDamage[] = [
  { photo: 0, car_part: 'front_bumper', damage_type: 'dent', severity: 'Average', damage_cost: '$120.50', area: 35.5, description: 'Dent on the lower edge, repair and paint' },
  { photo: 0, car_part: 'front_bumper', damage_type: 'broken', severity: 'High', damage_cost: '$450', area: 120, description: 'Cracked mounting, part to be replaced' },
  { photo: 0, car_part: 'hood', damage_type: 'scratch', severity: 'Low', damage_cost: '$80', area: 12.25, description: 'Light scratch, polish' },
  { photo: 1, car_part: 'back-door-1', damage_type: 'dent', severity: 'High', damage_cost: '$310.00', area: 64, description: 'Deep dent across the panel' },
  { photo: 1, car_part: 'hood', damage_type: 'scratch', severity: 'Average', damage_cost: '$45.5', area: 8, description: 'Scratch at the front corner' },
];

export const KNOWN_TOTAL = '$885.50';
/** The plate the seeded car carries, as read by the plate reader. */
export const KNOWN_PLATE = { text: 'KA456BT', confidence: 0.93 } as const;

export const KNOWN_DESCRIPTION = 'Rear-end collision in a car park; front bumper hit a post.';

/** A decodable photo-sized picture of a car side, coloured by seed. */
const carPhoto = (seed: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ec5ff"/><stop offset="1" stop-color="#e8eef7"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/><rect y="440" width="800" height="160" fill="#8d9399"/>
      <rect x="110" y="270" width="580" height="150" rx="40" fill="hsl(${seed * 140 + 200}, 55%, 42%)"/>
      <path d="M 230 275 L 290 180 L 520 180 L 590 275 Z" fill="hsl(${seed * 140 + 200}, 45%, 34%)"/>
      <path d="M 300 190 L 400 190 L 400 270 L 250 270 Z M 415 190 L 510 190 L 565 270 L 415 270 Z" fill="#cfe3f5"/>
      <circle cx="240" cy="425" r="55" fill="#222"/><circle cx="560" cy="425" r="55" fill="#222"/>
      <circle cx="240" cy="425" r="25" fill="#999"/><circle cx="560" cy="425" r="25" fill="#999"/>
    </svg>`),
  )
    .jpeg({ quality: 88 })
    .toBuffer();

/** The analysed picture the seed stores when the analysis made none: the photo with the known damages boxed. */
const annotatedPhoto = async (original: Buffer, damages: TSeedDamage[]) => {
  const boxes = damages
    .map((damage, index) => {
      const x = 140 + index * 170;
      return `<rect x="${x}" y="290" width="150" height="100" fill="none" stroke="#d32f2f" stroke-width="6"/><text x="${x}" y="282" font-size="22" font-family="sans-serif" fill="#d32f2f">${damage.car_part}</text>`;
    })
    .join('');
  return sharp(original)
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${boxes}</svg>`) }])
    .jpeg({ quality: 88 })
    .toBuffer();
};

const waitForTaskEnd = async (page: Page, taskId: string) =>
  expect
    .poll(
      async () => {
        const tasks = await page.evaluate(async () => ((await (await fetch('/api/tasks/')).json()) as { tasks: TTask[] }).tasks);
        return tasks.find((task) => task.task_id === taskId)?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');

/** Uploads two photos as the signed-in page does, waits for the analysis, then stores the known findings; returns the report id. */
export const seedReport = async (page: Page, { carName }: { carName: string }): Promise<number> => {
  const photos = await Promise.all([carPhoto(0), carPhoto(1)]);
  const upload = await page.evaluate(
    async ({ name, files }) => {
      const csrf = decodeURIComponent(/csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const form = new FormData();
      form.append('carName', name);
      form.append('createDetailedReport', 'false');
      files.forEach((bytes, index) => form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo_${index}.jpg`));
      const response = await fetch('/api/async-upload/', { method: 'POST', body: form, headers: { 'X-CSRFToken': csrf } });
      return (await response.json()) as { success: boolean; task_id: string; report_id: number };
    },
    { name: carName, files: photos.map((bytes) => [...bytes]) },
  );
  expect(upload.success).toBe(true);
  await waitForTaskEnd(page, upload.task_id);

  const db = new Database(path.join(E2E_DATA_DIR, 'db.sqlite3'));
  try {
    db.pragma('busy_timeout = 5000');
    const rows = db.prepare('SELECT id, original_key, result_key FROM photos WHERE report_id = ? ORDER BY position, id').all(upload.report_id) as {
      id: number;
      original_key: string;
      result_key: string | null;
    }[];
    expect(rows).toHaveLength(2);
    const insert = db.prepare(
      `INSERT INTO damages (photo_id, report_id, car_part, damage_type, severity, damage_cost, cost_cents, area, description, geometry_json, confidence)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0.9)`,
    );
    for (const [index, row] of rows.entries()) {
      if (row.result_key) continue;
      const damages = KNOWN_DAMAGES.filter((damage) => damage.photo === index);
      const resultKey = row.original_key.replace(/original\.[a-z0-9]+$/, 'result.jpg');
      const target = path.join(E2E_DATA_DIR, 'media', resultKey);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, await annotatedPhoto(photos[index]!, damages));
      db.prepare('UPDATE photos SET result_key = ? WHERE id = ?').run(resultKey, row.id);
    }
    db.transaction(() => {
      db.prepare('DELETE FROM damages WHERE report_id = ?').run(upload.report_id);
      for (const damage of KNOWN_DAMAGES) {
        const cents = Math.round(Number(damage.damage_cost.replace(/[^0-9.]/g, '')) * 100);
        insert.run(rows[damage.photo]!.id, upload.report_id, damage.car_part, damage.damage_type, damage.severity, damage.damage_cost, cents, damage.area, damage.description);
      }
      db.prepare("UPDATE damage_reports SET status = 'completed', description = ? WHERE id = ?").run(KNOWN_DESCRIPTION, upload.report_id);
      // As if the plate reader had filled the number from the photos.
      db.prepare('UPDATE cars SET license_number = ?, license_confidence = ? WHERE id = (SELECT car_id FROM damage_reports WHERE id = ?)').run(
        KNOWN_PLATE.text,
        KNOWN_PLATE.confidence,
        upload.report_id,
      );
    })();
  } finally {
    db.close();
  }
  return upload.report_id;
};
