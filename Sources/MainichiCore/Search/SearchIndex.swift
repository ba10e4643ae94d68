#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds words and kanji as the learner types: headwords (kanji or kana), readings (katakana and
/// hiragana alike), romaji (turned into kana) and English meanings (at the start of a word).
///
/// Results are ordered by how well they match (exact, then prefix, then substring, then the kana
/// of half-typed romaji: see `search(_:limit:)`), then easier
/// level first, then vocabulary before kanji, then earlier day (more common words come first in
/// the decks), then deck order: the same query always gives the same order.
///
/// All searchable text is kept as UTF-8 in one flat array, lowercased and with katakana readings
/// turned into hiragana, so a query is a single linear scan of byte comparisons.
///
/// ```swift
/// let index = SearchIndex.build(library: library)        // decodes every deck
/// index.search("tabe").first?.word                        // "食べる"
/// index.search("eat", limit: 50)
/// ```
public struct SearchIndex: Sendable {
    enum FieldKind: UInt8 {
        /// A headword or written alternate; matched with the query as typed and as kana.
        case headword
        /// A reading in hiragana; matched with the query as kana.
        case reading
        /// An English meaning as `englishForm(_:)` gives it; matched with ASCII queries.
        case english
        /// A Korean meaning, whole and without its parentheses ("공부(하다)": 공부, 공부하다);
        /// matched with queries holding Hangul.
        case korean
        /// A word's Korean cognate (電話: 전화); matched with queries holding Hangul, after the
        /// Korean meanings.
        case cognate
    }

    /// The index's tables as memory to read: arrays while built, or a file read back from the cache.
    struct Tables {
        /// The searchable text of every field, UTF-8, one after the other.
        var bytes: UnsafeBufferPointer<UInt8>
        /// Four numbers a field: where its text starts and ends in `bytes`, its item, its `FieldKind`.
        var fields: UnsafeBufferPointer<Int32>
        /// One a item: level, kind, day and position packed so that sorting them sorts results.
        var orderKeys: UnsafeBufferPointer<Int64>
        /// What each result shows, one row per item (see `appendRow`), read only for results.
        var rows: UnsafeBufferPointer<UInt8>
        /// Where each item's row starts in `rows`.
        var rowStarts: UnsafeBufferPointer<Int32>
    }

    /// The items, in index order, of an index made with `init(items:)`; empty for one built from
    /// a library (`build(library:)`, which keeps no deck decoded) or read back from
    /// `SearchIndexCache`, which keep only what a result shows.
    public let items: [StudyItem]
    // The tables of a built index (see `Tables`); empty when `file` holds them.
    var bytes: [UInt8] = []
    var fields: [Int32] = []
    var orderKeys: [Int64] = []
    var rows: [UInt8] = []
    var rowStarts: [Int32] = []
    /// The tables of an index read back from the cache: the file itself, mapped into memory.
    var file: SearchIndexFile?
    /// Decks that could not be read while building, described for the status line.
    public internal(set) var problems: [String] = []
    /// Whether the index was read back from `SearchIndexCache` rather than built.
    var isFromCache = false

    /// The number of items searched.
    public var count: Int { file?.itemCount ?? rowStarts.count }

    /// Runs `body` over the tables, wherever they are.
    func withTables<Result>(_ body: (Tables) -> Result) -> Result {
        if let file { return body(file.tables) }
        return bytes.withUnsafeBufferPointer { bytes in
            fields.withUnsafeBufferPointer { fields in
                orderKeys.withUnsafeBufferPointer { orderKeys in
                    rows.withUnsafeBufferPointer { rows in
                        rowStarts.withUnsafeBufferPointer { rowStarts in
                            body(Tables(bytes: bytes, fields: fields, orderKeys: orderKeys, rows: rows, rowStarts: rowStarts))
                        }
                    }
                }
            }
        }
    }

    /// An index over `items`.
    /// `cognates` gives a word's Korean cognate in Hangul, to be found by (nil for none).
    public init(items: [StudyItem], cognates: (String) -> String? = { _ in nil }) {
        self.items = items
        orderKeys.reserveCapacity(items.count)
        fields.reserveCapacity(items.count * 24)
        bytes.reserveCapacity(items.count * 64)
        rowStarts.reserveCapacity(items.count)
        rows.reserveCapacity(items.count * 96)
        append(items.map(ItemOutline.init), cognates: cognates)
    }

    /// Adds `items` after those indexed so far: what the index needs of an item is its outline.
    mutating func append(_ items: [ItemOutline], cognates: (String) -> String?) {
        for item in items {
            let index = rowStarts.count
            let entry = Int32(index)
            appendRow(for: item)
            let kindBit = item.kind == .kanji ? 1 : 0
            orderKeys.append(Int64((item.level?.order ?? Level.allCases.count) << 40 | kindBit << 39 | min(item.day, 0xFFFF) << 22 | index))
            switch item.kind {
            case .vocab:
                addLowercased(item.headword, .headword, entry)
                for alternate in item.alternates { addLowercased(alternate, .headword, entry) }
                addHiragana(item.reading, .reading, entry)
            case .kanji:
                add(item.headword, .headword, entry)
                for reading in item.onyomi { addHiragana(KanjiReading.bare(reading), .reading, entry) }
                for reading in item.kunyomi { addHiragana(KanjiReading.bare(reading), .reading, entry) }
            }
            for meaning in item.meanings { addMeaning(meaning, entry) }
            for meaning in item.koreanMeanings {
                if Self.isOneKoreanForm(meaning) {
                    add(meaning, .korean, entry)
                } else {
                    for form in Self.koreanForms(of: meaning) { add(form, .korean, entry) }
                }
            }
            if item.kind == .vocab, let cognate = cognates(item.headword) { add(cognate, .cognate, entry) }
        }
    }

    /// The texts a Korean meaning is searched by: as written, without its parenthesised parts
    /// ("공부(하다)" gives 공부) and with them opened (공부하다), each once.
    static func koreanForms(of meaning: String) -> [String] {
        if isOneKoreanForm(meaning) { return [meaning] }
        var forms = [meaning.trimmingWhitespace()]
        if meaning.contains("(") {
            var without = "", opened = ""
            var depth = 0
            for character in meaning {
                switch character {
                case "(": depth += 1
                case ")": depth = max(0, depth - 1)
                default:
                    if depth == 0 { without.append(character) }
                    opened.append(character)
                }
            }
            forms += [without, opened].map { $0.trimmingWhitespace() }
        }
        var seen = Set<String>()
        return forms.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// An index over every vocabulary and kanji deck of `library`; a deck that cannot be read is
    /// left out and described in `problems`.
    ///
    /// Decks the library has decoded already are used as they are; of the others only the outline
    /// is read (`DeckLoader.loadOutline`: headwords, readings, meanings and days, not examples or
    /// kanji details), one deck at a time, and let go once indexed (see `SearchIndexBuilder`).
    /// Words are also found by their Korean cognate, from the decks directory's `korean.txt`.
    public static func build(library: DeckLibrary) -> SearchIndex {
        var builder = SearchIndexBuilder(library: library)
        while builder.step() {}
        return builder.index
    }

    /// Whether a Korean meaning is searched as written alone, as nearly every one is: no
    /// parentheses, starting with a non-space and ending with a Hangul syllable (which no space
    /// before it joins into one character), so nothing to trim.
    static func isOneKoreanForm(_ meaning: String) -> Bool {
        guard let first = meaning.unicodeScalars.first, let last = meaning.unicodeScalars.last else { return false }
        return !Whitespace.isWhitespace(first) && (0xAC00...0xD7A3).contains(last.value)
            && !meaning.utf8.contains(UInt8(ascii: "("))
    }

    private mutating func add(_ text: String, _ kind: FieldKind, _ entry: Int32) {
        add(text.utf8, kind, entry)
    }

    /// Adds `text` lowercased: as it is when it holds nothing with a case (kanji, kana, Hangul,
    /// lowercase ASCII: nearly every headword), otherwise through `lowercased()`.
    private mutating func addLowercased(_ text: String, _ kind: FieldKind, _ entry: Int32) {
        if Self.isCaseless(text.utf8) { add(text.utf8, kind, entry) } else { add(text.lowercased().utf8, kind, entry) }
    }

    /// Whether `lowercased()` leaves every scalar of this UTF-8 as it is because none has a case
    /// (checked by range): ASCII other than A-Z, U+3000-U+9FFF (CJK punctuation, kana, kanji) and
    /// U+AC00-U+D7FF (Hangul). False means only "not sure".
    static func isCaseless<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool {
        var position = utf8.startIndex
        while position != utf8.endIndex {
            let lead = utf8[position]
            if lead < 0x80 {
                if lead >= 0x41 && lead <= 0x5A { return false }
                position = utf8.index(after: position)
                continue
            }
            let second = utf8.index(after: position)
            guard second != utf8.endIndex else { return false }
            let next = utf8[second]
            switch lead {
            case 0xE3...0xE9, 0xEB, 0xEC: break
            case 0xEA where next >= 0xB0: break
            case 0xED where next < 0xA0: break
            default: return false
            }
            // A three-byte sequence (the text is valid UTF-8): step over its last two bytes.
            position = utf8.index(second, offsetBy: 2, limitedBy: utf8.endIndex) ?? utf8.endIndex
        }
        return true
    }

    /// Adds `text` with its katakana turned into hiragana, as `Kana.hiragana(from:)` turns them
    /// (U+30A1-U+30F6 and U+30FD-U+30FE, 0x60 lower), written straight into the table.
    private mutating func addHiragana(_ text: String, _ kind: FieldKind, _ entry: Int32) {
        let utf8 = text.utf8
        guard !utf8.isEmpty else { return }
        let start = Int32(bytes.count)
        var iterator = utf8.makeIterator()
        while let lead = iterator.next() {
            guard lead == 0xE3, let second = iterator.next(), let third = iterator.next() else {
                bytes.append(lead)
                continue
            }
            let value = (UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)) + 0x3000
            if (0x30A1...0x30F6).contains(value) || (0x30FD...0x30FE).contains(value) {
                let shifted = value - Kana.katakanaOffset
                bytes.append(0xE3)
                bytes.append(0x80 | UInt8((shifted >> 6) & 0x3F))
                bytes.append(0x80 | UInt8(shifted & 0x3F))
            } else {
                bytes.append(lead)
                bytes.append(second)
                bytes.append(third)
            }
        }
        appendField(start, kind, entry)
    }

    private mutating func add<Bytes: Collection<UInt8>>(_ text: Bytes, _ kind: FieldKind, _ entry: Int32) {
        guard !text.isEmpty else { return }
        let start = Int32(bytes.count)
        bytes.append(contentsOf: text)
        appendField(start, kind, entry)
    }

    /// Records a field whose text runs from `start` to the end of `bytes`.
    private mutating func appendField(_ start: Int32, _ kind: FieldKind, _ entry: Int32) {
        fields.append(start)
        fields.append(Int32(bytes.count))
        fields.append(entry)
        fields.append(Int32(kind.rawValue))
    }

    /// A meaning as searched: lowercased, without leading or trailing tags in parentheses and
    /// without a leading "to " ("(polite) to eat" and "to eat (polite)" are found as "eat").
    static func englishForm(_ meaning: String) -> String {
        let bytes = Array(meaning.lowercased().utf8)
        return String(decoding: bytes[englishFormRange(of: bytes)], as: UTF8.self)
    }

    /// The bytes of `englishForm(_:)` within a lowercased meaning's UTF-8.
    private static func englishFormRange(of text: [UInt8]) -> Range<Int> {
        let space = UInt8(ascii: " "), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        var start = 0, end = text.count
        func trim() {
            while start < end && text[start] == space { start += 1 }
            while end > start && text[end - 1] == space { end -= 1 }
        }
        trim()
        var changed = true
        while changed && start < end {
            changed = false
            if text[start] == open, let closing = text[start..<end].firstIndex(of: close) {
                start = closing + 1
                trim()
                changed = true
            }
            if start < end, text[end - 1] == close, let opening = text[start..<end].lastIndex(of: open), opening > start {
                end = opening
                trim()
                changed = true
            }
            if end - start >= 3, text[start] == UInt8(ascii: "t"), text[start + 1] == UInt8(ascii: "o"),
               text[start + 2] == space {
                start += 3
                trim()
                changed = true
            }
        }
        return start..<end
    }

    /// The texts a meaning is searched by: its `englishForm(_:)`, and when it has a tag, the whole
    /// meaning lowercased too (so "rain" still finds "to keep out (rain)" as a word inside).
    ///
    /// A lone letter other than "a" and "I", or a bare "to", is a fragment of a cut meaning and is
    /// not searched at all.
    static func englishForms(of meaning: String) -> [String] {
        var index = SearchIndex(items: [])
        index.addMeaning(meaning, 0)
        return stride(from: 0, to: index.fields.count, by: 4).map {
            String(decoding: index.bytes[Int(index.fields[$0])..<Int(index.fields[$0 + 1])], as: UTF8.self)
        }
    }

    /// Adds the `englishForms(of:)` of `meaning`.
    private mutating func addMeaning(_ meaning: String, _ entry: Int32) {
        // ASCII (nearly every meaning) lowercased byte by byte, as `lowercased()` does it.
        let text = meaning.utf8.allSatisfy { $0 < 0x80 }
            ? meaning.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            : Array(meaning.lowercased().utf8)
        let range = Self.englishFormRange(of: text)
        let form = text[range]
        let isFragment: Bool
        switch form.count {
        case 1:
            let byte = form[form.startIndex]
            isFragment = byte >= 0x61 && byte <= 0x7A && byte != UInt8(ascii: "a") && byte != UInt8(ascii: "i")
        case 2: isFragment = form.elementsEqual("to".utf8)
        default: isFragment = false
        }
        if !isFragment { add(form, .english, entry) }
        if text.contains(UInt8(ascii: "(")) { add(text[...], .english, entry) }
    }

    // MARK: - Searching

    /// The items matching `text`, best first; at most `limit` when given.
    public func search(_ text: String, limit: Int? = nil) -> [SearchResult] {
        search(SearchQuery(text), limit: limit)
    }

    /// The items matching `query`, best first; at most `limit` when given, every row read (the
    /// rows `results(for:limit:)` reads one by one when asked).
    public func search(_ query: SearchQuery, limit: Int? = nil) -> [SearchResult] {
        let found = ranked(query, limit: limit)
        return withTables { tables in found.map { Self.result(for: Int($0.key & 0x3FFFFF), tier: $0.tier, in: tables) } }
    }

    /// The items matching `query`, best first, at most `limit` when given, as a list that reads
    /// each row when it is asked for: ranking needs only the index's numbers, so a key press pays
    /// for the rows it shows, not for all 500 (`SearchResultList`).
    ///
    /// Romaji with an unfinished tail ("cat": か, then "t") never matches as if the tail were not
    /// there: its kana must be followed by a kana the tail can start (かた, かっ), and such matches
    /// come after every exact, prefix and English match (`SearchResult.Match.partial`).
    public func results(for query: SearchQuery, limit: Int? = nil) -> SearchResultList {
        SearchResultList(index: self, hits: hits(for: query, limit: limit))
    }

    /// The ranked matches of `query` as `SearchResultList` keeps them: each an item's position in
    /// the index and its rank (see `noMatch`), in the low 32 bits and the next 8.
    func hits(for query: SearchQuery, limit: Int?) -> [UInt64] {
        ranked(query, limit: limit).map { UInt64($0.tier) << 32 | UInt64($0.key & 0x3FFFFF) }
    }

    /// The matches of `query`, best first, at most `limit`: each item's rank and its sort key
    /// (`orderKeys`, whose low 22 bits are the item's position).
    private func ranked(_ query: SearchQuery, limit: Int?) -> [(tier: UInt8, key: Int64)] {
        guard !query.isEmpty else { return [] }
        var english = query.typed
        var needles = query.kana.map { [$0] } ?? []
        needles += query.kanaAlternatives
        if english.count > 3, english.starts(with: Array("to ".utf8)) { english.removeFirst(3) }
        let pending = query.pendingKanaStarts
        let partial = !query.pendingRomaji.isEmpty
        // A trailing n is also tried as ん ("hon": ほん as well as ほ + a na-row kana), as a whole reading.
        let completed = query.completedKana
        let noMatch = Self.noMatch
        return withTables { tables in
            let bytes = tables.bytes, fields = tables.fields
            var best = [UInt8](repeating: noMatch, count: count)
            for position in stride(from: 0, to: fields.count, by: 4) {
                let entry = Int(fields[position + 2])
                if best[entry] == 0 { continue }
                let start = Int(fields[position]), end = Int(fields[position + 1])
                var tier = noMatch
                switch FieldKind(rawValue: UInt8(truncatingIfNeeded: fields[position + 3])) ?? .english {
                case .headword:
                    tier = Self.kanaRank(Self.tier(of: query.typed, in: bytes, start, end, wordStartsOnly: false))
                    if !needles.isEmpty {
                        tier = min(tier, Self.kanaTier(of: needles, in: bytes, start, end, partial: partial, pending: pending))
                    }
                    if let completed { tier = min(tier, Self.kanaRank(Self.tier(of: completed, in: bytes, start, end, wordStartsOnly: false))) }
                case .reading:
                    if !needles.isEmpty {
                        tier = Self.kanaTier(of: needles, in: bytes, start, end, partial: partial, pending: pending)
                    }
                    if let completed { tier = min(tier, Self.kanaRank(Self.tier(of: completed, in: bytes, start, end, wordStartsOnly: false))) }
                case .korean:
                    if query.searchesKorean {
                        tier = Self.englishRank(Self.tier(of: query.typed, in: bytes, start, end, wordStartsOnly: false))
                    }
                case .cognate:
                    if query.searchesKorean {
                        // After an exact Korean meaning: 약속 lists 約束 by its meaning first.
                        let found = Self.tier(of: query.typed, in: bytes, start, end, wordStartsOnly: false)
                        tier = found == 0 ? 1 : Self.englishRank(found)
                    }
                case .english:
                    if query.searchesEnglish {
                        tier = Self.englishRank(Self.tier(of: english, in: bytes, start, end, wordStartsOnly: true))
                        // One letter is not an English word start worth listing: only "a" or "I" outright.
                        if english.count == 1 && tier != 0 { tier = noMatch }
                    }
                }
                if tier < best[entry] { best[entry] = tier }
            }
            var found: [(tier: UInt8, key: Int64)] = []
            for (entry, tier) in best.enumerated() where tier != noMatch {
                found.append((tier, tables.orderKeys[entry]))
            }
            found.sort { ($0.tier, $0.key) < ($1.tier, $1.key) }
            if let limit, found.count > limit { found.removeSubrange(max(0, limit)...) }
            return found
        }
    }

    /// The result for a hit of `hits(for:limit:)`: its item's row read from the tables.
    func result(forHit hit: UInt64) -> SearchResult {
        withTables { Self.result(for: Int(hit & 0xFFFF_FFFF), tier: UInt8(truncatingIfNeeded: hit >> 32), in: $0) }
    }

    /// Ranks: 0 exact, 1 a headword or reading starting with the query, 2 an English meaning
    /// starting with it (so `sen` lists せん... before "sentence"), 3 substring, 4 prefix of a
    /// half-typed romaji's kana, 5 inside a field for one; `noMatch` otherwise.
    private static let noMatch: UInt8 = 6

    /// The rank of a `tier(of:...)` result in a headword or reading.
    private static func kanaRank(_ tier: UInt8) -> UInt8 {
        tier == 2 ? 3 : tier
    }

    /// The rank of a `tier(of:...)` result in an English meaning.
    private static func englishRank(_ tier: UInt8) -> UInt8 {
        switch tier {
        case 1: return 2
        case 2: return 3
        default: return tier
        }
    }

    /// The best tier of any of the query's kana readings in a field. With romaji `partial`ly
    /// typed, a reading only counts where one of `pending` follows it, as tier 3 or 4.
    private static func kanaTier(of needles: [[UInt8]], in text: UnsafeBufferPointer<UInt8>,
                                 _ start: Int, _ end: Int, partial: Bool, pending: [UInt32]) -> UInt8 {
        var best = noMatch
        for needle in needles {
            let found = partial ? Self.partialTier(of: needle, followedBy: pending, in: text, start, end)
                : kanaRank(Self.tier(of: needle, in: text, start, end, wordStartsOnly: false))
            best = min(best, found)
        }
        return best
    }

    /// 0 exact, 1 prefix, 2 substring (at a word start when `wordStartsOnly`), `noMatch` otherwise.
    private static func tier(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>,
                             _ start: Int, _ end: Int, wordStartsOnly: Bool) -> UInt8 {
        let length = end - start, count = needle.count
        guard count > 0, count <= length else { return noMatch }
        let first = needle[0]
        var position = start
        let last = end - count
        while position <= last {
            if text[position] == first, !wordStartsOnly || position == start || !isWordByte(text[position - 1]) {
                var offset = 1
                while offset < count && text[position + offset] == needle[offset] { offset += 1 }
                if offset == count {
                    if position == start { return count == length ? 0 : 1 }
                    return 2
                }
            }
            position += 1
        }
        return noMatch
    }

    /// 4 when the field starts with `needle` followed by one of `next`, 5 when it has that
    /// inside, `noMatch` otherwise.
    private static func partialTier(of needle: [UInt8], followedBy next: [UInt32],
                                    in text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt8 {
        let count = needle.count
        guard count > 0, count < end - start, !next.isEmpty else { return noMatch }
        let first = needle[0]
        var position = start
        while position + count < end {
            if text[position] == first {
                var offset = 1
                while offset < count && text[position + offset] == needle[offset] { offset += 1 }
                if offset == count, let scalar = scalar(in: text, at: position + count, end: end), next.contains(scalar) {
                    return position == start ? 4 : 5
                }
            }
            position += 1
        }
        return noMatch
    }

    /// The Unicode scalar value whose UTF-8 starts at `position`, nil when cut off by `end`.
    private static func scalar(in text: UnsafeBufferPointer<UInt8>, at position: Int, end: Int) -> UInt32? {
        let lead = UInt32(text[position])
        let length: Int, initial: UInt32
        switch lead {
        case ..<0x80: return lead
        case 0xF0...: (length, initial) = (4, lead & 0x07)
        case 0xE0...: (length, initial) = (3, lead & 0x0F)
        default: (length, initial) = (2, lead & 0x1F)
        }
        guard position + length <= end else { return nil }
        var value = initial
        for offset in 1..<length { value = value << 6 | UInt32(text[position + offset] & 0x3F) }
        return value
    }

    /// ASCII letters and digits, and every byte of a non-ASCII character, continue a word.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80 || byte == 0x27
    }

    /// An index over a file read back by `SearchIndexCache`.
    init(file: SearchIndexFile) {
        self.items = []
        self.file = file
        isFromCache = true
    }

    /// Appends what a result for `item` shows as one row: its kind and level as one byte each, its
    /// day as four, then the counts of meanings, readings and Korean meanings as one byte each, then
    /// id, deck, headword, meanings, readings and Korean meanings, each as a 4-byte length and UTF-8.
    private mutating func appendRow(for item: ItemOutline) {
        rowStarts.append(Int32(rows.count))
        let readings: [String]
        switch item.kind {
        case .vocab: readings = [item.reading]
        case .kanji: readings = item.onyomi + item.kunyomi.map(KanjiReading.display)
        }
        let meanings = item.meanings.prefix(255), shownReadings = readings.prefix(255)
        let korean = item.koreanMeanings.prefix(255)
        rows.append(item.kind == .kanji ? 1 : 0)
        // The level's index, or the number of levels for a deck without one.
        rows.append(UInt8(item.level.flatMap { Level.allCases.firstIndex(of: $0) } ?? Level.allCases.count))
        appendNumber(UInt32(clamping: item.day))
        rows.append(UInt8(meanings.count))
        rows.append(UInt8(shownReadings.count))
        rows.append(UInt8(korean.count))
        appendText(item.id)
        appendText(item.deck.rawValue)
        appendText(item.headword)
        for text in meanings { appendText(text) }
        for text in shownReadings { appendText(text) }
        for text in korean { appendText(text) }
    }

    /// Appends `value` to `rows`, four bytes, least significant first.
    private mutating func appendNumber(_ value: UInt32) {
        rows.append(UInt8(truncatingIfNeeded: value))
        rows.append(UInt8(truncatingIfNeeded: value >> 8))
        rows.append(UInt8(truncatingIfNeeded: value >> 16))
        rows.append(UInt8(truncatingIfNeeded: value >> 24))
    }

    /// Appends `text` to `rows`: its UTF-8 length (`appendNumber`), then its UTF-8.
    private mutating func appendText(_ text: String) {
        appendNumber(UInt32(text.utf8.count))
        rows.append(contentsOf: text.utf8)
    }

    private static func result(for index: Int, tier: UInt8, in tables: Tables) -> SearchResult {
        let rows = tables.rows
        var position = Int(tables.rowStarts[index])
        let kind: DeckKind = rows[position] == 1 ? .kanji : .vocab
        let levelIndex = Int(rows[position + 1])
        let level = levelIndex < Level.allCases.count ? Level.allCases[levelIndex] : nil
        func number(at offset: Int) -> Int {
            Int(rows[offset]) | Int(rows[offset + 1]) << 8 | Int(rows[offset + 2]) << 16 | Int(rows[offset + 3]) << 24
        }
        let day = number(at: position + 2)
        let meaningCount = Int(rows[position + 6]), readingCount = Int(rows[position + 7])
        let koreanCount = Int(rows[position + 8])
        position += 9
        func text() -> String {
            let start = position + 4
            position = start + number(at: position)
            return String(decoding: UnsafeBufferPointer(rebasing: rows[start..<position]), as: UTF8.self)
        }
        let id = text(), deck = text(), word = text()
        let meanings = (0..<meaningCount).map { _ in text() }
        let readings = (0..<readingCount).map { _ in text() }
        let korean = (0..<koreanCount).map { _ in text() }
        let reading = kind == .vocab ? (readings.first ?? "") : readings.joined(separator: ", ")
        return SearchResult(id: id, kind: kind, word: word, reading: reading, meanings: meanings,
                            deck: DeckID(rawValue: deck) ?? DeckID(rawValue: "unnamed")!, level: level, day: day, match: Self.match(forRank: tier), readings: readings,
                            koreanMeanings: korean)
    }

    /// The kind of match a rank stands for.
    private static func match(forRank rank: UInt8) -> SearchResult.Match {
        switch rank {
        case 0: return .exact
        case 1, 2: return .prefix
        case 3: return .substring
        default: return .partial
        }
    }
}
