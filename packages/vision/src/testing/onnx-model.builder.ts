/**
 * A minimal ONNX writer: hand-encodes the protobuf messages (ModelProto -> GraphProto -> NodeProto ...) so tests
 * and benchmarks can generate small models with known outputs without Python or any ONNX tooling. Only what such
 * models need is supported: float32 tensors, static shapes, attributes of the common kinds.
 * Field numbers follow onnx/onnx.proto (IR version 7, opset 13).
 */

export type TFloatTensor = { name: string; dims: number[]; data: ArrayLike<number> };

export type TAttribute =
  | { int: number }
  | { ints: number[] }
  | { float: number }
  | { floats: number[] }
  | { string: string }
  | { tensor: Omit<TFloatTensor, 'name'> & { name?: string } };

export type TNode = { op: string; inputs: string[]; outputs: string[]; name?: string; attributes?: Record<string, TAttribute> };

export type TValueInfo = { name: string; dims: (number | string)[] };

export type TGraph = {
  name?: string;
  inputs: TValueInfo[];
  outputs: TValueInfo[];
  nodes: TNode[];
  initializers?: TFloatTensor[];
  opset?: number;
};

const WIRE_VARINT = 0;
const WIRE_LENGTH = 2;
const WIRE_FIXED32 = 5;
const ELEM_FLOAT = 1;

/** Protobuf varint; negative int64 values take the ten-byte two's complement form, as protobuf requires. */
const varint = (value: number): number[] => {
  let remaining = BigInt.asUintN(64, BigInt(value));
  const bytes: number[] = [];
  do {
    let byte = Number(remaining & 0x7fn);
    remaining >>= 7n;
    if (remaining > 0n) byte |= 0x80;
    bytes.push(byte);
  } while (remaining > 0n);
  return bytes;
};

/** Accumulates one message's fields; nested messages are encoded first and embedded as bytes. */
class Message {
  private readonly chunks: Buffer[] = [];

  private key(field: number, wire: number): void {
    this.chunks.push(Buffer.from(varint((field << 3) | wire)));
  }

  int(field: number, value: number): this {
    this.key(field, WIRE_VARINT);
    this.chunks.push(Buffer.from(varint(value)));
    return this;
  }

  float(field: number, value: number): this {
    this.key(field, WIRE_FIXED32);
    const bytes = Buffer.alloc(4);
    bytes.writeFloatLE(value);
    this.chunks.push(bytes);
    return this;
  }

  bytes(field: number, value: Buffer): this {
    this.key(field, WIRE_LENGTH);
    this.chunks.push(Buffer.from(varint(value.length)), value);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, Buffer.from(value, 'utf8'));
  }

  message(field: number, value: Message): this {
    return this.bytes(field, value.encode());
  }

  encode(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

const tensorProto = (tensor: { name?: string; dims: number[]; data: ArrayLike<number> }): Message => {
  const expected = tensor.dims.reduce((product, dim) => product * dim, 1);
  if (expected !== tensor.data.length) {
    throw new Error(`tensor ${tensor.name ?? ''} has ${tensor.data.length} values for dims [${tensor.dims.join(',')}]`);
  }
  const message = new Message();
  for (const dim of tensor.dims) message.int(1, dim);
  message.int(2, ELEM_FLOAT);
  if (tensor.name) message.string(8, tensor.name);
  const raw = Buffer.alloc(tensor.data.length * 4);
  for (let i = 0; i < tensor.data.length; i += 1) raw.writeFloatLE(tensor.data[i]!, i * 4);
  return message.bytes(9, raw);
};

const attributeProto = (name: string, attribute: TAttribute): Message => {
  const message = new Message().string(1, name);
  if ('int' in attribute) return message.int(3, attribute.int).int(20, 2);
  if ('float' in attribute) return message.float(2, attribute.float).int(20, 1);
  if ('string' in attribute) return message.string(4, attribute.string).int(20, 3);
  if ('tensor' in attribute) return message.message(5, tensorProto(attribute.tensor)).int(20, 4);
  if ('floats' in attribute) {
    attribute.floats.forEach((value) => message.float(7, value));
    return message.int(20, 6);
  }
  attribute.ints.forEach((value) => message.int(8, value));
  return message.int(20, 7);
};

const valueInfoProto = (info: TValueInfo): Message => {
  const shape = new Message();
  for (const dim of info.dims) {
    shape.message(1, typeof dim === 'number' ? new Message().int(1, dim) : new Message().string(2, dim));
  }
  const tensorType = new Message().int(1, ELEM_FLOAT).message(2, shape);
  return new Message().string(1, info.name).message(2, new Message().message(1, tensorType));
};

/** Encodes a graph as a complete ONNX ModelProto, ready for `InferenceSession.create` or a file. */
export const encodeOnnxModel = (graph: TGraph): Buffer => {
  const graphProto = new Message();
  graph.nodes.forEach((node, index) => {
    const nodeProto = new Message();
    node.inputs.forEach((input) => nodeProto.string(1, input));
    node.outputs.forEach((output) => nodeProto.string(2, output));
    nodeProto.string(3, node.name ?? `${node.op.toLowerCase()}_${index}`);
    nodeProto.string(4, node.op);
    for (const [name, attribute] of Object.entries(node.attributes ?? {})) nodeProto.message(5, attributeProto(name, attribute));
    graphProto.message(1, nodeProto);
  });
  graphProto.string(2, graph.name ?? 'generated');
  (graph.initializers ?? []).forEach((tensor) => graphProto.message(5, tensorProto(tensor)));
  graph.inputs.forEach((input) => graphProto.message(11, valueInfoProto(input)));
  graph.outputs.forEach((output) => graphProto.message(12, valueInfoProto(output)));
  return new Message()
    .int(1, 7)
    .string(2, 'cda-vision-test')
    .message(7, graphProto)
    .message(8, new Message().string(1, '').int(2, graph.opset ?? 13))
    .encode();
};
