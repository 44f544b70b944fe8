"""Segmentation network on the COCO-pretrained YOLOX-Nano backbone + PAFPN.

The backbone's weights come from `../shared/models/vehicle/yolox_nano_416.onnx` (Megvii YOLOX-Nano, Apache-2.0),
the only pretrained file available here. The ONNX graph (BatchNorm already fused into its convolutions) is executed
node by node with torch operations, its convolution weights becoming trainable parameters; the detection head is
dropped. Features taken: stride 4 (`dark2`, 32 ch), stride 8 (`C3_p3`, 64 ch), 16 (`C3_n3`, 128 ch) and
32 (`C3_n4`, 256 ch). A light decoder merges them at stride 8, refines at stride 4 and predicts class logits,
upsampled to the input size.

Input: the card's convention (RGB, /255, ImageNet mean/std, NCHW); the network converts it internally to the
backbone's BGR 0..255, so the exported graph has the same input contract as every other model card.
"""
import os

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

BACKBONE_ONNX = os.environ.get(
    "YOLOX_ONNX",
    os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..", "shared", "models", "vehicle",
                                  "yolox_nano_416.onnx")),
)
MEAN = [0.485, 0.456, 0.406]
STD = [0.229, 0.224, 0.225]
FEATURES = {
    "c2": "/backbone/backbone/dark2/dark2.1/conv3/act/Mul_output_0",
    "p3": "/backbone/C3_p3/conv3/act/Mul_output_0",
    "n3": "/backbone/C3_n3/conv3/act/Mul_output_0",
    "n4": "/backbone/C3_n4/conv3/act/Mul_output_0",
}


def _attrs(node):
    from onnx import helper

    return {a.name: helper.get_attribute_value(a) for a in node.attribute}


class OnnxBackbone(nn.Module):
    """Runs the part of an ONNX graph needed for FEATURES; Conv weights are nn.Parameters."""

    def __init__(self, path=BACKBONE_ONNX, outputs=FEATURES):
        super().__init__()
        import onnx
        from onnx import numpy_helper

        m = onnx.load(path)
        g = m.graph
        init = {t.name: numpy_helper.to_array(t) for t in g.initializer}
        wanted = set(outputs.values())
        # keep only nodes the wanted outputs depend on
        producers = {o: n for n in g.node for o in n.output}
        need, stack = set(), list(wanted)
        while stack:
            t = stack.pop()
            n = producers.get(t)
            if n is None or id(n) in need:
                continue
            need.add(id(n))
            stack.extend(i for i in n.input if i)
        self.input_name = g.input[0].name
        self.outputs = dict(outputs)
        self.program = []
        self.convs = nn.ModuleList()
        consts = {}
        for n in g.node:
            if id(n) not in need:
                continue
            a = _attrs(n)
            if n.op_type == "Constant":
                consts[n.output[0]] = numpy_helper.to_array(a["value"])
                continue
            if n.op_type == "Conv":
                w = torch.from_numpy(init[n.input[1]].copy())
                b = torch.from_numpy(init[n.input[2]].copy()) if len(n.input) > 2 else None
                p = a.get("pads", [0, 0, 0, 0])
                assert p[0] == p[2] and p[1] == p[3]
                conv = nn.Conv2d(w.shape[1] * a.get("group", 1), w.shape[0], tuple(w.shape[2:]),
                                 stride=tuple(a.get("strides", [1, 1])), padding=(p[0], p[1]),
                                 dilation=tuple(a.get("dilations", [1, 1])), groups=a.get("group", 1),
                                 bias=b is not None)
                with torch.no_grad():
                    conv.weight.copy_(w)
                    if b is not None:
                        conv.bias.copy_(b)
                self.program.append(("Conv", n.input[0], n.output[0], len(self.convs)))
                self.convs.append(conv)
            elif n.op_type == "Slice":
                starts, ends = consts[n.input[1]], consts[n.input[2]]
                axes = consts[n.input[3]] if len(n.input) > 3 else np.arange(len(starts))
                steps = consts[n.input[4]] if len(n.input) > 4 else np.ones(len(starts), np.int64)
                sl = [(int(ax), int(s), int(min(e, 2 ** 31)), int(st)) for ax, s, e, st in zip(axes, starts, ends, steps)]
                self.program.append(("Slice", n.input[0], n.output[0], sl))
            elif n.op_type in ("Sigmoid", "Mul", "Add", "Concat"):
                self.program.append((n.op_type, list(n.input), n.output[0], a.get("axis")))
            elif n.op_type == "MaxPool":
                self.program.append(("MaxPool", n.input[0], n.output[0],
                                     (a["kernel_shape"][0], a.get("strides", [1, 1])[0], a["pads"][0])))
            elif n.op_type == "Resize":
                scales = consts.get(n.input[2]) if len(n.input) > 2 else None
                assert a.get("mode", b"nearest") == b"nearest" and scales is not None
                self.program.append(("Resize", n.input[0], n.output[0], float(scales[2])))
            else:
                raise ValueError(f"unsupported op {n.op_type}")

    def forward(self, x):
        env = {self.input_name: x}
        for op, i, o, arg in self.program:
            if op == "Conv":
                env[o] = self.convs[arg](env[i])
            elif op == "Sigmoid":
                env[o] = torch.sigmoid(env[i[0]])
            elif op == "Mul":
                env[o] = env[i[0]] * env[i[1]]
            elif op == "Add":
                env[o] = env[i[0]] + env[i[1]]
            elif op == "Concat":
                env[o] = torch.cat([env[t] for t in i], dim=arg)
            elif op == "Slice":
                t = env[i]
                for ax, s, e, st in arg:
                    t = t[(slice(None),) * ax + (slice(s, e, st),)]
                env[o] = t
            elif op == "MaxPool":
                k, s, p = arg
                env[o] = F.max_pool2d(env[i], k, s, p)
            elif op == "Resize":
                env[o] = F.interpolate(env[i], scale_factor=arg, mode="nearest")
        return {k: env[v] for k, v in self.outputs.items()}


def conv_bn(cin, cout, k=3, groups=1):
    return nn.Sequential(nn.Conv2d(cin, cout, k, padding=k // 2, groups=groups, bias=False),
                         nn.BatchNorm2d(cout, momentum=0.1), nn.SiLU(inplace=True))


class YoloxSeg(nn.Module):
    """YOLOX-Nano backbone + PAFPN (pretrained) and a light segmentation decoder; logits at input size."""

    def __init__(self, num_classes, width=64, path=BACKBONE_ONNX):
        super().__init__()
        self.backbone = OnnxBackbone(path)
        self.register_buffer("mean", torch.tensor(MEAN).view(1, 3, 1, 1))
        self.register_buffer("std", torch.tensor(STD).view(1, 3, 1, 1))
        self.l3 = conv_bn(64, width, 1)
        self.l4 = conv_bn(128, width, 1)
        self.l5 = conv_bn(256, width, 1)
        self.fuse8 = nn.Sequential(conv_bn(width, width, 3, groups=width), conv_bn(width, width, 1))
        self.l2 = conv_bn(32, 32, 1)
        self.fuse4 = nn.Sequential(conv_bn(width + 32, width + 32, 3, groups=width + 32), conv_bn(width + 32, width, 1))
        self.drop = nn.Dropout2d(0.1)
        self.cls = nn.Conv2d(width, num_classes, 1)

    def backbone_params(self):
        return list(self.backbone.parameters())

    def head_params(self):
        ids = {id(p) for p in self.backbone.parameters()}
        return [p for p in self.parameters() if id(p) not in ids]

    def forward(self, x):
        h, w = x.shape[-2:]
        # card input (RGB, ImageNet-normalised) -> YOLOX input (BGR, 0..255)
        x = (x * self.std + self.mean) * 255.0
        x = x.flip(1)
        f = self.backbone(x)
        s8 = f["p3"].shape[-2:]
        y = self.l3(f["p3"]) + F.interpolate(self.l4(f["n3"]), size=s8, mode="bilinear", align_corners=False) \
            + F.interpolate(self.l5(f["n4"]), size=s8, mode="bilinear", align_corners=False)
        y = self.fuse8(y)
        s4 = f["c2"].shape[-2:]
        y = F.interpolate(y, size=s4, mode="bilinear", align_corners=False)
        y = self.fuse4(torch.cat([y, self.l2(f["c2"])], 1))
        y = self.cls(self.drop(y))
        return F.interpolate(y, size=(h, w), mode="bilinear", align_corners=False)
