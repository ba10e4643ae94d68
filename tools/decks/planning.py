"""Day planning: vocabulary days and kanji days of a level planned together.

A word's kanji should be taught on or before the day the word appears. Within a level the kanji
deck can only teach its own kanji (an N5 word written with an N4 kanji waits for N4), so the plan
works per level on the kanji of that level's deck:

1. Vocabulary days: the hand-planned days stay as they are; the other words follow their frequency
   order, except that a word is held back (to a later day, keeping the order among held words) while
   the kanji it needs would outrun the kanji days: by vocabulary day d the level's kanji deck has
   taught the kanji of its first d days (10 a day), so the kanji needed by days 1..d may not be more.
2. Kanji days: each kanji's deadline is the first vocabulary day that uses it; the kanji go in order
   of deadline (earliest first, the more frequent first among equals, kanji no word of the level uses
   last) and are cut into days of 10 (one fewer allowed, the fuller days first). Because of step 1,
   every deadline that can be met is met.

Both decks count days from the same start (vocabulary day 3 and kanji day 3 are studied together).
"""

from __future__ import annotations

from typing import Callable

from text import kanji_in


def day_sizes(count: int, per_day: int) -> list[int]:
    """How many items each day holds: as few days as `per_day` allows, sizes differing by at most
    one, the fuller days first (662 words: 16 days of 20, then 18 days of 19)."""
    days = -(-count // per_day)
    if days == 0:
        return []
    base, extra = divmod(count, days)
    return [base + 1] * extra + [base] * (days - extra)


def capacity(kanji_count: int, per_day: int) -> list[int]:
    """How many kanji the level's kanji deck has taught by the end of each of its days."""
    total, result = 0, []
    for size in day_sizes(kanji_count, per_day):
        total += size
        result.append(total)
    return result


def plan_vocab(
    planned: list, ordered: list, deck_kanji: set[str], kanji_count: int, words_per_day: int, kanji_per_day: int
) -> list[tuple[int, object]]:
    """Days for one level's vocabulary: `planned` entries keep their `planned_day`, `ordered` (most
    frequent first) fill the days after them, each word held back while the kanji it needs from
    `deck_kanji` would be more than the kanji deck has taught by that day. Returns (day, entry) pairs."""
    cap = capacity(kanji_count, kanji_per_day)

    def allowed(day: int) -> int:
        return cap[day - 1] if day <= len(cap) else kanji_count

    def needs(entry) -> set[str]:
        return {c for c in kanji_in(entry.word) if c in deck_kanji}

    result = [(e.planned_day, e) for e in planned]
    needed: set[str] = set()
    for _, entry in sorted(result, key=lambda pair: pair[0]):
        needed |= needs(entry)
    first_free = max((e.planned_day for e in planned), default=0)
    waiting = list(ordered)
    for offset, size in enumerate(day_sizes(len(ordered), words_per_day), 1):
        day = first_free + offset
        chosen: list = []
        held: list = []
        for entry in waiting:
            if len(chosen) == size:
                held.append(entry)
                continue
            new = needs(entry) - needed
            if len(needed) + len(new) <= allowed(day):
                chosen.append(entry)
                needed |= new
            else:
                held.append(entry)
        if len(chosen) < size:
            # Nothing else fits: the words needing the fewest new kanji go first (a miss each).
            held.sort(key=lambda e: len(needs(e) - needed))
            while len(chosen) < size:
                entry = held.pop(0)
                chosen.append(entry)
                needed |= needs(entry)
            taken = {id(e) for e in chosen}
            held = [e for e in waiting if id(e) not in taken]
        waiting = held
        result += [(day, entry) for entry in chosen]
    return result


# Kanji taught as one lesson, in this order, on the day of the first of them a word needs.
LESSONS = ("一二三四五六七八九十", "百千万円", "日月火水木金土", "上下中", "父母")


def plan_kanji(
    entries: list, vocab_days: list[tuple[int, object]], per_day: int, frequency_key: Callable
) -> list[tuple[int, object]]:
    """Days for one level's kanji: earliest deadline (first vocabulary day using the kanji) first,
    `frequency_key` among equal deadlines. Returns (day, entry) pairs."""
    deadline: dict[str, int] = {}
    for day, word in vocab_days:
        for char in kanji_in(word.word):
            deadline[char] = min(deadline.get(char, day), day)
    never = 1 << 30
    # Kanji that read as one lesson are taught together, by the deadline of the first of them (一 to 十).
    for group in LESSONS:
        members = [c for c in group if c in deadline and any(e.info.literal == c for e in entries)]
        if members:
            first = min(deadline[c] for c in members)
            for c in members:
                deadline[c] = first
    lesson_rank = {c: (i, j) for i, group in enumerate(LESSONS) for j, c in enumerate(group)}
    ordered = sorted(entries, key=lambda e: (deadline.get(e.info.literal, never), lesson_rank.get(e.info.literal, (len(LESSONS), 0)),
                                             frequency_key(e)))
    group_of = {c: i for i, group in enumerate(LESSONS) for c in group}
    queue = list(ordered)
    result: list[tuple[int, object]] = []
    for day, size in enumerate(day_sizes(len(ordered), per_day), 1):
        today: list = []
        index = 0
        while len(today) < size and index < len(queue):
            group = group_of.get(queue[index].info.literal)
            members = [e for e in queue if group is not None and group_of.get(e.info.literal) == group]
            if group is None or len(members) > size:
                today.append(queue.pop(index))
            elif len(members) <= size - len(today):
                # A lesson goes on one day whole; the kanji before it that fit stay in front.
                for member in members:
                    queue.remove(member)
                    today.append(member)
            else:
                # It does not fit in what is left of the day: later kanji fill the day, the lesson opens the next.
                index += 1
        while len(today) < size and queue:
            today.append(queue.pop(0))
        result += [(day, entry) for entry in today]
    return result


def taught_share(vocab_days: dict[str, list[tuple[int, object]]], kanji_days: dict[str, list[tuple[int, object]]],
                 levels: tuple[str, ...]) -> dict[str, tuple[int, int, int]]:
    """Per level: how many words are written with kanji, and the share (%) whose kanji are all
    taught by the word's day (an easier level, or the same level on the same day or before), and
    at or below the word's level (the most the plan can reach)."""
    taught: dict[str, tuple[int, int]] = {}
    for rank, level in enumerate(levels):
        for day, entry in kanji_days.get(level, []):
            taught[entry.info.literal] = (rank, day)
    result = {}
    for rank, level in enumerate(levels):
        written = [(d, e) for d, e in vocab_days.get(level, []) if kanji_in(e.word)]
        by_day = sum(all(c in taught and (taught[c][0] < rank or (taught[c][0] == rank and taught[c][1] <= d))
                         for c in kanji_in(e.word)) for d, e in written)
        by_level = sum(all(c in taught and taught[c][0] <= rank for c in kanji_in(e.word)) for _, e in written)
        total = len(written) or 1
        result[level] = (len(written), round(100 * by_day / total), round(100 * by_level / total))
    return result
