"""Recompute a model card's metrics FROM THE ONNX FILE on the pack's held-out test split.

  nice -n 19 /usr/bin/python3 training/eval.py --kind parts            # prints metrics, compares with the card
  nice -n 19 /usr/bin/python3 training/eval.py --kind damage
  ... --write-card --run training/.runs/parts   # (re)writes models/<name>.json from the measured figures
  ... --examples 4                                # renders image | ground truth | prediction PNGs to training/examples/

Inference runs through onnxruntime-node 1.30 (the runtime the product uses; Debian has no python3-onnxruntime and
OpenCV 4.6's dnn cannot parse these graphs) via training/ort_bridge.cjs; Python does the pre/post-processing:
stretch to the card's input size, RGB, /255, ImageNet mean/std; logits resized bilinearly to the original image
size, then argmax. Ground truth: polygons rasterised at the original size (largest instance drawn first).
"""
import argparse
import json
import os
import subprocess
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common as C  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
MODELS = os.path.join(ROOT, "models")


class OrtNode:
    def __init__(self, onnx_path, geo, n_out):
        self.geo = geo
        self.n_out = n_out
        self.p = subprocess.Popen(["node", os.path.join(HERE, "ort_bridge.cjs"), onnx_path, f"{geo.w}x{geo.h}"],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT)

    def __call__(self, x):
        self.p.stdin.write(np.ascontiguousarray(x, np.float32).tobytes())
        self.p.stdin.flush()
        want = 4 * self.n_out * self.geo.w * self.geo.h
        data = b""
        while len(data) < want:
            chunk = self.p.stdout.read(want - len(data))
            if not chunk:
                raise RuntimeError("ort_bridge.cjs exited")
            data += chunk
        return np.frombuffer(data, np.float32).reshape(1, self.n_out, self.geo.h, self.geo.w)

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def bench(onnx_path, geo, runs=20):
    out = subprocess.run(["node", os.path.join(HERE, "ort_bridge.cjs"), onnx_path, f"{geo.w}x{geo.h}", "--bench", str(runs)],
                         capture_output=True, text=True, cwd=ROOT, check=True)
    return json.loads(out.stdout)


def bench_note(b, geo):
    return (f"onnxruntime-node 1.30, intraOpNumThreads 2, median of {b['runs']} runs at {geo.w}x{geo.h} "
            f"(min {b['min_ms']:.1f}, max {b['max_ms']:.1f} ms), pre/post-processing excluded, shared 2-core machine")


def weak_regions(logits, min_conf):
    """The engine's region rule (packages/vision: a card's thresholds.score): a connected region of one class whose
    mean winning softmax probability is below min_conf counts as background. logits [1,C,h,w] -> bool [h,w]."""
    p = torch.from_numpy(logits[0].copy()).softmax(0)
    prob, cls = p.max(0)
    h, w = cls.shape
    idx = torch.arange(1, h * w + 1, dtype=torch.float32).view(h, w)
    lab = torch.zeros(h, w)
    for c in cls.unique().tolist():
        if c == 0:
            continue
        m = (cls == c).float()
        cur = idx * m
        while True:  # flood each region with its largest index (8-connected)
            nxt = F.max_pool2d(cur[None, None], 3, 1, 1)[0, 0] * m
            if torch.equal(nxt, cur):
                break
            cur = nxt
        lab += cur
    keys, inv = lab.view(-1).unique(return_inverse=True)
    sums = torch.zeros(len(keys)).scatter_add_(0, inv, prob.view(-1))
    cnt = torch.zeros(len(keys)).scatter_add_(0, inv, torch.ones(h * w))
    weak = (sums / cnt) < min_conf
    weak[keys == 0] = False
    return weak[inv].view(h, w)


def predict(run, img, geo, min_conf=0.0):
    logits = run(C.to_input(img, geo))
    h, w = img.shape[:2]
    rw, rh, px, py = geo.plan(w, h)
    logits = logits[:, :, py:py + rh, px:px + rw]  # letterbox: the photo's part of the map
    up = F.interpolate(torch.from_numpy(logits.copy()), size=(h, w), mode="bilinear", align_corners=False)
    pred = up.argmax(1)[0].numpy().astype(np.uint8)
    if min_conf > 0:
        weak = weak_regions(logits, min_conf).float()[None, None]
        pred[F.interpolate(weak, size=(h, w), mode="nearest")[0, 0].numpy() > 0] = 0
    return pred


def palette(n):
    rng = np.random.RandomState(3)
    p = rng.randint(40, 255, size=(n, 3)).astype(np.uint8)
    p[0] = 0
    return p


def overlay(img, mask, pal):
    col = pal[mask]
    a = (mask > 0)[..., None] * 0.55
    return (img * (1 - a) + col * a).astype(np.uint8)


def render(path, img, gt, pr, pal, h=200):
    tiles = [img, overlay(img, gt, pal), overlay(img, pr, pal)]
    w = int(round(img.shape[1] * h / img.shape[0]))
    ims = [Image.fromarray(t).resize((w, h), Image.NEAREST if i else Image.BILINEAR) for i, t in enumerate(tiles)]
    canvas = Image.new("RGB", (3 * w + 8, h), (255, 255, 255))
    for i, im in enumerate(ims):
        canvas.paste(im, (i * (w + 4), 0))
    canvas.save(path, optimize=True)


def r4(v):
    return None if v is None or (isinstance(v, float) and np.isnan(v)) else round(float(v), 4)


def eval_parts(run, geo, classes, n_examples, split="test"):
    n = len(classes)
    conf = np.zeros((n, n), np.int64)
    items = C.list_split("carparts_dsmlr", "val" if split == "val32" else split)
    pal = palette(n)
    ex_idx = set(np.linspace(0, len(items) - 1, n_examples).astype(int).tolist()) if n_examples else set()
    for i, (ip, lp) in enumerate(items):
        img, gt = C.load_item(ip, lp)
        if split == "val32":  # the square val images cut to a photo's 3:2 shape around their centre
            img, gt = C.centre_crop(img, 1.5, gt)
        pr = predict(run, img, geo)
        conf += C.confusion(pr, gt, n)
        if i in ex_idx:
            render(os.path.join(HERE, "examples", f"parts_{os.path.splitext(os.path.basename(ip))[0]}.png"),
                   img, gt, pr, pal)
    iou = C.iou_from_conf(conf)
    base_acc = conf[0].sum() / conf.sum()
    return {
        "split": split,
        "pack": "carparts_dsmlr",
        "images": len(items),
        "resolution": "original image size (logits resized bilinearly, then argmax)",
        "mean_iou": r4(np.nanmean(iou[1:])),
        "mean_iou_note": "mean over the 18 part classes (background excluded)",
        "mean_iou_with_background": r4(np.nanmean(iou)),
        "pixel_accuracy": r4(np.diag(conf).sum() / conf.sum()),
        "per_class_iou": {c: r4(v) for c, v in zip(classes, iou)},
        "baseline_all_background": {"mean_iou": 0.0, "pixel_accuracy": r4(base_acc)},
    }


def damage_pass(run, geo, items, neg_items, n, pal=None, ex_idx=(), tag="", min_conf=0.0):
    """Returns confusion over the damage images, plus per-image (gt_has_damage, predicted damaged fraction)."""
    conf = np.zeros((n, n), np.int64)
    conf_neg = np.zeros((n, n), np.int64)
    per = []
    for i, (ip, lp) in enumerate(items + neg_items):
        neg = i >= len(items)
        img, gt = C.load_item(ip, None if neg else lp)
        if neg:
            if lp == "crop3:2":  # a square negative cut to a photo's 3:2 shape (see choose_threshold)
                img = C.centre_crop(img, 1.5)
            gt = np.zeros(img.shape[:2], np.uint8)
        pr = predict(run, img, geo, min_conf)
        c = C.confusion(pr, gt, n)
        if neg:
            conf_neg += c
        else:
            conf += c
        per.append((bool((gt > 0).any()), float((pr > 0).mean()), neg))
        if pal is not None and i in ex_idx:
            render(os.path.join(HERE, "examples", f"damage_{tag}{os.path.splitext(os.path.basename(ip))[0][:40]}.png"),
                   img, gt, pr, pal)
    return conf, conf_neg, per


def region_iou(conf):
    tp = conf[1:, 1:].sum()
    fp = conf[0, 1:].sum()
    fn = conf[1:, 0].sum()
    return tp / max(1, tp + fp + fn)


def prf(per, thr):
    tp = sum(1 for g, f, _ in per if g and f >= thr)
    fp = sum(1 for g, f, _ in per if not g and f >= thr)
    fn = sum(1 for g, f, _ in per if g and f < thr)
    tn = sum(1 for g, f, _ in per if not g and f < thr)
    prec = tp / (tp + fp) if tp + fp else None
    rec = tp / (tp + fn) if tp + fn else None
    return {"precision": r4(prec), "recall": r4(rec), "tp": tp, "fp": fp, "fn": fn, "tn": tn}


def choose_threshold(run, geo, n):
    """Region confidence (best damaged-region IoU) and damaged-area fraction (best image-level F1) on VAL (damage val
    + parts val as undamaged negatives).

    The parts val images are 512x512 squares, while photos (and the damage images) are mostly 3:2 and get squeezed
    when stretched to the input square; each negative is therefore used twice, as it is and cut to 3:2 around its
    centre, so the threshold also holds for undamaged cars shaped like real photos.
    """
    items = C.list_split("damaged_parts_capstone", "val")
    negs = [(p, None) for p, _ in C.list_split("carparts_dsmlr", "val")]
    negs += [(p, "crop3:2") for p, _ in negs]
    # 1. the region confidence that gives the best damaged-region IoU on val (damage val + undamaged negatives)
    runs = {}
    for min_conf in MIN_CONF_GRID:
        conf, conf_neg, per = damage_pass(run, geo, items, negs, n, min_conf=min_conf)
        runs[min_conf] = (region_iou(conf + conf_neg), per)
        print(f"  val min_conf {min_conf}: damaged-region IoU {runs[min_conf][0]:.4f}")
    min_conf = max(MIN_CONF_GRID, key=lambda k: runs[k][0])
    # 2. with it, the damaged-area share that gives the best image-level F1 on val
    best = (-1, 0.01)
    for thr in [0.001, 0.002, 0.005, 0.01, 0.02, 0.03, 0.05, 0.08, 0.1, 0.12, 0.15, 0.2]:
        m = prf(runs[min_conf][1], thr)
        p, r = m["precision"] or 0, m["recall"] or 0
        f1 = 2 * p * r / (p + r) if p + r else 0
        print(f"  val min_conf {min_conf} area {thr}: precision {p:.3f} recall {r:.3f} F1 {f1:.3f}")
        if f1 > best[0]:
            best = (f1, thr)
    return best[1], min_conf, r4(best[0]), r4(runs[min_conf][0]), len(items), len(negs)


# region confidence thresholds tried on val (the engine drops regions whose mean probability is below the card's
# thresholds.score)
MIN_CONF_GRID = [0.0, 0.3, 0.4, 0.5, 0.6]


def eval_damage(run, geo, classes, n_examples, thr=None, min_conf=0.0):
    n = len(classes)
    val_note = None
    if thr is None:
        thr, min_conf, f1, viou, nv, nn = choose_threshold(run, geo, n)
        val_note = {"chosen_on": f"val: {nv} damage-pack val images + {nn // 2} parts-pack val images (undamaged), each also cut to 3:2",
                    "min_region_confidence": f"best damaged-region IoU on val among {MIN_CONF_GRID} (val IoU {viou})",
                    "threshold_area_fraction": "best image-level F1 on val with that region confidence",
                    "val_f1": f1}
    items = C.list_split("damaged_parts_capstone", "test")
    negs = [(p, None) for p, _ in C.list_split("carparts_dsmlr", "test")]
    pal = palette(n)
    tot = len(items) + len(negs)
    ex_idx = set(np.linspace(0, len(items) - 1, max(0, n_examples - 1)).astype(int).tolist()) if n_examples else set()
    if n_examples:
        ex_idx.add(len(items) + 5)  # one undamaged negative
    conf, conf_neg, per = damage_pass(run, geo, items, negs, n, pal, ex_idx, min_conf=min_conf)
    iou = C.iou_from_conf(conf)
    n_pos = sum(1 for g, _, _ in per if g)
    n_neg = len(per) - n_pos
    allc = conf + conf_neg
    return {
        "split": "test",
        "pack": "damaged_parts_capstone",
        "images": len(items),
        "negatives": {"pack": "carparts_dsmlr", "split": "test", "images": len(negs),
                      "note": "undamaged cars never used in training (damage training used parts-pack TRAIN only)"},
        "resolution": ("original image size (logits resized bilinearly, then argmax; regions below the minimum "
                       "confidence, found at the model's output size, set to background)"),
        "damaged_region_iou": r4(region_iou(conf)),
        "damaged_region_iou_note": "any damage class vs background, pixels of the damage-pack test images",
        "damaged_region_iou_incl_negatives": r4(region_iou(allc)),
        "mean_iou_damage_classes": r4(np.nanmean(iou[1:])),
        "per_class_iou": {c: r4(v) for c, v in zip(classes, iou)},
        "pixel_accuracy": r4(np.diag(conf).sum() / conf.sum()),
        "image_level": {
            "rule": (f"damage regions with a mean probability below {min_conf} are dropped (the engine's thresholds.score); "
                     f"a photo is damaged if what remains covers >= {thr} of the image"),
            "threshold_area_fraction": thr,
            "min_region_confidence": min_conf,
            "threshold_selection": val_note,
            "positives": n_pos,
            "negatives": n_neg,
            "positives_note": "images with any damage polygon (damage-pack test images without labels count as negatives)",
            **prf(per, thr),
        },
        "baseline_all_background": {
            "damaged_region_iou": 0.0,
            "mean_iou_damage_classes": 0.0,
            "pixel_accuracy": r4(conf[0].sum() / conf.sum()),
            "image_level": {"precision": None, "recall": 0.0, "note": "never says damaged; precision undefined"},
        },
        "baseline_always_damaged": {
            "image_level": {"precision": r4(n_pos / tot), "recall": 1.0},
            "damaged_region_iou": r4(conf[1:].sum() / conf.sum()),
            "note": "every pixel of every photo called damaged",
        },
    }


def source_fields(pack):
    txt = open(os.path.join(C.pack_dir(pack), "SOURCE.txt")).read()
    prov = txt.split("\nConversion")[0].strip()
    return prov


YOLOX_NOTICE = ("; the network starts from YOLOX-Nano (https://github.com/Megvii-BaseDetection/YOLOX, COCO weights), "
                "Copyright (c) Megvii Inc., Apache License 2.0, detection head removed and all weights fine-tuned")


def build_card(kind, geo, classes, metrics, bench_res, log, onnx_path):
    pack = C.PACKS[kind]["pack"]
    exp_path = os.path.join(HERE, ".runs", f"{kind}_export.json")
    exported = json.load(open(exp_path)) if os.path.exists(exp_path) else None
    if exported and exported["onnx"] != os.path.abspath(onnx_path):
        exported = None
    flip_tta = bool(exported and exported["flip_tta"])
    args = log["args"]
    cmd = "/usr/bin/python3 training/train.py " + " ".join(log["argv"])
    schedule = (f"{log['total_epochs']} epochs, {log.get('total_steps')} steps of batch {args['batch']}; "
                + ("the LR schedule follows elapsed wall-clock time (--budget-minutes), so a re-run on another "
                   "machine takes a different number of steps" if args.get("budget_minutes") else
                   "fixed schedule: the same command repeats it"))
    if kind == "parts":
        data_lic = "NONE STATED by the authors: research use, cite Pasupa et al. 2021"
        attribution = ("Pasupa K., Kittiworapanya P., Hongngern N., Woraratpanya K., 'Evaluation of deep learning "
                       "algorithms for semantic segmentation of car parts', Complex & Intelligent Systems (2021), "
                       "doi:10.1007/s40747-021-00397-8; data: https://github.com/dsmlr/Car-Parts-Segmentation")
        licence = ("research use, cite Pasupa et al. 2021 (trained on data without a stated licence; "
                   "wider use needs the authors' permission)")
    else:
        data_lic = "CC BY 4.0"
        attribution = ("'Car Damage Detection' v2 by Roboflow user capstone-nh0nc, "
                       "https://universe.roboflow.com/capstone-nh0nc/car-damage-detection-t0g92/dataset/2, "
                       "licensed CC BY 4.0; changes were made (re-split by source photo, boxes converted to polygons, "
                       "rasterised to masks; negatives from carparts_dsmlr train split). Negatives: Pasupa et al. 2021.")
        licence = ("CC BY 4.0 (weights derived from CC BY 4.0 data, attribution above); the negatives come from "
                   "carparts_dsmlr (no licence stated: research use, cite Pasupa et al. 2021)")
    card = {
        "name": C.PACKS[kind]["name"],
        "version": "2.0.0",
        "task": C.PACKS[kind]["task"],
        "format": "semantic-seg",
        "input": {"name": "input", "width": geo.w, "height": geo.h, "layout": "NCHW", "color": "RGB",
                  "scale": 1 / 255, "mean": C.MEAN, "std": C.STD, "resize": geo.resize,
                  **({"pad_value": geo.pad, "pad_align": "center"} if geo.resize == "letterbox" else {})},
        "output": {"name": "logits", "activation": "softmax", "background_index": 0},
        "classes": classes,
        "metrics": metrics,
        "inference_ms_cpu_2cores": round(bench_res["median_ms"], 1),
        "inference_note": bench_note(bench_res, geo),
        "file": os.path.basename(onnx_path),
        "file_info": {"bytes": os.path.getsize(onnx_path), "opset": 13},
        "architecture": C.ARCH_DESCRIPTIONS[args.get("arch", "lraspp")] + (
            "; horizontal-flip test-time augmentation baked into the graph (left/right channels swapped back), i.e. "
            "two passes per call" if flip_tta else ""),
        "training": {
            "data": pack,
            "provenance": source_fields(pack),
            "licence": data_lic,
            "attribution": attribution,
            "command": cmd,
            "schedule": schedule,
            "seed": args["seed"],
            "epochs": log["total_epochs"],
            "duration_minutes": log["total_minutes"],
            "exported_checkpoint": exported and {k: exported[k] for k in ("checkpoint", "epoch")},
            "val_score": r4(exported["val_score"]) if exported and exported.get("val_score") is not None else None,
            "val_score_note": ("parts: mean IoU over the 18 parts on the val split at the training size, no TTA; "
                               "damage: damaged-region IoU on the damage val split plus the parts-pack val cars "
                               "(undamaged) cut to the input's aspect ratio; both after BN re-estimation"),
            "best_val_score_during_training": r4(log.get("best_val_score")),
            "best_epoch_on_val": log.get("best_epoch"),
            "hardware": "2 shared CPU cores, Debian python3-torch 1.13.1, torch.set_num_threads(2)",
            "loss": "class-weighted cross-entropy + 0.5 soft Dice",
            "augmentation": "scale/crop (0.5-1.0 side, aspect ratio x exp(+-%s), occasional zoom-out), h-flip with "
                            "left/right class swap, light perspective, brightness/contrast/saturation/hue jitter, "
                            "Gaussian blur" % args.get("aspect_jitter", 0.2)
                            + ("; crops keep each image's own aspect ratio and take the input's (--native)" if args.get("native") else ""),
        },
        "licence": licence + (YOLOX_NOTICE if args.get("arch", "lraspp") == "yolox" else ""),
    }
    if kind == "damage":
        # The engine applies the image-level rule the precision/recall were measured with (packages/vision).
        il = metrics["image_level"]
        card["thresholds"] = {"score": il["min_region_confidence"], "image_min_fraction": il["threshold_area_fraction"]}
        card["thresholds_note"] = ("score: damage regions whose mean probability is below it are dropped; "
                                   "image_min_fraction: a photo whose remaining damage covers less than this share is "
                                   "reported undamaged. score chosen for the best damaged-region IoU on val, then "
                                   "image_min_fraction for the best image-level F1 on val; both applied in every test "
                                   "figure of this card")
    return card


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kind", choices=["parts", "damage"], required=True)
    ap.add_argument("--onnx", default=None)
    ap.add_argument("--size", default=None, help="input size, 320 or WxH such as 384x256 (default: from the card)")
    ap.add_argument("--write-card", action="store_true")
    ap.add_argument("--run", default=None, help="training run folder with log.json (for --write-card)")
    ap.add_argument("--examples", type=int, default=0)
    ap.add_argument("--rebench", action="store_true", help="only re-measure inference time into the existing card")
    ap.add_argument("--split", default="test",
                    help="parts only: 'val' (square) or 'val32' (val cut to 3:2) for choosing the input geometry")
    ap.add_argument("--resize", choices=["stretch", "letterbox"], default=None, help="default: from the card")
    ap.add_argument("--pad", type=int, default=0, help="letterbox padding grey level (0..255)")
    a = ap.parse_args()
    torch.set_num_threads(2)
    name = C.PACKS[a.kind]["name"]
    onnx_path = os.path.abspath(a.onnx or os.path.join(MODELS, name + ".onnx"))
    card_path = os.path.join(MODELS, name + ".json")
    card = json.load(open(card_path)) if os.path.exists(card_path) else None
    if a.size:
        geo = C.Geometry.parse(a.size, a.resize or "stretch", a.pad)
    else:
        assert card, "--size needed when no card exists"
        ci = card["input"]
        geo = C.Geometry(ci["width"], ci["height"], a.resize or ci["resize"], ci.get("pad_value", 0))
    print("input geometry:", geo)
    classes = C.output_classes(a.kind)
    if card:
        assert card["classes"] == classes, "card classes differ from the pack"
    if a.rebench:
        b = bench(onnx_path, geo)
        card["inference_ms_cpu_2cores"] = round(b["median_ms"], 1)
        card["inference_note"] = bench_note(b, geo)
        C.write_json(card_path, card)
        print(b)
        return
    if a.examples:
        os.makedirs(os.path.join(HERE, "examples"), exist_ok=True)
    t0 = time.time()
    run = OrtNode(onnx_path, geo, len(classes))
    # parity with the PyTorch model, when export.py left reference tensors
    pin = os.path.join(HERE, ".runs", f"{a.kind}_parity_in.npy")
    parity = None
    if os.path.exists(pin) and np.load(pin).shape[-2:] == (geo.h, geo.w):
        ref = np.load(os.path.join(HERE, ".runs", f"{a.kind}_parity_out.npy"))
        got = run(np.load(pin))
        parity = float(np.abs(got - ref).max())
        print(f"parity onnxruntime-node vs torch: max |diff| = {parity:.2e} (logit range {np.abs(ref).max():.1f})")
    if a.kind == "parts":
        metrics = eval_parts(run, geo, classes, a.examples, a.split)
    else:
        thr, min_conf = None, 0.0
        if card and not a.write_card:
            thr = card["metrics"]["image_level"]["threshold_area_fraction"]
            min_conf = card["metrics"]["image_level"].get("min_region_confidence", 0.0)
        metrics = eval_damage(run, geo, classes, a.examples, thr, min_conf)
    run.close()
    metrics["evaluated_with"] = "training/eval.py on the ONNX file via onnxruntime-node 1.30"
    print(json.dumps(metrics, indent=1))
    print(f"eval took {time.time() - t0:.0f}s")
    if a.write_card:
        b = bench(onnx_path, geo)
        print("bench:", b)
        log = json.load(open(os.path.join(a.run, "log.json")))
        best = [e for e in log["epochs"] if e.get("val_score") == log["best_val_score"]]
        log["best_epoch"] = best[0]["epoch"] if best else None
        old = card or {}
        card = build_card(a.kind, geo, classes, metrics, b, log, onnx_path)
        for k, v in old.items():  # keep fields added by hand or by the engine's owners (e.g. decoder thresholds)
            card.setdefault(k, v)
        extra = os.path.join(a.run, "card_training.json")  # e.g. a run made in stages: overrides command/epochs/time
        if os.path.exists(extra):
            ex = json.load(open(extra))
            card.update(ex.pop("_top", {}))
            card["training"].update(ex)
        C.write_json(card_path, card)
        print("wrote", card_path)
    elif card:
        keys = ["mean_iou", "pixel_accuracy"] if a.kind == "parts" else ["damaged_region_iou", "mean_iou_damage_classes"]
        for k in keys:
            print(f"{k}: card {card['metrics'].get(k)}  recomputed {metrics.get(k)}  "
                  f"{'OK' if card['metrics'].get(k) == metrics.get(k) else 'DIFFERS'}")
        if a.kind == "damage":
            for k in ("precision", "recall"):
                c, m = card["metrics"]["image_level"][k], metrics["image_level"][k]
                print(f"image {k}: card {c}  recomputed {m}  {'OK' if c == m else 'DIFFERS'}")


if __name__ == "__main__":
    main()
