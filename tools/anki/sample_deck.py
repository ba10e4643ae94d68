#!/usr/bin/env python3
"""A learner's Anki deck of 3,000 words, exported by Anki as "Notes in Plain Text" (HTML, tags,
deck, note type and GUID columns), with three lines then broken as a file can be: an unclosed
quote, a byte that is not UTF-8, a note without its word. For the issue 11 walkthrough:

    /tmp/ankivenv/bin/python tools/anki/sample_deck.py /tmp/w11/anki-3000.txt
"""
import json
import os
import sys
import tempfile

from anki.collection import Collection, ExportLimit, DeckIdLimit

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
out = sys.argv[1]
col = Collection(os.path.join(tempfile.mkdtemp(prefix="sampledeck-"), "collection.anki2"))
models = col.models
notetype = models.new("Japanese vocab")
for name in ["Expression", "Reading", "Meaning"]:
    models.add_field(notetype, models.new_field(name))
template = models.new_template("Recognition")
template["qfmt"] = "{{Expression}}"
template["afmt"] = "{{Reading}}<br>{{Meaning}}"
models.add_template(notetype, template)
models.add(notetype)
notetype = models.by_name("Japanese vocab")
deck = col.decks.id("Japanese::Core 3k")
words = []
for level in ["n3", "n2", "n1"]:
    with open(os.path.join(ROOT, "Decks", "vocab", level + ".json"), encoding="utf-8") as f:
        words += json.load(f)["items"]
for index, item in enumerate(words[:3000]):
    note = col.new_note(notetype)
    note["Expression"] = item["word"]
    note["Reading"] = item["reading"]
    meanings = item["meanings"]
    # As learners' decks often are: some meanings on separate lines, some in bold, an entity.
    note["Meaning"] = ("<br>".join(meanings) if index % 3 == 0 else "; ".join(meanings)).replace("&", "&amp;")
    if index % 7 == 0:
        note["Meaning"] = "<b>" + note["Meaning"] + "</b>"
    note.tags = ["core3k", "chapter" + str(index // 100 + 1)]
    col.add_note(note, deck)
col.export_note_csv(out_path=out, limit=DeckIdLimit(deck), with_html=True, with_tags=True, with_deck=True,
                    with_notetype=True, with_guid=True)
col.close()

with open(out, "rb") as f:
    lines = f.read().split(b"\n")
header = sum(1 for line in lines if line.startswith(b"#"))
broken = []


def word(line, change):
    fields = line.split(b"\t")
    fields[3] = change(fields[3])
    return b"\t".join(fields)


for offset, damage in [(500, lambda w: b'"' + w),       # a quote never closed
                       (1500, lambda w: w + b"\xff"),   # a byte that is not UTF-8
                       (2500, lambda w: b"")]:          # no word
    lines[header + offset] = word(lines[header + offset], damage)
    broken.append(header + offset + 1)
with open(out, "wb") as f:
    f.write(b"\n".join(lines))
print(f"wrote {out}: 3000 notes, lines {broken} broken")
