import { parseArgs } from 'node:util';
import pino from 'pino';
import { createServices } from '../app-context.js';
import { loadConfigOrExit, openMigratedDatabase } from '../bootstrap.js';
import { AppError } from '../errors/app-error.js';

const USAGE = `Usage:
  npm run user -- create --username NAME --email EMAIL --password PASS [--staff]
  npm run user -- set-password --username NAME --password PASS
  npm run user -- list [--json]`;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const describe = (error: unknown): string => {
  if (error instanceof AppError) {
    const fields = error.details.fields;
    return fields ? Object.entries(fields).map(([field, messages]) => `${field}: ${messages.join(' ')}`).join('\n') : error.message;
  }
  return error instanceof Error ? error.message : String(error);
};

const main = async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === '--help' || command === 'help') {
    console.log(USAGE);
    process.exit(command ? 0 : 2);
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        staff: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    return fail(`${describe(error)}\n${USAGE}`);
  }
  const config = loadConfigOrExit();
  const db = await openMigratedDatabase(config);
  const services = createServices({ config, db, logger: pino({ level: 'warn' }) });
  try {
    if (command === 'create') {
      const { username, email, password } = values;
      if (typeof username !== 'string' || typeof email !== 'string' || typeof password !== 'string') {
        return fail(`create needs --username, --email and --password.\n${USAGE}`);
      }
      const user = await services.userService.createUser({ username, email, password, isStaff: values.staff === true });
      console.log(`Created user '${user.username}'${user.is_staff ? ' (staff)' : ''}.`);
    } else if (command === 'set-password') {
      const { username, password } = values;
      if (typeof username !== 'string' || typeof password !== 'string') {
        return fail(`set-password needs --username and --password.\n${USAGE}`);
      }
      await services.userService.setPassword(username, password);
      console.log(`Password of '${username}' changed.`);
    } else if (command === 'list') {
      const users = await services.userService.listUsers();
      if (values.json) console.log(JSON.stringify(users, null, 2));
      else if (users.length === 0) console.log('No users.');
      else {
        for (const user of users) {
          const flags = [user.is_staff ? 'staff' : '', user.is_active ? '' : 'inactive'].filter(Boolean).join(', ');
          console.log(`${String(user.id).padStart(4)}  ${user.username.padEnd(20)} ${user.email}${flags ? `  [${flags}]` : ''}`);
        }
      }
    } else {
      return fail(`Unknown command '${command}'.\n${USAGE}`);
    }
  } catch (error) {
    return fail(describe(error));
  } finally {
    await db.destroy();
  }
};

await main();
