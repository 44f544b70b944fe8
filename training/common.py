"""Shared pieces: YOLO-seg pack loading, rasterisation, augmentation, model, metrics.

Runs on Debian's python3-torch 1.13 (CPU). No network access is needed at any point.
"""
import glob
import json
import math
import os
import random

import numpy as np
import torch
import torch.nn.functional as F
import yaml
from PIL import Image, ImageDraw

DATASETS = os.environ.get(
    "DATASETS_DIR",
    os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..", "shared", "datasets")),
)
MEAN = [0.485, 0.456, 0.406]
STD = [0.229, 0.224, 0.225]

# Pack configurations. "classes" is the OUTPUT order of the model: background first.
PACKS = {
    "parts": {
        "pack": "carparts_dsmlr",
        "task": "part-segmentation",
        "name": "car-parts",
    },
    "damage": {
        "pack": "damaged_parts_capstone",
        "task": "damage-segmentation",
        "name": "car-damage",
    },
}


def pack_dir(pack):
    return os.path.join(DATASETS, pack)


def pack_names(pack):
    with open(os.path.join(pack_dir(pack), "data.yaml")) as f:
        y = yaml.safe_load(f)
    names = y["names"]
    if isinstance(names, dict):
        names = [names[k] for k in sorted(names)]
    return list(names)


def output_classes(kind):
    return ["background"] + pack_names(PACKS[kind]["pack"])


def flip_lut(classes):
    """Index map applied to a mask after a horizontal flip: left<->right classes swap."""
    lut = np.arange(len(classes), dtype=np.int64)
    for i, n in enumerate(classes):
        for a, b in (("left", "right"), ("right", "left")):
            if a in n.split("_"):
                other = "_".join(b if t == a else t for t in n.split("_"))
                if other in classes:
                    lut[i] = classes.index(other)
    return lut


def list_split(pack, split):
    imgs = sorted(glob.glob(os.path.join(pack_dir(pack), "images", split, "*")))
    out = []
    for p in imgs:
        stem = os.path.splitext(os.path.basename(p))[0]
        lab = os.path.join(pack_dir(pack), "labels", split, stem + ".txt")
        out.append((p, lab))
    return out


def read_polys(label_path):
    polys = []
    if label_path is None or not os.path.exists(label_path):
        return polys
    with open(label_path) as f:
        for line in f:
            v = line.split()
            if len(v) < 7:
                continue
            c = int(v[0])
            pts = np.array([float(x) for x in v[1:]], dtype=np.float64).reshape(-1, 2)
            polys.append((c, pts))
    return polys


def poly_area(pts):
    x, y = pts[:, 0], pts[:, 1]
    return 0.5 * abs(np.dot(x, np.roll(y, 1)) - np.dot(y, np.roll(x, 1)))


def rasterise(polys, w, h):
    """Class-index mask (0 = background, k+1 = pack class k).

    Overlap rule: instances are drawn largest-first, so a smaller instance lying on a bigger one
    (a light on a bumper, a mirror on a door) stays visible instead of being painted over.
    """
    m = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(m)
    for c, pts in sorted(polys, key=lambda cp: -poly_area(cp[1])):
        xy = [(float(x) * w, float(y) * h) for x, y in pts]
        d.polygon(xy, fill=int(c) + 1, outline=int(c) + 1)
    return np.array(m, dtype=np.uint8)


def wh(size):
    """An int (square) or (width, height) -> (width, height)."""
    return (size, size) if isinstance(size, int) else tuple(size)


def load_item(img_path, lab_path, size=None, max_side=None):
    """Image (H,W,3 uint8 RGB) and mask (H,W uint8); optionally stretched to size (int or (w, h)), or shrunk to at
    most max_side pixels on its longer side keeping its aspect ratio."""
    im = Image.open(img_path).convert("RGB")
    if size is not None:
        im = im.resize(wh(size), Image.BILINEAR)
    elif max_side and max(im.size) > max_side:
        f = max_side / max(im.size)
        im = im.resize((max(1, round(im.width * f)), max(1, round(im.height * f))), Image.BILINEAR)
    w, h = im.size
    mask = rasterise(read_polys(lab_path), w, h)
    return np.asarray(im, dtype=np.uint8), mask


def centre_crop(img, aspect, mask=None):
    """The full-width band of img (and mask) around its centre whose width/height is `aspect` (a square photo cut to
    a 3:2 photo's shape: aspect 1.5)."""
    H, W = img.shape[:2]
    ch = min(H, round(W / aspect))
    top = (H - ch) // 2
    return img[top:top + ch] if mask is None else (img[top:top + ch], mask[top:top + ch])


def load_cached(items, size, cache_path=None):
    """Load a list of (img, label) into uint8 arrays, stretched to size (int or (w, h)); cached in .runs."""
    if cache_path and os.path.exists(cache_path):
        d = np.load(cache_path)
        return d["x"], d["y"]
    w, h = wh(size)
    xs = np.zeros((len(items), h, w, 3), np.uint8)
    ys = np.zeros((len(items), h, w), np.uint8)
    for i, (ip, lp) in enumerate(items):
        xs[i], ys[i] = load_item(ip, lp, size)
    if cache_path:
        os.makedirs(os.path.dirname(cache_path), exist_ok=True)
        np.savez(cache_path, x=xs, y=ys)
    return xs, ys


def load_native(items, max_side, cache_path=None):
    """Like load_cached, but each image keeps its own aspect ratio (longer side at most max_side): lists of arrays."""
    if cache_path and os.path.exists(cache_path):
        d = np.load(cache_path, allow_pickle=True)
        return list(d["x"]), list(d["y"])
    xs, ys = [], []
    for ip, lp in items:
        a, m = load_item(ip, lp, max_side=max_side)
        xs.append(a)
        ys.append(m)
    if cache_path:
        os.makedirs(os.path.dirname(cache_path), exist_ok=True)
        ox, oy = np.empty(len(xs), object), np.empty(len(ys), object)
        for i in range(len(xs)):
            ox[i], oy[i] = xs[i], ys[i]
        np.savez(cache_path, x=ox, y=oy)
    return xs, ys


# ---------------------------------------------------------------- augmentation

def augment(img, mask, out, lut, rng, aspect_jitter=0.2, native=False):
    """img uint8 HxWx3 numpy, mask uint8 HxW -> float tensor 3 x oh x ow (0..1), long tensor oh x ow.

    out: an int (square) or (width, height). Scale/crop (zoom in 1..2x, occasional zoom out with padding), horizontal
    flip with left/right swap, light perspective, colour jitter, blur. aspect_jitter: the crop's aspect ratio varies by
    exp(+-aspect_jitter) before it is stretched to the output, so how much an image was squeezed tells the network
    nothing. native: the image is stored at its own aspect ratio; crops then take the OUTPUT's aspect ratio (times
    the jitter) and 0.5-1.0 of the largest such window, so a square photo and a 4:3 photo both yield undistorted crops.
    """
    ow, oh = wh(out)
    x = torch.from_numpy(img).permute(2, 0, 1).float().div_(255.0)
    y = torch.from_numpy(mask.astype(np.int64))
    H, W = y.shape
    # scale / crop
    s = rng.uniform(0.5, 1.0)
    ar = math.exp(rng.uniform(-aspect_jitter, aspect_jitter))
    if native:
        target = ow / oh * ar
        mh, mw = (H, H * target) if W / H > target else (W / target, W)
        ch, cw = max(8, min(H, round(mh * s))), max(8, min(W, round(mw * s)))
    else:
        ch = int(min(H, round(H * s / math.sqrt(ar))))
        cw = int(min(W, round(W * s * math.sqrt(ar))))
    t = rng.randint(0, H - ch)
    l = rng.randint(0, W - cw)
    x = x[:, t:t + ch, l:l + cw]
    y = y[t:t + ch, l:l + cw]
    if rng.random() < 0.2:  # zoom out: car smaller in frame
        z = rng.uniform(1.0, 1.4)
        ph, pw = int(ch * z) - ch, int(cw * z) - cw
        pt, pl = rng.randint(0, ph), rng.randint(0, pw)
        x = F.pad(x, (pl, pw - pl, pt, ph - pt), value=0.0)
        y = F.pad(y, (pl, pw - pl, pt, ph - pt), value=0)
    x = F.interpolate(x[None], size=(oh, ow), mode="bilinear", align_corners=False)[0]
    y = F.interpolate(y[None, None].float(), size=(oh, ow), mode="nearest")[0, 0].long()
    return _flip_and_photometric(x, y, ow, oh, lut, rng)


def _flip_and_photometric(x, y, ow, oh, lut, rng):
    import torchvision.transforms.functional as TF

    # flip with class swap
    if rng.random() < 0.5:
        x = x.flip(-1)
        y = torch.from_numpy(lut)[y.flip(-1)]
    # light perspective
    if rng.random() < 0.3:
        d = 0.08 * min(ow, oh)
        sp = [[0, 0], [ow - 1, 0], [ow - 1, oh - 1], [0, oh - 1]]
        ep = [[int(px + rng.uniform(-d, d)), int(py + rng.uniform(-d, d))] for px, py in sp]
        x = TF.perspective(x, sp, ep, interpolation=TF.InterpolationMode.BILINEAR, fill=0.0)
        y = TF.perspective(y[None].float(), sp, ep, interpolation=TF.InterpolationMode.NEAREST, fill=0.0)[0].long()
    # colour jitter
    x = TF.adjust_brightness(x, rng.uniform(0.7, 1.3))
    x = TF.adjust_contrast(x, rng.uniform(0.7, 1.3))
    x = TF.adjust_saturation(x, rng.uniform(0.6, 1.4))
    if rng.random() < 0.2:
        x = TF.adjust_hue(x, rng.uniform(-0.04, 0.04))
    # blur
    if rng.random() < 0.25:
        k = rng.choice([3, 5])
        x = TF.gaussian_blur(x, [k, k], [rng.uniform(0.3, 1.5)] * 2)
    return x.clamp_(0, 1), y


def normalise(x):
    m = torch.tensor(MEAN).view(-1, 1, 1)
    s = torch.tensor(STD).view(-1, 1, 1)
    return (x - m) / s


class Geometry:
    """How a photo becomes the network input: W x H, stretched or letterboxed (centred, pad grey level `pad`)."""

    def __init__(self, width, height, resize="stretch", pad=0):
        assert resize in ("stretch", "letterbox")
        self.w, self.h, self.resize, self.pad = int(width), int(height), resize, int(pad)

    @staticmethod
    def parse(size, resize="stretch", pad=0):
        """'320' or '384x256' (width x height)."""
        w, _, h = str(size).partition("x")
        return Geometry(int(w), int(h or w), resize, pad)

    def __str__(self):
        return f"{self.w}x{self.h} {self.resize}"

    def plan(self, w, h):
        """(resized width, resized height, pad left, pad top) for a w x h photo."""
        if self.resize == "stretch":
            return self.w, self.h, 0, 0
        s = min(self.w / w, self.h / h)
        rw, rh = max(1, round(w * s)), max(1, round(h * s))
        return rw, rh, (self.w - rw) // 2, (self.h - rh) // 2


def to_input(img_uint8, geo):
    """Inference preprocessing exactly as the card says: stretch or letterbox to W x H, RGB, /255, mean/std, NCHW."""
    h, w = img_uint8.shape[:2]
    rw, rh, px, py = geo.plan(w, h)
    im = Image.fromarray(img_uint8).resize((rw, rh), Image.BILINEAR)
    canvas = Image.new("RGB", (geo.w, geo.h), (geo.pad,) * 3)
    canvas.paste(im, (px, py))
    x = np.asarray(canvas, dtype=np.float32) / 255.0
    x = (x - np.array(MEAN, np.float32)) / np.array(STD, np.float32)
    return x.transpose(2, 0, 1)[None].copy()


# ---------------------------------------------------------------- model

class SegNet(torch.nn.Module):
    """torchvision LR-ASPP MobileNetV3-Large, trained from scratch; returns logits at input resolution."""

    def __init__(self, num_classes):
        super().__init__()
        from torchvision.models.segmentation import lraspp_mobilenet_v3_large

        self.net = lraspp_mobilenet_v3_large(weights=None, weights_backbone=None, num_classes=num_classes)

    def forward(self, x):
        return self.net(x)["out"]


ARCHS = ("yolox", "lraspp")
ARCH_DESCRIPTIONS = {
    "yolox": ("YOLOX-Nano backbone + PAFPN initialised from Megvii's COCO-trained YOLOX-Nano "
              "(../shared/models/vehicle/yolox_nano_416.onnx, Apache-2.0; BatchNorm fused, detection head dropped) "
              "with a light decoder (strides 32/16/8 merged at 8, refined at 4 with the stride-4 features), "
              "about 0.9 M parameters, fine-tuned end to end (training/yolox_seg.py)"),
    "lraspp": "LR-ASPP MobileNetV3-Large (torchvision), trained from scratch (no pretrained weights)",
}


def make_model(arch, num_classes):
    """yolox: COCO-pretrained YOLOX-Nano backbone + decoder (yolox_seg.py); lraspp: MobileNetV3 from scratch."""
    if arch == "yolox":
        from yolox_seg import YoloxSeg

        return YoloxSeg(num_classes)
    if arch == "lraspp":
        return SegNet(num_classes)
    raise ValueError(f"unknown architecture {arch}")


def param_groups(model, lr, backbone_mult):
    """Pretrained backbone parameters learn at lr * backbone_mult, everything else at lr."""
    if hasattr(model, "backbone_params") and backbone_mult != 1.0:
        return [{"params": model.backbone_params(), "lr_mult": backbone_mult},
                {"params": model.head_params(), "lr_mult": 1.0}]
    return [{"params": list(model.parameters()), "lr_mult": 1.0}]


# ---------------------------------------------------------------- metrics

def confusion(pred, gt, n):
    idx = gt.astype(np.int64) * n + pred.astype(np.int64)
    return np.bincount(idx.ravel(), minlength=n * n).reshape(n, n)


def iou_from_conf(conf):
    tp = np.diag(conf).astype(np.float64)
    denom = conf.sum(0) + conf.sum(1) - tp
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(denom > 0, tp / denom, np.nan)


def seed_all(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def write_json(path, obj):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        json.dump(obj, f, indent=2)
        f.write("\n")


@torch.no_grad()
def recalibrate_bn(model, images_uint8, size, batch=16):
    """Re-estimate BatchNorm running statistics as a plain average over the given images (train-mode forward,
    no gradients). torchvision's MobileNetV3 uses BN momentum 0.01, whose running averages lag far behind weights
    trained from scratch in a few thousand steps; this makes eval-mode (= exported) outputs match training."""
    bns = [m for m in model.modules() if isinstance(m, torch.nn.modules.batchnorm._BatchNorm)]
    for m in bns:
        m.reset_running_stats()
        m.momentum = None  # cumulative moving average
    model.train()
    mean = torch.tensor(MEAN).view(1, 3, 1, 1)
    std = torch.tensor(STD).view(1, 3, 1, 1)
    for i in range(0, len(images_uint8), batch):
        xb = torch.from_numpy(np.ascontiguousarray(images_uint8[i:i + batch])).permute(0, 3, 1, 2).float() / 255.0
        w, h = wh(size)
        if xb.shape[-2:] != (h, w):
            xb = F.interpolate(xb, size=(h, w), mode="bilinear", align_corners=False)
        model((xb - mean) / std)
    model.eval()
    return model
