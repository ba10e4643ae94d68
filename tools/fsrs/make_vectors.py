#!/usr/bin/env python3
"""Writes the FSRS-6 reference vectors the Swift scheduler is tested against, and times py-fsrs.

Usage (from the repository root):

    python3 tools/fsrs/make_vectors.py            # vectors + benchmark
    python3 tools/fsrs/make_vectors.py --bench    # benchmark only

The script creates a throwaway virtual environment in tools/.venv-fsrs (gitignored), installs
py-fsrs 6.3.2 into it (the wheel in /tmp/ojl when present, PyPI otherwise), then re-runs itself
inside it. It writes Tests/MainichiCoreTests/SRS/fsrs-vectors.json: scenarios of reviews (with
fuzzing off, except the "fuzzed" ones, which record the uniform draw py-fsrs used), each review
followed by the card py-fsrs returned and its retrievability at a few
later moments. Times are Unix epoch seconds.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

FSRS_VERSION = "6.3.2"
ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / "tools" / ".venv-fsrs"
LOCAL_WHEEL = Path("/tmp/ojl/fsrs-6.3.2-py3-none-any.whl")
OUTPUT = ROOT / "Tests" / "MainichiCoreTests" / "SRS" / "fsrs-vectors.json"

DAY = 86_400
FUZZ_SOURCE = random.Random(6)
START = 1_767_225_600  # 2026-01-01T00:00:00Z


# MARK: - Environment


def ensure_environment() -> None:
    """Re-runs this script inside a virtual environment holding the pinned py-fsrs."""
    try:
        import fsrs  # noqa: F401
        from importlib.metadata import version

        if version("fsrs") == FSRS_VERSION:
            return
    except ImportError:
        pass
    if os.environ.get("MAINICHI_FSRS_VENV") == "1":
        sys.exit(f"fsrs {FSRS_VERSION} could not be imported inside {VENV}")
    python = VENV / "bin" / "python"
    if not python.exists():
        subprocess.check_call([sys.executable, "-m", "venv", str(VENV)])
    spec = str(LOCAL_WHEEL) if LOCAL_WHEEL.exists() else f"fsrs=={FSRS_VERSION}"
    subprocess.check_call([str(python), "-m", "pip", "install", "--quiet", spec])
    env = dict(os.environ, MAINICHI_FSRS_VENV="1")
    sys.exit(subprocess.call([str(python), __file__, *sys.argv[1:]], env=env))


# MARK: - Vectors


def utc(epoch: float):
    from datetime import datetime, timezone

    return datetime.fromtimestamp(epoch, tz=timezone.utc)


def make_scheduler(config: dict):
    from datetime import timedelta

    from fsrs import Scheduler

    kwargs = dict(
        desired_retention=config["desiredRetention"],
        learning_steps=[timedelta(seconds=s) for s in config["learningSteps"]],
        relearning_steps=[timedelta(seconds=s) for s in config["relearningSteps"]],
        maximum_interval=config["maximumInterval"],
        enable_fuzzing=config["enableFuzzing"],
    )
    if config.get("parameters") is not None:
        kwargs["parameters"] = config["parameters"]
    return Scheduler(**kwargs)


def config(
    learning=(60, 600),
    relearning=(600,),
    retention=0.9,
    maximum=36500,
    parameters=None,
    fuzzing=False,
) -> dict:
    return {
        "parameters": parameters,
        "desiredRetention": retention,
        "learningSteps": list(learning),
        "relearningSteps": list(relearning),
        "maximumInterval": maximum,
        "enableFuzzing": fuzzing,
    }


def card_json(card) -> dict:
    return {
        "state": int(card.state),
        "step": card.step,
        "stability": card.stability,
        "difficulty": card.difficulty,
        "due": card.due.timestamp(),
        "lastReview": card.last_review.timestamp() if card.last_review else None,
    }


class Scenario:
    """One card reviewed several times by one scheduler."""

    def __init__(self, name: str, cfg: dict, start_card: dict | None = None):
        from fsrs import Card, State

        self.name = name
        self.cfg = cfg
        self.scheduler = make_scheduler(cfg)
        if start_card is None:
            self.card = Card(card_id=1, due=utc(START))
            self.start = card_json(self.card)
        else:
            self.card = Card(
                card_id=1,
                state=State(start_card["state"]),
                step=start_card["step"],
                stability=start_card["stability"],
                difficulty=start_card["difficulty"],
                due=utc(start_card["due"]),
                last_review=utc(start_card["lastReview"]) if start_card["lastReview"] else None,
            )
            self.start = start_card
        self.reviews: list[dict] = []

    @property
    def now(self) -> float:
        """The time of the last review, or the start."""
        return self.card.last_review.timestamp() if self.card.last_review else START

    @property
    def due(self) -> float:
        return self.card.due.timestamp()

    def review(self, rating: int, at: float) -> None:
        import fsrs.scheduler
        from fsrs import Rating

        draws = []
        real_random = fsrs.scheduler.random

        def recorded_random() -> float:
            draws.append(FUZZ_SOURCE.random())
            return draws[-1]

        fsrs.scheduler.random = recorded_random
        try:
            self.card, _ = self.scheduler.review_card(self.card, Rating(rating), utc(at))
        finally:
            fsrs.scheduler.random = real_random
        checks = []
        for moment in (at + 3600, self.due, at + 400 * DAY):
            checks.append([moment, self.scheduler.get_card_retrievability(self.card, utc(moment))])
        review = {"at": at, "rating": rating, "card": card_json(self.card), "retrievability": checks}
        if draws:
            # The uniform value in [0, 1) py-fsrs drew for fuzzing: a multiple of 2^-53.
            review["fuzzDraw"] = draws[0]
        self.reviews.append(review)

    def json(self) -> dict:
        return {"name": self.name, "scheduler": self.cfg, "start": self.start, "reviews": self.reviews}


def exhaustive(scenarios: list, label: str, length: int, timing) -> None:
    """Every sequence of `length` ratings, each review at the moment `timing` picks."""
    for n in range(4**length):
        ratings = [(n // 4**i) % 4 + 1 for i in range(length)]
        scenario = Scenario(f"{label} {''.join(map(str, ratings))}", config())
        for rating in ratings:
            scenario.review(rating, timing(scenario))
        scenarios.append(scenario)


def build_vectors() -> list[dict]:
    scenarios: list[Scenario] = []

    # Every rating from every state and step: reviews exactly when due, early, and late.
    exhaustive(scenarios, "at due", 4, lambda s: s.due)
    exhaustive(scenarios, "early", 3, lambda s: s.now + 30 if s.card.last_review else START)
    exhaustive(scenarios, "late", 3, lambda s: s.due + 3 * DAY + 17)

    # Same-day repeats of a review card, and a 23-hour gap across a calendar day.
    s = Scenario("same-day repeats", config())
    s.review(3, START)
    s.review(3, s.due)
    s.review(3, s.due)
    for rating in (3, 3, 4, 2, 1, 3, 3, 4, 4, 2):
        s.review(rating, s.now + 3 * 3600)
    s.review(3, s.now + 23 * 3600)
    s.review(3, s.now + DAY - 1)
    s.review(3, s.now + DAY)
    scenarios.append(s)

    # Long gaps: years between reviews.
    s = Scenario("long gaps", config())
    s.review(3, START)
    for gap_days, rating in ((365, 3), (1000, 1), (3, 3), (2000, 2), (4000, 4), (30, 3), (9000, 1)):
        s.review(rating, s.now + gap_days * DAY + 123)
    scenarios.append(s)

    # Many lapses: forgetting again and again drives stability down and difficulty up.
    s = Scenario("many lapses", config())
    s.review(4, START)
    for i in range(40):
        s.review(1 if i % 2 == 0 else 3, s.due)
    for _ in range(10):
        s.review(1, s.due + 5 * DAY)
    scenarios.append(s)

    # The maximum interval: a small one, and the default one.
    s = Scenario("maximum interval 30", config(maximum=30))
    s.review(4, START)
    for rating in (4, 4, 3, 4, 4, 2, 4, 1, 3, 4, 4):
        s.review(rating, s.due)
    scenarios.append(s)
    s = Scenario("maximum interval 1", config(maximum=1))
    s.review(4, START)
    for rating in (4, 3, 2, 1, 3, 4):
        s.review(rating, s.due)
    scenarios.append(s)
    s = Scenario("maximum interval default", config())
    s.review(4, START)
    for _ in range(9):
        s.review(4, s.due)
    scenarios.append(s)

    # Other step configurations.
    for name, cfg in (
        ("no learning steps", config(learning=())),
        ("one learning step", config(learning=(300,))),
        ("three learning steps", config(learning=(60, 600, 3600))),
        ("no relearning steps", config(relearning=())),
        ("two relearning steps", config(relearning=(600, 7200))),
        ("retention 0.8", config(retention=0.8)),
        ("retention 0.97", config(retention=0.97)),
    ):
        for ratings in ((1, 2, 3, 3, 1, 2, 3, 3, 4), (2, 2, 3, 1, 1, 2, 2, 3, 4), (4, 1, 4, 1, 2, 3)):
            s = Scenario(f"{name} {''.join(map(str, ratings))}", cfg)
            for rating in ratings:
                s.review(rating, s.due if s.card.last_review else START)
            s.review(2, s.now + 60)
            s.review(3, s.due + DAY)
            scenarios.append(s)

    # Custom parameters (FSRS-5-like decay, other weights).
    custom = [0.4, 0.9, 2.3, 10.9, 4.93, 0.94, 0.86, 0.01, 1.49, 0.14, 0.94, 2.18, 0.05, 0.34,
              1.26, 0.29, 2.61, 0.7, 0.2, 0.1, 0.5]
    s = Scenario("custom parameters", config(parameters=custom))
    s.review(3, START)
    for rating in (3, 3, 2, 1, 3, 3, 4, 1, 1, 3, 4, 3):
        s.review(rating, s.due + 2 * 3600)
    scenarios.append(s)

    # Cards left by a scheduler with more steps than this one.
    for name, card, cfg in (
        ("learning step beyond steps",
         {"state": 1, "step": 3, "stability": 2.5, "difficulty": 5.5, "due": START, "lastReview": START - 3600},
         config()),
        ("relearning step beyond steps",
         {"state": 3, "step": 2, "stability": 1.5, "difficulty": 7.25, "due": START, "lastReview": START - 2 * DAY},
         config()),
    ):
        for rating in (1, 2, 3, 4):
            s = Scenario(f"{name} {rating}", cfg, start_card=card)
            s.review(rating, START)
            s.review(3, s.due)
            scenarios.append(s)

    # Fractional seconds, and a review dated before the previous one (a clock set back).
    s = Scenario("fractional seconds", config())
    s.review(3, START + 0.25)
    s.review(2, s.due + 0.5)
    s.review(3, s.due + 86399.75)
    s.review(3, s.now + 3 * DAY + 0.125)
    scenarios.append(s)
    s = Scenario("clock set back", config())
    s.review(3, START)
    s.review(3, s.due)
    s.review(3, s.due)
    s.review(1, s.now - 2 * DAY)
    s.review(3, s.due)
    scenarios.append(s)

    # Random histories (seeded): random schedulers, ratings and gaps.
    rng = random.Random(20260101)
    for index in range(150):
        cfg = config(
            learning=rng.choice([(60, 600), (60, 600), (), (120,), (60, 300, 1800)]),
            relearning=rng.choice([(600,), (600,), (), (300, 1200)]),
            retention=rng.choice([0.9, 0.9, 0.85, 0.95]),
            maximum=rng.choice([36500, 36500, 365, 60]),
        )
        s = Scenario(f"random {index}", cfg)
        s.review(rng.choice([1, 2, 3, 3, 4]), START)
        for _ in range(rng.randint(5, 20)):
            rating = rng.choices([1, 2, 3, 4], weights=[15, 15, 55, 15])[0]
            gap = s.due - s.now
            kind = rng.random()
            if kind < 0.5:
                at = s.due
            elif kind < 0.7:
                at = s.now + round(gap * rng.random())
            elif kind < 0.9:
                at = s.due + rng.randint(0, 40 * DAY)
            else:
                at = s.now + rng.randint(1, 20 * 3600)
            s.review(rating, at)
        scenarios.append(s)

    # Fuzzing on: the uniform draws py-fsrs used are recorded, so a test can feed them back.
    for index in range(40):
        cfg = config(
            fuzzing=True,
            maximum=rng.choice([36500, 36500, 100, 10]),
            learning=rng.choice([(60, 600), ()]),
        )
        s = Scenario(f"fuzzed {index}", cfg)
        s.review(rng.choice([3, 4]), START)
        for _ in range(rng.randint(5, 15)):
            rating = rng.choices([1, 2, 3, 4], weights=[10, 15, 55, 20])[0]
            s.review(rating, s.due if rng.random() < 0.7 else s.due + rng.randint(0, 30 * DAY))
        scenarios.append(s)

    return [scenario.json() for scenario in scenarios]


def write_vectors() -> None:
    from fsrs.scheduler import DEFAULT_PARAMETERS

    vectors = build_vectors()
    count = sum(len(v["reviews"]) for v in vectors)
    with OUTPUT.open("w") as out:
        out.write("{\n")
        out.write(f'"generator": "tools/fsrs/make_vectors.py with py-fsrs {FSRS_VERSION}; fuzzing off except in the fuzzed scenarios, whose draws are recorded",\n')
        out.write(f'"defaultParameters": {json.dumps(list(DEFAULT_PARAMETERS))},\n')
        out.write('"scenarios": [\n')
        out.write(",\n".join(json.dumps(v, separators=(",", ":")) for v in vectors))
        out.write("\n]\n}\n")
    size = OUTPUT.stat().st_size
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(vectors)} scenarios, {count} reviews, {size // 1024} KiB")


# MARK: - Benchmark


def bench_ratings(card: int, review: int) -> int:
    """The rating pattern shared with SRSBenchmarks.swift: mostly good, some of each other."""
    pattern = (3, 3, 1, 3, 4, 3, 2, 3, 3, 1, 3, 3, 4, 2, 3, 3, 3, 1, 3, 4)
    return pattern[(card * 7 + review * 13) % len(pattern)]


def benchmark() -> float:
    """Seconds py-fsrs takes for 100,000 reviews (1,000 cards x 100), best of three runs."""
    from datetime import timedelta

    from fsrs import Card, Rating, Scheduler

    scheduler = Scheduler()  # defaults, fuzzing on
    ratings = [Rating(r) for r in range(1, 5)]
    best = float("inf")
    for _ in range(3):
        random.seed(1)
        cards = [Card(card_id=i + 1, due=utc(START)) for i in range(1000)]
        start = time.perf_counter()
        for index, card in enumerate(cards):
            at = card.due
            for review in range(100):
                card, _ = scheduler.review_card(card, ratings[bench_ratings(index, review) - 1], at)
                at = min(card.due, card.last_review + timedelta(days=60))
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    ensure_environment()
    if "--bench" not in sys.argv:
        write_vectors()
    seconds = benchmark()
    print(f"py-fsrs {FSRS_VERSION}: 100,000 reviews (1,000 cards x 100) in {seconds:.3f} s (best of 3)")


if __name__ == "__main__":
    main()
