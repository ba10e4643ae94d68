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

/// The offline dictionary (all of JMdict, English glosses) read from the decks directory's
/// `dictionary.bin`, found by written form, reading (kana or romaji) or English word.
///
/// The file (made by `tools/decks/build_dictionary.py`; layout in `DictionaryFormat`) holds the
/// entries (common entries first) and then the search keys sorted by their UTF-8 bytes, each with
/// the positions of its entries, behind tables of offsets. Opening it maps the file into memory
/// and reads its header, nothing else: a key and every key starting with it are found by binary
/// search over the mapped tables, and an entry is decoded only when it is shown, so only the pages
/// a search touches are ever read (a few hundred kilobytes, not the 33 MB file).
///
/// ```swift
/// let dictionary = try JapaneseDictionary(decksDirectory: decks)
/// dictionary.lookup("neko").first?.headword      // "猫"
/// dictionary.search(SearchQuery("cat"), limit: 20)
/// ```
public final class JapaneseDictionary: @unchecked Sendable {
    // Sendable: the mapped bytes are read-only and never change while the value lives.

    /// The file name inside the decks directory.
    public static let fileName = "dictionary.bin"
    /// The most keys a prefix search reads per needle, so a one-letter query stays quick.
    static let prefixScanLimit = 4000

    /// The file's bytes: mapped from the file, or owned (a text dictionary turned into the layout).
    private let base: UnsafeRawPointer
    private let size: Int
    private let isMapped: Bool
    /// The open file of a mapped dictionary, which entries are read from (-1 for an owned one).
    private let descriptor: Int32
    private let entryCount: Int
    private let keyCount: Int
    private let entryTable: Int
    private let flagsOffset: Int
    private let keyTable: Int

    /// The number of entries.
    public var count: Int { entryCount }

    /// The dictionary of a decks directory, read once per process and shared (it never changes
    /// while running); nil when the file is missing or unreadable.
    public static func shared(decksDirectory: URL) -> JapaneseDictionary? {
        let url = decksDirectory.appendingPathComponent(fileName).standardizedFileURL
        return cache.value(for: url)
    }

    private static let cache = SharedDictionaries()

    /// Opens the dictionary in a decks directory.
    public convenience init(decksDirectory: URL) throws(DictionaryError) {
        try self.init(contentsOf: decksDirectory.appendingPathComponent(Self.fileName))
    }

    /// Opens the dictionary file at `url`: the binary layout, memory-mapped, or the same
    /// dictionary as lines of text (`DictionaryFormat`), read and laid out in memory.
    public init(contentsOf url: URL) throws(DictionaryError) {
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missing(path: url.path) }
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: url.path, reason: "cannot open the file") }
        var keepsDescriptor = false
        defer { if !keepsDescriptor { close(descriptor) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: url.path, reason: "cannot read its size") }
        let fileSize = Int(info.st_size)
        var magic = [UInt8](repeating: 0, count: 4)
        let got = fileSize >= 4 ? pread(descriptor, &magic, 4, 0) : 0
        let pointer: UnsafeRawPointer, total: Int, mapped: Bool
        if got == 4 && DictionaryFormat.isBinary(magic) {
            guard let region = mmap(nil, fileSize, PROT_READ, MAP_PRIVATE, descriptor, 0), region != MAP_FAILED else {
                throw .unreadable(path: url.path, reason: "cannot map the file into memory")
            }
            // Entries and keys are read a few at a time, far apart: no read-ahead around them.
            _ = madvise(region, fileSize, MADV_RANDOM)
            (pointer, total, mapped) = (UnsafeRawPointer(region), fileSize, true)
        } else {
            guard let text = Self.readWhole(descriptor, size: fileSize) else {
                throw .unreadable(path: url.path, reason: "read error")
            }
            let file: [UInt8]
            switch DictionaryFormat.encode(text: text) {
            case .success(let bytes): file = bytes
            case .failure(let failure): throw .malformed(path: url.path, line: failure.line, reason: failure.reason)
            }
            let owned = UnsafeMutableRawPointer.allocate(byteCount: file.count, alignment: 8)
            file.withUnsafeBytes { owned.copyMemory(from: $0.baseAddress!, byteCount: file.count) }
            (pointer, total, mapped) = (UnsafeRawPointer(owned), file.count, false)
        }
        func number(_ offset: Int) -> Int {
            Int(UInt32(littleEndian: pointer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        // Checked here: the header, and that every table lies inside the file. Offsets inside the
        // tables are checked where they are read, so a damaged file gives no entry, never a crash.
        var problem: String?
        if total < DictionaryFormat.headerSize || number(4) != Int(DictionaryFormat.version) {
            problem = "not a dictionary of this version (make decks builds it)"
        } else if number(28) != total {
            problem = "the file is \(total) bytes, its header says \(number(28)): cut short or damaged"
        } else if number(16) + 4 * (number(8) + 1) > total || number(20) + number(8) > total
                    || number(24) + 4 * (number(12) + 1) > total {
            problem = "a table lies outside the file: damaged"
        }
        if let problem {
            if mapped { munmap(UnsafeMutableRawPointer(mutating: pointer), total) } else { pointer.deallocate() }
            throw .damaged(path: url.path, reason: problem)
        }
        base = pointer
        size = total
        isMapped = mapped
        self.descriptor = mapped ? descriptor : -1
        keepsDescriptor = mapped
        entryCount = number(8)
        keyCount = number(12)
        entryTable = number(16)
        flagsOffset = number(20)
        keyTable = number(24)
    }

    deinit {
        if isMapped { munmap(UnsafeMutableRawPointer(mutating: base), size) } else { base.deallocate() }
        if descriptor >= 0 { close(descriptor) }
    }

    /// The whole file read into an array; nil on a read error.
    private static func readWhole(_ descriptor: Int32, size: Int) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let got = read(descriptor, buffer.baseAddress! + count, size - count)
                if got <= 0 { failed = got < 0; break }
                count += got
            }
        }
        return failed ? nil : bytes
    }

    /// The 32-bit number at `offset`.
    @inline(__always)
    private func number(at offset: Int) -> Int {
        Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    @inline(__always)
    private func byte(at offset: Int) -> UInt8 {
        base.load(fromByteOffset: offset, as: UInt8.self)
    }

    /// Where record `index` of the table at `table` lies in the file; empty when its offsets are damaged.
    @_optimize(speed) @inline(__always)
    private func record(_ index: Int, table: Int) -> Range<Int> {
        let start = number(at: table + 4 * index), end = number(at: table + 4 * index + 4)
        return start <= end && end <= size ? start..<end : 0..<0
    }

    // MARK: - Entries

    /// The entry at `position` (0 is the first), nil when out of range.
    public func entry(at position: Int) -> DictionaryEntry? {
        guard position >= 0, position < entryCount else { return nil }
        let fields = self.fields(in: record(position, table: entryTable))
        guard fields.count >= 5 else { return nil }
        let senses = fields.dropFirst(5).map { text -> DictionarySense in
            let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            return DictionarySense(partOfSpeech: parts.first ?? "", glosses: Array(parts.dropFirst()).filter { !$0.isEmpty })
        }
        func list(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }
        return DictionaryEntry(position: position, sequence: Int(fields[0]) ?? 0, spellings: list(fields[1]),
                               readings: list(fields[2]), isCommon: fields[3].contains("1"), level: Level(rawValue: fields[4]),
                               senses: senses, isUsuallyKana: fields[3].contains("k"))
    }

    /// The outline of the entry at `position` (no glosses), nil when out of range.
    func outline(at position: Int) -> DictionaryEntryOutline? {
        guard position >= 0, position < entryCount else { return nil }
        let bytes = self.bytes(in: record(position, table: entryTable))
        let tab = UInt8(ascii: "\t"), bar = UInt8(ascii: "|"), space = UInt8(ascii: " ")
        var fields: [ArraySlice<UInt8>] = []
        fields.reserveCapacity(8)
        var start = 0
        for index in bytes.indices where bytes[index] == tab {
            fields.append(bytes[start..<index])
            start = index + 1
        }
        fields.append(bytes[start..<bytes.count])
        guard fields.count >= 5 else { return nil }
        func list(_ field: ArraySlice<UInt8>) -> [String] {
            field.split(separator: space).map { TextSanitizer.sanitize(String(decoding: $0, as: UTF8.self)) }
        }
        let partsOfSpeech = fields.dropFirst(5).map { sense in
            String(decoding: sense.prefix { $0 != bar }, as: UTF8.self)
        }
        return DictionaryEntryOutline(spellings: list(fields[1]), readings: list(fields[2]),
                                      isCommon: fields[3].contains(UInt8(ascii: "1")),
                                      isUsuallyKana: fields[3].contains(UInt8(ascii: "k")),
                                      level: Level(rawValue: String(decoding: fields[4], as: UTF8.self)),
                                      partsOfSpeech: partsOfSpeech,
                                      isCutByAnalyser: fields[3].contains(UInt8(ascii: "s")),
                                      isWholeForAnalyser: fields[3].contains(UInt8(ascii: "w")))
    }

    /// The tab-separated fields of an entry's bytes, control characters removed.
    ///
    /// A mapped file's entry is read with `pread` rather than through the mapping: entries shown
    /// together lie far apart in the file, and each page touched through a mapping brings its
    /// neighbours into the resident set with it (the kernel's fault-around), about 64 KB an entry.
    private func fields(in range: Range<Int>) -> [String] {
        bytes(in: range).split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
            TextSanitizer.sanitize(String(decoding: $0, as: UTF8.self))
        }
    }

    /// The bytes of the file in `range`, read with `pread` from a mapped file (see `fields(in:)`).
    private func bytes(in range: Range<Int>) -> [UInt8] {
        let bytes: [UInt8]
        if descriptor >= 0 {
            var read = 0
            bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
                while read < range.count {
                    let got = pread(descriptor, buffer.baseAddress! + read, range.count - read, off_t(range.lowerBound + read))
                    if got <= 0 { break }
                    read += got
                }
                count = read
            }
        } else {
            bytes = Array(UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
        }
        return bytes
    }

    /// Whether the entry at `position` is in a deck (its level is set), read from its flags.
    func isInDecks(_ position: Int) -> Bool {
        byte(at: flagsOffset + position) & DictionaryFormat.inDecks != 0
    }

    // MARK: - Keys

    /// Compares the key at `keyIndex` with `needle`: negative when it sorts before, 0 when equal,
    /// positive after; `isPrefix` tells whether the key starts with the needle.
    /// (Built for speed in the size-built core: the segmenter's cold look-ups make a million of these a text.)
    @_optimize(speed)
    private func compareKey(_ keyIndex: Int, _ needle: [UInt8]) -> (order: Int, isPrefix: Bool) {
        let range = record(keyIndex, table: keyTable)
        var position = range.lowerBound
        return needle.withUnsafeBufferPointer { needle in
            for byte in needle {
                let keyByte = position < range.upperBound ? self.byte(at: position) : 0
                if keyByte == 0 { return (-1, false) }
                if keyByte != byte { return (keyByte < byte ? -1 : 1, false) }
                position += 1
            }
            return (position >= range.upperBound || byte(at: position) == 0 ? 0 : 1, true)
        }
    }

    /// The first key not sorting before `needle`.
    @_optimize(speed)
    private func lowerBound(_ needle: [UInt8]) -> Int {
        var low = 0, high = keyCount
        while low < high {
            let middle = (low + high) / 2
            if compareKey(middle, needle).order < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The entry positions of the key at `keyIndex`.
    private func positions(ofKey keyIndex: Int) -> [Int] {
        let range = record(keyIndex, table: keyTable)
        var index = range.lowerBound
        while index < range.upperBound && byte(at: index) != 0 { index += 1 }
        index += 1
        var result: [Int] = [], value = 0, shift = 0, previous = 0
        while index < range.upperBound {
            let byte = self.byte(at: index)
            value |= Int(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 == 0 {
                previous = result.isEmpty ? value : previous + value
                result.append(previous)
                value = 0
                shift = 0
            } else if shift > 28 {
                break
            }
            index += 1
        }
        return result.filter { $0 < entryCount }
    }

    /// Records, in `best`, the rank of every entry of a key equal to `needle` (`exact`) or, when
    /// `prefix` is given, starting with it (`prefix`), reading at most `prefixScanLimit` keys.
    private func collect(_ needle: [UInt8], exact: UInt8?, prefix: UInt8?, into best: inout [Int: UInt8]) {
        collect(needle, exact: exact, prefix: prefix) { position, rank in
            if rank < best[position, default: .max] { best[position] = rank }
        }
    }

    /// `collect(_:exact:prefix:into:)` into a `RankTable`.
    private func collect(_ needle: [UInt8], exact: UInt8?, prefix: UInt8?, into ranks: inout RankTable) {
        collect(needle, exact: exact, prefix: prefix) { position, rank in ranks.record(rank, at: position) }
    }

    /// Calls `found` with each entry position and rank `collect(_:exact:prefix:into:)` records.
    private func collect(_ needle: [UInt8], exact: UInt8?, prefix: UInt8?, found: (Int, UInt8) -> Void) {
        guard !needle.isEmpty else { return }
        var keyIndex = lowerBound(needle)
        var scanned = 0
        while keyIndex < keyCount && scanned < Self.prefixScanLimit {
            let (order, isPrefix) = compareKey(keyIndex, needle)
            guard isPrefix else { break }
            let rank = order == 0 ? exact : prefix
            if let rank {
                for position in positions(ofKey: keyIndex) { found(position, rank) }
            }
            if prefix == nil { break }
            keyIndex += 1
            scanned += 1
        }
    }

    // MARK: - Exact keys (the segmenter's lookups)

    /// The positions of the entries with a key exactly `key` (a spelling as written, or a reading
    /// in hiragana), common entries first; empty when no key is `key`.
    public func entryPositions(forKey key: [UInt8]) -> [Int] {
        guard !key.isEmpty else { return [] }
        let index = lowerBound(key)
        guard index < keyCount, compareKey(index, key).order == 0 else { return [] }
        return positions(ofKey: index)
    }

    /// Whether any key starts with `prefix` (or is `prefix`): a segmenter stops growing a match
    /// once this is false.
    public func hasKey(startingWith prefix: [UInt8]) -> Bool {
        guard !prefix.isEmpty else { return true }
        let index = lowerBound(prefix)
        return index < keyCount && compareKey(index, prefix).isPrefix
    }

    // MARK: - Looking up and searching

    /// The entries with a spelling, reading or English gloss equal to `word` (kanji, kana,
    /// romaji or English), common entries first.
    public func lookup(_ word: String) -> [DictionaryEntry] {
        let query = SearchQuery(word)
        guard !query.isEmpty else { return [] }
        var best: [Int: UInt8] = [:]
        for needle in needles(of: query) where !needle.partial {
            collect(needle.bytes, exact: 0, prefix: nil, into: &best)
        }
        let entries = best.keys.sorted().compactMap(entry(at:))
        return entries.map { (key: Self.lookupRank(of: $0, for: query), entry: $0) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.entry)
    }

    /// How `lookup` orders exact matches, as search ranks them: a word spelled or read as typed
    /// first, then by the earliest sense, and the earliest meaning in it, that is the English typed
    /// ("eat": 食べる, whose first meaning is "to eat", before 遣る, whose eleventh is), then words of the decks by level (N5
    /// first), common words, and JMdict's order.
    static func lookupRank(of entry: DictionaryEntry, for query: SearchQuery) -> [Int] {
        var meaning = (sense: Int.max, gloss: Int.max)
        if query.searchesEnglish {
            let typed = Self.bareMeaning(query.text)
            for (sense, found) in entry.senses.enumerated() {
                if let gloss = found.glosses.firstIndex(where: { Self.bareMeaning($0) == typed }) {
                    meaning = (sense, gloss)
                    break
                }
            }
        }
        let written = entry.spellings.contains(query.text) || entry.readings.contains { reading in
            let kana = Array(Kana.hiragana(from: reading).utf8)
            return kana == query.kana || kana == query.completedKana || query.kanaAlternatives.contains(kana)
        }
        return [written ? 0 : 1, meaning.sense, meaning.gloss, entry.level?.order ?? 5, entry.isCommon ? 0 : 1, entry.position]
    }

    /// A meaning as compared for ranking: lowercased, without a leading "to " and without what
    /// follows a parenthesis ("to eat (formal)" is "eat").
    private static func bareMeaning(_ text: String) -> String {
        var bare = text.lowercased()
        if let open = bare.firstIndex(of: "(") { bare = String(bare[..<open]) }
        bare = Whitespace.trim(bare)
        if bare.hasPrefix("to ") { bare.removeFirst(3) }
        return bare
    }

    /// The entries matching `query`, best first (exact, then prefix, then half-typed romaji; then
    /// common before the rest), at most `limit`; entries that are in a deck are left out when
    /// `excludingDeckEntries` (search lists those from the decks already). Every entry of
    /// `matches(for:limit:excludingDeckEntries:)` decoded.
    public func search(_ query: SearchQuery, limit: Int, excludingDeckEntries: Bool = false) -> [DictionaryMatch] {
        Array(matches(for: query, limit: limit, excludingDeckEntries: excludingDeckEntries))
    }

    /// The entries `search(_:limit:excludingDeckEntries:)` gives, in its order, as a list that
    /// decodes each entry only when it is asked for (`DictionaryMatchList`): ranking reads only the
    /// keys' entry positions, and a key press shows a screenful of the up to 500 rows.
    public func matches(for query: SearchQuery, limit: Int, excludingDeckEntries: Bool = false) -> DictionaryMatchList {
        guard !query.isEmpty, limit > 0 else { return DictionaryMatchList() }
        let found = rankedPositions(for: query)
        var kept: [UInt64] = []
        kept.reserveCapacity(min(limit, found.count))
        for key in found {
            let position = Int(key & 0xFFFF_FFFF)
            if excludingDeckEntries && isInDecks(position) { continue }
            // What `entry(at:)` would not decode is left out here, as when every entry was decoded.
            guard isDecodable(position) else { continue }
            kept.append(key)
            if kept.count == limit { break }
        }
        return DictionaryMatchList(dictionary: self, matches: kept)
    }

    /// Every entry `query` finds, best first: its rank (0 exact, 1 or 2 prefix, 4 half-typed
    /// romaji) above its position (the low 32 bits), sorted, so by rank and then position (common
    /// entries first). Nothing decoded; entries in the decks included.
    func rankedPositions(for query: SearchQuery) -> [UInt64] {
        var ranks = RankTable(count: entryCount)
        for needle in needles(of: query) {
            if needle.partial {
                collect(needle.bytes, exact: 4, prefix: 4, into: &ranks)
            } else {
                collect(needle.bytes, exact: 0, prefix: needle.english ? 2 : 1, into: &ranks)
            }
        }
        var found = ranks.touched.map { UInt64(ranks.rank[$0]) << 32 | UInt64($0) }
        found.sort()
        return found
    }

    /// The match for one of `matches(for:limit:excludingDeckEntries:)`'s numbers: its entry decoded.
    func match(for key: UInt64) -> DictionaryMatch? {
        guard let entry = entry(at: Int(key & 0xFFFF_FFFF)) else { return nil }
        let match: SearchResult.Match = switch key >> 32 {
        case 0: .exact
        case 1, 2: .prefix
        default: .partial
        }
        return DictionaryMatch(entry: entry, match: match)
    }

    /// Whether `entry(at:)` gives an entry for `position`: its record holds the five fields every
    /// entry starts with (four tabs), read without decoding anything.
    private func isDecodable(_ position: Int) -> Bool {
        guard position >= 0, position < entryCount else { return false }
        let range = record(position, table: entryTable)
        let tab = UInt8(ascii: "\t")
        // The five fields are short (number, spellings, readings, marks, level): the first 256 bytes
        // nearly always hold their tabs; a longer head is read whole.
        let head = min(range.count, 256)
        if countTabs(in: range.lowerBound..<range.lowerBound + head, upTo: 4) >= 4 { return true }
        return head < range.count && countTabs(in: range, upTo: 4) >= 4
        func countTabs(in range: Range<Int>, upTo limit: Int) -> Int {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, range.count)) { buffer in
                let bytes = copyBytes(range, into: buffer)
                var count = 0
                for byte in bytes where byte == tab {
                    count += 1
                    if count == limit { break }
                }
                return count
            }
        }
    }

    /// The bytes of the file in `range`, copied into `buffer` (at least `range.count` long), read as
    /// `bytes(in:)` reads them.
    private func copyBytes(_ range: Range<Int>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> UnsafeMutableBufferPointer<UInt8> {
        guard let start = buffer.baseAddress, !range.isEmpty else { return UnsafeMutableBufferPointer(start: buffer.baseAddress, count: 0) }
        if descriptor >= 0 {
            var read = 0
            while read < range.count {
                let got = pread(descriptor, start + read, range.count - read, off_t(range.lowerBound + read))
                if got <= 0 { break }
                read += got
            }
            return UnsafeMutableBufferPointer(start: start, count: read)
        }
        UnsafeMutableRawPointer(start).copyMemory(from: base + range.lowerBound, byteCount: range.count)
        return UnsafeMutableBufferPointer(start: start, count: range.count)
    }

    /// The best rank of each entry found so far, and which entries have one: a table as long as
    /// the dictionary (one byte an entry) rather than a hash table, since a short query finds
    /// thousands.
    private struct RankTable {
        var rank: [UInt8]
        var touched: [Int] = []

        init(count: Int) { rank = [UInt8](repeating: .max, count: count) }

        mutating func record(_ value: UInt8, at position: Int) {
            let old = rank[position]
            if old == .max { touched.append(position) }
            if value < old { rank[position] = value }
        }
    }

    private struct Needle {
        var bytes: [UInt8]
        var english = false
        var partial = false
    }

    /// What the keys are searched for: the query as typed (spellings; not for ASCII), as English (without a
    /// leading "to "), as kana when it converts completely, and as kana followed by each kana the
    /// pending romaji can start.
    private func needles(of query: SearchQuery) -> [Needle] {
        // An ASCII query is searched as English only, so "tabe" ranks "tabernacle" after たべ....
        var result = query.searchesEnglish ? [] : [Needle(bytes: query.typed)]
        if query.searchesEnglish {
            var english = query.typed
            if english.count > 3, english.starts(with: Array("to ".utf8)) { english.removeFirst(3) }
            result.append(Needle(bytes: english, english: true))
        }
        let kana = (query.kana.map { [$0] } ?? []) + query.kanaAlternatives
        if query.pendingRomaji.isEmpty {
            result += kana.map { Needle(bytes: $0) }
        } else {
            for reading in kana {
                for start in query.pendingKanaStarts {
                    guard let scalar = Unicode.Scalar(start) else { continue }
                    result.append(Needle(bytes: reading + Array(String(Character(scalar)).utf8), partial: true))
                }
            }
        }
        if let completed = query.completedKana { result.append(Needle(bytes: completed)) }
        return result
    }
}

/// The dictionaries read so far, by file; guarded by a lock.
private final class SharedDictionaries: @unchecked Sendable {
    private let lock = PthreadLock()
    private var loaded: [URL: JapaneseDictionary?] = [:]

    func value(for url: URL) -> JapaneseDictionary? {
        lock.lock()
        defer { lock.unlock() }
        if let found = loaded[url] { return found }
        let dictionary = try? JapaneseDictionary(contentsOf: url)
        loaded[url] = .some(dictionary)
        return dictionary
    }
}
