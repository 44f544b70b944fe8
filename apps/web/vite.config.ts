import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

// REGISTRATION_ENABLED is a build-time flag (spec 001): the page only shows the disabled notice unless the
// bundle was built with it set to true.
const registrationEnabled = process.env.REGISTRATION_ENABLED === 'true';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@cda/contract': contractSource } },
  define: { __REGISTRATION_ENABLED__: JSON.stringify(registrationEnabled) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
