#!/usr/bin/env python3
"""A teacher's sample of the committed decks: 150 words and 60 kanji drawn at random (seeded), each
checked against its own JMdict entry or KANJIDIC2 character, and listed for reading by eye.

    python3 tools/decks/teacher_sample.py            # checks, prints figures, writes teacher-sample.md
    python3 tools/decks/teacher_sample.py --decks DIR   # the same on a build's --out directory
    python3 tools/decks/teacher_sample.py --seed N      # another draw (the seeds used are listed in READINGS)

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
fixed and the items it drew are recorded (teacher-sample-ids.tsv), so the same sample is read again
after the fixes, whatever the decks' order has become.
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
import parts_of_speech as pos_rules  # noqa: E402
import resolve  # noqa: E402
import sources  # noqa: E402
from jmdict import JMdict  # noqa: E402
from kanji import gloss_parts, load_kanjidic  # noqa: E402
from tokenizer import to_hiragana  # noqa: E402

SEED = 20261202
# Every seed a teacher has read, oldest first (a new sample takes a seed not in this table), with how
# many example sentences the sampled words had when the teacher read them (the fixes drop and replace
# some, so the decks' count afterwards is another; None where it was not recorded) and the reading.
# One line a seed, so seeds read on different branches merge beside each other.
READINGS = (
    (20261125, None, "a sample"),
    (20261128, None, "a sample"),
    (20261130, None, "a sample"),
    (20261129, 236, "a sample"),
    (20261201, 232, "a sample"),
    (20261202, 246, "a sample"),
    (20261204, 244, "branch s1"),
    (20261205, 241, "branch s2"),
    (20261203, 233, "the official reading, branch official"),
    (20261206, 247, "official, after the seven example sweeps of N3, N2 and N1"),
    (20261207, 231, "official, the decks after the seed 20261206 fixes"),
    (20261208, 219, "official, three readers, the decks of main c7c8efc"),
    (20261209, 222, "official, three readers, the decks after the seed 20261208 fixes"),
    (20261210, 230, "official, three readers, the decks after the seed 20261209 fixes"),
    (20261211, 228, "official, three readers, the decks after the seed 20261210 fixes and the session's merges"),
    (20261212, 214, "official, read twice by three readers each, the decks of main 22565516"),
    (20261213, 225, "official, three readers, drawn with 20261212 on the same decks"),
    (20261214, 217, "official, three readers, the decks after the seed 20261212 and 20261213 fixes"),
    (20261215, 236, "official, three readers, drawn with 20261214 on the same decks"),
    (20261216, 232, "official, three readers, the decks after the seed 20261214 and 20261215 fixes"),
    (20261217, 205, "official, three readers, the decks after the four sweeps"),
    (20261218, 224, "official, three readers, drawn with 20261217 on the same decks"),
)
SEEDS_USED = tuple(seed for seed, _, _ in READINGS)
EXAMPLES_READ = {seed: count for seed, count, _ in READINGS if count is not None}
WORDS = 150
KANJI = 60
DECKS = HERE.parent.parent / "Decks"
_arguments = sys.argv[1:]
while len(_arguments) >= 2:
    if _arguments[0] == "--decks":
        DECKS = Path(_arguments[1])  # a build's --out directory, before its decks are committed
    elif _arguments[0] == "--seed":
        SEED = int(_arguments[1])
    _arguments = _arguments[2:]
OUTPUT = HERE / "teacher-sample.md"
VERDICTS = HERE / "teacher-verdicts.tsv"


def load_verdicts(path: Path, seed: int) -> list[tuple[str, str, str, str, str]]:
    """The verdicts of `seed` in teacher-verdicts.tsv: (kind, item, field, verdict, note) a line."""
    found = []
    if not path.exists():
        return found
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) not in (6, 7) or parts[4] not in ("wrong", "minor") or not parts[5].strip() \
                or parts[6:] not in ([], ["fixed"]):
            raise SystemExit(f"{path.name}:{number}: expected SEED, KIND, ITEM, FIELD, wrong or minor, NOTE and optionally fixed")
        if int(parts[0]) == seed:
            found.append(tuple(parts[1:6]) + (len(parts) == 7,))
    return found


def verdict_figures(verdicts: list, words: list[dict], kanji: list[dict]) -> list[str]:
    """The teacher's figures for the sample: per field, right (fine), minor and wrong."""
    verdicts = [v[:5] for v in verdicts]
    def share(kind: str, fields: tuple[str, ...], total: int, unit: str) -> str:
        minor = sum(1 for k, _, f, v, _ in verdicts if k == kind and f in fields and v == "minor")
        wrong = sum(1 for k, _, f, v, _ in verdicts if k == kind and f in fields and v == "wrong")
        if unit == "items":  # one verdict per item and field: count items
            minor = len({i for k, i, f, v, _ in verdicts if k == kind and f in fields and v == "minor"})
            wrong = len({i for k, i, f, v, _ in verdicts if k == kind and f in fields and v == "wrong"})
            minor -= len({i for k, i, f, v, _ in verdicts if k == kind and f in fields and v == "minor"}
                         & {i for k, i, f, v, _ in verdicts if k == kind and f in fields and v == "wrong"})
        right = total - minor - wrong
        return f"{right} right ({100 * right / total:.1f}%), {minor} minor, {wrong} wrong of {total}"
    examples = EXAMPLES_READ.get(SEED) or sum(len(item.get("examples", [])) for item in words)
    return [f"- word meanings (English and Korean): {share('word', ('meaning',), len(words), 'items')}",
            f"- word readings: {share('word', ('reading',), len(words), 'items')}",
            f"- parts of speech: {share('word', ('pos',), len(words), 'items')}",
            f"- example sentences (readings, translations, the word itself): {share('word', ('example',), examples, 'lines')}",
            f"- kanji readings (official first): {share('kanji', ('kanji-reading',), len(kanji), 'items')}",
            f"- kanji meanings: {share('kanji', ('kanji-meaning',), len(kanji), 'items')}",
            f"- kanji example words: {share('kanji', ('kanji-example',), len(kanji), 'items')}"]


def load(kind: str) -> list[dict]:
    """Every item of the bundled decks of `kind`, in deck order."""
    index = json.loads((DECKS / "index.json").read_text(encoding="utf-8"))
    items = []
    for deck in index["decks"]:
        if deck["kind"] == kind:
            data = json.loads((DECKS / deck["file"]).read_text(encoding="utf-8"))
            items += [{**item, "level": deck.get("level", "Names")} for item in data["items"]]
    return items


def check_word(item: dict, jmdict: JMdict, by_sequence: dict, rare_kept: set, overridden: set,
               parts_of_speech: dict | None = None) -> list[str]:
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
    unsupported = [m for m in item["meanings"] if resolve.without_register(m) not in glosses]
    if unsupported and (word, reading) not in overridden and (spelling, reading) not in overridden:
        problems.append(f"meanings not in its entry's senses: {unsupported}")
    if spelling != reading:
        own = entry.reading(reading)
        if own is not None and not own.priority and resolve.tagged_readings(jmdict, spelling) \
                and (spelling, reading) not in rare_kept:
            problems.append("a rare reading where the spelling has a common one")
    expected = resolve.learner_pos(entry.senses_for(spelling, reading))
    curated = (parts_of_speech or {}).get((word, reading))
    if curated and curated in resolve.pos_options(entry.senses_for(spelling, reading), item.get("meanings")):
        expected = curated  # a pos line of curation.tsv (味覚 noun), one of a sense the word shows (as the build checks it)
    # A word taught as both a noun and a な-adjective shows its entry's term first (parts_of_speech rule 3).
    if pos_rules.terms(item.get("partOfSpeech", ""))[0] != expected:
        problems.append(f"part of speech {item.get('partOfSpeech')!r}, its entry says {expected!r}")
    for example in item.get("examples", []):
        read = to_hiragana("".join(r or t for t, r in example.get("segments", [])))
        stem = reading[:-1] if len(reading) > 1 else reading
        if stem not in read and word not in example["ja"]:
            problems.append(f"example does not read the word: {example['ja']}")
    return problems


joyo_table = joyo.load()


def check_kanji(item: dict, kanjidic: dict, jmdict: JMdict, curated_meanings: dict[str, list[str]],
                curated_examples: dict | None = None) -> list[str]:
    """The problems of one kanji (meanings and example glosses set by the curation file are checked against it)."""
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
        elif (curated_examples or {}).get((item["kanji"], example["word"], example["reading"])) == example["meaning"]:
            continue  # a kanjiexample line of the curation file gives this gloss, with its reason
        elif not any(part in glosses for part in gloss_parts(example["meaning"])):
            problems.append(f"example gloss of {example['word']} is not its own entry's: {example['meaning']!r}")
    return problems


SAMPLE_IDS = HERE / "teacher-sample-ids.tsv"


def draw(kind: str, count: int, rng: random.Random) -> list[dict]:
    """The sample's items of `kind`: the ones teacher-sample-ids.tsv recorded for SEED (an id the
    decks moved followed through Decks/id-map.json), else a fresh draw, recorded there."""
    items = load(kind)
    recorded = [line.split("\t")[2] for line in SAMPLE_IDS.read_text(encoding="utf-8").splitlines()
                if line and not line.startswith("#") and line.split("\t")[:2] == [str(SEED), kind]] if SAMPLE_IDS.exists() else []
    if not recorded:
        drawn = rng.sample(items, count)
        with SAMPLE_IDS.open("a", encoding="utf-8") as handle:
            handle.writelines(f"{SEED}\t{kind}\t{item['id']}\n" for item in drawn)
        return drawn
    id_map = json.loads((DECKS / "id-map.json").read_text(encoding="utf-8"))
    moved = id_map.get("vocab" if kind == "vocab" else "kanji", {})
    by_id = {item["id"]: item for item in items}
    found = []
    for item_id in recorded:
        while item_id not in by_id and item_id in moved:
            item_id = moved[item_id]
        if item_id in by_id:
            found.append(by_id[item_id])
        else:
            print(f"teacher_sample: {item_id} of seed {SEED} is no longer in the decks (retired)")
    return found


def main() -> None:
    rng = random.Random(SEED)
    words = draw("vocab", WORDS, rng)
    kanji = draw("kanji", KANJI, rng)
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
             "## Words", "", "| Level | Word | Reading | Part of speech | Meanings | Korean | Problems |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    for item in words:
        problems = check_word(item, jmdict, by_sequence, rare_kept, overridden, curated.parts_of_speech)
        figures["words with a problem"] += bool(problems)
        lines.append(f"| {item['level']} | {item['word']} | {item['reading']} | {item.get('partOfSpeech', '')} | "
                     f"{'; '.join(item['meanings'])} | {'; '.join(item.get('ko', []))} | {'; '.join(problems)} |")
    examples = ["", "## Examples of the sampled words", "",
              "Each example with the readings its segments give (the word screen shows these), read by eye:",
              "MeCab's misreadings of other words (御坊 ごぼう, 旧車 きゅう|くるま, 大風呂敷 だい), look-alikes",
              "(あっ in あった) and maxims found here are refused by the build or by a `sentence` line of",
              "curation.tsv with its reason.", "",
              "| Word | Sentence | Readings | English | Korean |", "| --- | --- | --- | --- | --- |"]
    for item in words:
        for example in item.get("examples", []):
            readings = " ".join(f"{text}({reading})" for text, reading in example.get("segments", []) if reading)
            examples.append(f"| {item['word']} | {example['ja']} | {readings} | {example.get('en', '')} | {example.get('ko', '')} |")
    lines += ["", "## Kanji", "", "| Level | Kanji | Official (table's words) | On | Kun | Dimmed (not official) | Meanings | Korean | Problems |",
              "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for item in kanji:
        problems = check_kanji(item, kanjidic, jmdict, curated.kanji_meanings, curated.kanji_examples)
        figures["kanji with a problem"] += bool(problems)
        official = "、".join(f"{o['reading']} ({'、'.join(o.get('examples', []))})" for o in item.get("official", []))
        lines.append(f"| {item['level']} | {item['kanji']} | {official} | {'、'.join(item['onyomi'])} | {'、'.join(item['kunyomi'])} | "
                     f"{'、'.join(item.get('rareReadings', []))} | {'; '.join(item['meanings'])} | {'; '.join(item.get('ko', []))} | "
                     f"{'; '.join(problems)} |")
    summary = [f"- words checked: {WORDS}, with a problem: {figures['words with a problem']}",
               f"- kanji checked: {KANJI}, with a problem: {figures['kanji with a problem']}"]
    verdicts = load_verdicts(VERDICTS, SEED)
    read = ["## A teacher's verdicts", "",
            f"Every field of the sample was read by a teacher (the decks before the fixes of that reading); the findings are",
            f"tools/decks/teacher-verdicts.tsv's lines of seed {SEED}, each wrong one with its fix (a build check or a",
            "curation line). Figures as read:", "", *verdict_figures(verdicts, words, kanji), "",
            *(["After the fixes (the same items read again; a finding marked fixed no longer holds):", "",
               *verdict_figures([v for v in verdicts if not v[5]], words, kanji), ""]
              if any(v[5] for v in verdicts) else []),
            "| Item | Field | Verdict | Note | Fixed |", "| --- | --- | --- | --- | --- |",
            *[f"| {item} | {field} | {verdict} | {note} | {'yes' if fixed else ''} |"
              for _, item, field, verdict, note, fixed in verdicts], ""]
    lines[6:6] = ["## Figures (automatic checks, on the decks as they are now)", "", *summary, "", *(read if verdicts else [])]
    OUTPUT.write_text("\n".join(lines + examples) + "\n", encoding="utf-8")
    for line in summary:
        print(line)
    for line in lines:
        if line.startswith("|") and not line.endswith("|  |") and "Problems" not in line and "---" not in line:
            print(line)


if __name__ == "__main__":
    main()
