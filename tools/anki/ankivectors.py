#!/usr/bin/env python3
"""Reference vectors for Mainichi's Anki text import and export, made by Anki itself.

Development tool only: Mainichi never runs Anki. This script feeds Anki's own importer (the
collection's CSV import through the Rust backend: get_csv_metadata, then import_csv with the
metadata Anki guessed, no option changed) and records what Anki made of each file as JSON that
the Swift tests compare Mainichi's reader against (Tests/MainichiCoreTests/Interchange/AnkiVectors).

    python3 -m venv /tmp/ankivenv && /tmp/ankivenv/bin/pip install anki==26.9.3
    /tmp/ankivenv/bin/python tools/anki/ankivectors.py            # import cases -> vectors
    /tmp/ankivenv/bin/python tools/anki/ankivectors.py --exports  # Mainichi's exports -> vectors

See tools/anki/README.md.
"""
import html
import json
import os
import re
import sys
import tempfile

ANKI_VERSION = "26.9.3"
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
VECTORS = os.path.join(ROOT, "Tests", "MainichiCoreTests", "Interchange", "AnkiVectors")
CASES = os.path.join(VECTORS, "cases")
EXPORTS = os.path.join(VECTORS, "exports")

# name -> bytes of an Anki "Notes in Plain Text" file. Each exercises one rule of Anki's reader.
CASE_FILES = {
    "separator-name-tab": b"#separator:tab\n#html:false\n\xe7\x8c\xab\xe8\x80\xb3\tcat ears\n\xe9\xa3\x9f\xe3\x81\xb9\xe3\x82\x8b\t<b>to eat</b> &amp; drink\n",
    "separator-char-comma": b"#separator:,\n#html:false\n\xe7\x8c\xab,cat\n\xe7\x8a\xac,\"dog, hound\"\n",
    "separator-name-mixed-case": b"#Separator: Semicolon \n#HTML:False\n\xe7\x8c\xab;cat\n\xe7\x8a\xac;dog\n",
    "separator-char-pipe": b"#separator:|\n#html:false\n\xe7\x8c\xab|cat|extra\n",
    "separator-name-comma-upper": b"#SEPARATOR:COMMA\n#html:false\n\xe7\x8c\xab,cat\n",
    "separator-name-space": b"#separator:Space\n#html:false\n\xe7\x8c\xab cat\n\"\xe7\x8a\xac \xe3\x81\xa8\" dog\n",
    "separator-name-colon": b"#separator:colon\n#html:false\n\xe7\x8c\xab:cat\n",
    "html-true": b"#separator:tab\n#html:true\n\xe7\x8c\xab\tcat<br>ears\n\xe7\x8a\xac\t<b>dog</b> &amp; &lt;hound&gt;\n\xe9\xb3\xa5\tbird&nbsp;one<br />two<br/>three\n\xe9\xad\x9a\t<div>fish</div><div>sea</div>\n\xe8\x99\xab\t&#x866B; &#33; &quot;bug&quot;\n",
    "html-false-br": b"#separator:tab\n#html:false\n\xe7\x8c\xab\tcat<br>ears\n\xe7\x8a\xac\t&amp; &lt;b&gt;\n",
    "html-undeclared": b"#separator:tab\n\xe7\x8c\xab\tcat<br>ears\n\xe7\x8a\xac\tdog &amp; hound\n",
    "tags-header": b"#separator:tab\n#html:false\n#tags:manga jlpt::n5\n\xe7\x8c\xab\tcat\n",
    "tags-column": b"#separator:tab\n#html:false\n#tags:manga\n#tags column:3\n\xe7\x8c\xab\tcat\tanimal cute\n\xe7\x8a\xac\tdog\t\n",
    "columns-header": b"#separator:tab\n#html:false\n#columns:Front\tBack\n\xe7\x8c\xab\tcat\n",
    "deck-notetype-header": b"#separator:tab\n#html:false\n#notetype:Basic (and reversed card)\n#deck:Manga words\n\xe7\x8c\xab\tcat\n",
    "guid-notetype-deck-tags-columns": b"#separator:tab\n#html:false\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:6\nmnabc123\tBasic\tManga::Cats\t\xe7\x8c\xab\tcat\tanimal\nmnabc124\tBasic\tManga::Dogs\t\xe7\x8a\xac\tdog\tanimal pet\n",
    "keys-mixed-case": b"#SEPARATOR:Tab\n#Html:FALSE\n#GUID Column:1\n#Tags COLUMN:4\n#Deck:Mixed\ng1\t\xe7\x8c\xab\tcat\tx\n",
    "bom": b"\xef\xbb\xbf#separator:tab\n#html:false\n\xe7\x8c\xab\tcat\n",
    "bom-no-header": b"\xef\xbb\xbf\xe7\x8c\xab\tcat\n\xe7\x8a\xac\tdog\n",
    "quoted-hash-first-field": b"#separator:tab\n#html:false\n\"#hashtag\"\ttag word\n#a comment line\n\xe7\x8c\xab\tcat\n",
    "embedded-separators-newlines": b"#separator:tab\n#html:false\n\"\xe7\x8c\xab\"\t\"cat\tears\nsecond line\"\n\"\xe7\x8a\xac\"\t\"say \"\"woof\"\"\"\n\xe9\xb3\xa5\tbird\n",
    "crlf": b"#separator:tab\r\n#html:false\r\n\xe7\x8c\xab\tcat\r\n\"\xe7\x8a\xac\"\t\"dog\r\nhound\"\r\n",
    "unknown-and-comment-header-lines": b"#separator:tab\n#html:false\n#foo:bar\n# a note without colon\n\xe7\x8c\xab\tcat\n",
    "legacy-tags-first-line": b"tags:old legacy\n\xe7\x8c\xab\tcat\n",
    "fewer-and-more-fields": b"#separator:tab\n#html:false\n\xe7\x8c\xab\n\xe7\x8a\xac\tdog\textra\tmore\n",
    "empty-first-field": b"#separator:tab\n#html:false\n\tno front\n\xe7\x8c\xab\tcat\n",
    "blank-lines": b"#separator:tab\n#html:false\n\n\xe7\x8c\xab\tcat\n\n\n\xe7\x8a\xac\tdog\n",
    "header-value-spaces": b"#separator: tab \n#html: false \n#tags: a  b \n#deck: Spaced Deck \n\xe7\x8c\xab\tcat\n",
    "furigana-field": b"#separator:tab\n#html:false\n\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e[\xe3\x81\xab\xe3\x81\xbb\xe3\x82\x93\xe3\x81\x94]\tJapanese\n",
    "no-header-csv": b"\xe7\x8c\xab,cat\n\xe7\x8a\xac,dog\n",
    "separator-literal-tab": b"#separator:\t\n#html:false\n\xe7\x8c\xab,cat\n",
    "separator-literal-semicolon-html-true-upper": b"#separator:;\n#html:TRUE\n\xe7\x8c\xab;<i>cat</i>\n",
    "notetype-column-unknown": b"#separator:tab\n#html:false\n#notetype column:1\nNo Such Type\t\xe7\x8c\xab\tcat\nBasic\t\xe7\x8a\xac\tdog\n",
    "outer-blanks": b"#separator:tab\n#html:false\n \xe7\x8c\xab \t cat \n",
}


def text_of(field, is_html):
    """What a learner reads in Anki for a stored field (Anki stores HTML)."""
    t = re.sub(r"(?i)<br\s*/?>", "\n", field)
    t = re.sub(r"(?i)</(div|p|li)>", "\n", t)
    t = re.sub(r"<[^>]*>", "", t)
    return html.unescape(t)


def collection():
    from anki.collection import Collection
    folder = tempfile.mkdtemp(prefix="ankivectors-")
    return Collection(os.path.join(folder, "collection.anki2"))


def import_file(col, path):
    from anki.collection import ImportCsvRequest
    metadata = col.get_csv_metadata(path=path, delimiter=None)
    response = col.import_csv(ImportCsvRequest(path=path, metadata=metadata))
    log = response.log
    meta = {
        "delimiter": metadata.delimiter,
        "isHTML": metadata.is_html,
        "globalTags": list(metadata.global_tags),
        "columnLabels": list(metadata.column_labels),
        "guidColumn": metadata.guid_column,
        "deckColumn": metadata.deck_column if metadata.WhichOneof("deck") == "deck_column" else 0,
        "tagsColumn": metadata.tags_column,
        "notetypeColumn": metadata.notetype_column if metadata.WhichOneof("notetype") == "notetype_column" else 0,
    }
    counts = {name: len(getattr(log, name)) for name in
              ["new", "updated", "duplicate", "conflicting", "first_field_match", "missing_notetype",
               "missing_deck", "empty_first_field"]}
    rejected = [list(n.fields) for n in log.empty_first_field]
    return meta, counts, rejected


def notes(col):
    result = []
    for nid in sorted(col.find_notes("")):
        note = col.get_note(nid)
        notetype = note.note_type()
        card = note.cards()[0]
        result.append({
            "guid": note.guid,
            "notetype": notetype["name"],
            "fieldNames": [f["name"] for f in notetype["flds"]],
            "fields": list(note.fields),
            "deck": col.decks.name(card.did),
            "tags": sorted(note.tags),
        })
    return result


def with_text(note_list, is_html):
    for note in note_list:
        note["text"] = [text_of(f, is_html) for f in note["fields"]]
    return note_list


def import_cases():
    os.makedirs(CASES, exist_ok=True)
    vectors = []
    for name, data in CASE_FILES.items():
        path = os.path.join(CASES, name + ".txt")
        with open(path, "wb") as f:
            f.write(data)
        col = collection()
        meta, counts, rejected = import_file(col, path)
        vectors.append({"file": name + ".txt", "metadata": meta, "counts": counts,
                        "emptyFirstField": rejected, "notes": with_text(notes(col), meta["isHTML"])})
        col.close()
    write(os.path.join(VECTORS, "import-vectors.json"), vectors)


def import_exports():
    """Each Mainichi export imported into an empty collection twice; a `NAME.reexport.txt` beside
    `NAME.txt` is imported after it (a later export of the same deck, to update in place)."""
    vectors = []
    for name in sorted(os.listdir(EXPORTS)):
        if not name.endswith(".txt") or name.endswith(".reexport.txt"):
            continue
        path = os.path.join(EXPORTS, name)
        col = collection()
        meta, first, _ = import_file(col, path)
        imported = notes(col)
        _, second, _ = import_file(col, path)
        entry = {"file": name, "metadata": meta, "firstImport": first, "secondImport": second,
                 "notesAfterSecond": len(col.find_notes("")),
                 "notes": with_text(imported, meta["isHTML"])}
        again = path[:-4] + ".reexport.txt"
        if os.path.exists(again):
            _, third, _ = import_file(col, again)
            entry["reexport"] = {"file": os.path.basename(again), "counts": third,
                                 "notesAfter": len(col.find_notes("")),
                                 "notes": with_text(notes(col), meta["isHTML"])}
        vectors.append(entry)
        col.close()
    write(os.path.join(VECTORS, "export-vectors.json"), vectors)


def write(path, vectors):
    import anki.buildinfo
    if anki.buildinfo.version.replace(".0", ".") != ANKI_VERSION:
        sys.exit(f"anki {anki.buildinfo.version} installed; vectors are pinned to {ANKI_VERSION}")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"anki": ANKI_VERSION, "vectors": vectors}, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {path}: {len(vectors)} files")


if __name__ == "__main__":
    if "--exports" in sys.argv:
        import_exports()
    else:
        import_cases()
