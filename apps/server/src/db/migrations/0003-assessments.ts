import type { Kysely } from 'kysely';
import type { TDialectName } from '../database.js';
import { idColumn } from './column-types.js';

export const up = async (db: Kysely<unknown>, dialect: TDialectName) => {
  await db.schema
    .createTable('cars')
    .addColumn('id', idColumn(dialect), (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('license_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('color', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('auto_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cars_user_name_uq').on('cars').columns(['user_id', 'name']).unique().execute();

  await db.schema
    .createTable('damage_reports')
    .addColumn('id', idColumn(dialect), (col) => col.primaryKey())
    .addColumn('car_id', 'integer', (col) => col.notNull().references('cars.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('detailed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reports_car_idx').on('damage_reports').column('car_id').execute();
  await db.schema.createIndex('reports_user_idx').on('damage_reports').column('user_id').execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', idColumn(dialect), (col) => col.primaryKey())
    .addColumn('report_id', 'integer', (col) => col.notNull().references('damage_reports.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('original_key', 'text', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('normalized_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('result_key', 'text')
    .addColumn('orientation', 'text')
    .addColumn('exif_json', 'text')
    .addColumn('phash', 'text')
    .addColumn('analysis_json', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('photos_report_idx').on('photos').column('report_id').execute();
  await db.schema.createIndex('photos_user_idx').on('photos').column('user_id').execute();

  await db.schema
    .createTable('damages')
    .addColumn('id', idColumn(dialect), (col) => col.primaryKey())
    .addColumn('photo_id', 'integer', (col) => col.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('report_id', 'integer', (col) => col.notNull().references('damage_reports.id').onDelete('cascade'))
    .addColumn('car_part', 'text', (col) => col.notNull())
    .addColumn('damage_type', 'text', (col) => col.notNull())
    .addColumn('severity', 'text', (col) => col.notNull())
    .addColumn('damage_cost', 'text', (col) => col.notNull())
    .addColumn('cost_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('area', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('geometry_json', 'text')
    .addColumn('confidence', 'real')
    .execute();
  await db.schema.createIndex('damages_photo_idx').on('damages').column('photo_id').execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('report_id', 'integer', (col) => col.references('damage_reports.id').onDelete('cascade'))
    .addColumn('car_name', 'text', (col) => col.notNull())
    .addColumn('task_type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('error_message', 'text')
    .addColumn('cancel_requested', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (col) => col.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('tasks_user_idx').on('tasks').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('tasks_queue_idx').on('tasks').columns(['status', 'run_after']).execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of ['tasks', 'damages', 'photos', 'damage_reports', 'cars']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
};
