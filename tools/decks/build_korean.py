#!/usr/bin/env python3
"""Builds Decks/korean.txt: the Korean readings of the deck kanji and the Korean cognates of words.

Run after build_decks.py (``make decks`` runs it): ``python3 tools/decks/build_korean.py``.
Sources (Debian packages, installed with apt-get when missing and run as root):

* ``libhangul-data``: libhangul's hanja table (/usr/share/libhangul/hanja/hanja.txt, BSD licence),
  lines ``hangul:hanja:meaning``; a single hanja with a meaning gives its 훈음 ("배울 학"), a
  word without one is a Korean word written in hanja (전화:電話).
* ``kanjidic-xml`` (already a deck source): KANJIDIC2's variant codes (JIS X 0208/0212/0213,
  Unicode), which name the old form of a shinjitai Unihan does not link (気 -> 氣, 読 -> 讀);
* ``unicode-data``: the Unihan database's kTraditionalVariant (and kZVariant, kSemanticVariant
  as a last resort), to find the traditional form the Korean table uses for a Japanese shinjitai
  (学 -> 學, 国 -> 國), and kHangul for a kanji the table gives no 훈 for.
* ``opencc``: OpenCC's Japanese-to-traditional character table (``opencc -c jp2t.json``, Apache
  licence), for the old forms that differ from the shinjitai by a stroke and that Unihan does
  not link (毎 -> 每, 増 -> 增, 歩 -> 步, 録 -> 錄).

Output (UTF-8, tab-separated, one record a line, ``#`` comments)::

    K  kanji  form  reading; reading ...       (form: the hanja the reading belongs to)
    W  word   hanja  hangul                     (a Sino-Japanese word whose Korean word exists)
    F  word   hangul  reason                    (a false friend: the Korean word means something else)
    J  kanji                                    (made in Japan: no Korean reading)

A reading "학" without a 훈 comes from kHangul or the table's own bare entry (丼 정). A kanji
made in Japan (kokuji: 働, 込, 枠) has no Korean reading and is written as ``J kanji`` instead of
being given the 음 the table invents for it. A word gets its cognate only when every kanji maps
and the resulting hanja spelling is a word of the table; a character-by-character reading that is
not a Korean word is never written. False friends come from the curated list below (each with
its reason) and replace the cognate. The script prints the coverage.

Options: ``--decks DIR`` reads and writes another Decks directory.
"""

from __future__ import annotations

import argparse
import bz2
import gzip
import re
import itertools
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import korean_layer  # noqa: E402  (tools/decks, the script's own folder)
import notice  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
HANJA = Path("/usr/share/libhangul/hanja/hanja.txt")
KANJIDIC = Path("/usr/share/edict/kanjidic2.xml.gz")
UNIHAN = Path("/usr/share/unicode")
PACKAGES = ("libhangul-data", "unicode-data", "opencc")
NOTICE_BEGIN = "<!-- korean: begin (written by tools/decks/build_korean.py) -->"
NOTICE_END = "<!-- korean: end -->"

# Japanese words whose Korean cognate means something else: word -> (Korean word, reason).
# The reasons are short notes for a Korean learner, written for Mainichi.
FALSE_FRIENDS: dict[str, tuple[str, str]] = {
    "勉強": ("면강", "일본어로는 공부. 한국어 면강은 억지로 힘쓴다는 드문 말이다"),
    "大丈夫": ("대장부", "일본어로는 괜찮다, 튼튼하다. 한국어 대장부는 씩씩한 사나이다"),
    "工夫": ("공부", "일본어로는 궁리, 고안. 한국어 공부는 학습이다"),
    "愛人": ("애인", "일본어로는 불륜 상대. 한국어 애인은 그냥 연인이다"),
    "手紙": ("수지", "일본어로는 편지. 한국어에서는 쓰지 않는 말이다 (중국어로는 휴지)"),
    "汽車": ("기차", "일본어로는 옛날 증기 기관차. 한국어 기차는 열차 전반이다"),
    "八百屋": ("팔백옥", "일본어로는 채소 가게. 한국어 단어가 아니다"),
    "丈夫": ("장부", "일본어로는 튼튼하다. 한국어 장부는 다 자란 사내다"),
    "迷惑": ("미혹", "일본어로는 폐, 성가심. 한국어 미혹은 무엇에 홀려 헤매는 것이다"),
    "留守": ("유수", "일본어로는 집을 비움, 부재중. 한국어 유수는 남아서 지키는 것이다"),
    "心中": ("심중", "일본어로는 동반 자살. 한국어 심중은 마음속이다"),
    "放心": ("방심", "일본어로는 넋이 나감, 멍함. 한국어 방심은 마음을 놓는 것이다"),
    "油断": ("유단", "일본어로는 방심. 한국어 단어가 아니다"),
    "大家": ("대가", "일본어 おおや는 집주인. 한국어 대가는 거장이다 (일본어 たいか와 같다)"),
    "結構": ("결구", "일본어로는 훌륭하다, 꽤, 괜찮습니다(사양). 한국어 결구는 글이나 건물의 짜임새다"),
    "都合": ("도합", "일본어로는 형편, 사정. 한국어 도합은 모두 합한 수다"),
    "丁寧": ("정녕", "일본어로는 정중하다, 꼼꼼하다. 한국어 정녕은 '틀림없이'라는 부사다"),
    "我慢": ("아만", "일본어로는 참음, 인내. 한국어 아만은 자신을 높이는 교만(불교 용어)이다"),
    "遠慮": ("원려", "일본어로는 사양, 삼감. 한국어 원려는 먼 앞날을 내다보는 생각이다"),
    "家内": ("가내", "일본어로는 (남에게 말하는) 아내. 한국어 가내는 집안이다"),
    "景色": ("경색", "일본어로는 경치. 한국어 경색은 흔히 막힘(梗塞)을 뜻한다"),
    "文句": ("문구", "일본어로는 주로 불평, 트집. 한국어 문구는 글귀만 뜻한다"),
    "大事": ("대사", "일본어로는 중요하다, 소중하다. 한국어 대사는 큰일, 큰 행사다"),
    "得意": ("득의", "일본어로는 잘함, 자신 있음; 단골. 한국어 득의는 뜻을 이루어 우쭐함이다"),
    "用事": ("용사", "일본어로는 볼일. 한국어에서는 거의 쓰지 않는다 (한국어 용사는 보통 勇士)"),
    "用意": ("용의", "일본어로는 준비. 한국어 용의는 무엇을 할 마음, 의향이다"),
    # From the audit of 100 random cognates (docs/korean-cognates.md).
    "選考": ("선고", "일본어로는 전형, 선발. 한국어 선고는 흔히 판결을 알리는 것(宣告)이다"),
    "適宜": ("적의", "일본어로는 적당히, 알맞게. 한국어 적의는 흔히 적대하는 마음(敵意)이다"),
    "指図": ("지도", "일본어로는 지시, 명령. 한국어 지도는 흔히 地圖나 指導다"),
    "外相": ("외상", "일본어로는 외무 장관. 한국어 외상은 흔히 외상값이나 外傷(다친 곳)이다"),
}

# Character readings that wordfreq's Korean list holds as some other token (자분 as a name or a
# typo), though no Korean word means what the Japanese one does: never shown as a cognate.
NOT_COGNATES: dict[str, str] = {
    "自分": "자분 is not a Korean word; Korean says 자기, 자신",
    "家主": "가주 is not in use; Korean says 집주인",
    "下痢": "하리 is not in use; Korean says 설사",
}

# Korean words whose spelling the sound rules do not give from the 음 (checked one by one).
COGNATE_SPELLINGS: dict[str, str] = {
    "失恋": "실연",  # 失戀: written 실연 though 련 follows ㄹ
    "大半": "태반",  # 大 is read 태 in this word
}

# Old forms that neither Unihan nor OpenCC link to the shinjitai; each was checked against the
# hanja table, whose bare entry for the shinjitai has the same 음 (기:既:, 상:尚:, 총:惣:).
EXTRA_FORMS: dict[str, str] = {
    "既": "旣",  # the old form's 无 part; Korean 이미 기
    "尚": "尙",  # the old form's 八 top; Korean 오히려 상
    "惣": "總",  # a Japanese variant of 総 (total); Korean 다 총 as 總
    "青": "靑",  # 月 for 円 at the bottom; 푸를 청
    "清": "淸",  # the same part; 맑을 청
    "概": "槪",  # the old form's 旡 part; 대개 개
    "姫": "姬",  # 臣 for 𦣝 on the right; 계집 희
    "毀": "毁",  # the table's reading is under the variant; 헐 훼
}

# Shinjitai that took the place of another hanja: the Japanese kanji is mostly the old form's
# (予定 is 豫定), though the tables read the shinjitai as a hanja of its own (予 나 여).
MERGED: dict[str, str] = {
    "予": "豫",
    "体": "體",  # the table reads 体 as 용렬할 분, another character; 体 is 體's shinjitai (몸 체)
}

# Korean words whose spelling departs from the 음 of their hanja, checked one by one.
IRREGULAR_SPELLINGS: dict[str, tuple[str, str]] = {
    "六月": ("유월", "Korean drops the ㄱ of 육"),
    "十月": ("시월", "Korean drops the ㅂ of 십"),
    "八日": ("파일", "as in 초파일 (the eighth day): Korean drops the ㄹ of 팔"),
    "年生": ("년생", "a suffix after a number (1990년생), where the 두음법칙 does not apply"),
}

# Deck kanji whose only Korean reading is a bare 음: Chinese characters Korean dictionaries list
# without a 훈 (the hanja table and Unihan give the 음 alone).
BARE_EUM: dict[str, str] = {
    "丼": "a bowl (Japanese use); Korean knows 丼 only as a variant of 井, 정",
    "噌": "noisy; in Japanese only in 味噌",
    "崚": "a name kanji (high mountains)",
    "澪": "a water course; a name kanji",
    "蕗": "the butterbur; a plant name",
    "錆": "rust (Japanese use); the Chinese character is rare in Korean",
    "槙": "the podocarp (Japanese use of 槇)",
    "捗": "to make progress (Japanese use)",
    "駄": "a pack load; the table reads 駄 태 without a 훈 and its old form 馱 as 타",
}

# Kanji made in Japan (kokuji): Korean has no reading for them. The hanja table gives some a
# 음 by analogy with their phonetic part (働 동, 込 입), which no Korean dictionary reads, so
# they are marked instead. Only deck kanji need listing: the build fails on a deck kanji with
# neither a reading nor a mark here.
KOKUJI: dict[str, str] = {
    "働": "to work: 人 + 動, made in Japan",
    "込": "to be crowded, to put in: made in Japan",
    "枠": "a frame: made in Japan",
    "凪": "a lull, calm sea: made in Japan",
    "毟": "to pluck, tear off: made in Japan",
    "畑": "a field: 火 + 田, made in Japan",
    "峠": "a mountain pass: 山 + 上 + 下, made in Japan",
    "匂": "a smell: made in Japan",
    "栃": "a horse chestnut: made in Japan",
    "塀": "a fence, wall: made in Japan",
    "籾": "unhulled rice: made in Japan",
    "躾": "upbringing: 身 + 美, made in Japan",
    "榊": "the sakaki tree: 木 + 神, made in Japan",
    "笹": "bamboo grass: made in Japan",
    "辻": "a crossroads: made in Japan",
    "畠": "a field: 白 + 田, made in Japan",
    "匁": "a monme (weight): made in Japan",
    "雫": "a drop: made in Japan",
    "噺": "a story: made in Japan",
}

# The initial-sound rule (두음법칙) writes a word-initial 음 differently: 력 -> 역, 록 -> 녹 -> 록.
# Comparing the 음 of two sources goes through this normal form.
def plain_eum(syllable: str) -> str:
    """The 음 with its initial ㄹ or ㄴ restored before ㅣ/ㅑ/ㅕ/ㅛ/ㅠ/ㅖ and ㅇ for the rest: a form
    that the two spellings of one 음 share (여 and 려 both give 여, 노 and 로 both give 노)."""
    if len(syllable) != 1 or not "가" <= syllable <= "힣":
        return syllable
    index = ord(syllable) - 0xAC00
    initial, medial, final = index // 588, (index % 588) // 28, index % 28
    # initials: 2 ㄴ, 5 ㄹ, 11 ㅇ; medials ㅣ 20, ㅑ 2, ㅕ 6, ㅛ 12, ㅠ 17, ㅖ 7, ㅒ 3
    if initial == 5:
        initial = 11 if medial in (20, 2, 6, 12, 17, 7, 3) else 2
    elif initial == 2 and medial in (20, 2, 6, 12, 17, 7, 3):
        initial = 11
    return chr(0xAC00 + initial * 588 + medial * 28 + final)


def sound_rules(hangul: str) -> str:
    """A Sino-Korean word as Korean writes it after the ㄴ/ㄹ rule: 렬 and 률 after a vowel or ㄴ
    are written 열 and 율 (比率 비율, 分裂 분열, 陳列 진열, 規律 규율)."""
    result = list(hangul)
    for index in range(1, len(result)):
        previous = result[index - 1]
        if result[index] in ("렬", "률") and "가" <= previous <= "힣" and (ord(previous) - 0xAC00) % 28 in (0, 4):
            result[index] = {"렬": "열", "률": "율"}[result[index]]
    return "".join(result)


def korean_words(tools_dir: Path) -> set[str]:
    """wordfreq's Korean word list (the pinned wheel's small_ko list, about 30,000 words)."""
    import frequency
    import sources
    import zipfile
    with zipfile.ZipFile(sources.ensure_wordfreq(tools_dir)) as archive:
        data = gzip.decompress(archive.read("wordfreq/data/small_ko.msgpack.gz"))
    document, _ = frequency._unpack(data)
    return {word for bucket in document[1:] for word in bucket}


def finish_cognates(lines: list[str], deck_words: set[str], known: set[str]) -> tuple[list[str], list[str]]:
    """The W and F lines made right: the sound rules and COGNATE_SPELLINGS applied, a cognate that
    is not a Korean word (not in `known`, wordfreq's list) left out, and the false friends of the
    deck words written in place of their cognate. Returns the lines and the cognates left out.
    Running it twice changes nothing."""
    result, dropped, done = [], [], set()
    for line in lines:
        fields = line.split("\t")
        if fields[0] == "W" and len(fields) == 4:
            word, hanja, hangul = fields[1], fields[2], fields[3]
            if word in FALSE_FRIENDS or word in NOT_COGNATES:
                continue
            hangul = COGNATE_SPELLINGS.get(word) or sound_rules(hangul)
            if hangul not in known and word not in COGNATE_SPELLINGS:
                dropped.append(f"{word} {hangul}")
                continue
            result.append(f"W\t{word}\t{hanja}\t{hangul}")
        elif fields[0] == "F":
            continue
        else:
            result.append(line)
    for word, (hangul, reason) in FALSE_FRIENDS.items():
        if word in deck_words and word not in done:
            done.add(word)
            result.append(f"F\t{word}\t{hangul}\t{reason}")
    return result, dropped


def opencc_forms(chars: list[str]) -> dict[str, str]:
    """OpenCC's traditional form of each character (one per line through ``opencc -c jp2t.json``)
    where it differs from the character."""
    run = subprocess.run(["opencc", "-c", "jp2t.json"], input="\n".join(chars) + "\n",
                         capture_output=True, text=True, check=True)
    result = {}
    for char, converted in zip(chars, run.stdout.split("\n")):
        if len(converted) == 1 and converted != char:
            result[char] = converted
    return result


def log(message: str) -> None:
    print(f"build_korean: {message}", file=sys.stderr, flush=True)


def ensure_packages() -> None:
    """Installs libhangul-data and unicode-data with apt-get when missing (as root), or explains."""
    if HANJA.exists() and (UNIHAN / "Unihan_Variants.txt.bz2").exists() and shutil.which("opencc"):
        return
    if os.geteuid() != 0:
        raise SystemExit("build_korean: missing Debian packages; install them with:\n"
                         "  sudo apt-get install " + " ".join(PACKAGES))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", *PACKAGES], check=True, env=env)


def debian_version(package: str) -> str:
    run = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return run.stdout.strip() or "unknown"


def is_kanji(char: str) -> bool:
    code = ord(char)
    return 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF


def unihan(name: str, fields: set[str]) -> dict[str, dict[str, list[str]]]:
    """Reads one Unihan file: character -> field -> values (characters for variants)."""
    result: dict[str, dict[str, list[str]]] = {}
    with bz2.open(UNIHAN / name, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            code, field, value = line.rstrip("\n").split("\t", 2)
            if field not in fields:
                continue
            char = chr(int(code[2:], 16))
            values = []
            for token in value.split():
                if token.startswith("U+"):
                    values.append(chr(int(token[2:].split("<")[0], 16)))
                else:
                    values.append(token)
            result.setdefault(char, {})[field] = values
    return result


def kanjidic_variants() -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """KANJIDIC2's variants of each kanji, decoded to characters (JIS codes through EUC-JP), and
    its Korean readings (korean_h, the 음 in hangul)."""
    result: dict[str, list[str]] = {}
    korean: dict[str, list[str]] = {}
    if not KANJIDIC.exists():
        return result, korean
    text = gzip.open(KANJIDIC, "rt", encoding="utf-8").read()
    for entry in re.finditer(r"<literal>(.)</literal>(.*?)</character>", text, re.S):
        korean[entry.group(1)] = re.findall(r'<reading r_type="korean_h">([^<]+)</reading>', entry.group(2))
        found = []
        for kind, code in re.findall(r'<variant var_type="([^"]+)">([^<]+)</variant>', entry.group(2)):
            try:
                if kind == "ucs":
                    found.append(chr(int(code, 16)))
                elif kind in ("jis208", "jis212", "jis213"):
                    plane, row, cell = (int(part) for part in code.split("-"))
                    raw = bytes([0xA0 + row, 0xA0 + cell])
                    if kind == "jis212":
                        found.append((b"\x8f" + raw).decode("euc_jp"))
                    elif kind == "jis213":
                        found.append((raw if plane == 1 else b"\x8f" + raw).decode("euc_jis_2004"))
                    else:
                        found.append(raw.decode("euc_jp"))
            except (UnicodeDecodeError, ValueError):
                continue
        result[entry.group(1)] = [c for c in found if len(c) == 1]
    return result, korean


def hun_eum(eum: str, meaning: str) -> tuple[str, bool]:
    """The 훈음 of a table line ("배울 학, 본받을 학"), without the parts that are not 훈: notes
    written in hanja ("馱의 俗字", "衞와 同字") and a trailing word that is not a 훈 of this 음
    ("泰: 클 태, ..., 타이"). A line whose only 훈 is one word without its 음 ("潤: 불을",
    "円: 일본화폐단위") gives it with the 음 appended, marked weak (True): such a line is used
    only after a form's full ones. A line whose 훈 end in another 음 (the 두음법칙 duplicate
    "연:年:해 년") gives nothing."""
    if len(eum) != 1:
        return "", False
    parts = [part.strip() for part in meaning.split(",")]
    parts = [part for part in parts if part and not any(is_kanji(c) for c in part)
             and all("가" <= c <= "힣" or c in " ()" for c in part)]
    whole = [part for part in parts if part.endswith(" " + eum)]
    if whole:
        return ", ".join(whole), False
    if len(parts) == 1 and " " not in parts[0]:
        return f"{parts[0]} {eum}", True
    return "", False


def read_hanja() -> tuple[dict[str, list[str]], dict[str, list[str]], dict[str, list[str]],
                          dict[str, list[str]]]:
    """Single hanja -> its 훈음 readings in table order; hanja word -> its hangul spellings;
    single hanja -> every 음 the table gives it, with or without a 훈; single hanja -> its weak
    readings (see hun_eum)."""
    readings: dict[str, list[str]] = {}
    weak: dict[str, list[str]] = {}
    words: dict[str, list[str]] = {}
    eums: dict[str, list[str]] = {}
    for line in HANJA.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        parts = line.split(":")
        if len(parts) < 3:
            continue
        hangul, hanja, meaning = parts[0], parts[1], parts[2]
        if len(hanja) == 1:
            if len(hangul) == 1 and hangul not in eums.setdefault(hanja, []):
                eums[hanja].append(hangul)
            reading, is_weak = hun_eum(hangul, meaning)
            target = weak if is_weak else readings
            if reading and reading not in target.setdefault(hanja, []):
                target[hanja].append(reading)
        elif all(is_kanji(c) for c in hanja) and len(hangul) == len(hanja):
            if hangul not in words.setdefault(hanja, []):
                words[hanja].append(hangul)
    return readings, words, eums, weak


def deck_words(decks: Path) -> tuple[list[str], list[str]]:
    """The kanji of the kanji decks, and the vocabulary headwords, in deck order."""
    kanji: list[str] = []
    words: list[str] = []
    for level in ("n5", "n4", "n3", "n2", "n1", "names"):
        path = decks / "kanji" / f"{level}.json"
        if path.exists():
            kanji += [item["kanji"] for item in json.loads(path.read_text(encoding="utf-8"))["items"]]
        path = decks / "vocab" / f"{level}.json"
        if path.exists():
            words += [item["word"] for item in json.loads(path.read_text(encoding="utf-8"))["items"]]
    return kanji, words


def update_notice(path: Path, section: str) -> None:
    """Replaces (or appends) this script's marked section of NOTICE.md, leaving the rest alone."""
    notice.replace_section(path, NOTICE_BEGIN, NOTICE_END, section)


def check(deck_kanji: list[str], records: dict[str, tuple[str, list[str]]], agrees) -> None:
    """Fails the build on the defects a wrong mapping makes: a deck kanji with neither a reading
    nor a kokuji mark, a reading with only a 음 where the table has a 훈음 for another form of the
    same 음, and a reading whose 음 the kanji itself never has (a mapping to an unrelated hanja)."""
    problems = []
    for char in deck_kanji:
        if char in KOKUJI:
            continue
        if char not in records:
            problems.append(f"{char}: no Korean reading and not marked as made in Japan (KOKUJI)")
            continue
        form, values = records[char]
        if not agrees(char, values, form):
            problems.append(f"{char}: reading {'; '.join(values)} (from {form}) shares no 음 with {char}'s own")
        if all(" " not in value for value in values) and char not in BARE_EUM:
            problems.append(f"{char}: only the 음 {'; '.join(values)} (from {form}): map it to the form "
                            "the hanja table gives a 훈음, or mark it made in Japan")
    if problems:
        raise SystemExit("build_korean: the Korean readings have defects:\n  " + "\n  ".join(problems))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=Path, default=ROOT / "Decks")
    parser.add_argument("--merge-only", action="store_true",
                        help="only merge tools/decks/korean/*.tsv and the cognate rules into the committed Decks")
    args = parser.parse_args()
    decks: Path = args.decks
    if args.merge_only:
        merge_only(decks)
        return
    ensure_packages()

    variants = unihan("Unihan_Variants.txt.bz2", {"kTraditionalVariant", "kZVariant", "kSemanticVariant"})
    hangul = unihan("Unihan_Readings.txt.bz2", {"kHangul"})
    readings, table_words, table_eums, weak_readings = read_hanja()
    old_forms, kanjidic_korean = kanjidic_variants()
    deck_kanji, words = deck_words(decks)
    hunum_file = korean_layer.read_hunum()
    all_kanji: list[str] = list(dict.fromkeys(deck_kanji + [c for w in words for c in w if is_kanji(c)]))
    converted = opencc_forms(all_kanji)

    def forms(char: str) -> list[str]:
        """OpenCC's traditional form of a Japanese shinjitai first (予 is 豫 in 予定, though a
        hanja 予 "나 여" exists too), then the char itself, Unihan's traditional forms (made for
        Chinese, so after the char: 里 is not 裏), KANJIDIC2's variants, then Unihan's others."""
        found = list(dict.fromkeys([MERGED.get(char, char), converted.get(char, char), char]))
        info = variants.get(char, {})
        for variant in info.get("kTraditionalVariant", []) \
                + [EXTRA_FORMS.get(char, char)] + old_forms.get(char, []) \
                + info.get("kZVariant", []) + info.get("kSemanticVariant", []):
            if variant not in found:
                found.append(variant)
        return found

    def ordered(form: str, entries: list[str]) -> list[str]:
        """The table's lines of one hanja (sorted there by hangul), the 음 that Unihan's kHangul
        marks as the education reading (flag E) first, each cut to its first two 훈음."""
        flags = {}
        for value in hangul.get(form, {}).get("kHangul", []):
            eum, _, flag = value.partition(":")
            flags[eum] = flag
        def rank(entry: str) -> int:
            return 0 if "E" in flags.get(entry.split(" ")[-1], "") else 1
        result, seen = [], set()
        for entry in sorted(entries, key=rank):
            eum = plain_eum(entry.split(" ")[-1])
            if eum not in seen:  # 법식 례 and 법식 예 are one reading (두음법칙)
                seen.add(eum)
                result.append(", ".join(entry.split(", ")[:2]))
        return result

    lines = [
        "# Korean readings of Mainichi's deck kanji and Korean cognates of its words (tools/decks/build_korean.py).",
        "# K kanji form readings | W word hanja hangul | F word hangul reason. Tab-separated.",
    ]
    def own_eums(char: str) -> set[str]:
        """The 음 the kanji itself has in the table, Unihan and KANJIDIC2, in the normal form."""
        own = set(table_eums.get(char, [])) | set(kanjidic_korean.get(char, [])) \
            | {v.split(":")[0] for v in hangul.get(char, {}).get("kHangul", [])}
        return {plain_eum(e) for e in own}

    def agrees(char: str, values: list[str], form: str = "") -> bool:
        if form and MERGED.get(char) == form:
            return True
        own = own_eums(char)
        return not own or bool(own & {plain_eum(v.split(", ")[0].split(" ")[-1]) for v in values})

    with_hun = with_eum = kokuji = 0
    deck_set = set(deck_kanji)
    records: dict[str, tuple[str, list[str]]] = {}
    for char in all_kanji:
        if char in KOKUJI:
            lines.append(f"J\t{char}")
            kokuji += char in deck_set
            continue
        record = None
        for table in (readings, weak_readings):
            for form in forms(char):
                if table.get(form) and agrees(char, table[form], form):
                    record = (form, ordered(form, table[form] + weak_readings.get(form, [])))
                    break
            if record:
                break
        if record is None:
            for form in forms(char):
                values = [v.split(":")[0] for v in hangul.get(form, {}).get("kHangul", [])] \
                    or table_eums.get(form, [])
                if values:
                    record = (form, list(dict.fromkeys(values)))
                    break
        if record is None:
            continue
        records[char] = record
        if char in deck_set:
            if " " in record[1][0]:
                with_hun += 1
            else:
                with_eum += 1
        lines.append(f"K\t{char}\t{record[0]}\t{'; '.join(record[1])}")

    check([c for c in deck_kanji if not (c in hunum_file and hunum_file[c].kukja)], records, agrees)

    def spelled(hanja: str, hangul_word: str) -> bool:
        """Whether each syllable of a Korean word is a 음 the table gives its hanja."""
        return all(plain_eum(h) in {plain_eum(e) for e in table_eums.get(c, [])}
                   for c, h in zip(hanja, hangul_word))

    def reads_as_records(word: str, korean: str) -> bool:
        """Whether each syllable of a Korean word is a 음 of its kanji's record."""
        return all(plain_eum(h) in {plain_eum(r.split(", ")[0].split(" ")[-1]) for r in records.get(c, ("", []))[1]}
                   for c, h in zip(word, korean))

    candidates = [w for w in dict.fromkeys(words) if len(w) >= 2 and all(is_kanji(c) for c in w)]
    cognates = 0
    false_friends = 0
    word_problems: list[str] = []
    for word in candidates:
        if word in FALSE_FRIENDS:
            korean, reason = FALSE_FRIENDS[word]
            lines.append(f"F\t{word}\t{korean}\t{reason}")
            false_friends += 1
            continue
        found = None
        for spelling in itertools.islice(itertools.product(*[forms(c) for c in word]), 64):
            hanja = "".join(spelling)
            if table_words.get(hanja):
                # the spelling whose every syllable is a 음 of its hanja (the table also lists
                # odd ones first: 先生 선상 before 선생, 通知 통디)
                # and of those, the one that reads each kanji as its record does (道場 도장, not 도량)
                regular = [korean for korean in table_words[hanja] if spelled(hanja, korean)]
                usual = [korean for korean in regular if reads_as_records(word, korean)]
                # a word starts with the 두음법칙 form (연합, not 련합); a table word with only the
                # North Korean spelling (라족) is left out
                ranked = [k for k in usual or regular or table_words[hanja] if k[0] == plain_eum(k[0])]
                if word in IRREGULAR_SPELLINGS and IRREGULAR_SPELLINGS[word][0] in table_words[hanja]:
                    ranked = [IRREGULAR_SPELLINGS[word][0]]
                if not ranked:
                    continue
                found = (hanja, ranked[0])
                break
        if found:
            if not spelled(found[0], found[1]) and word not in IRREGULAR_SPELLINGS:
                word_problems.append(f"{word}: cognate {found[1]} ({found[0]}) is not read by the 음 of its hanja: "
                                     "a wrong table line, or a word for IRREGULAR_SPELLINGS")
            if found[1][0] != plain_eum(found[1][0]) and word not in IRREGULAR_SPELLINGS:
                word_problems.append(f"{word}: cognate {found[1]} breaks the 두음법칙 (a North Korean spelling)")
            lines.append(f"W\t{word}\t{found[0]}\t{found[1]}")
            cognates += 1
    if word_problems:
        raise SystemExit("build_korean: the Korean cognates have defects:\n  " + "\n  ".join(word_problems))

    header = [
        "## Korean readings (korean.txt)",
        "",
        "`korean.txt` is generated by `tools/decks/build_korean.py` from libhangul's hanja table",
        f"(Debian `libhangul-data` {debian_version('libhangul-data')}, © Choe Hwanjin, BSD licence) and the",
        f"Unicode Unihan database (Debian `unicode-data` {debian_version('unicode-data')}, Unicode licence):",
        "kTraditionalVariant maps Japanese forms to the traditional ones, kHangul gives a reading the",
        f"hanja table lacks; OpenCC's Japanese variant table (Debian `opencc` {debian_version('opencc')},",
        "Apache licence 2.0) maps the old forms Unihan does not link. The false friends and the list of",
        "kanji made in Japan are Mainichi's own. A cognate is kept only when it is in wordfreq's Korean",
        "word list (PyPI `wordfreq` 3.1.1, data CC BY-SA 4.0; nothing of it is shipped).",
        "",
        "The Korean meanings of the words (`ko`, `koNote` in vocab/*.json), of the kanji (`ko` in",
        "kanji/*.json) and the standard 훈음 first are Mainichi's own, written and reviewed for it in",
        "tools/decks/korean/*.tsv.",
        "The Korean translations of the example sentences (`ko` of each example in vocab/*.json) are",
        "Mainichi's own too, written and reviewed in tools/decks/korean/examples-<level>.tsv; the Korean",
        "Learners' Dictionary's equivalents are used only to check them, and nothing of it is shipped.",
    ]
    write_layer(decks, lines, deck_kanji, words, header)


def write_layer(decks: Path, lines: list[str], deck_kanji: list[str], words: list[str], header: list[str]) -> None:
    """The Korean layer over korean.txt's lines and the built decks (korean_layer.py): the
    cognates finished, the 훈음 of kanji-hunum.tsv, the Korean meanings merged by id into the
    decks; then korean.txt, the decks and NOTICE.md are written and the checks printed."""
    meanings = korean_layer.read_meanings()
    kanji = korean_layer.read_hunum()
    lines, dropped = finish_cognates(lines, set(words), korean_words(HERE.parent))
    lines = korean_layer.apply_hunum(lines, kanji, MERGED)
    text = "\n".join(lines) + "\n"
    out = decks / "korean.txt"
    if not out.exists() or out.read_text(encoding="utf-8") != text:
        out.write_text(text, encoding="utf-8")
    examples = korean_layer.read_examples()
    coverage = korean_layer.merge_decks(decks, meanings, kanji, examples)
    korean_layer.update_index_sizes(decks)
    korean_layer.update_notice_sizes(decks)
    # KANJIDIC2's Korean 음 of each kanji (when the Debian package is there), for the 훈음 check.
    _, kanjidic_korean = kanjidic_variants()
    eums = {char: {plain_eum(e) for e in values} for char, values in kanjidic_korean.items() if values}
    counts = korean_layer.report(decks, coverage, meanings, kanji, lines, deck_kanji, eums, plain_eum)

    kinds = [line.split("\t")[0] for line in lines if not line.startswith("#")]
    records = {line.split("\t")[1]: line.split("\t") for line in lines if line[:1] in "KJ"}
    deck_set = set(deck_kanji)
    with_hun = sum(1 for c in deck_set if c in records and records[c][0] == "K" and " " in records[c][3])
    with_eum = sum(1 for c in deck_set if c in records and records[c][0] == "K" and " " not in records[c][3])
    kokuji = sum(1 for c in deck_set if c in records and records[c][0] == "J")
    not_japanese = len(deck_set) - kokuji
    candidates = [w for w in dict.fromkeys(words) if len(w) >= 2 and all(is_kanji(c) for c in w)]
    words_total = sum(t for name, (t, _) in coverage.items() if name.startswith("vocab/"))
    words_ko = sum(c for name, (_, c) in coverage.items() if name.startswith("vocab/"))
    kanji_total = sum(t for name, (t, _) in coverage.items() if name.startswith("kanji/") and "names" not in name)
    kanji_ko = sum(c for name, (_, c) in coverage.items() if name.startswith("kanji/") and "names" not in name)
    summary = [
        f"deck kanji with a Korean reading: {with_hun + with_eum} of {not_japanese} not made in Japan "
        f"({(with_hun + with_eum) / max(1, not_japanese) * 100:.1f}%; {with_hun} with 훈음, {with_eum} with 음 only; "
        f"{kokuji} kokuji marked)",
        f"all-kanji words with a Korean cognate: {kinds.count('W')} of {len(candidates)} "
        f"({kinds.count('W') / max(1, len(candidates)) * 100:.1f}%, each a word of wordfreq's Korean list); "
        f"false friends marked: {kinds.count('F')}",
        f"words with Korean meanings: {words_ko} of {words_total}; JLPT kanji with a Korean meaning: {kanji_ko} of {kanji_total}",
    ]
    summary += example_summary(decks)
    check_meaning_lines()
    if counts["compared"]:
        summary.append(f"Korean meanings agreeing with a candidate of the Korean Learners' Dictionary (a cross-check only): "
                       f"{counts['agreements']} of {counts['compared']}")
    section = "\n".join([NOTICE_BEGIN, *header, "", *[f"- {line}" for line in summary], NOTICE_END]) + "\n"
    update_notice(decks / "NOTICE.md", section)
    log(f"{out} ({len(text.encode('utf-8'))} bytes); cognates left out as not Korean words this run: {len(dropped)}")
    for line in summary:
        log(line)


def example_summary(decks: Path) -> list[str]:
    """Runs korean/check_examples.py over the translated example sentences (it prints its figures and
    misses) and returns a line of figures for each level with a file; stops the build on its errors."""
    sys.path.insert(0, str(HERE / "korean"))
    import check_examples
    reports = check_examples.run(list(check_examples.LEVELS), str(decks), str(HERE / "korean"),
                                 check_examples.default_candidates())
    lines, errors = [], []
    for report in reports:
        share = report.hits / report.pairs * 100 if report.pairs else 100.0
        log(f"Korean example translations: {report.level}: {report.lines} lines for {report.sentences} deck sentences, "
            f"{len(report.errors)} errors; the word's Korean meaning in the translation of its example: "
            f"{report.hits} of {report.pairs} ({share:.1f}%; misses: check_examples.py {report.level})")
        errors += report.errors
        lines.append(f"example sentences of vocab/{report.level}.json translated into Korean: {report.lines} of "
                     f"{report.sentences} distinct sentences; the word's Korean meaning found in the translation of its "
                     f"example: {report.hits} of {report.pairs} ({share:.1f}%, tools/decks/korean/check_examples.py)")
    if errors:
        raise SystemExit("build_korean: the Korean example translations have errors (check_examples.py):\n  "
                         + "\n  ".join(errors))
    return lines


def check_meaning_lines() -> None:
    """Runs korean/check_meanings.py over the Korean meanings files: stops the build on a malformed
    line and on a line that shares no word with the Korean Learners' Dictionary's candidates nor the
    Sino-Korean cognate without a 'reviewed: <reason>' (the cross-check is skipped, said so, when the
    candidates file is not on this machine)."""
    sys.path.insert(0, str(HERE / "korean"))
    import check_meanings
    candidates = check_meanings.load_candidates(check_meanings.DEFAULT_CANDIDATES)
    if not candidates:
        log(f"Korean meanings: no {check_meanings.DEFAULT_CANDIDATES}: the dictionary cross-check is skipped")
    errors, unreviewed, _ = check_meanings.check_files(candidates)
    problems = errors + [f"no word shared with the dictionary's candidates, not reviewed: {line}" for line in unreviewed]
    if problems:
        raise SystemExit("build_korean: the Korean meanings files have problems (check_meanings.py):\n  "
                         + "\n  ".join(problems))
    log(f"Korean meanings: every line well formed; every disagreement with the dictionary's candidates reviewed")


def merge_only(decks: Path) -> None:
    """Runs the Korean layer alone over the committed korean.txt and decks (no Debian packages
    needed): for a change to tools/decks/korean/*.tsv, or after build_decks.py regenerated the decks."""
    out = decks / "korean.txt"
    lines = out.read_text(encoding="utf-8").splitlines()
    deck_kanji, words = deck_words(decks)
    notice_text = (decks / "NOTICE.md").read_text(encoding="utf-8") if (decks / "NOTICE.md").exists() else ""
    header: list[str] = []
    if NOTICE_BEGIN in notice_text and NOTICE_END in notice_text:
        body = notice_text.split(NOTICE_BEGIN, 1)[1].split(NOTICE_END, 1)[0].strip("\n").splitlines()
        header = [line for line in body if not line.startswith("- ")]
        while header and not header[-1].strip():
            header.pop()
    write_layer(decks, lines, deck_kanji, words, header)


if __name__ == "__main__":
    main()
