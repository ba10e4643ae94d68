# Mainichi: build, run, test and install.
#
#   make run      build a release binary and open the app with the bundled decks
#   make test     the whole test suite: unit, snapshot and the tmux end-to-end test
#   make install  a stripped binary, the decks, the man page and shell completions under PREFIX
#   make dist     a tarball that runs unpacked anywhere, tested by unpacking it
#
# Both install what is missing (the wide ncurses library, SQLite, zstd and zlib, tmux) first.

SWIFT        ?= swift
PREFIX       ?= /usr/local
PYTHON       ?= python3
DEBUG_BIN    := .build/debug/mainichi
RELEASE_BIN  := .build/release/mainichi
DECKS        := $(CURDIR)/Decks

# Release builds on Linux link the Swift runtime and Foundation statically: the binary starts in
# about half the time, uses about 7 MB less memory, and runs without a Swift toolchain installed.
# They link with lld, dropping unused sections and folding identical code; where the C library
# reads packed relative relocations (glibc 2.36 and later) they are packed (1.2 MB of a PIE binary's
# relocations shrink to 10 KB). See docs/performance.md, "Binary size".
ifeq ($(shell uname -s),Linux)
GLIBC_MINOR  := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc 2\.\([0-9]*\).*/\1/p')
RELR         := $(shell [ "$(GLIBC_MINOR)" -ge 36 ] 2>/dev/null && echo "-Xlinker -z -Xlinker pack-relative-relocs")
# libstdc++ (which the Swift runtime needs) is linked statically when its archive is installed:
# tools/link/libstdc++.so is a linker script naming the archive, found before the shared library.
STDCXX_A     := $(shell "$$(dirname "$$(command -v $(SWIFT))")/clang" --print-file-name=libstdc++.a 2>/dev/null)
STATIC_CXX   := $(if $(filter /%,$(STDCXX_A)),-Xswiftc -L -Xswiftc $(CURDIR)/tools/link)
# Every module, the view layer and swift-argument-parser included, is built for size (-Osize): the
# segmenter's hot functions ask for speed themselves (@_optimize(speed)). 114 KB of the stripped
# binary for about 1% more instructions to the first frame (docs/performance.md, "Binary size").
SIZE_OPT     := -Xswiftc -Osize
# The DWARF unwind tables are left out (tools/link/no-unwind-tables.ld): nothing unwinds at run
# time, and they were 2.7 MB of the 20 MB stripped binary (docs/performance.md, "Binary size,
# branch size"). Debuggers and profilers walk the stack by frame pointers.
NO_UNWIND    := -Xlinker -T -Xlinker $(CURDIR)/tools/link/no-unwind-tables.ld
# Generic types are instantiated through their metadata accessors, not by mangled name: from a
# mangled name the runtime must find each generic requirement's conformance (a Dictionary key's
# Hashable) by scanning the binary's ~5,000 conformance records, 0.2 to 0.3 million instructions
# for each first use of a new pair, several on the way to the first frame. 65 KB of the stripped
# binary for 0.4 to 0.65 million fewer instructions to it (docs/performance.md, "The first frame,
# sixth pass").
METADATA     := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# Link-time optimisation across the app's own modules and swift-argument-parser is off by default:
# it gives 0.8 MB less code and about 1% fewer instructions to the first frame, but costs about
# 1.5 CPU-minutes more on each release link (a newcomer's first `make run` waits for it), and
# without the unwind tables the binary is already 2.7 MB under the line. Turn it on with
# `make run LTO=--experimental-lto-mode=full` (docs/performance.md, "Binary size, branch size").
LTO          ?=
RELEASE      := -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker --gc-sections -Xlinker --icf=all $(RELR) $(STATIC_CXX) $(SIZE_OPT) $(METADATA) $(NO_UNWIND) $(LTO)
else
RELEASE      := -c release
endif

# Homebrew's ncurses is keg-only: point pkg-config at its ncursesw.pc.
ifeq ($(shell uname -s),Darwin)
BREW_NCURSES := $(shell brew --prefix ncurses 2>/dev/null)
ifneq ($(BREW_NCURSES),)
export PKG_CONFIG_PATH := $(BREW_NCURSES)/lib/pkgconfig:$(PKG_CONFIG_PATH)
endif
endif

.PHONY: all build run test simulate bench install uninstall dist clean decks decks-korean tts deps

# What `make install` puts under PREFIX (tools/dist/stage.sh lays it out); `make uninstall` removes it.
INSTALLED    := bin/mainichi share/mainichi share/man/man1/mainichi.1 \
                share/bash-completion/completions/mainichi share/zsh/site-functions/_mainichi \
                share/fish/vendor_completions.d/mainichi.fish
DIST_DIR     := .build/dist

all: build

## deps: install the wide ncurses library, SQLite, zstd, zlib and tmux when they are missing (a no-op otherwise).
deps:
	@tools/deps.sh

## build: a debug build of everything, including the executable.
build: deps
	$(SWIFT) build

## run: a release build, launched on the bundled decks.
run: deps
	$(SWIFT) build $(RELEASE) --product mainichi
	MAINICHI_DECKS="$(DECKS)" $(RELEASE_BIN) $(ARGS)

## test: build the debug binary, then run the whole suite (the end-to-end test drives that binary in tmux).
## The Swift tests run with TMPDIR a fresh private directory: whatever they leave there fails the
## run, listed, and the directory is removed either way (SwiftPM's own lock files and
## TemporaryDirectory.* folders are not counted). The suite that sets TZ then runs alone, in a
## process of its own (TZ is the whole process's: beside other tests it moved their "today").
test: deps
	$(PYTHON) -m unittest discover -s tools/decks/korean -p 'test_*.py'
	$(PYTHON) -m unittest discover -s tools/decks -p 'test_*.py'
	$(PYTHON) tools/decks/korean/check_examples.py --quiet
	$(PYTHON) tools/decks/korean/check_meanings.py --quiet
	$(SWIFT) build
	$(SWIFT) build --build-tests
	@scratch="$$(mktemp -d "$${TMPDIR:-/tmp}/mainichi-test-tmp.XXXXXX")" || exit 1; \
	echo "TMPDIR=$$scratch MAINICHI_BINARY=$(CURDIR)/$(DEBUG_BIN) MAINICHI_DECKS=$(DECKS) $(SWIFT) test --skip-build"; \
	TMPDIR="$$scratch" MAINICHI_BINARY="$(CURDIR)/$(DEBUG_BIN)" MAINICHI_DECKS="$(DECKS)" $(SWIFT) test --skip-build; \
	status=$$?; \
	echo "MAINICHI_TZ_TESTS=1 $(SWIFT) test --skip-build --filter SystemZoneTests   (they set TZ: a process of their own)"; \
	TMPDIR="$$scratch" MAINICHI_TZ_TESTS=1 $(SWIFT) test --skip-build --filter SystemZoneTests || status=1; \
	left="$$(find "$$scratch" -mindepth 1 -maxdepth 1 ! -name '_*.lock' ! -name 'TemporaryDirectory.*' | sed "s|^$$scratch/||" | sort)"; \
	rm -rf "$$scratch"; \
	if [ -n "$$left" ]; then \
		echo "make test: the tests left $$(printf '%s\n' "$$left" | wc -l | tr -d ' ') entries in their temporary directory (TMPDIR, removed now; the first 50):"; \
		printf '%s\n' "$$left" | head -n 50 | sed 's/^/  /'; \
		echo "Each test must remove what it makes: keep its files in a TemporaryDirectory (Sources/TestSupport)."; \
		exit 1; \
	fi; \
	exit $$status

## simulate: the multi-device simulation over many more seeds (SEEDS per group of ten, 100,000 in all by default), release build.
SEEDS ?= 10000
simulate: deps
	MAINICHI_SIMULATION_SEEDS=$(SEEDS) $(SWIFT) test -c release --filter MultiDeviceSimulationTests

## bench: release-built benchmarks, then the bytes the real binary writes for one selection move.
bench: deps
	$(SWIFT) build $(RELEASE) --product mainichi
	$(SWIFT) build $(RELEASE) --product MainichiBench
	MAINICHI_DECKS="$(DECKS)" .build/release/MainichiBench
	MAINICHI_DECKS="$(DECKS)" tools/bench/bytes.sh "$(CURDIR)/$(RELEASE_BIN)"
	@tools/dist/size.sh $(RELEASE_BIN)

## install: a stripped binary to PREFIX/bin, the decks to PREFIX/share/mainichi/Decks, the man page
## and bash, zsh and fish completions (both generated from the argument parser).
install: deps
	$(SWIFT) build $(RELEASE) --product mainichi
	PYTHON="$(PYTHON)" tools/dist/stage.sh $(RELEASE_BIN) Decks "$(DESTDIR)$(PREFIX)"

## uninstall: remove everything install put under PREFIX.
uninstall:
	cd "$(DESTDIR)$(PREFIX)" && rm -rf $(INSTALLED)

## dist: .build/dist/mainichi-VERSION-OS-ARCH.tar.gz (binary, decks, man page, completions, licences,
## README), then a test that unpacks it in a temporary directory and runs doctor and search from there.
dist: deps
	$(SWIFT) build $(RELEASE) --product mainichi
	PYTHON="$(PYTHON)" tools/dist/dist.sh $(RELEASE_BIN) Decks $(DIST_DIR)
	$(SWIFT) build --product mainichi
	MAINICHI_DIST="$$(cat $(DIST_DIR)/latest)" $(SWIFT) test --filter DistributionTests

## decks: rebuild Decks/ from the source dictionaries (build-time tools in tools/decks).
decks:
	$(PYTHON) -m unittest discover -s tools/decks -p 'test_*.py'
	$(PYTHON) tools/decks/build_decks.py
	$(PYTHON) tools/decks/build_strokes.py
	$(PYTHON) -m unittest discover -s tools/decks/korean -p 'test_*.py'
	$(PYTHON) tools/decks/build_korean.py
	$(PYTHON) tools/decks/build_dictionary.py
	$(PYTHON) tools/decks/build_outlines.py

## decks-korean: merge tools/decks/korean/*.tsv into the committed Decks (no downloads); run after
## build_decks.py regenerated the decks, or after editing the Korean data.
decks-korean:
	$(PYTHON) -m unittest discover -s tools/decks/korean -p 'test_*.py'
	$(PYTHON) tools/decks/build_korean.py --merge-only
	$(PYTHON) tools/decks/build_outlines.py

## tts: optional speech on Linux: Open JTalk, its dictionary, aplay and the Mei voice (CC BY 3.0).
tts:
	PYTHON="$(PYTHON)" tools/tts/install.sh

## clean: remove build products.
clean:
	rm -rf .build
