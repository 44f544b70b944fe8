"""Export a trained checkpoint to ONNX (opset 13, input `input` NCHW float32, output `logits` [1,C,H,W]).

  nice -n 19 /usr/bin/python3 training/export.py --kind parts --size 256 --ckpt training/.runs/parts/best.pt
"""
import argparse
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common as C  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


class FlipTTA(torch.nn.Module):
    """logits = (f(x) + swap(flip(f(flip(x))))) / 2; swap maps left<->right part channels."""

    def __init__(self, net, lut):
        super().__init__()
        self.net = net
        self.register_buffer("lut", torch.tensor(lut, dtype=torch.long))

    def forward(self, x):
        a = self.net(x)
        b = self.net(torch.flip(x, [3]))
        b = torch.flip(b, [3]).index_select(1, self.lut)
        return (a + b) * 0.5


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kind", choices=["parts", "damage"], required=True)
    ap.add_argument("--size", required=True, help="input size: 320, or WxH such as 384x256")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--out", default=None)
    ap.add_argument("--flip-tta", action="store_true",
                    help="bake horizontal-flip test-time augmentation into the graph (left/right channels swapped back)")
    ap.add_argument("--recal", action="store_true",
                    help="re-estimate BN statistics on all training images first (for checkpoints saved without it)")
    ap.add_argument("--recal-size", type=int, default=256, help="with --recal: the training input size")
    a = ap.parse_args()
    torch.set_num_threads(2)
    classes = C.output_classes(a.kind)
    ck = torch.load(a.ckpt, map_location="cpu")
    model = C.make_model(ck.get("arch", "lraspp"), len(classes))
    model.load_state_dict(ck["model"])
    if a.recal:
        sys.path.insert(0, HERE)
        import train as T

        x = T.build_data(a.kind, a.recal_size, os.path.join(HERE, ".runs"))[0]
        x = x[np.random.RandomState(1).permutation(len(x))[:256]]  # same subset rule as train.py (seed 1)
        C.recalibrate_bn(model, x, a.recal_size)
        print(f"BN statistics re-estimated on {len(x)} training images")
    model.eval()
    if a.flip_tta:
        model = FlipTTA(model, C.flip_lut(classes)).eval()
    out = a.out or os.path.join(HERE, "..", "models", C.PACKS[a.kind]["name"] + ".onnx")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    geo = C.Geometry.parse(a.size)
    x = torch.zeros(1, 3, geo.h, geo.w)
    torch.onnx.export(model, x, out, opset_version=13, input_names=["input"], output_names=["logits"],
                      do_constant_folding=True)
    import onnx

    m = onnx.load(out)
    onnx.checker.check_model(m)
    # reference outputs for a parity check with another runtime (onnxruntime-node / cv2.dnn)
    g = torch.Generator().manual_seed(0)
    xr = torch.rand(1, 3, geo.h, geo.w, generator=g)
    with torch.no_grad():
        ref = model(C.normalise(xr[0])[None]).numpy()
    np.save(os.path.join(HERE, ".runs", f"{a.kind}_parity_in.npy"), C.normalise(xr[0])[None].numpy())
    np.save(os.path.join(HERE, ".runs", f"{a.kind}_parity_out.npy"), ref)
    # what was exported, for the card (eval.py --write-card)
    C.write_json(os.path.join(HERE, ".runs", f"{a.kind}_export.json"), {
        "onnx": os.path.abspath(out), "checkpoint": os.path.relpath(os.path.abspath(a.ckpt), os.path.join(HERE, "..")),
        "epoch": ck.get("epoch"), "val_score": ck.get("val_score"), "flip_tta": a.flip_tta})
    print(f"wrote {out} ({os.path.getsize(out) / 1e6:.2f} MB) from epoch {ck.get('epoch')}")


if __name__ == "__main__":
    main()
