"""Checks each vocabulary item's part of speech against the JMdict senses it shows, and, where
JMdict gives a sense several parts of speech, the deck's choice among them against UniDic.

The deck's ``partOfSpeech`` is in learner terms (``noun``, ``する-noun``, ``な-adjective``,
``godan verb, transitive``...: `resolve.learner_pos`), taken from the first JMdict sense of the
item's spelling and reading, or set by a ``pos`` line of the curation file. Two checks run on the
written decks (`problems`); the build fails on any finding, naming the item, the deck's part of
speech and JMdict's (and UniDic's):

1. **JMdict.** The deck's part of speech must be one JMdict gives a sense the deck shows (a sense
   one of the item's meanings is a gloss of; the first sense when no meaning is a gloss, as with
   meanings set by the curation file), normalised to the deck's terms (`sense_terms`):

   * each code on its own (``adj-na`` is ``な-adjective``, ``n-t`` is ``noun (time)``);
   * a verb with the transitivity of the sense (``v5k`` with ``vi`` and ``vt`` is ``godan verb,
     transitive and intransitive``; without either, ``godan verb``);
   * ``vs`` with a noun code, or on its own, is ``する-noun`` (JMdict's ``vs`` is "noun or
     participle which takes the aux. verb suru"; 着手 and 匹敵 carry it alone);
   * ``noun`` for a sense with ``n-adv`` or ``n-t`` (JMdict's adverbial and temporal nouns are
     nouns).

2. **The choice among several.** JMdict's order of codes inside a sense is no ranking: 味覚 "sense
   of taste" lists ``adj-na`` before ``n``, 少し lists ``adv`` before ``n``. Where the senses the
   deck shows allow more than one of noun, な-adjective and adverb, the deck's choice is compared
   with UniDic's (unidic-lite) part of speech for the headword read as the item, when UniDic knows
   it as one word:

   * a ``な-adjective`` UniDic has as a noun that cannot be a 形状詞 (名詞-普通名詞-一般,
     -サ変可能, -副詞可能, -助数詞可能; 味覚 黄色 楽しみ) is flagged, and so is one UniDic has as an
     adverb while a shown sense carries ``adv`` (たいてい "usually");
   * a noun (``noun``, ``する-noun``, ``adverbial noun``, ``noun (time)``) UniDic has as an adverb
     (副詞) while a shown sense carries ``adv`` (少し すぐ) is flagged, and so is one UniDic has as
     a 形状詞 (形状詞-一般) while a shown sense carries ``adj-na`` (非常 無事);
   * a ``の-adjective`` is not flagged for UniDic's 形状詞: both modifiers are right for such words
     (独自の, 同一の, 無数の), and JMdict puts ``adj-no`` first for the ones mostly used with の;
     one UniDic has as an adverb while a shown sense carries ``adv`` (かなり 突然) is flagged;
   * UniDic's 副詞 or 形状詞 for a word whose shown senses do not carry ``adv`` or ``adj-na`` is
     not flagged: JMdict gives no such choice for the meanings taught (たとえ "example").

   A flagged word is decided by a ``pos`` line of the curation file (the part of speech a teacher
   gives it, with the reason), which the check then accepts: a line records the decision either
   way, also where the deck's part of speech stays (a ``pos`` line naming JMdict's own first one).

3. **Both a noun and a な-adjective.** A word whose shown senses carry both ``adj-na`` and a noun
   code, and which UniDic has as a noun that can be a 形状詞 (名詞-普通名詞-形状詞可能 or
   -サ変形状詞可能: 暇, 安全, 元気, 心配), is taught as both, as a Japanese dictionary marks it
   (名・形動): its part of speech gets the other term after its own (`second_term`): ``noun, な-adjective``
   (暇: 暇がある, 暇な日), ``な-adjective, noun`` (安全), ``する-noun, な-adjective`` (心配),
   ``な-adjective, する-noun`` (安心). Rule 1 holds each term to the shown senses, and a deck
   giving two terms must have UniDic's word for it. A word a ``pos`` line decided keeps that one term.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from jmdict import Entry, Sense
from resolve import learner_pos, without_register
from tokenizer import to_hiragana

VERB_PREFIXES = ("godan verb", "ichidan verb", "irregular verb", "する verb", "ずる verb")
NOUN_TERMS = frozenset({"noun", "する-noun", "adverbial noun", "noun (time)"})
_NOUN_CODES = frozenset({"n", "n-adv", "n-t"})
# UniDic's nouns that can also be a 形状詞 (the stem of a な-adjective).
_UNIDIC_NA_NOUN = ("形状詞可能", "サ変形状詞可能")


# The two-term parts of speech of rule 3: the word's own term first.
_BOTH = frozenset({("noun", "な-adjective"), ("な-adjective", "noun"), ("する-noun", "な-adjective"),
                   ("な-adjective", "する-noun")})


def terms(pos: str) -> list[str]:
    """The learner terms of a deck's part of speech: two for a word taught as both a noun and a
    な-adjective (``noun, な-adjective``), else the one (``godan verb, transitive`` is one term)."""
    parts = pos.split(", ")
    return parts if len(parts) == 2 and tuple(parts) in _BOTH else [pos]


def second_term(item: dict, entry: Entry | None, unidic: str | None) -> str | None:
    """The term rule 3 adds after the item's part of speech, if any: ``な-adjective`` after a noun,
    a noun (``する-noun`` where UniDic's noun takes する too) after a ``な-adjective``."""
    pos = item.get("partOfSpeech", "")
    if entry is None or not unidic or not unidic.endswith(_UNIDIC_NA_NOUN) or pos not in ("noun", "な-adjective", "する-noun"):
        return None
    shown = shown_senses(item["meanings"], entry.senses_for(spelling_of(item), item["reading"]))
    codes = {c for s in shown for c in s.pos}
    if "adj-na" not in codes or not codes & _NOUN_CODES and "vs" not in codes:
        return None
    if pos != "な-adjective":
        return "な-adjective"
    return "する-noun" if "vs" in codes and unidic.endswith("サ変形状詞可能") else "noun"


def sense_terms(sense: Sense) -> set[str]:
    """The learner terms JMdict's codes for one sense allow (see the module's rule 1)."""
    codes = set(sense.pos)
    transitivity = [c for c in sense.pos if c in ("vi", "vt")]
    terms = {learner_pos([sense])}
    for code in sense.pos:
        if code in ("vi", "vt"):
            continue
        terms.add(learner_pos([Sense(pos=[code, *transitivity])]))
    if "vs" in codes and (codes & _NOUN_CODES or codes <= {"vs", "vi", "vt"}):
        terms.add("する-noun")
    if codes & {"n-adv", "n-t"}:
        terms.add("noun")
    terms.discard("other")
    return terms


def shown_senses(meanings: list[str], senses: list[Sense]) -> list[Sense]:
    """The senses one of `meanings` is a gloss of, in JMdict's order; the first sense when none is
    (meanings set by the curation file in words of their own)."""
    plain = [without_register(m) for m in meanings]  # いたす "(humble) to do" shows the sense "to do"
    shown = [s for s in senses if any(m in s.glosses for m in plain)]
    return shown or senses[:1]


def spelling_of(item: dict) -> str:
    """The spelling the item was resolved with: a usually-kana word's kanji alternate, else the word."""
    if item["word"] == item["reading"] and item.get("alternates"):
        return item["alternates"][0]
    return item["word"]


def jmdict_problem(item: dict, entry: Entry | None) -> str | None:
    """The item's disagreement with the JMdict senses it shows (rule 1), if any."""
    pos = item.get("partOfSpeech", "")
    if entry is None:
        return f"{item['id']}: part of speech {pos!r}, no JMdict entry {item.get('jmdict')}"
    senses = entry.senses_for(spelling_of(item), item["reading"])
    shown = shown_senses(item["meanings"], senses)
    allowed = set().union(*(sense_terms(s) for s in shown)) if shown else set()
    if all(term in allowed for term in terms(pos)):
        return None
    tags = "; ".join(",".join(s.pos) for s in shown)
    return (f"{item['id']}: the deck says {pos!r}, JMdict's senses it shows say {tags or 'nothing'} "
            f"({', '.join(sorted(allowed)) or 'no learner term'})")


def unidic_problem(item: dict, entry: Entry | None, unidic: str | None) -> str | None:
    """The deck's choice among the shown senses' parts of speech against UniDic's (rule 2), if it
    disagrees. `unidic` is UniDic's part of speech for the headword (pos1-pos2-pos3), or None when
    UniDic does not read the headword as one word with the item's reading."""
    if entry is None or not unidic:
        return None
    pos = item.get("partOfSpeech", "")
    if len(terms(pos)) == 2:
        if unidic.endswith(_UNIDIC_NA_NOUN):
            return None
        return f"{item['id']}: the deck says {pos!r}, UniDic has it as {unidic}, not a noun that can be a 形状詞 (rule 3)"
    shown = shown_senses(item["meanings"], entry.senses_for(spelling_of(item), item["reading"]))
    codes = {c for s in shown for c in s.pos}
    head = unidic.split("-")[0]
    plain_noun = head == "名詞" and not unidic.endswith(_UNIDIC_NA_NOUN) and "固有名詞" not in unidic
    finding = None
    if pos == "な-adjective" and plain_noun and codes & _NOUN_CODES:
        finding = "a noun"
    elif pos == "な-adjective" and head == "副詞" and "adv" in codes:
        finding = "an adverb"
    elif pos in NOUN_TERMS and head == "副詞" and "adv" in codes:
        finding = "an adverb"
    elif pos in NOUN_TERMS and unidic.startswith("形状詞-一般") and "adj-na" in codes:
        finding = "a な-adjective (形状詞)"
    elif pos == "の-adjective" and head == "副詞" and "adv" in codes:
        finding = "an adverb"
    if finding is None:
        return None
    tags = "; ".join(",".join(s.pos) for s in shown)
    return f"{item['id']}: the deck says {pos!r}, JMdict's senses it shows say {tags}, UniDic has it as {finding} ({unidic})"


def unidic_parts_of_speech(items: list[dict], dictionary: Path) -> dict[str, str]:
    """UniDic's part of speech (pos1-pos2-pos3) of each item's headword, by item id, where UniDic
    reads the whole headword as one word with the item's reading (a kana headword as written)."""
    words = sorted({item["word"] for item in items})
    command = ["mecab", "-d", str(dictionary), "-O", "", "-F", "%m\\t%f[0]-%f[1]-%f[2]\\t%f[6]\\n",
               "-U", "%m\\t\\t\\n", "-E", "EOS\\n"]
    run = subprocess.run(command, input="\n".join(words) + "\n", capture_output=True, text=True, encoding="utf-8", check=True)
    analysed: dict[str, list[list[str]]] = {}
    tokens: list[list[str]] = []
    index = 0
    for line in run.stdout.split("\n"):
        if line == "EOS":
            if index < len(words):
                analysed[words[index]] = tokens
            index += 1
            tokens = []
        elif line:
            tokens.append((line.split("\t") + ["", ""])[:3])
    if index != len(words):
        raise RuntimeError(f"mecab (UniDic) returned {index} lines for {len(words)} headwords")
    result = {}
    for item in items:
        found = analysed.get(item["word"], [])
        if len(found) == 1 and found[0][1] and to_hiragana(found[0][2]) == item["reading"]:
            result[item["id"]] = "-".join(p for p in found[0][1].split("-") if p and p != "*")
    return result


def problems(out: Path, by_sequence: dict[int, Entry], unidic_dir: Path | None, curated: dict[tuple[str, str], str],
             built: bool = True) -> list[str]:
    """Both checks on the written vocabulary decks under `out`; a word a ``pos`` line of the
    curation file decided (`curated`) is held to rule 1 only, and, in decks just `built` from that
    file, must show the part of speech the line gives (committed decks may predate a new line: the
    unit tests run before `make decks` rebuilds them)."""
    items = []
    index = json.loads((out / "index.json").read_text(encoding="utf-8"))
    for deck in index["decks"]:
        if deck["kind"] == "vocab":
            items += json.loads((out / deck["file"]).read_text(encoding="utf-8"))["items"]
    unidic = unidic_parts_of_speech(items, unidic_dir) if unidic_dir is not None else {}
    found = []
    for item in items:
        entry = by_sequence.get(item.get("jmdict"))
        problem = jmdict_problem(item, entry)
        decided = curated.get((item["word"], item["reading"])) or curated.get((spelling_of(item), item["reading"]))
        if problem is None and decided is not None and built and item.get("partOfSpeech") != decided:
            problem = f"{item['id']}: the deck says {item.get('partOfSpeech')!r}, the curation file {decided!r} (decks not rebuilt?)"
        elif problem is None and decided is None:
            problem = unidic_problem(item, entry, unidic.get(item["id"]))
        if problem is not None:
            found.append(problem)
    return found
