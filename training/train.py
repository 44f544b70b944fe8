"""Train a semantic-segmentation net on one of the YOLO-seg packs (CPU, PyTorch 1.13).

  nice -n 19 /usr/bin/python3 training/train.py --kind parts  --size 256 --epochs N
  nice -n 19 /usr/bin/python3 training/train.py --kind damage --size 192 --minutes 15   # plans epochs after epoch 1

Epoch 1 always uses warm-up + constant LR; epochs 2..N follow a cosine decay. With --minutes the number of epochs is
chosen after epoch 1 from its measured duration and written to the run log; passing that number as --epochs repeats
the identical schedule (same seed, same sample order, same augmentations).
"""
import argparse
import copy
import json
import math
import os
import random
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common as C  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def build_data(kind, size, runs, negative_repeat=1, native=False):
    """Training images and masks (arrays, or lists at each image's own aspect ratio when native) and val arrays.

    size: the training input, an int (square) or (width, height); val images are stretched to it."""
    pack = C.PACKS[kind]["pack"]
    store = 384 if kind == "parts" else 256  # stored resolution (headroom for zoom-in crops)
    tr = C.list_split(pack, "train")
    tag = "native" if native else ""

    def load(items, name):
        cache = os.path.join(runs, "cache", f"{name}_train_{tag}{store}.npz")
        return C.load_native(items, store, cache) if native else C.load_cached(items, store, cache)

    x, y = load(tr, pack)
    neg = 0
    if kind == "damage":
        # undamaged cars from the parts pack TRAIN split as negatives (all background); parts TEST stays unseen
        nx, _ = load(C.list_split("carparts_dsmlr", "train"), "carparts_dsmlr")
        if native:
            nx = list(nx) * negative_repeat
            x = list(x) + nx
            y = list(y) + [np.zeros(a.shape[:2], np.uint8) for a in nx]
        else:
            nx = np.concatenate([nx] * negative_repeat)
            x = np.concatenate([x, nx])
            y = np.concatenate([y, np.zeros(nx.shape[:3], np.uint8)])
        neg = len(nx)
    va = C.list_split(pack, "val")
    w, h = C.wh(size)
    vx, vy = C.load_cached(va, size, os.path.join(runs, "cache", f"{pack}_val_{w}x{h}.npz" if w != h else f"{pack}_val_{w}.npz"))
    if kind == "damage":
        # val negatives: the parts pack's val cars cut to the input's aspect ratio around their centre, so the val
        # score (damaged-region IoU) also counts damage painted on undamaged cars
        nv = []
        for ip, _ in C.list_split("carparts_dsmlr", "val"):
            im = C.centre_crop(np.asarray(Image.open(ip).convert("RGB")), w / h)
            nv.append(np.asarray(Image.fromarray(im).resize((w, h), Image.BILINEAR)))
        vx = np.concatenate([vx, np.stack(nv)])
        vy = np.concatenate([vy, np.zeros((len(nv), h, w), np.uint8)])
    return x, y, vx, vy, len(tr), neg


def stretched(images, size):
    """A list of images of any shapes -> one uint8 array stretched to size (for BN re-estimation)."""
    w, h = C.wh(size)
    return np.stack([np.asarray(Image.fromarray(a).resize((w, h), Image.BILINEAR)) for a in images])


def class_weights(y, n):
    flat = np.concatenate([m.ravel() for m in y]) if isinstance(y, list) else y.ravel()
    freq = np.bincount(flat, minlength=n).astype(np.float64)
    freq = freq / freq.sum()
    med = np.median(freq[freq > 0])
    w = np.where(freq > 0, np.sqrt(med / np.maximum(freq, 1e-12)), 1.0)
    return np.clip(w, 0.2, 5.0), freq


def dice_loss(logits, y, n):
    p = logits.softmax(1)
    oh = F.one_hot(y, n).permute(0, 3, 1, 2).float()
    inter = (p * oh).sum((0, 2, 3))
    den = p.sum((0, 2, 3)) + oh.sum((0, 2, 3))
    present = oh.sum((0, 2, 3)) > 0
    d = 1 - (2 * inter + 1) / (den + 1)
    return d[present].mean()


@torch.no_grad()
def validate(model, vx, vy, n, kind):
    """Val score in eval mode (the caller passes a copy whose BN statistics were re-estimated)."""
    model.eval()
    conf = np.zeros((n, n), np.int64)
    m = torch.tensor(C.MEAN).view(1, 3, 1, 1)
    s = torch.tensor(C.STD).view(1, 3, 1, 1)
    for i in range(0, len(vx), 16):
        xb = torch.from_numpy(vx[i:i + 16]).permute(0, 3, 1, 2).float() / 255.0
        pr = model((xb - m) / s).argmax(1).numpy()
        conf += C.confusion(pr, vy[i:i + 16], n)
    model.train()
    iou = C.iou_from_conf(conf)
    if kind == "parts":
        return float(np.nanmean(iou[1:])), iou
    # damaged-region IoU: any damage class vs background (val negatives included, see build_data)
    tp = conf[1:, 1:].sum()
    fp = conf[0, 1:].sum()
    fn = conf[1:, 0].sum()
    return float(tp / max(1, tp + fp + fn)), iou


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kind", choices=["parts", "damage"], required=True)
    ap.add_argument("--size", default="256", help="input size: 256, or WxH such as 288x192")
    ap.add_argument("--native", action="store_true",
                    help="keep each training image's aspect ratio; crops take the input's aspect (see common.augment)")
    ap.add_argument("--epochs", type=int, default=0, help="total epochs (0: plan from --minutes)")
    ap.add_argument("--minutes", type=float, default=0, help="wall-clock budget used to plan epochs")
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--val-every", type=int, default=2)
    ap.add_argument("--recal-images", type=int, default=256, help="train images used to re-estimate BN stats")
    ap.add_argument("--budget-minutes", type=float, default=0,
                    help="time-budgeted schedule: cosine LR over elapsed training time, stop when it is spent")
    ap.add_argument("--stop-after", type=int, default=0, help="end after this epoch (schedule still planned for --epochs)")
    ap.add_argument("--init", default=None, help="start from this checkpoint's weights (fresh optimiser)")
    ap.add_argument("--samples-per-epoch", type=int, default=0, help="random subset per epoch (0: all)")
    ap.add_argument("--aspect-jitter", type=float, default=0.2,
                    help="crop aspect ratio varies by exp(+-this) before the square stretch (damage: 0.5, see README)")
    ap.add_argument("--negative-repeat", type=int, default=1, help="damage: each undamaged negative appears this many times")
    ap.add_argument("--arch", choices=C.ARCHS, default="yolox", help="network (see common.make_model)")
    ap.add_argument("--backbone-lr", type=float, default=0.25, help="pretrained backbone LR as a fraction of --lr")
    ap.add_argument("--run", default=None, help="run folder name under training/.runs")
    a = ap.parse_args()
    assert a.epochs > 0 or a.minutes > 0 or a.budget_minutes > 0

    geo = C.Geometry.parse(a.size)
    size = geo.w if geo.w == geo.h else (geo.w, geo.h)
    torch.set_num_threads(a.threads)
    C.seed_all(a.seed)
    runs = os.path.join(HERE, ".runs")
    run_dir = os.path.join(runs, a.run or f"{a.kind}_{geo.w}x{geo.h}_s{a.seed}")
    os.makedirs(run_dir, exist_ok=True)
    t0 = time.time()

    classes = C.output_classes(a.kind)
    n = len(classes)
    lut = C.flip_lut(classes)
    x, y, vx, vy, n_pos, n_neg = build_data(a.kind, size, runs, a.negative_repeat, a.native)
    w, freq = class_weights(y, n)
    print(f"data: {len(x)} train ({n_pos} pack images + {n_neg} negatives), {len(vx)} val; "
          f"load {time.time() - t0:.0f}s", flush=True)
    print("flip lut:", lut.tolist())
    print("class weights:", np.round(w, 2).tolist(), flush=True)

    model = C.make_model(a.arch, n)
    if a.init:
        model.load_state_dict(torch.load(a.init, map_location="cpu")["model"])
        print("initialised from", a.init, flush=True)
    # fixed images (no augmentation) for re-estimating BN statistics before validation / export
    pick = np.random.RandomState(a.seed).permutation(len(x))[:a.recal_images]
    recal = stretched([x[i] for i in pick], size) if isinstance(x, list) else x[pick]
    opt = torch.optim.AdamW(C.param_groups(model, a.lr, a.backbone_lr), lr=a.lr, weight_decay=1e-4)
    crit = torch.nn.CrossEntropyLoss(weight=torch.tensor(w, dtype=torch.float32))
    rng = random.Random(a.seed)
    per_epoch = a.samples_per_epoch or len(x)
    steps_per_epoch = per_epoch // a.batch
    warm = min(100, steps_per_epoch)
    total_epochs = a.epochs if a.epochs > 0 else None
    budget = a.budget_minutes * 60
    if budget:
        total_epochs = 10 ** 6
    stop = False
    log = {"args": vars(a), "argv": sys.argv[1:], "train_samples": len(x), "negatives": n_neg, "classes": classes, "class_weights": w.tolist(), "epochs": []}
    best = -1.0
    step = 0
    ep = 0
    t_train = time.time()
    while True:
        ep += 1
        if total_epochs is not None and ep > total_epochs:
            break
        if a.stop_after and ep > a.stop_after:
            break
        te = time.time()
        order = list(range(len(x)))
        rng.shuffle(order)
        tot = 0.0
        for b in range(steps_per_epoch):
            idx = order[b * a.batch:(b + 1) * a.batch]
            xs, ys = zip(*(C.augment(x[i], y[i], size, lut, rng, a.aspect_jitter, a.native) for i in idx))
            xb = C.normalise(torch.stack(xs))
            yb = torch.stack(ys)
            if budget:
                prog = (time.time() - t_train) / budget
                if prog >= 1.0:
                    stop = True
                    break
                lr = a.lr * min(1.0, (step + 1) / warm) * (0.02 + 0.98 * 0.5 * (1 + math.cos(math.pi * prog)))
            elif ep == 1:
                lr = a.lr * min(1.0, (step + 1) / warm)
            else:
                prog = (ep - 2 + b / steps_per_epoch) / max(1, total_epochs - 1)
                lr = a.lr * (0.02 + 0.98 * 0.5 * (1 + math.cos(math.pi * min(1.0, prog))))
            for g in opt.param_groups:
                g["lr"] = lr * g["lr_mult"]
            out = model(xb)
            loss = crit(out, yb) + 0.5 * dice_loss(out, yb, n)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item()
            step += 1
            if ep == 1 and b == 4:
                print(f"  step time {(time.time() - te) / 5:.2f}s (batch {a.batch})", flush=True)
        dt = time.time() - te
        if stop:
            total_epochs = ep
        if total_epochs is None:
            total_epochs = max(2, int((a.minutes * 60 - (time.time() - t0)) / (dt * 1.08)) + 1)
            print(f"planned epochs: {total_epochs} (epoch 1 took {dt:.0f}s)", flush=True)
        rec = {"epoch": ep, "steps": b if stop else steps_per_epoch, "loss": tot / max(1, b if stop else steps_per_epoch),
               "lr": lr, "seconds": round(dt, 1)}
        if ep % a.val_every == 0 or ep == total_epochs:
            vm = C.recalibrate_bn(copy.deepcopy(model), recal, size)
            score, iou = validate(vm, vx, vy, n, a.kind)
            rec["val_score"] = score
            if score > best:
                best = score
                torch.save({"model": vm.state_dict(), "arch": a.arch, "epoch": ep, "val_score": score, "bn_recalibrated": True},
                           os.path.join(run_dir, "best.pt"))
            if ep == total_epochs:
                torch.save({"model": vm.state_dict(), "arch": a.arch, "epoch": ep, "val_score": score, "bn_recalibrated": True},
                           os.path.join(run_dir, "final.pt"))
            model.train()
        log["epochs"].append(rec)
        print(json.dumps(rec), flush=True)
        torch.save({"model": model.state_dict(), "arch": a.arch, "epoch": ep}, os.path.join(run_dir, "last.pt"))
    log["total_epochs"] = total_epochs
    log["total_steps"] = step
    log["best_val_score"] = best
    log["train_minutes"] = round((time.time() - t_train) / 60, 1)
    log["total_minutes"] = round((time.time() - t0) / 60, 1)
    C.write_json(os.path.join(run_dir, "log.json"), log)
    print(f"done: {total_epochs} epochs, best val {best:.4f}, {log['total_minutes']} min", flush=True)


if __name__ == "__main__":
    main()
