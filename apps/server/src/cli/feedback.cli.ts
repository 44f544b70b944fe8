import { parseArgs } from 'node:util';
import pino from 'pino';
import { createServices } from '../app-context.js';
import { loadConfigOrExit, openMigratedDatabase } from '../bootstrap.js';

const USAGE = `Usage:
  npm run feedback -- list [--json] [--limit N]`;

const main = async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'list') {
    console.error(command ? `Unknown command '${command}'.\n${USAGE}` : USAGE);
    process.exit(2);
  }
  let values: { json?: boolean; limit?: string };
  try {
    ({ values } = parseArgs({ args: rest, options: { json: { type: 'boolean', default: false }, limit: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  const limit = values.limit === undefined ? 1000 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    console.error('--limit must be a positive integer.');
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const db = await openMigratedDatabase(config);
  try {
    const services = createServices({ config, db, logger: pino({ level: 'warn' }) });
    const rows = await services.feedback.list({ limit });
    if (values.json) {
      console.log(JSON.stringify(rows, null, 2));
    } else if (rows.length === 0) {
      console.log('No feedback yet.');
    } else {
      for (const row of rows) {
        const stars = row.rating > 0 ? `${'★'.repeat(row.rating)}${'☆'.repeat(5 - row.rating)}` : 'no rating';
        console.log(`#${row.id}  ${row.created_at}  ${row.type.padEnd(11)} ${stars}  ${row.name} <${row.email}>`);
        console.log(`    ${row.message.replace(/\s+/g, ' ')}`);
      }
    }
  } finally {
    await db.destroy();
  }
};

await main();
