// Runs an ONNX model with onnxruntime-node (the runtime the product uses) for training/eval.py.
//   node training/ort_bridge.cjs MODEL.onnx WxH             stdin: float32 [1,3,H,W] frames -> stdout: float32 logits
//   node training/ort_bridge.cjs MODEL.onnx WxH --bench N    (or a single size S for S x S) prints {"median_ms":..} for N timed runs (2 threads)
// onnxruntime-node resolves from the monorepo's node_modules (or set ORT_NODE_PATH to its folder).
'use strict';
const ort = require(process.env.ORT_NODE_PATH || 'onnxruntime-node');

async function main() {
  const [model, sizeArg, flag, nArg] = process.argv.slice(2);
  const [W, H = W] = String(sizeArg).split('x').map(Number);
  const threads = Number(process.env.ORT_THREADS || 2);
  const sess = await ort.InferenceSession.create(model, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  });
  const inName = sess.inputNames[0];
  const outName = sess.outputNames[0];
  const frame = 3 * W * H * 4;
  if (flag === '--bench') {
    const n = Number(nArg || 20);
    const x = new ort.Tensor('float32', new Float32Array(3 * W * H).map(() => Math.random() - 0.5), [1, 3, H, W]);
    for (let i = 0; i < 3; i++) await sess.run({ [inName]: x });
    const t = [];
    for (let i = 0; i < n; i++) {
      const t0 = process.hrtime.bigint();
      await sess.run({ [inName]: x });
      t.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    t.sort((a, b) => a - b);
    const med = n % 2 ? t[(n - 1) / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
    process.stdout.write(JSON.stringify({ median_ms: med, min_ms: t[0], max_ms: t[n - 1], runs: n, threads,
      inputs: sess.inputNames, outputs: sess.outputNames }) + '\n');
    return;
  }
  let buf = Buffer.alloc(0);
  let chain = Promise.resolve();
  process.stdin.on('data', (d) => {
    buf = Buffer.concat([buf, d]);
    while (buf.length >= frame) {
      const f = Buffer.from(buf.subarray(0, frame));
      buf = buf.subarray(frame);
      chain = chain.then(async () => {
        const arr = new Float32Array(f.buffer, f.byteOffset, 3 * W * H);
        const out = await sess.run({ [inName]: new ort.Tensor('float32', arr, [1, 3, H, W]) });
        const o = out[outName].data;
        process.stdout.write(Buffer.from(o.buffer, o.byteOffset, o.byteLength));
      });
    }
  });
  process.stdin.on('end', () => chain.then(() => process.stdout.end()));
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack ? e.stack : e) + '\n');
  process.exit(1);
});
