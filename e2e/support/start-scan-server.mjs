// The guided-scan E2E server: synthetic part model in its own MODELS_DIR (the shipped model would not see a car in
// a drawn video) and the fake camera's video, both written before the server starts; then start-server.mjs.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeFakeCameraVideo } from './fake-camera-video.mjs';
import { writeScanPartModel } from './scan-scenes.mjs';

const runId = process.env.E2E_RUN_ID ? `${process.env.E2E_RUN_ID}-` : '';
const modelsDir = fileURLToPath(new URL(`../.tmp/${runId}scan-models`, import.meta.url));
// Keep in step with SCAN_CAMERA_VIDEO in playwright.config.ts.
const video = fileURLToPath(new URL(`../.tmp/${runId}scan-camera.y4m`, import.meta.url));
rmSync(modelsDir, { recursive: true, force: true });
mkdirSync(modelsDir, { recursive: true });
writeScanPartModel(modelsDir);
await writeFakeCameraVideo(video);

const server = spawn(process.execPath, [fileURLToPath(new URL('./start-server.mjs', import.meta.url))], {
  env: { ...process.env, E2E_INSTANCE: 'scan', MODELS_DIR: modelsDir },
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
