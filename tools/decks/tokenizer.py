"""Batch tokenization with the `mecab` command and headword matching over its tokens."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Token:
    """One MeCab morpheme: the text as written and its dictionary (base) form."""

    surface: str
    base: str


def tokenize(sentences: list[str], dictionary: Path | None) -> dict[str, list[Token]]:
    """Tokenizes many sentences in one `mecab` run; returns the tokens of each distinct sentence."""
    unique = sorted(set(s.replace("\n", " ").replace("\r", " ") for s in sentences))
    command = ["mecab"]
    if dictionary is not None:
        command += ["-d", str(dictionary)]
    run = subprocess.run(
        command, input="\n".join(unique) + "\n", capture_output=True, text=True, encoding="utf-8", check=True
    )
    result: dict[str, list[Token]] = {}
    tokens: list[Token] = []
    index = 0
    for line in run.stdout.split("\n"):
        if line == "EOS":
            if index < len(unique):
                result[unique[index]] = tokens
            index += 1
            tokens = []
            continue
        if not line:
            continue
        surface, _, features = line.partition("\t")
        fields = features.split(",")
        base = fields[6] if len(fields) > 6 and fields[6] != "*" else surface
        tokens.append(Token(surface, base))
    if index != len(unique):
        raise RuntimeError(f"mecab returned {index} sentences for {len(unique)}")
    return result


def contains_word(tokens: list[Token], forms: list[str]) -> bool:
    """Whether one of `forms` occurs as whole tokens, the last of which may be conjugated.

    A form matches a run of tokens when the run's surfaces spell it, or when the surfaces of
    all but the last token followed by the last token's base form spell it (食べ|た for 食べる,
    勉強|し|た for 勉強する). A form hidden inside a longer token (今 in 今日) does not match.
    """
    for start in range(len(tokens)):
        for form in forms:
            written = ""
            for token in tokens[start:]:
                if written + token.base == form or written + token.surface == form:
                    return True
                written += token.surface
                if len(written) >= len(form) or not form.startswith(written):
                    break
    return False
