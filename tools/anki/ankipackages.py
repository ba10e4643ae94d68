#!/usr/bin/env python3
"""Anki package vectors for Mainichi's `.apkg` and `.colpkg` reader, made by Anki itself.

Development tool only: Mainichi never runs Anki. This script builds one small collection with the
real Anki library (two note types, two decks with a subdeck, HTML, furigana, `[sound:]` audio,
tags, review history, suspended and buried cards) and writes it as a package in every format
Anki reads, into Tests/AnkiPackageTests/Vectors, with `packages.json` recording what each
package holds (what the Swift tests compare Mainichi's reader against).

    python3 -m venv /tmp/ankivenv && /tmp/ankivenv/bin/pip install anki==26.9.3
    /tmp/ankivenv/bin/python tools/anki/ankipackages.py
    /tmp/ankivenv/bin/python tools/anki/ankipackages.py --exports .build/debug/mainichi

The second form leaves the packages above as they are and checks Mainichi's own `.apkg` export:
the `mainichi` binary imports `current.apkg` into a new data directory and exports each deck
with its history (`mainichi-*.apkg`, committed); Anki imports each into a new collection and
`exports.json` records what it made of it (fields, card states, review log); Anki imports it
again over `current.apkg` (the trip Anki -> Mainichi -> Anki) and the counts are recorded; and
Anki's own export of what it imported is `mainichi-*.via-anki.apkg` (the trip Mainichi -> Anki ->
Mainichi, which the Swift tests import).

See tools/anki/README.md.
"""
import json
import os
import shutil
import sys
import tempfile
import zipfile

ANKI_VERSION = "26.9.3"
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
VECTORS = os.path.join(ROOT, "Tests", "AnkiPackageTests", "Vectors")

# The start of the made-up study history: 2026-01-05 09:00 UTC, in milliseconds.
HISTORY_START_MS = 1767603600000
DAY_MS = 86_400_000

# (word with furigana, reading, meaning, example, example translation, audio file or None, tags)
VOCABULARY = [
    ("食[た]べる", "たべる", "to eat", "ご<b>飯</b>を食べる。", "I eat rice.", "taberu.mp3", "verb jlpt::n5"),
    ("駅[えき]", "えき", "station", "駅はどこですか。", "Where is the station?", "eki.mp3", "noun jlpt::n5"),
    ("乗[の]り換[か]え", "のりかえ", "transfer, change (trains)", "", "", None, "noun jlpt::n4"),
    ("彼[かれ]", "かれ", "he, him", "彼は先生です。", "He is a teacher.", None, "pronoun"),
    ("猫[ねこ]", "ねこ", "cat", "", "", None, ""),
    ("勉強[べんきょう]", "べんきょう", "study", "毎日勉強します。", "I study every day.", None, "noun"),
]
# (front, back) of Basic notes in the second deck.
BASIC = [
    ("犬", "いぬ<br>dog"),
    ("水", "みず<br>water [sound:mizu.mp3]"),
    ("山", "やま<br>mountain"),
    ("川", "<div>かわ</div><div>river</div>"),
]
MEDIA = {"taberu.mp3": b"ID3 taberu audio", "eki.mp3": b"ID3 eki audio", "mizu.mp3": b"ID3 mizu audio"}


def build(folder):
    from anki.collection import Collection
    col = Collection(os.path.join(folder, "collection.anki2"))
    mm = col.models
    vocab = mm.new("Japanese Vocab")
    for name in ["Expression", "Reading", "Meaning", "Sentence", "Sentence-English", "Audio"]:
        mm.add_field(vocab, mm.new_field(name))
    template = mm.new_template("Recognition")
    template["qfmt"] = "{{Expression}}"
    template["afmt"] = "{{FrontSide}}<hr id=answer>{{furigana:Expression}}<br>{{Meaning}}<br>{{Audio}}"
    mm.add_template(vocab, template)
    mm.add(vocab)
    vocab = mm.by_name("Japanese Vocab")
    basic = mm.by_name("Basic")
    core = col.decks.id("Japanese::Core")
    extra = col.decks.id("Extra words")
    for name, data in MEDIA.items():
        col.media.write_data(name, data)
    notes = []
    for word, reading, meaning, example, translation, audio, tags in VOCABULARY:
        note = col.new_note(vocab)
        note["Expression"] = word
        note["Reading"] = reading
        note["Meaning"] = meaning
        note["Sentence"] = example
        note["Sentence-English"] = translation
        note["Audio"] = f"[sound:{audio}]" if audio else ""
        note.tags = tags.split()
        col.add_note(note, core)
        notes.append(note)
    for front, back in BASIC:
        note = col.new_note(basic)
        note["Front"] = front
        note["Back"] = back
        col.add_note(note, extra)
        notes.append(note)
    cards = [note.cards()[0] for note in notes]
    # Review history: card i gets i + 1 reviews (the first cards more), a day apart and more.
    revlog_id = HISTORY_START_MS
    histories = {}
    for index, card in enumerate(cards[:7]):
        entries = []
        interval = 0
        time_ms = HISTORY_START_MS + index * 3_600_000
        ratings = [3, 3, 1, 3, 4, 3, 2][: 1 + index % 5]
        for number, ease in enumerate(ratings):
            revlog_type = 0 if number == 0 else (2 if ease == 1 else 1)
            last = interval
            interval = 1 if ease == 1 else max(1, interval * 2 + 1)
            entries.append((time_ms, card.id, ease, interval, last, 2500, 4000 + number * 100, revlog_type))
            time_ms += interval * DAY_MS
        for time_ms, cid, ease, ivl, last, factor, taken, kind in entries:
            col.db.execute(
                "insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) values (?,?,?,?,?,?,?,?,?)",
                time_ms, cid, -1, ease, ivl, last, factor, taken, kind)
        histories[card.id] = entries
        # The card as the history left it: in review, due `interval` days after the last review.
        last_day = (entries[-1][0] - col.crt * 1000) // DAY_MS
        col.db.execute(
            "update cards set type = 2, queue = 2, ivl = ?, due = ?, reps = ?, lapses = ?, factor = 2500 where id = ?",
            interval, int(last_day + interval), len(entries), sum(1 for e in entries if e[2] == 1), card.id)
    # One card in learning (one review a minute ago, due again in ten minutes).
    learning = cards[7]
    col.db.execute(
        "insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) values (?,?,?,?,?,?,?,?,?)",
        HISTORY_START_MS + 40 * DAY_MS, learning.id, -1, 1, -600, 0, 0, 3000, 0)
    col.db.execute("update cards set type = 1, queue = 1, due = ?, left = 1001, reps = 1 where id = ?",
                   (HISTORY_START_MS + 40 * DAY_MS) // 1000 + 600, learning.id)
    histories[learning.id] = [(HISTORY_START_MS + 40 * DAY_MS,)]
    col.sched.suspend_cards([cards[1].id, cards[8].id])
    col.sched.bury_cards([cards[2].id])
    col.save() if hasattr(col, "save") else None
    return col, notes, cards, histories


def describe(col, notes, cards, histories):
    """What a reader must find in every package made from this collection."""

    out = {"noteTypes": [], "decks": [], "notes": [], "reviews": col.db.scalar("select count() from revlog"),
           "media": sorted(MEDIA)}
    used = set()
    for note in notes:
        model = note.note_type()
        used.add(model["name"])
        card = note.cards()[0]
        out["notes"].append({
            "guid": note.guid, "noteType": model["name"], "deck": col.decks.name(card.did),
            "fields": list(note.fields), "tags": list(note.tags),
            "queue": card.queue, "type": card.type, "due": card.due, "interval": card.ivl,
            "reviews": col.db.scalar("select count() from revlog where cid = ?", card.id),
        })
    for name in sorted(used):
        model = col.models.by_name(name)
        out["noteTypes"].append({"name": name, "fields": [f["name"] for f in model["flds"]]})
    out["decks"] = sorted({n["deck"] for n in out["notes"]})
    return out


# The decks `--exports` exports from the imported `current.apkg`, and the file each goes to.
EXPORTS = [("Japanese::Core", "mainichi-core"), ("Extra words", "mainichi-extra")]


def import_package(col, path, merge=False):
    from anki.collection import ImportAnkiPackageOptions, ImportAnkiPackageRequest
    out = col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=ImportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=False, merge_notetypes=merge)))
    log = out.log
    return {"found": log.found_notes, "new": len(log.new), "updated": len(log.updated), "duplicate": len(log.duplicate),
            "conflicting": len(log.conflicting)}


def dump(col):
    """Every note Anki holds, with its card and review log: due days as days since 1970 (UTC)."""
    import json as _json
    notes = []
    for nid in sorted(col.find_notes(""), key=lambda n: col.get_note(n).guid):
        note = col.get_note(nid)
        card = note.cards()[0]
        if card.queue in (2, 3) or (card.queue in (-1, -2, -3) and card.type == 2):
            due = {"day": (col.crt + card.due * 86400) // 86400}
        elif card.queue == 1 or (card.queue < 0 and card.type in (1, 3)):
            due = {"time": card.due}
        else:
            due = {"position": card.due}
        state = card.memory_state
        data = _json.loads(col.db.scalar("select data from cards where id = ?", card.id) or "{}")
        notes.append({
            "guid": note.guid, "noteType": note.note_type()["name"], "deck": col.decks.name(card.did),
            "fields": dict(zip([f["name"] for f in note.note_type()["flds"]], note.fields)), "tags": sorted(note.tags),
            "type": card.type, "queue": card.queue, "due": due, "interval": card.ivl, "reps": card.reps, "lapses": card.lapses,
            "stability": round(state.stability, 3) if state else None,
            "difficulty": round(state.difficulty, 3) if state else None,
            "lastReview": data.get("lrt"),
            "reviews": [{"id": r[0], "ease": r[1], "type": r[2], "interval": r[3]} for r in col.db.all(
                "select id, ease, type, ivl from revlog where cid = ? order by id", card.id)],
        })
    return notes


def with_one_more_review(path, out_path):
    """A copy of the package `path` with one more review-log entry (Good, a year after the last
    review) on its first studied card, as if it had been reviewed once more in Mainichi."""
    import sqlite3
    folder = tempfile.mkdtemp(prefix="ankimore-")
    with zipfile.ZipFile(path) as package:
        names = package.namelist()
        package.extractall(folder)
    db = sqlite3.connect(os.path.join(folder, "collection.anki21"))
    card, last = db.execute("select cid, max(id) from revlog group by cid order by cid limit 1").fetchone()
    guid = db.execute("select n.guid from notes n join cards c on c.nid = n.id where c.id = ?", (card,)).fetchone()[0]
    db.execute("insert into revlog values (?, ?, -1, 3, 30, 7, 2500, 5000, 1)", (last + DAY_MS, card))
    db.execute("update cards set reps = reps + 1 where id = ?", (card,))
    db.commit()
    db.close()
    with zipfile.ZipFile(out_path, "w", zipfile.ZIP_DEFLATED) as package:
        for name in names:
            package.write(os.path.join(folder, name), name)
    return guid


def reviews_by_card(col, guid):
    """The review count of each card of the note `guid`, by card id."""
    nid = col.db.scalar("select id from notes where guid = ?", guid)
    return {cid: col.db.scalar("select count() from revlog where cid = ?", cid)
            for cid in col.db.list("select id from cards where nid = ?", nid)}


def totals(col):
    return {"notes": col.note_count(), "cards": col.card_count(), "reviews": col.db.scalar("select count() from revlog")}


def exports(binary):
    """Mainichi's `.apkg` export of the imported `current.apkg`, as Anki reads it."""
    import subprocess
    import time
    from anki.collection import Collection, ExportAnkiPackageOptions
    data = tempfile.mkdtemp(prefix="mainichi-data-")
    env = dict(os.environ, MAINICHI_DECKS=os.path.join(ROOT, "Decks"), TZ="UTC")
    current = os.path.join(VECTORS, "current.apkg")
    subprocess.run([binary, "import", current, "--data-dir", data], check=True, env=env, stdout=subprocess.DEVNULL)
    out = {}
    for deck, name in EXPORTS:
        path = os.path.join(VECTORS, name + ".apkg")
        subprocess.run([binary, "export", deck, "--format", "apkg", "--with-history", "-o", path, "--data-dir", data],
                       check=True, env=env)
        folder = tempfile.mkdtemp(prefix="ankiexports-")
        col = Collection(os.path.join(folder, "collection.anki2"))
        # The study day of the export (TZ=UTC, days starting at 04:00 as Mainichi's do by default):
        # a card buried in Anki is due the next one.
        record = {"import": import_package(col, path), "notes": dump(col),
                  "exportedOn": (int(time.time()) - 4 * 3600) // 86400}
        col.export_anki_package(out_path=os.path.join(VECTORS, name + ".via-anki.apkg"), options=ExportAnkiPackageOptions(
            with_scheduling=True, with_deck_configs=False, with_media=True, legacy=False), limit=None)
        col.close()
        # Anki -> Mainichi -> Anki: over the collection the notes came from, once as Anki's import
        # does by default, once with "Merge note types"; and the same with one review more than
        # the collection has (a review made in Mainichi): does it reach the card?
        more = tempfile.mktemp(suffix=".apkg")
        guid = with_one_more_review(path, more)
        for merge in (False, True):
            for package, key in ((path, "overOriginal"), (more, "oneMoreReview")):
                folder = tempfile.mkdtemp(prefix="ankiroundtrip-")
                col = Collection(os.path.join(folder, "collection.anki2"))
                import_package(col, current)
                before = totals(col)
                own = reviews_by_card(col, guid)
                result = import_package(col, package, merge=merge)
                after = totals(col)
                trip = {"before": before, "import": result, "after": after}
                if package == more:
                    # Whether the review reached the learner's own card, or only a card Anki added.
                    now = reviews_by_card(col, guid)
                    trip["reachedOwnCard"] = any(now.get(cid, 0) > count for cid, count in own.items())
                    trip["reachedAddedCard"] = any(count > 0 for cid, count in now.items() if cid not in own)
                record[key + ("Merged" if merge else "")] = trip
                col.close()
        out[name] = record
    with open(os.path.join(VECTORS, "exports.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    print(json.dumps({k: v["import"] for k, v in out.items()}, indent=1))


def main():
    import anki.buildinfo
    if anki.buildinfo.version.replace(".0", ".") != ANKI_VERSION:
        sys.exit(f"ankipackages.py: needs anki {ANKI_VERSION}, found {anki.buildinfo.version}")
    if len(sys.argv) == 3 and sys.argv[1] == "--exports":
        exports(os.path.abspath(sys.argv[2]))
        return
    from anki.collection import ExportAnkiPackageOptions
    os.makedirs(VECTORS, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="ankipackages-")
    col, notes, cards, histories = build(folder)
    expected = describe(col, notes, cards, histories)
    written = {}
    for name, legacy in [("current.apkg", False), ("legacy.apkg", True)]:
        path = os.path.join(VECTORS, name)
        col.export_anki_package(out_path=path, options=ExportAnkiPackageOptions(
            with_scheduling=True, with_deck_configs=True, with_media=True, legacy=legacy), limit=None)
        written[name] = sorted(zipfile.ZipFile(path).namelist())
    # The oldest layout, `collection.anki2` alone with a JSON media map: Anki's legacy package with
    # its collection under the old name (the same schema 11 database).
    legacy_zip = zipfile.ZipFile(os.path.join(VECTORS, "legacy.apkg"))
    oldest = os.path.join(VECTORS, "oldest.apkg")
    with zipfile.ZipFile(oldest, "w", zipfile.ZIP_DEFLATED) as out:
        for entry in legacy_zip.namelist():
            if entry == "collection.anki2":
                continue
            data = legacy_zip.read(entry)
            out.writestr("collection.anki2" if entry == "collection.anki21" else entry, data)
    written["oldest.apkg"] = sorted(zipfile.ZipFile(oldest).namelist())
    for name, legacy in [("current.colpkg", False), ("legacy.colpkg", True)]:
        copy = tempfile.mkdtemp(prefix="ankicolpkg-")
        shutil.copytree(folder, copy, dirs_exist_ok=True)
        from anki.collection import Collection
        other = Collection(os.path.join(copy, "collection.anki2"))
        path = os.path.join(VECTORS, name)
        other.export_collection_package(path, include_media=True, legacy=legacy)
        written[name] = sorted(zipfile.ZipFile(path).namelist())
    expected["packages"] = written
    with open(os.path.join(VECTORS, "packages.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    print(json.dumps(written, indent=1))


if __name__ == "__main__":
    main()
