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
/// `dictionary.txt`, found by written form, reading (kana or romaji) or English word.
///
/// The file (made by `tools/decks/build_dictionary.py`, described there) holds one entry a line
/// (`E` lines, common entries first) and then its search keys (`K` lines) sorted by their UTF-8
/// bytes, each with the positions of its entries. Loading reads the file into one byte array and
/// notes where each line starts; nothing else is built, so a key and every key starting with it
/// are found by binary search, and an entry is decoded only when it is shown.
///
/// ```swift
/// let dictionary = try JapaneseDictionary(contentsOf: decks.appendingPathComponent("dictionary.txt"))
/// dictionary.lookup("neko").first?.headword      // "猫"
/// dictionary.search(SearchQuery("cat"), limit: 20)
/// ```
public final class JapaneseDictionary: Sendable {
    /// The file name inside the decks directory.
    public static let fileName = "dictionary.txt"
    /// The most keys a prefix search reads per needle, so a one-letter query stays quick.
    static let prefixScanLimit = 4000

    private let bytes: [UInt8]
    /// Where each entry's line starts (after "E\t").
    private let entryStarts: [Int32]
    /// Where each key line's key starts (after "K\t").
    private let keyStarts: [Int32]

    /// The number of entries.
    public var count: Int { entryStarts.count }

    /// The dictionary of a decks directory, read once per process and shared (it never changes
    /// while running); nil when the file is missing or unreadable.
    public static func shared(decksDirectory: URL) -> JapaneseDictionary? {
        let url = decksDirectory.appendingPathComponent(fileName).standardizedFileURL
        return cache.value(for: url)
    }

    private static let cache = SharedDictionaries()

    /// Reads the dictionary in a decks directory.
    public convenience init(decksDirectory: URL) throws(DictionaryError) {
        try self.init(contentsOf: decksDirectory.appendingPathComponent(Self.fileName))
    }

    /// Reads the dictionary file at `url`.
    public init(contentsOf url: URL) throws(DictionaryError) {
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missing(path: url.path) }
        // Read straight into the array (not through Data, which would hold a second copy at the peak).
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path: url.path, reason: "cannot open the file")
        }
        defer { close(descriptor) }
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let got = read(descriptor, buffer.baseAddress! + count, size - count)
                if got <= 0 { failed = got < 0; break }
                count += got
            }
        }
        if failed { throw .unreadable(path: url.path, reason: "read error") }
        var entries: [Int32] = [], keys: [Int32] = []
        entries.reserveCapacity(bytes.count / 90)
        keys.reserveCapacity(bytes.count / 50)
        let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
        var failure: (line: Int, reason: String)?
        bytes.withUnsafeBufferPointer { buffer in
            var position = 0, line = 1
            let end = buffer.count
            while position < end {
                var next = position
                while next < end && buffer[next] != newline { next += 1 }
                if next > position {
                    let first = buffer[position]
                    let tabbed = position + 1 < next && buffer[position + 1] == tab
                    if first == UInt8(ascii: "E") && tabbed && keys.isEmpty {
                        entries.append(Int32(position + 2))
                    } else if first == UInt8(ascii: "K") && tabbed {
                        keys.append(Int32(position + 2))
                    } else if first != UInt8(ascii: "#") {
                        failure = (line, keys.isEmpty ? "not an entry (E) or key (K) line" : "an entry line after the keys")
                        return
                    }
                }
                position = next + 1
                line += 1
            }
        }
        if let failure { throw .malformed(path: url.path, line: failure.line, reason: failure.reason) }
        self.bytes = bytes
        entryStarts = entries
        keyStarts = keys
    }

    // MARK: - Entries

    /// The entry at `position` (0 is the first line), nil when out of range.
    public func entry(at position: Int) -> DictionaryEntry? {
        guard position >= 0, position < entryStarts.count else { return nil }
        let fields = self.fields(from: Int(entryStarts[position]))
        guard fields.count >= 5 else { return nil }
        let senses = fields.dropFirst(5).map { text -> DictionarySense in
            let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            return DictionarySense(partOfSpeech: parts.first ?? "", glosses: Array(parts.dropFirst()).filter { !$0.isEmpty })
        }
        func list(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }
        return DictionaryEntry(position: position, sequence: Int(fields[0]) ?? 0, spellings: list(fields[1]),
                               readings: list(fields[2]), isCommon: fields[3] == "1", level: Level(rawValue: fields[4]),
                               senses: senses)
    }

    /// The tab-separated fields of the line from `start`, control characters removed.
    private func fields(from start: Int) -> [String] {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return bytes[start..<end].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
            TextSanitizer.sanitize(String(decoding: $0, as: UTF8.self))
        }
    }

    /// Whether the entry at `position` is in a deck (its level field, the fifth, is set), read without decoding it.
    private func isInDecks(_ position: Int) -> Bool {
        var index = Int(entryStarts[position]), tabs = 0
        while index < bytes.count && tabs < 4 {
            if bytes[index] == UInt8(ascii: "\t") { tabs += 1 }
            if bytes[index] == UInt8(ascii: "\n") { return false }
            index += 1
        }
        return tabs == 4 && index < bytes.count && bytes[index] == UInt8(ascii: "N")
    }

    // MARK: - Keys

    /// Compares the key at `keyIndex` with `needle`: negative when it sorts before, 0 when equal,
    /// positive after; `isPrefix` tells whether the key starts with the needle.
    private func compareKey(_ keyIndex: Int, _ needle: [UInt8]) -> (order: Int, isPrefix: Bool) {
        var position = Int(keyStarts[keyIndex])
        for byte in needle {
            let keyByte = bytes[position]
            if keyByte == UInt8(ascii: "\t") { return (-1, false) }
            if keyByte != byte { return (keyByte < byte ? -1 : 1, false) }
            position += 1
        }
        return (bytes[position] == UInt8(ascii: "\t") ? 0 : 1, true)
    }

    /// The first key not sorting before `needle`.
    private func lowerBound(_ needle: [UInt8]) -> Int {
        var low = 0, high = keyStarts.count
        while low < high {
            let middle = (low + high) / 2
            if compareKey(middle, needle).order < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The entry positions listed on the key line at `keyIndex`.
    private func positions(ofKey keyIndex: Int) -> [Int] {
        var index = Int(keyStarts[keyIndex])
        while bytes[index] != UInt8(ascii: "\t") { index += 1 }
        index += 1
        var result: [Int] = [], value = 0, digits = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                value = value * 10 + Int(byte - 0x30)
                digits += 1
            } else {
                if digits > 0 { result.append(value) }
                value = 0
                digits = 0
                if byte != UInt8(ascii: ",") { break }
            }
            index += 1
        }
        if digits > 0 { result.append(value) }
        return result.filter { $0 < entryStarts.count }
    }

    /// Records, in `best`, the rank of every entry of a key equal to `needle` (`exact`) or, when
    /// `prefix` is given, starting with it (`prefix`), reading at most `prefixScanLimit` keys.
    private func collect(_ needle: [UInt8], exact: UInt8?, prefix: UInt8?, into best: inout [Int: UInt8]) {
        guard !needle.isEmpty else { return }
        var keyIndex = lowerBound(needle)
        var scanned = 0
        while keyIndex < keyStarts.count && scanned < Self.prefixScanLimit {
            let (order, isPrefix) = compareKey(keyIndex, needle)
            guard isPrefix else { break }
            let rank = order == 0 ? exact : prefix
            if let rank {
                for position in positions(ofKey: keyIndex) where rank < best[position, default: .max] { best[position] = rank }
            }
            if prefix == nil { break }
            keyIndex += 1
            scanned += 1
        }
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
        return best.keys.sorted().compactMap(entry(at:))
    }

    /// The entries matching `query`, best first (exact, then prefix, then half-typed romaji; then
    /// common before the rest), at most `limit`; entries that are in a deck are left out when
    /// `excludingDeckEntries` (search lists those from the decks already).
    public func search(_ query: SearchQuery, limit: Int, excludingDeckEntries: Bool = false) -> [DictionaryMatch] {
        guard !query.isEmpty, limit > 0 else { return [] }
        var best: [Int: UInt8] = [:]
        for needle in needles(of: query) {
            if needle.partial {
                collect(needle.bytes, exact: 4, prefix: 4, into: &best)
            } else {
                collect(needle.bytes, exact: 0, prefix: needle.english ? 2 : 1, into: &best)
            }
        }
        var found = best.map { (rank: $0.value, position: $0.key) }
        found.sort { ($0.rank, $0.position) < ($1.rank, $1.position) }
        var result: [DictionaryMatch] = []
        for (rank, position) in found {
            if excludingDeckEntries && isInDecks(position) { continue }
            guard let entry = entry(at: position) else { continue }
            let match: SearchResult.Match = switch rank {
            case 0: .exact
            case 1, 2: .prefix
            default: .partial
            }
            result.append(DictionaryMatch(entry: entry, match: match))
            if result.count == limit { break }
        }
        return result
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
