#!/usr/bin/env python3
"""Writes the zip fixtures of Tests/AnkiPackageTests/Vectors/zip with Python's zipfile, an
independent zip writer, for the tests of Mainichi's own zip reader (Sources/AnkiPackage/ZipArchive).

Run from the repository root: python3 tools/anki/zip_vectors.py. The files are committed; the
tests never run Python. Each fixture's contents are listed in zip/contents.json.
"""
import json
import zipfile
from pathlib import Path

OUT = Path("Tests/AnkiPackageTests/Vectors/zip")

TEXT = ("毎日 every day\n" * 400).encode()
BINARY = bytes((i * 7919) % 251 for i in range(70_000))


def write(name: str, compression: int, *, zip64: bool = False, comment: bytes = b"") -> None:
    path = OUT / name
    with zipfile.ZipFile(path, "w", compression=compression) as archive:
        archive.comment = comment
        for entry, data in (("collection.anki21", TEXT), ("media", b'{"0": "cat.mp3"}'), ("0", BINARY), ("empty", b"")):
            info = zipfile.ZipInfo(entry, date_time=(2026, 11, 28, 12, 0, 0))
            info.compress_type = compression
            with archive.open(info, "w", force_zip64=zip64) as handle:
                handle.write(data)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    write("stored.zip", zipfile.ZIP_STORED)
    write("deflated.zip", zipfile.ZIP_DEFLATED, comment=b"a comment after the directory")
    write("zip64.zip", zipfile.ZIP_DEFLATED, zip64=True)
    # A byte of the first entry's data changed: the CRC-32 no longer matches.
    data = bytearray((OUT / "stored.zip").read_bytes())
    data[30 + len("collection.anki21") + 5] ^= 0xFF
    (OUT / "damaged-crc.zip").write_bytes(bytes(data))
    # Cut in the middle of the last entry's data: the directory is gone.
    whole = (OUT / "deflated.zip").read_bytes()
    (OUT / "truncated.zip").write_bytes(whole[: len(whole) // 2])
    contents = {"collection.anki21": {"size": len(TEXT), "text": TEXT.decode()[:40]},
                "media": {"size": 16}, "0": {"size": len(BINARY), "sum": sum(BINARY)}, "empty": {"size": 0}}
    (OUT / "contents.json").write_text(json.dumps(contents, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
