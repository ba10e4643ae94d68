#!/usr/bin/env python3
"""Writes the FSRS-6 optimizer vectors: simulated review logs with the reference fitter's weights.

Usage (from the repository root):

    python3 tools/fsrs/make_optimizer_vectors.py            # vectors
    python3 tools/fsrs/make_optimizer_vectors.py --bench    # time the reference on 100,000 reviews

The script creates a throwaway virtual environment in tools/.venv-fsrs-rs (gitignored), installs
fsrs-rs-python 0.9.3 (the Rust reference optimizer, fsrs-rs) into it, then re-runs itself inside
it. Each log comes from a seeded simulated learner whose memory follows FSRS-6 with its own
"true" weights; the logs differ in size, pace, breaks and rating habits. For each log the file
Tests/MainichiCoreTests/SRS/fsrs-optimizer-vectors.json holds the reviews of every card as
[day, rating] pairs, the weights `compute_parameters` fits, and the log loss and RMSE (bins) that
`evaluate` reports for those weights and for the default weights.

Items are built the way the Swift optimizer builds them: for every review of a card on a later
day than the one before it, the card's reviews up to and including it; items are ordered by the
day of that review, then by card, then by review.
"""

from __future__ import annotations

import json
import math
import os
import random
import subprocess
import sys
from pathlib import Path

FSRS_RS_VERSION = "0.9.3"
ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / "tools" / ".venv-fsrs-rs"
OUTPUT = ROOT / "Tests" / "MainichiCoreTests" / "SRS" / "fsrs-optimizer-vectors.json"

DEFAULT = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
]


def ensure_environment() -> None:
    """Re-runs this script inside a virtual environment holding the pinned fsrs-rs-python."""
    try:
        from importlib.metadata import version

        import fsrs_rs_python  # noqa: F401

        if version("fsrs-rs-python") == FSRS_RS_VERSION:
            return
    except ImportError:
        pass
    if os.environ.get("MAINICHI_FSRS_RS_VENV") == "1":
        sys.exit(f"fsrs-rs-python {FSRS_RS_VERSION} could not be imported inside {VENV}")
    python = VENV / "bin" / "python"
    if not python.exists():
        subprocess.check_call([sys.executable, "-m", "venv", str(VENV)])
    subprocess.check_call(
        [str(python), "-m", "pip", "install", "--quiet", f"fsrs-rs-python=={FSRS_RS_VERSION}"])
    env = dict(os.environ, MAINICHI_FSRS_RS_VENV="1")
    sys.exit(subprocess.call([str(python), __file__, *sys.argv[1:]], env=env))


# MARK: - A simulated learner


class Memory:
    """FSRS-6 memory of one card under the learner's true weights."""

    def __init__(self, w: list[float]):
        self.w = w
        self.decay = -w[20]
        self.factor = 0.9 ** (1 / self.decay) - 1

    def recall(self, elapsed: int, s: float) -> float:
        return (1 + self.factor * elapsed / s) ** self.decay

    def init_d(self, g: int) -> float:
        return self.w[4] - math.exp(self.w[5] * (g - 1)) + 1

    def first(self, g: int) -> tuple[float, float]:
        return self.w[g - 1], min(max(self.init_d(g), 1), 10)

    def step(self, s: float, d: float, elapsed: int, g: int) -> tuple[float, float]:
        w = self.w
        if elapsed == 0:
            sinc = math.exp(w[17] * (g - 3 + w[18])) * s ** (-w[19])
            new_s = s * (max(sinc, 1) if g >= 2 else sinc)
        else:
            r = self.recall(elapsed, s)
            if g == 1:
                new_s = min(w[11] * d ** (-w[12]) * ((s + 1) ** w[13] - 1) * math.exp((1 - r) * w[14]),
                            s / math.exp(w[17] * w[18]))
            else:
                bonus = (w[15] if g == 2 else 1) * (w[16] if g == 4 else 1)
                new_s = s * (1 + math.exp(w[8]) * (11 - d) * s ** (-w[9])
                             * (math.exp((1 - r) * w[10]) - 1) * bonus)
        new_d = d + (10 - d) * (-w[6] * (g - 3)) / 9
        new_d = w[7] * self.init_d(4) + (1 - w[7]) * new_d
        return min(max(new_s, 0.001), 36500), min(max(new_d, 1), 10)


def simulate(seed: int, cards: int, days: int, true_w: list[float], first_ratings: list[float],
             pass_ratings: list[float], breaks: list[tuple[int, int]], spread: tuple[float, float]):
    """Returns each card's reviews as [day, rating] pairs."""
    rng = random.Random(seed)
    memory = Memory(true_w)
    per_day = max(1, cards // max(1, days // 2))
    off = set()
    for start, length in breaks:
        off.update(range(start, start + length))
    logs = []
    for index in range(cards):
        start = index // per_day
        while start in off:
            start += 1
        if start >= days:
            break
        reviews = []
        g = rng.choices([1, 2, 3, 4], first_ratings)[0]
        reviews.append([start, g])
        s, d = memory.first(g)
        day = start
        while g <= 2:  # learning steps on the first day
            g = 3 if rng.random() < 0.8 else rng.choice([1, 2])
            reviews.append([day, g])
            s, d = memory.step(s, d, 0, g)
        while True:
            interval = max(1, round(s * rng.uniform(*spread)))
            due = day + interval
            while due in off:
                due += 1
            if due >= days:
                break
            elapsed = due - day
            recalled = rng.random() < memory.recall(elapsed, s)
            g = rng.choices([2, 3, 4], pass_ratings)[0] if recalled else 1
            s, d = memory.step(s, d, elapsed, g)
            day = due
            reviews.append([day, g])
            while g == 1:  # relearning on the same day
                g = 3 if rng.random() < 0.85 else 1
                s, d = memory.step(s, d, 0, g)
                reviews.append([day, g])
        logs.append(reviews)
    return logs


def items_of(cards):
    """The training items of a log, in the Swift optimizer's order."""
    keyed = []
    for card_index, reviews in enumerate(cards):
        for i in range(1, len(reviews)):
            if reviews[i][0] > reviews[i - 1][0]:
                keyed.append((reviews[i][0], card_index, i))
    keyed.sort()
    items = []
    for _, card_index, i in keyed:
        reviews = cards[card_index][: i + 1]
        pairs = [(reviews[0][1], 0)] + [
            (reviews[k][1], reviews[k][0] - reviews[k - 1][0]) for k in range(1, len(reviews))]
        items.append(pairs)
    return items


LOGS = [
    dict(name="steady", seed=11, cards=420, days=240, true_w_shift=[1.4, 1.2, 1.3, 0.9],
         decay=0.25, first_ratings=[0.2, 0.1, 0.55, 0.15], pass_ratings=[0.12, 0.78, 0.10],
         breaks=[], spread=(0.6, 1.4)),
    dict(name="breaks", seed=23, cards=360, days=200, true_w_shift=[0.7, 0.8, 1.1, 1.6],
         decay=0.4, first_ratings=[0.3, 0.2, 0.4, 0.1], pass_ratings=[0.25, 0.65, 0.10],
         breaks=[(60, 14), (130, 21)], spread=(0.4, 2.2)),
    dict(name="eager", seed=37, cards=260, days=150, true_w_shift=[1.0, 1.0, 0.8, 0.7],
         decay=0.15, first_ratings=[0.1, 0.05, 0.35, 0.5], pass_ratings=[0.05, 0.55, 0.40],
         breaks=[(40, 7)], spread=(0.8, 3.0)),
]


def main() -> None:
    from fsrs_rs_python import FSRS, FSRSItem, FSRSReview

    out = {"fsrsRsPython": FSRS_RS_VERSION, "logs": []}
    for spec in LOGS:
        true_w = list(DEFAULT)
        for i, k in enumerate(spec["true_w_shift"]):
            true_w[i] *= k
        true_w[20] = spec["decay"]
        cards = simulate(spec["seed"], spec["cards"], spec["days"], true_w, spec["first_ratings"],
                         spec["pass_ratings"], spec["breaks"], spec["spread"])
        items = items_of(cards)
        fsrs_items = [FSRSItem([FSRSReview(g, t) for g, t in item]) for item in items]
        fitted = list(FSRS(DEFAULT).compute_parameters(fsrs_items))
        fitted_eval = FSRS(fitted).evaluate(fsrs_items)
        default_eval = FSRS(DEFAULT).evaluate(fsrs_items)
        reviews = sum(len(c) for c in cards)
        print(f"{spec['name']}: {len(cards)} cards, {reviews} reviews, {len(items)} items; "
              f"log loss {default_eval.log_loss:.5f} -> {fitted_eval.log_loss:.5f}")
        out["logs"].append({
            "name": spec["name"],
            "trueParameters": [round(x, 6) for x in true_w],
            "cards": cards,
            "referenceParameters": [round(x, 6) for x in fitted],
            "referenceLogLoss": fitted_eval.log_loss,
            "referenceRMSE": fitted_eval.rmse_bins,
            "defaultLogLoss": default_eval.log_loss,
            "defaultRMSE": default_eval.rmse_bins,
        })
    text = json.dumps(out, separators=(",", ":"))
    # One card per line keeps diffs readable.
    text = text.replace("]],[[", "]],\n[[")
    OUTPUT.write_text(text + "\n")
    print(f"wrote {OUTPUT.relative_to(ROOT)}")


def bench() -> None:
    """Times compute_parameters on about 100,000 reviews of a simulated learner, best of three."""
    import time

    from fsrs_rs_python import FSRS, FSRSItem, FSRSReview

    true_w = list(DEFAULT)
    cards = simulate(5, 9000, 400, true_w, [0.2, 0.1, 0.55, 0.15], [0.12, 0.78, 0.10], [], (0.6, 1.4))
    reviews = 0
    kept = []
    for card in cards:
        kept.append(card)
        reviews += len(card)
        if reviews >= 100_000:
            break
    items = items_of(kept)
    fsrs_items = [FSRSItem([FSRSReview(g, t) for g, t in item]) for item in items]
    times = []
    for _ in range(3):
        start = time.perf_counter()
        FSRS(DEFAULT).compute_parameters(fsrs_items)
        times.append(time.perf_counter() - start)
    print(f"fsrs-rs-python {FSRS_RS_VERSION}: {reviews} reviews, {len(items)} items, "
          f"best of 3 {min(times):.2f} s (runs {', '.join(f'{t:.2f}' for t in times)})")


if __name__ == "__main__":
    ensure_environment()
    if "--bench" in sys.argv:
        bench()
    else:
        main()
