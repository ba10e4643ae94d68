#!/usr/bin/env python3
"""A large Anki package for timing Mainichi's package import: 30,000 notes, 200,000 reviews.

Development tool (Python's standard library only): takes the legacy package Anki wrote
(Tests/AnkiPackageTests/Vectors/legacy.apkg, schema 11), empties its notes, cards and review log,
and fills them with made-up vocabulary notes of its "Japanese Vocab" note type, each card with a
review history, then zips it as OUT (default /tmp/big.apkg).

    python3 tools/anki/bigpackage.py [OUT]
    /usr/bin/time -v .build/release/mainichi import /tmp/big.apkg --data-dir /tmp/big-data --rows 0
"""
import json
import os
import random
import sqlite3
import sys
import tempfile
import zipfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOURCE = os.path.join(ROOT, "Tests", "AnkiPackageTests", "Vectors", "legacy.apkg")
NOTES, REVIEWS = 30_000, 200_000
KANA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわ"
KANJI = "日月火水木金土山川田人口目耳手足上下中大小本学生先年時分今何"


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/big.apkg"
    rng = random.Random(24)
    folder = tempfile.mkdtemp(prefix="bigpackage-")
    path = os.path.join(folder, "collection.anki21")
    with zipfile.ZipFile(SOURCE) as package, open(path, "wb") as f:
        f.write(package.read("collection.anki21"))
    db = sqlite3.connect(path)
    models = json.loads(db.execute("select models from col").fetchone()[0])
    mid = next(int(k) for k, m in models.items() if m["name"] == "Japanese Vocab")
    did = db.execute("select did from cards limit 1").fetchone()[0]
    db.execute("delete from notes")
    db.execute("delete from cards")
    db.execute("delete from revlog")
    start_ms = 1_700_000_000_000
    per_card = REVIEWS // NOTES
    extra = REVIEWS - per_card * NOTES
    revlog_id = start_ms
    for index in range(NOTES):
        word = "".join(rng.choice(KANJI) for _ in range(2)) + str(index)
        reading = "".join(rng.choice(KANA) for _ in range(4))
        fields = "\x1f".join([f"{word}[{reading}]", reading, f"meaning {index}, sense {index % 7}",
                              f"{word}を見る。", "I see it.", ""])
        nid = 1_600_000_000_000 + index
        db.execute("insert into notes values (?,?,?,?,?,?,?,?,?,?,?)",
                   (nid, f"g{index:08d}", mid, 0, -1, "", fields, word, 0, 0, ""))
        cid = nid
        db.execute("insert into cards values (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                   (cid, nid, did, 0, 0, -1, 2, 2, 100 + index % 50, 10, 2500, 5, 0, 0, 0, 0, 0, ""))
        count = per_card + (1 if index < extra else 0)
        for number in range(count):
            revlog_id += rng.randint(1000, 600_000)
            ease = 1 if rng.random() < 0.1 else rng.choice([2, 3, 3, 3, 4])
            db.execute("insert into revlog values (?,?,?,?,?,?,?,?,?)",
                       (revlog_id, cid, -1, ease, 1, 0, 2500, 5000, 0 if number == 0 else 1))
    db.commit()
    db.execute("vacuum")
    db.close()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as package:
        package.write(path, "collection.anki21")
        package.writestr("media", "{}")
    print(out, os.path.getsize(out), "bytes")


if __name__ == "__main__":
    main()
