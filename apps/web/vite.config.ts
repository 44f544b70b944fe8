import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

// REGISTRATION_ENABLED is a build-time flag (spec 001): the page only shows the disabled notice unless the
// bundle was built with it set to true.
const registrationEnabled = process.env.REGISTRATION_ENABLED === 'true';

/**
 * Swagger UI for /docs is served from our own origin (vendor/swagger-ui/…), copied from the swagger-ui-dist
 * package at build time; the page falls back to an allow-listed CDN only when this copy cannot load.
 */
const SWAGGER_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const vendorSwaggerUi = (): Plugin => ({
  name: 'vendor-swagger-ui',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const name = request.url?.replace(/^\/vendor\/swagger-ui\//, '');
      if (!name || name === request.url || !SWAGGER_FILES.includes(name)) return next();
      response.setHeader('Content-Type', name.endsWith('.css') ? 'text/css' : 'text/javascript');
      response.end(readFileSync(path.join(swaggerUiDir, name)));
    });
  },
  generateBundle() {
    for (const name of SWAGGER_FILES) {
      this.emitFile({ type: 'asset', fileName: `vendor/swagger-ui/${name}`, source: readFileSync(path.join(swaggerUiDir, name)) });
    }
  },
});

export default defineConfig({
  plugins: [react(), vendorSwaggerUi()],
  resolve: { alias: { '@cda/contract': contractSource } },
  define: { __REGISTRATION_ENABLED__: JSON.stringify(registrationEnabled) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
