"""The most frequent Japanese words of wordfreq's list (PyPI `wordfreq`, pinned; its data is
CC BY-SA 4.0), read straight from the wheel's `large_ja.msgpack.gz` with a small MessagePack
reader, so nothing is installed."""

from __future__ import annotations

import gzip
import struct
import zipfile
from pathlib import Path

MEMBER = "wordfreq/data/large_ja.msgpack.gz"


def _unpack(data: bytes, position: int = 0):
    """Decodes one MessagePack value at `position`; returns it and the position after it (the
    types wordfreq's lists use: maps, arrays, strings, integers, nil and booleans)."""
    byte = data[position]
    position += 1
    if byte <= 0x7F:
        return byte, position
    if 0x80 <= byte <= 0x8F or byte in (0xDE, 0xDF):
        if byte <= 0x8F:
            count = byte & 0x0F
        else:
            size = 2 if byte == 0xDE else 4
            count = int.from_bytes(data[position:position + size], "big")
            position += size
        result = {}
        for _ in range(count):
            key, position = _unpack(data, position)
            value, position = _unpack(data, position)
            result[key] = value
        return result, position
    if 0x90 <= byte <= 0x9F or byte in (0xDC, 0xDD):
        if byte <= 0x9F:
            count = byte & 0x0F
        else:
            size = 2 if byte == 0xDC else 4
            count = int.from_bytes(data[position:position + size], "big")
            position += size
        items = []
        for _ in range(count):
            value, position = _unpack(data, position)
            items.append(value)
        return items, position
    if 0xA0 <= byte <= 0xBF or byte in (0xD9, 0xDA, 0xDB):
        if byte <= 0xBF:
            length = byte & 0x1F
        else:
            size = {0xD9: 1, 0xDA: 2, 0xDB: 4}[byte]
            length = int.from_bytes(data[position:position + size], "big")
            position += size
        return data[position:position + length].decode("utf-8"), position + length
    if byte in (0xCC, 0xCD, 0xCE, 0xCF):
        size = {0xCC: 1, 0xCD: 2, 0xCE: 4, 0xCF: 8}[byte]
        return int.from_bytes(data[position:position + size], "big"), position + size
    if byte in (0xD0, 0xD1, 0xD2, 0xD3):
        size = {0xD0: 1, 0xD1: 2, 0xD2: 4, 0xD3: 8}[byte]
        return int.from_bytes(data[position:position + size], "big", signed=True), position + size
    if byte >= 0xE0:
        return byte - 0x100, position
    if byte == 0xC0:
        return None, position
    if byte in (0xC2, 0xC3):
        return byte == 0xC3, position
    if byte == 0xCB:
        return struct.unpack(">d", data[position:position + 8])[0], position + 8
    raise ValueError(f"MessagePack type 0x{byte:02x} not supported at byte {position - 1}")


def top_words(wheel: Path, count: int) -> list[str]:
    """The `count` most frequent Japanese words, most frequent first (wordfreq's `top_n_list`:
    frequency buckets in order, each bucket's words as listed)."""
    with zipfile.ZipFile(wheel) as archive:
        data = gzip.decompress(archive.read(MEMBER))
    document, _ = _unpack(data)
    header, buckets = document[0], document[1:]
    if not isinstance(header, dict) or header.get("format") != "cB":
        raise ValueError(f"{wheel}: {MEMBER} is not a cBpack word list")
    words: list[str] = []
    for bucket in buckets:
        for word in bucket:
            if len(words) == count:
                return words
            words.append(word)
    return words


ENGLISH_MEMBER = "wordfreq/data/large_en.msgpack.gz"


def english_zipf(wheel: Path) -> dict[str, float]:
    """The Zipf frequency (log10 of uses per billion words) of every word of wordfreq's English
    list: bucket i of the cBpack holds the words of frequency 10^(-i/100)."""
    with zipfile.ZipFile(wheel) as archive:
        data = gzip.decompress(archive.read(ENGLISH_MEMBER))
    document, _ = _unpack(data)
    result: dict[str, float] = {}
    for index, bucket in enumerate(document[1:]):
        for word in bucket:
            result.setdefault(word, 9 - index / 100)
    return result
