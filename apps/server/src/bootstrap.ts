import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig, type TConfig } from './config/config.js';
import { createDatabase, type TDb } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import type { UserService } from './modules/users/user.service.js';
import type { UserRepository } from './modules/users/user.repository.js';

/** Loads the config or exits with the list of problems: a bad setting stops the process at start. */
export const loadConfigOrExit = (): TConfig => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

export const openMigratedDatabase = async (config: TConfig): Promise<TDb> => {
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
};

/** A password that satisfies spec 001's rules: random letters and digits plus one of each required class. */
export const generatePassword = (): string => `${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}Aa9!`;

/** On first start with no users, creates the staff user `admin` and returns its one-time password. */
export const ensureFirstAdmin = async (users: UserRepository, userService: UserService): Promise<string | null> => {
  if ((await users.count()) > 0) return null;
  const password = generatePassword();
  try {
    await userService.createUser({ username: 'admin', email: 'admin@localhost.localdomain', password, isStaff: true });
  } catch {
    // Another process created the first user at the same moment: that one prints the password.
    return null;
  }
  return password;
};
