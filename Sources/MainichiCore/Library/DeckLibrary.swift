#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The decks the app can study: lists them cheaply at startup and decodes each on first use.
///
/// Summaries come from the directory's index.json (no deck is decoded); an entry whose file size
/// no longer matches, or a directory without an index, falls back to decoding the deck. Decks are
/// cached once decoded. Not thread-safe: use it from one thread (the app's run loop).
public final class DeckLibrary {
    /// The decks directory (holding index.json, vocab/ and kanji/).
    public let directory: URL
    /// Every deck, vocabulary first, then by level, easiest first.
    public private(set) var summaries: [DeckSummary]
    /// Problems met while listing or decoding decks that did not stop the library from working,
    /// such as a broken deck file left out of the list; for `mainichi doctor` and the status line.
    public var warnings: [String] { leftOut.map(\.description) }
    /// The decks left out and why, as data (the app words them).
    public private(set) var leftOut: [DeckLeftOut] = []

    /// The learner's decks folder, once `loadUserDecks(from:)` named it.
    public private(set) var userDirectory: URL?
    /// The files (absolute paths) of the learner's decks now listed.
    private var userFiles: Set<String> = []
    /// The decks the last listing of the learner's decks left out (dropped on the next one).
    private var userWarnings: [DeckLeftOut] = []

    private var cache: [String: Deck] = [:]
    /// Outlines read without decoding their deck (`outline(id:)`), by file.
    private var outlines: [String: DeckOutline] = [:]
    private var locations: [String: (file: String, index: Int)] = [:]
    private var indexedFiles: Set<String> = []
    /// Deck files one item has already been read from by its line alone: the next lookup there decodes
    /// the deck, so a list of ids (bookmarks, a review queue) costs one decode per deck, as before.
    private var linesRead: Set<String> = []

    /// Opens the decks in `directory`.
    /// - Throws: `DeckLibraryError.emptyDirectory` when there is no deck at all.
    public init(directory: URL) throws(DeckLibraryError) {
        self.directory = directory
        self.summaries = []
        var found: [DeckSummary] = []
        if let index = DeckIndex.read(from: directory) {
            for entry in index.decks {
                let url = directory.appendingPathComponent(entry.file)
                if FileSize.of(url) == entry.bytes {
                    found.append(DeckSummary(file: entry.file, deckID: entry.id, kind: entry.kind, level: entry.level, title: entry.title,
                                             itemCount: entry.itemCount, dayCount: entry.dayCount))
                } else if let summary = decodeForSummary(file: entry.file) {
                    found.append(summary)
                }
            }
        } else {
            for file in Self.deckFiles(in: directory) {
                if let summary = decodeForSummary(file: file) { found.append(summary) }
            }
        }
        guard !found.isEmpty else {
            if !warnings.isEmpty { throw .noReadableDeck(path: directory.path, problems: warnings) }
            throw .emptyDirectory(path: directory.path)
        }
        summaries = Self.sorted(found)
    }

    /// `summaries` in `DeckID` order, then by file: each id's kind and level read once, not at
    /// every comparison (`DeckID.<` parses both ids; the sort was 2% of a start).
    static func sorted(_ summaries: [DeckSummary]) -> [DeckSummary] {
        let keyed = summaries.map { (summary: $0, jlpt: $0.deckID.jlpt) }
        return keyed.sorted { left, right in
            switch (left.jlpt, right.jlpt) {
            case let (l?, r?):
                if l.kind != r.kind { return l.kind == .vocab }
                if l.level != r.level { return l.level < r.level }
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil):
                if left.summary.deckID != right.summary.deckID { return left.summary.deckID.rawValue < right.summary.deckID.rawValue }
            }
            return left.summary.file < right.summary.file
        }.map(\.summary)
    }

    /// The deck files below `directory`: vocab/*.json and kanji/*.json, sorted.
    static func deckFiles(in directory: URL) -> [String] {
        var files: [String] = []
        for kind in DeckKind.allCases {
            let folder = directory.appendingPathComponent(kind.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            files += names.filter { $0.hasSuffix(".json") }.sorted().map { "\(kind.rawValue)/\($0)" }
        }
        return files
    }

    private func decodeForSummary(file: String) -> DeckSummary? {
        do {
            let deck = try loadDeck(file: file)
            return DeckSummary(file: file, deckID: deck.id, kind: deck.kind, level: deck.level, title: deck.title,
                               itemCount: deck.items.count, dayCount: deck.dayCount)
        } catch {
            leftOut.append(.unreadable(error))
            return nil
        }
    }

    private func loadDeck(file: String) throws(DeckLoadError) -> Deck {
        if let deck = cache[file] { return deck }
        let name = file.hasPrefix("/") ? file : directory.lastPathComponent + "/" + file
        let deck = try DeckLoader.load(contentsOf: fileURL(of: file), displayName: name)
        cache[file] = deck
        outlines[file] = nil  // made again from the deck when asked for: not kept twice
        return deck
    }

    /// The URL of a summary's `file`: relative to `directory` for a bundled deck, absolute for
    /// the learner's.
    public func fileURL(of file: String) -> URL {
        file.hasPrefix("/") ? URL(fileURLWithPath: file) : directory.appendingPathComponent(file)
    }

    // MARK: - The learner's decks

    /// Lists the learner's decks of `directory` (`<data>/decks`, see `UserDeckStore`) next to the
    /// bundled ones: every `*.json` in it that reads as a deck. A broken file is left out and
    /// noted in `warnings`.
    public func loadUserDecks(from directory: URL) {
        userDirectory = directory
        reloadUserDecks()
    }

    /// Lists the learner's decks again after they changed (`UserDeckStore.didChange`): their
    /// decoded decks and item locations are dropped and their files read anew.
    public func reloadUserDecks() {
        for file in userFiles {
            cache[file] = nil
            outlines[file] = nil
            indexedFiles.remove(file)
        }
        locations = locations.filter { !userFiles.contains($0.value.file) }
        summaries.removeAll { userFiles.contains($0.file) }
        userFiles = []
        let stale = userWarnings
        leftOut.removeAll { stale.contains($0) }
        let warningsBefore = leftOut.count
        defer { userWarnings = Array(leftOut[warningsBefore...]) }
        guard let userDirectory else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: userDirectory.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".json") {
            let file = userDirectory.appendingPathComponent(name).path
            guard file.hasPrefix("/"), let found = decodeForSummary(file: file) else { continue }
            guard summary(id: found.deckID) == nil else {
                leftOut.append(.idTaken(file: file, id: found.deckID))
                cache[file] = nil
                continue
            }
            summaries.append(found)
            userFiles.insert(file)
        }
        summaries = Self.sorted(summaries)
    }

    /// The learner's own decks, by id.
    public var userSummaries: [DeckSummary] { summaries.filter { userFiles.contains($0.file) } }

    /// Whether deck `id` is one of the learner's.
    public func isUserDeck(_ id: DeckID) -> Bool { summary(id: id).map { userFiles.contains($0.file) } ?? false }

    // MARK: - Listing

    /// The bundled JLPT decks of one kind (the level list), easiest level first.
    public func summaries(of kind: DeckKind) -> [DeckSummary] {
        summaries.filter { $0.kind == kind && $0.deckID.jlpt != nil }
    }

    /// The decks of one kind, bundled or not: the JLPT decks first, then the others by id.
    public func allSummaries(of kind: DeckKind) -> [DeckSummary] {
        summaries.filter { $0.kind == kind }
    }

    /// The summary of the deck `id`, if the library has one.
    public func summary(id: DeckID) -> DeckSummary? {
        summaries.first { $0.deckID == id }
    }

    /// The summary of the bundled deck of `kind` at `level`, if the library has one.
    public func summary(kind: DeckKind, level: Level) -> DeckSummary? {
        summary(id: .jlpt(kind: kind, level: level))
    }

    // MARK: - Decks

    /// The deck `id`, decoded on first use and cached.
    /// - Throws: `.unknownDeck` when there is none, `.invalidDeck` when its file is broken.
    public func deck(id: DeckID) throws(DeckLibraryError) -> Deck {
        guard let summary = summary(id: id) else { throw .unknownDeck(id: id) }
        do {
            return try loadDeck(file: summary.file)
        } catch {
            throw .invalidDeck(error)
        }
    }

    /// The bundled deck of `kind` at `level`, decoded on first use and cached.
    public func deck(kind: DeckKind, level: Level) throws(DeckLibraryError) -> Deck {
        try deck(id: .jlpt(kind: kind, level: level))
    }

    /// The outline of the deck `id` (`DeckOutline`: headwords, readings, meanings and days), what
    /// a day list needs: taken from the deck when it is decoded already, otherwise read from its
    /// file without decoding the rest (`DeckLoader.loadOutline`) and kept.
    /// - Throws: `.unknownDeck` when there is none, `.invalidDeck` when its file is broken.
    public func outline(id: DeckID) throws(DeckLibraryError) -> DeckOutline {
        guard let summary = summary(id: id) else { throw .unknownDeck(id: id) }
        if let outline = outlines[summary.file] { return outline }
        let outline: DeckOutline
        if let deck = cache[summary.file] {
            outline = DeckOutline(deck)
        } else {
            outline = try outlineUncached(summary)
        }
        outlines[summary.file] = outline
        return outline
    }

    /// The outline of `summary`'s deck read afresh and not kept (the search index builds from it).
    func outlineUncached(_ summary: DeckSummary) throws(DeckLibraryError) -> DeckOutline {
        let file = summary.file
        let name = file.hasPrefix("/") ? file : directory.lastPathComponent + "/" + file
        do {
            return try DeckLoader.loadOutline(contentsOf: fileURL(of: file), displayName: name)
        } catch {
            throw .invalidDeck(error)
        }
    }

    /// Whether the deck `id` has already been decoded.
    public func isLoaded(id: DeckID) -> Bool {
        summary(id: id).map { cache[$0.file] != nil } ?? false
    }

    /// Whether the bundled deck of `kind` at `level` has already been decoded.
    public func isLoaded(kind: DeckKind, level: Level) -> Bool {
        isLoaded(id: .jlpt(kind: kind, level: level))
    }

    /// The items of one day, decoding the deck if needed.
    public func items(for day: DayKey) throws(DeckLibraryError) -> ArraySlice<StudyItem> {
        try deck(id: day.deck).items(forDay: day.day)
    }

    // MARK: - Items by id

    /// The item with `id` in any deck of its kind, or nil when no deck holds it (for example after a
    /// deck update removed it). Looks at decks of that kind, easiest first, until the item is found;
    /// a deck not yet decoded is decoded only when its file's text holds `"id":"<id>"`, so a lookup
    /// decodes one deck, not every deck before it. A broken deck is skipped and noted in `warnings`.
    /// A production card's id (`ReviewDirection`) finds its item.
    public func item(withID cardID: String) -> StudyItem? {
        let id = ReviewDirection.itemID(ofCard: cardID)
        if let location = locations[id], let deck = cache[location.file] { return deck.items[location.index] }
        let kinds = DeckKind(itemID: id).map { [$0] } ?? DeckKind.allCases
        if let needle = Self.idNeedle(id) {
            for kind in kinds {
                for summary in allSummaries(of: kind) where !indexedFiles.contains(summary.file) {
                    if cache[summary.file] == nil {
                        switch lineItem(needle, id: id, summary: summary, readsLine: !linesRead.contains(summary.file)) {
                        case .absent: continue
                        case .found(let item): return item
                        case .undecided: break
                        }
                    }
                    if let item = indexing(file: summary.file, lookingFor: id) { return item }
                }
            }
        }
        // A deck written another way (spaces after the colon, escapes): decode them all, as before.
        for kind in kinds {
            for summary in allSummaries(of: kind) where !indexedFiles.contains(summary.file) {
                if let item = indexing(file: summary.file, lookingFor: id) { return item }
            }
        }
        return nil
    }

    /// Decodes `file` (when needed) and notes where each of its items is; the item with `id` when
    /// this deck holds it.
    private func indexing(file: String, lookingFor id: String) -> StudyItem? {
        guard let deck = try? loadDeckNotingProblems(file: file) else { return nil }
        for (index, item) in deck.items.enumerated() where locations[item.id] == nil {
            locations[item.id] = (file, index)
        }
        indexedFiles.insert(file)
        if let location = locations[id], location.file == file { return deck.items[location.index] }
        return nil
    }

    /// `"id":"<id>"` as the deck builder writes it, nil for an id JSON would escape.
    private static func idNeedle(_ id: String) -> [UInt8]? {
        guard !id.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }) else { return nil }
        return Array("\"id\":\"\(id)\"".utf8)
    }

    /// What the raw bytes of a deck file say about an id.
    private enum LineLookup {
        /// The file does not hold `"id":"<id>"`.
        case absent
        /// The item, read from its own line alone.
        case found(StudyItem)
        /// Unreadable, or held in another form: decode the deck (which also reports its problems).
        case undecided
    }

    /// Finds `needle` in the bytes of the summary's file and, when `readsLine`, reads the item from
    /// that line alone, without decoding the deck (microseconds against milliseconds for vocab/n1.json).
    private func lineItem(_ needle: [UInt8], id: String, summary: DeckSummary, readsLine: Bool) -> LineLookup {
        guard let data = FileManager.default.contents(atPath: fileURL(of: summary.file).path) else {
            return .undecided
        }
        let bytes = [UInt8](data)
        let offset = bytes.withUnsafeBytes { text in
            needle.withUnsafeBytes { pattern in Self.firstOffset(of: pattern, in: text) }
        }
        guard let offset else { return .absent }
        guard readsLine else { return .undecided }
        let start = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let end = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
        guard let item = DeckLoader.item(onLine: bytes[start..<end], id: id, kind: summary.kind,
                                         level: summary.level, deck: summary.deckID, file: summary.file) else { return .undecided }
        linesRead.insert(summary.file)
        return .found(item)
    }

    /// Where `text` first holds `pattern`: memchr to each place its second-to-last byte (the id's
    /// last byte, far rarer in a deck than the quote it starts with) could be, then memcmp.
    private static func firstOffset(of pattern: UnsafeRawBufferPointer, in text: UnsafeRawBufferPointer) -> Int? {
        guard let base = text.baseAddress, let needle = pattern.baseAddress, pattern.count > 0,
              text.count >= pattern.count else { return nil }
        let anchor = max(0, pattern.count - 2)
        let anchorByte = Int32(pattern[anchor])
        let lastAnchor = text.count - pattern.count + anchor
        var offset = anchor
        while offset <= lastAnchor {
            guard let found = memchr(base + offset, anchorByte, lastAnchor - offset + 1) else { return nil }
            let at = base.distance(to: UnsafeRawPointer(found))
            if memcmp(base + (at - anchor), needle, pattern.count) == 0 { return at - anchor }
            offset = at + 1
        }
        return nil
    }

    /// The items with the given ids, in the same order, leaving out ids no deck holds.
    public func items(withIDs ids: [String]) -> [StudyItem] {
        ids.compactMap { item(withID: $0) }
    }

    private func loadDeckNotingProblems(file: String) throws -> Deck {
        do {
            return try loadDeck(file: file)
        } catch {
            indexedFiles.insert(file)
            leftOut.append(.unreadable(error))
            throw error
        }
    }

    // MARK: - Finding the bundled decks

    /// Finds the bundled decks directory.
    ///
    /// Looks, in order, at `MAINICHI_DECKS`; at `../share/mainichi/Decks` next to the executable
    /// (where `make install` puts them); then at a `Decks` directory holding decks in the executable's
    /// directory or any directory above it (the source tree, for `make run` and tests).
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - executablePath: the running executable; symlinks are resolved.
    /// - Throws: `DeckLibraryError.decksNotFound` listing every place looked at.
    public static func locateBundledDecks(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = RunningExecutable.path
    ) throws(DeckLibraryError) -> URL {
        if let path = environment["MAINICHI_DECKS"], !path.isEmpty {
            guard containsDecks(atPath: path) else { throw .environmentPathHasNoDecks(path: path) }
            return URL(fileURLWithPath: path)
        }
        var searched = ["MAINICHI_DECKS (not set)"]
        if let executablePath {
            let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
            let binDirectory = executable.deletingLastPathComponent()
            let installed = binDirectory.deletingLastPathComponent()
                .appendingPathComponent("share/mainichi/Decks").standardizedFileURL
            if containsDecks(installed) { return installed }
            searched.append(installed.path)
            var directory = binDirectory
            while true {
                let candidate = directory.appendingPathComponent("Decks")
                if containsDecks(candidate) { return candidate }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path || directory.path == "/" { break }
                directory = parent
            }
            searched.append("Decks/ in \(binDirectory.path) and every directory above it")
        } else {
            searched.append("(the executable's location is unknown)")
        }
        throw .decksNotFound(searched: searched)
    }

    /// Whether `url` is a directory with an index.json, a vocab/ or a kanji/ folder.
    static func containsDecks(_ url: URL) -> Bool {
        containsDecks(atPath: url.path)
    }

    /// `containsDecks(_:)` by path: the start looks at `MAINICHI_DECKS` without making a URL's
    /// `path`, whose first use is a cost the first frame need not pay (see `LexicalPath`).
    static func containsDecks(atPath directory: String) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: LexicalPath.appending(DeckIndex.fileName, to: directory)) { return true }
        for kind in DeckKind.allCases
        where manager.directoryExists(atPath: LexicalPath.appending(kind.rawValue, to: directory)) {
            return true
        }
        return false
    }
}
