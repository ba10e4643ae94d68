#!/usr/bin/env python3
"""A teacher's sample of the committed decks: 150 words and 60 kanji drawn at random (seeded), each
checked against its own JMdict entry or KANJIDIC2 character, and listed for reading by eye.

    python3 tools/decks/teacher_sample.py            # checks, prints figures, writes teacher-sample.md
    python3 tools/decks/teacher_sample.py --decks DIR   # the same on a build's --out directory

Checks per word: it resolves to its JMdict entry (`jmdict` sequence) with that spelling and reading;
every meaning is a gloss of a sense of that entry that applies to the spelling and reading; the
reading is a common one for the spelling (no untagged reading where a tagged one exists, unless the
curation file keeps it); the part of speech is the one of the entry's first applying sense; every
example sentence reads the word (its segments contain the word's reading or the word in kana).
Per kanji: every reading is one of KANJIDIC2's or the official jōyō table's; every official reading is
marked and none dimmed; every meaning is a KANJIDIC2 meaning (or the curation
file's, where KANJIDIC2's is wrong); every
example word exists in JMdict with that reading and its gloss comes from that entry. Problems are
listed with the item; fixes go through tools/decks/curation.tsv, each with its reason. The seed is
fixed so the same sample is drawn again after the fixes.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import curation  # noqa: E402
import joyo  # noqa: E402
import resolve  # noqa: E402
import sources  # noqa: E402
from jmdict import JMdict  # noqa: E402
from kanji import load_kanjidic  # noqa: E402
from tokenizer import to_hiragana  # noqa: E402

SEED = 20261130
WORDS = 150
KANJI = 60
DECKS = HERE.parent.parent / "Decks"
if len(sys.argv) > 2 and sys.argv[1] == "--decks":
    DECKS = Path(sys.argv[2])  # a build's --out directory, before its decks are committed
OUTPUT = HERE / "teacher-sample.md"


def load(kind: str) -> list[dict]:
    """Every item of the bundled decks of `kind`, in deck order."""
    index = json.loads((DECKS / "index.json").read_text(encoding="utf-8"))
    items = []
    for deck in index["decks"]:
        if deck["kind"] == kind:
            data = json.loads((DECKS / deck["file"]).read_text(encoding="utf-8"))
            items += [{**item, "level": deck.get("level", "Names")} for item in data["items"]]
    return items


def check_word(item: dict, jmdict: JMdict, by_sequence: dict, rare_kept: set, overridden: set) -> list[str]:
    """The problems of one word."""
    problems = []
    entry = by_sequence.get(item.get("jmdict"))
    word, reading = item["word"], item["reading"]
    spellings = [word] + item.get("alternates", [])
    spelling = next((s for s in spellings if entry and entry.reads(s, reading)), None)
    if entry is None or spelling is None:
        return ["not its JMdict entry's spelling and reading"]
    senses = entry.senses_for(spelling, reading) + entry.senses_for(word, reading)
    glosses = {g for s in senses for g in s.glosses}
    unsupported = [m for m in item["meanings"] if m not in glosses]
    if unsupported and (word, reading) not in overridden and (spelling, reading) not in overridden:
        problems.append(f"meanings not in its entry's senses: {unsupported}")
    if spelling != reading:
        own = entry.reading(reading)
        if own is not None and not own.priority and resolve.tagged_readings(jmdict, spelling) \
                and (spelling, reading) not in rare_kept:
            problems.append("a rare reading where the spelling has a common one")
    expected = resolve.learner_pos(entry.senses_for(spelling, reading))
    if item.get("partOfSpeech", "") != expected:
        problems.append(f"part of speech {item.get('partOfSpeech')!r}, its entry says {expected!r}")
    for example in item.get("examples", []):
        read = to_hiragana("".join(r or t for t, r in example.get("segments", [])))
        stem = reading[:-1] if len(reading) > 1 else reading
        if stem not in read and word not in example["ja"]:
            problems.append(f"example does not read the word: {example['ja']}")
    return problems


joyo_table = joyo.load()


def check_kanji(item: dict, kanjidic: dict, jmdict: JMdict, curated_meanings: dict[str, list[str]]) -> list[str]:
    """The problems of one kanji (meanings set by the curation file are checked against it)."""
    info = kanjidic.get(item["kanji"])
    if info is None:
        return ["not in KANJIDIC2"]
    problems = []
    readings = set(info.onyomi) | set(info.kunyomi)
    official = [o.get("reading") for o in item.get("official", [])]
    extra = [r for r in item["onyomi"] + item["kunyomi"] if r not in readings and r not in official]
    if extra:
        problems.append(f"readings neither KANJIDIC2's nor the official table's: {extra}")
    table = joyo_table.get(item["kanji"], [])
    unmarked = [o.reading for o in table if not any(joyo.matches(r, o) for r in official)]
    if unmarked:
        problems.append(f"official readings not marked: {unmarked}")
    if set(item.get("rareReadings", [])) & set(official):
        problems.append("an official reading is dimmed")
    meanings = {m.lower() for m in curated_meanings.get(item["kanji"], info.meanings)}
    odd = [m for m in item["meanings"] if m.lower() not in meanings and not any(m.lower() in k for k in meanings)]
    if odd:
        problems.append(f"meanings not in KANJIDIC2: {odd}")
    for example in item.get("examples", []):
        entries = jmdict.candidates(example["word"], example["reading"])
        glosses = {g for e in entries for s in e.senses_for(example["word"], example["reading"]) for g in s.glosses}
        if not entries:
            problems.append(f"example word {example['word']} {example['reading']} not in JMdict")
        elif not any(part.strip() in glosses for part in example["meaning"].split(";")):
            problems.append(f"example gloss of {example['word']} is not its own entry's: {example['meaning']!r}")
    return problems


def main() -> None:
    rng = random.Random(SEED)
    words = rng.sample(load("vocab"), WORDS)
    kanji = rng.sample(load("kanji"), KANJI)
    jmdict = JMdict(sources.ensure_jmdict(HERE.parent))
    by_sequence = {e.sequence: e for e in jmdict.entries}
    kanjidic, _ = load_kanjidic(sources.KANJIDIC_PATH)
    curated = curation.load(HERE / "curation.tsv")
    rare_kept, overridden = set(curated.rare_readings), set(curated.meanings)
    figures: Counter = Counter()
    lines = ["# A teacher's sample of the decks", "",
             f"Drawn by tools/decks/teacher_sample.py (seed {SEED}): {WORDS} words and {KANJI} kanji of the committed decks,",
             "each checked against its own JMdict entry or KANJIDIC2 character and read by eye. Problems found are",
             "fixed in tools/decks/curation.tsv with their reason; this list is written again on every run.", "",
             "## Words", "", "| Level | Word | Reading | Part of speech | Meanings | Problems |", "| --- | --- | --- | --- | --- | --- |"]
    for item in words:
        problems = check_word(item, jmdict, by_sequence, rare_kept, overridden)
        figures["words with a problem"] += bool(problems)
        lines.append(f"| {item['level']} | {item['word']} | {item['reading']} | {item.get('partOfSpeech', '')} | "
                     f"{'; '.join(item['meanings'])} | {'; '.join(problems)} |")
    examples = ["", "## Examples of the sampled words", "",
              "Each example with the readings its segments give (the word screen shows these), read by eye:",
              "MeCab's misreadings of other words (御坊 ごぼう, 旧車 きゅう|くるま, 大風呂敷 だい), look-alikes",
              "(あっ in あった) and maxims found here are refused by the build or by a `sentence` line of",
              "curation.tsv with its reason.", "",
              "| Word | Sentence | Readings |", "| --- | --- | --- |"]
    for item in words:
        for example in item.get("examples", []):
            readings = " ".join(f"{text}({reading})" for text, reading in example.get("segments", []) if reading)
            examples.append(f"| {item['word']} | {example['ja']} | {readings} |")
    lines += ["", "## Kanji", "", "| Level | Kanji | On | Kun | Dimmed (not official) | Meanings | Problems |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for item in kanji:
        problems = check_kanji(item, kanjidic, jmdict, curated.kanji_meanings)
        figures["kanji with a problem"] += bool(problems)
        lines.append(f"| {item['level']} | {item['kanji']} | {'、'.join(item['onyomi'])} | {'、'.join(item['kunyomi'])} | "
                     f"{'、'.join(item.get('rareReadings', []))} | {'; '.join(item['meanings'])} | {'; '.join(problems)} |")
    summary = [f"- words checked: {WORDS}, with a problem: {figures['words with a problem']}",
               f"- kanji checked: {KANJI}, with a problem: {figures['kanji with a problem']}"]
    lines[6:6] = ["## Figures", "", *summary, ""]
    OUTPUT.write_text("\n".join(lines + examples) + "\n", encoding="utf-8")
    for line in summary:
        print(line)
    for line in lines:
        if line.startswith("|") and not line.endswith("|  |") and "Problems" not in line and "---" not in line:
            print(line)


if __name__ == "__main__":
    main()
