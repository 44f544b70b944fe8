import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@cda/contract': fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url)) };

const integration = (dialect: 'sqlite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `integration-${dialect}`,
    include: ['apps/server/test/**/*.test.ts'],
    env: { TEST_DB_DIALECT: dialect },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      integration('sqlite'),
      integration('postgres'),
    ],
  },
});
