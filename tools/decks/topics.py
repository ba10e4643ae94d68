"""Topic days: N4 and N3 vocabulary days grouped by topic where enough words share one.

The topics come from tools/decks/topics.tsv, a team-written list (one decision a line: a topic, the
reason the listed words belong to it, the words). A level's days are planned so:

1. The words keep the order `planning.plan_vocab` gives them (frequency order, each word held back
   while its kanji would outrun the kanji days): that order is each word's natural day.
2. The words of a topic, in that order, make topic days: as many as the topic fills with at least
   `MIN_TOPIC_WORDS` words each and at most a day's worth (a topic of 30 words makes two days of 15,
   one of 25 words a day of 20 and 5 words left over). Left-over topic words join the mixed words.
3. Days are laid out one by one. Topic days are spread over the level (one is due while fewer have
   gone in than their share of the days so far), everyday topics before abstract ones: each topic's
   first day in the order of `EVERYDAY_ORDER` (people, home, food and the body before work, society
   and keigo), then each topic's second day in that order, and so on (a topic's first day holds its
   most frequent words); the first whose kanji fit the kanji days so far goes in. Any other
   day is a mixed day of the next words in natural order. A topic day holds its topic's words only,
   in frequency order: a topic of 14 to 19 words makes a shorter day rather than one topped up with
   unrelated words (a lesson on the body does not end with 行う and 見つかる). The level takes the
   extra days this needs at its end.

`TopicDay` labels: a day whose words are mostly (`MIN_TOPIC_WORDS` of a full day) of one topic
carries that topic's key in the deck (`dayTopics`); any other day carries none.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from text import kanji_in

# The levels whose days are grouped by topic.
TOPIC_LEVELS = ("N4", "N3")
# The fewest words of its topic a topic day holds (of 20): three quarters of the day.
MIN_TOPIC_WORDS = 14
# The topic keys the app names (Sources/MainichiApp/Strings: EN and KO).
TOPIC_KEYS = ("people", "body", "nature", "food", "home", "clothes", "school", "work", "travel",
              "time", "feelings", "leisure", "polite", "society", "money")


# A teacher's order of the topics, from daily life outwards: the round of every topic's first day
# follows it, then the round of second days (see the module doc, step 3). Frequency alone put N3
# day 1 on the Diet and congress (国会 議会 議長: newspaper words are frequent) and the body on
# day 36; a learner meets family, home, food and the body before politics and the economy.
EVERYDAY_ORDER = ("people", "home", "food", "body", "clothes", "time", "nature", "feelings", "school",
                  "leisure", "travel", "money", "work", "society", "polite")


# Words a teacher gives in their own order, not by frequency: the days of the week Monday to Sunday
# (frequency put 火曜 土曜 金曜 月曜 日曜 木曜 on N3 day 68), the seasons spring to winter. A topic's
# words of one series go together, in the series' order, where its first member comes.
SERIES = (("月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"),
          ("月曜", "火曜", "水曜", "木曜", "金曜", "土曜", "日曜"),
          ("春", "夏", "秋", "冬"))


def in_series_order(entries: list) -> list:
    """`entries` with the members of each SERIES brought together, in the series' order, at the place
    of the first of them; every other entry keeps its place."""
    result = list(entries)
    for series in SERIES:
        members = [e for e in result if e.word in series]
        if len(members) < 2:
            continue
        start = next(i for i, e in enumerate(result) if e.word in series)
        rest = [e for e in result if e.word not in series]
        ordered = sorted(members, key=lambda e: series.index(e.word))
        before = sum(1 for e in result[:start] if e.word not in series)
        result = rest[:before] + ordered + rest[before:]
    return result


def order_days(pairs: list[tuple[int, object]]) -> list[tuple[int, object]]:
    """(day, entry) pairs with each day's SERIES members together in the series' order (see
    in_series_order); the days and every other entry's place stay."""
    by_day: dict[int, list] = {}
    for day, entry in pairs:
        by_day.setdefault(day, []).append(entry)
    return [(day, entry) for day, entries in by_day.items() for entry in in_series_order(entries)]


def series_problems(items: list[dict]) -> list[str]:
    """The days of a deck (items with word and day, in deck order) where members of a SERIES stand
    out of the series' order or apart from each other (a check on the written decks)."""
    problems = []
    by_day: dict[int, list[str]] = {}
    for item in items:
        by_day.setdefault(item["day"], []).append(item.get("word", ""))
    for day, words in sorted(by_day.items()):
        for series in SERIES:
            places = [i for i, w in enumerate(words) if w in series]
            found = [words[i] for i in places]
            if len(found) > 1 and (found != sorted(found, key=series.index) or places[-1] - places[0] != len(places) - 1):
                problems.append(f"day {day}: {' '.join(found)} out of order or apart (a teacher's order: {' '.join(series)})")
    return problems


class TopicError(ValueError):
    """A malformed line of the topic file: the message names the file and line."""


@dataclass
class TopicList:
    """What tools/decks/topics.tsv says: each listed word (or word:reading) to its topic."""

    words: dict[str, str] = field(default_factory=dict)
    lines: int = 0

    def topic(self, word: str, reading: str) -> str | None:
        """The topic of the item `word` read `reading`, if listed."""
        return self.words.get(f"{word}:{reading}") or self.words.get(word)


def load(path: Path) -> TopicList:
    """Reads the topic file; raises TopicError naming the file and line of a bad line."""
    result = TopicList()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{path.name}:{number}"
        parts = line.split("\t")
        if len(parts) != 3:
            raise TopicError(f"{where}: expected TOPIC, REASON and WORDS separated by tabs, found {len(parts)} fields")
        topic, reason, words = parts
        if topic not in TOPIC_KEYS:
            raise TopicError(f"{where}: unknown topic {topic!r} (known: {', '.join(TOPIC_KEYS)})")
        if not reason.strip():
            raise TopicError(f"{where}: the reason is empty")
        if not words.split():
            raise TopicError(f"{where}: no words listed")
        for word in words.split():
            if word in result.words:
                raise TopicError(f"{where}: {word} is already in topic {result.words[word]}")
            result.words[word] = topic
        result.lines += 1
    return result


def unknown_words(topics: TopicList, vocab: list) -> list[str]:
    """Listed words no deck has (a typo, or a word that left the decks)."""
    known = {e.word for e in vocab} | {f"{e.word}:{e.reading}" for e in vocab}
    return sorted(w for w in topics.words if w not in known)


@dataclass
class Chunk:
    """One topic day in the making: its topic, its words in natural order, its natural place."""

    topic: str
    words: list
    place: float
    round: int = 0  # 0 for the topic's first day (its most frequent words), 1 for its second...

    def order(self) -> tuple[int, int, float]:
        """Where the chunk comes among the topic days: by round, then `EVERYDAY_ORDER`, then natural place."""
        return (self.round, EVERYDAY_ORDER.index(self.topic), self.place)


def topic_chunks(natural: list[tuple[int, object]], topic_of) -> tuple[list[Chunk], set[int]]:
    """The topic days of one level, from words in natural order with their natural days: per topic,
    as many days as it fills with `MIN_TOPIC_WORDS` to 20 words. Returns the chunks and the ids of
    the words they hold."""
    by_topic: dict[str, list[tuple[int, object]]] = {}
    for day, entry in natural:
        topic = topic_of(entry)
        if topic:
            by_topic.setdefault(topic, []).append((day, entry))
    chunks: list[Chunk] = []
    for topic in TOPIC_KEYS:
        words = by_topic.get(topic, [])
        ordered = in_series_order([e for _, e in words])
        if ordered != [e for _, e in words]:  # the days of the week together, Monday first
            place = {id(e): d for d, e in words}
            words = [(place[id(e)], e) for e in ordered]
        days = -(-len(words) // 20)
        if len(words) < MIN_TOPIC_WORDS * days:
            days = len(words) // 20
        if days == 0:
            continue
        used = words[:min(len(words), 20 * days)]
        base, extra = divmod(len(used), days)
        start = 0
        for index in range(days):
            size = base + (1 if index < extra else 0)
            part = used[start:start + size]
            start += size
            chunks.append(Chunk(topic, [e for _, e in part], sum(d for d, _ in part) / len(part), index))
    held = {id(e) for c in chunks for e in c.words}
    return chunks, held


def plan_level(natural: list[tuple[int, object]], topic_of, deck_kanji: set[str], capacity: list[int],
               kanji_count: int, first_day: int, per_day: int) -> tuple[list[tuple[int, object]], dict[int, str]]:
    """The days of one level's words after its hand-planned days (`natural`: (day, entry) from
    `planning.plan_vocab`, in day order), grouped by topic as the module doc says. `capacity[d-1]`
    is how many of the level's kanji the kanji deck has taught by day d; `first_day` is the first
    day to fill. Returns (day, entry) pairs and the topic of each topic day."""
    natural = sorted(natural, key=lambda pair: pair[0])
    chunks, held = topic_chunks(natural, topic_of)
    mixed = [e for _, e in natural if id(e) not in held]
    # Topic days hold their own words (14 to 20); the mixed words share the other days evenly,
    # the fuller days first.
    mixed_days = -(-len(mixed) // per_day)
    days = len(chunks) + mixed_days
    sizes = [len(mixed) // mixed_days + (1 if index < len(mixed) % mixed_days else 0)
             for index in range(mixed_days)] if mixed_days else []

    def allowed(day: int) -> int:
        index = day - first_day
        return capacity[index] if index < len(capacity) else kanji_count

    def needs(entry) -> set[str]:
        return {c for c in kanji_in(entry.word) if c in deck_kanji}

    needed: set[str] = set()
    result: list[tuple[int, object]] = []
    labels: dict[int, str] = {}
    pending = sorted(chunks, key=Chunk.order)
    offset = -1
    while mixed or pending:
        offset += 1
        day = first_day + offset
        days_left = days - offset
        # A mixed day's size: the next of `sizes` (per_day once they are used up, should a topic
        # day's kanji have held it back past its place).
        size = sizes[offset - (len(chunks) - len(pending))] if offset - (len(chunks) - len(pending)) < len(sizes) else per_day
        today: list = []
        chunk = None
        # A topic day whose place has come and whose kanji fit; one must go when only topic days fit in the days left.
        must = len(pending) >= days_left or not mixed
        # Topic days are spread over the level: one is due while fewer have gone in than their share of the days so far.
        due = (len(chunks) - len(pending)) * days < (offset + 1) * len(chunks)
        for candidate in pending if due or must else []:
            new = set().union(*(needs(e) for e in candidate.words)) - needed
            if must or len(needed) + len(new) <= allowed(day):
                chunk = candidate
                break
        if chunk is not None:
            pending.remove(chunk)
            today = list(chunk.words)
            for entry in today:
                needed |= needs(entry)
            labels[day] = chunk.topic
        # A topic day holds its own words only; on any other day mixed words fill the day in natural
        # order, each held back while its kanji would outrun the kanji days.
        if chunk is not None:
            result += [(day, entry) for entry in today]
            continue
        waiting: list = []
        for entry in mixed:
            if len(today) >= size:
                waiting.append(entry)
                continue
            new = needs(entry) - needed
            if len(needed) + len(new) <= allowed(day):
                today.append(entry)
                needed |= new
            else:
                waiting.append(entry)
        if len(today) < size:
            waiting.sort(key=lambda e: len(needs(e) - needed))
            while len(today) < size and waiting:
                entry = waiting.pop(0)
                today.append(entry)
                needed |= needs(entry)
            order = {id(e): i for i, (_, e) in enumerate(natural)}
            waiting.sort(key=lambda e: order[id(e)])
        mixed = waiting
        result += [(day, entry) for entry in today]
    return result, labels


def day_topics(days: list[tuple[int, object]], topic_of, per_day: int) -> dict[int, str]:
    """The topic each day is labelled with: the topic at least `MIN_TOPIC_WORDS` of its words share
    (scaled to the day's size), else none. The build writes these; the check repeats them."""
    by_day: dict[int, list] = {}
    for day, entry in days:
        by_day.setdefault(day, []).append(entry)
    labels = {}
    for day, entries in by_day.items():
        counts: dict[str, int] = {}
        for entry in entries:
            topic = topic_of(entry)
            if topic:
                counts[topic] = counts.get(topic, 0) + 1
        if counts:
            topic, count = max(counts.items(), key=lambda pair: (pair[1], pair[0]))
            if count * per_day >= MIN_TOPIC_WORDS * len(entries):
                labels[day] = topic
    return labels
