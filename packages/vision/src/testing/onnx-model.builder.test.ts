import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { encodeOnnxModel } from './onnx-model.builder.js';

describe('encodeOnnxModel', () => {
  it('writes a model onnxruntime loads and runs with the expected numbers', async () => {
    // y = Softmax(x + c, axis = -1) with c a Constant; t = Transpose(x, perm [0, 2, 1]); s = x * 2 (initializer)
    const model = encodeOnnxModel({
      inputs: [{ name: 'x', dims: [1, 2, 3] }],
      outputs: [
        { name: 'y', dims: [1, 2, 3] },
        { name: 't', dims: [1, 3, 2] },
        { name: 's', dims: ['batch', 2, 3] },
      ],
      initializers: [{ name: 'two', dims: [1], data: [2] }],
      nodes: [
        { op: 'Constant', inputs: [], outputs: ['c'], attributes: { value: { tensor: { dims: [3], data: [0, Math.log(2), Math.log(3)] } } } },
        { op: 'Add', inputs: ['x', 'c'], outputs: ['sum'] },
        { op: 'Softmax', inputs: ['sum'], outputs: ['y'], attributes: { axis: { int: -1 } } },
        { op: 'Transpose', inputs: ['x'], outputs: ['t'], attributes: { perm: { ints: [0, 2, 1] } } },
        { op: 'Mul', inputs: ['x', 'two'], outputs: ['s'] },
      ],
    });
    const session = await ort.InferenceSession.create(model);
    const x = new ort.Tensor('float32', Float32Array.from([0, 0, 0, 1, 2, 3]), [1, 2, 3]);
    const result = await session.run({ x });
    // first row: softmax(log 1, log 2, log 3) = 1/6, 2/6, 3/6
    const y = [...(result.y!.data as Float32Array)];
    expect(y.slice(0, 3).map((v) => Number(v.toFixed(5)))).toEqual([0.16667, 0.33333, 0.5]);
    expect(y.slice(3).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect([...(result.t!.data as Float32Array)]).toEqual([0, 1, 0, 2, 0, 3]);
    expect(result.t!.dims).toEqual([1, 3, 2]);
    expect([...(result.s!.data as Float32Array)]).toEqual([0, 0, 0, 2, 4, 6]);
    await session.release();
  });

  it('refuses a tensor whose data does not fill its dims', () => {
    expect(() =>
      encodeOnnxModel({ inputs: [], outputs: [], nodes: [], initializers: [{ name: 'w', dims: [2, 2], data: [1, 2, 3] }] }),
    ).toThrow(/3 values for dims \[2,2\]/);
  });
});
