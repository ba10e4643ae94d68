#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a deck's outline file, `vocab/n5.outline` beside `vocab/n5.json`: the deck's `DeckOutline`
/// written out by `make decks` (tools/decks/build_outlines.py; docs/deck-format.md, "Outline
/// files"), a sixth of the deck's bytes and no JSON to parse for the items.
///
/// Used only when it was written from the deck file as it is now (the size it records is the deck
/// file's size) and reads without a problem; otherwise the outline is read from the deck's JSON
/// (`DeckLoader.loadOutline`), which gives the same outline and reports the deck's problems. Its
/// text is checked and cleaned as the deck loader checks and cleans the JSON's: valid UTF-8,
/// control and bidi characters removed, white space trimmed, empty list entries dropped, a word's
/// required text and a kanji's single character present, days from 1 to `Deck.maximumDay`.
enum DeckOutlineFile {
    /// The first field of the first line.
    static let magic = Array("mainichi-outline".utf8)
    /// The format version this reader reads (the second field of the first line).
    static let version = 1

    /// The outline file of the deck file at `deckURL`: the same name ending in `.outline`.
    static func url(ofDeck deckURL: URL) -> URL {
        deckURL.deletingPathExtension().appendingPathExtension("outline")
    }

    /// The outline of the deck at `deckURL` from its outline file, or nil when there is none, it
    /// was written from another version of the deck file, or it has a problem (read the JSON).
    /// - Parameter file: how messages name the deck file (the outline keeps no messages).
    static func read(deckAt deckURL: URL, file: String) -> DeckOutline? {
        guard let deckSize = FileSize.of(deckURL),
              let bytes = DeckLoader.fileBytes(url(ofDeck: deckURL)) else { return nil }
        return outline(bytes, deckSize: deckSize, file: file)
    }

    /// The outline an outline file's `bytes` hold, when they were written from a deck file of
    /// `deckSize` bytes and read without a problem; nil otherwise.
    static func outline(_ bytes: [UInt8], deckSize: Int, file: String) -> DeckOutline? {
        var reader = Reader(bytes: bytes)
        // mainichi-outline TAB 1 TAB <deck bytes> TAB <item count> LF
        guard let magicField = reader.field(last: false), bytes[magicField].elementsEqual(magic),
              let version = reader.number(last: false), version == Self.version,
              let size = reader.number(last: false), size == deckSize,
              let count = reader.number(last: true), count <= bytes.count else { return nil }
        // The deck's own fields, as JSON with "items": [].
        guard let headerLine = reader.line(),
              let root = try? JSONParser.parse(Array(bytes[headerLine]), cleaningStrings: true, rejectingDuplicateKeys: true)
        else { return nil }
        var mapper = DeckMapper(file: file)
        guard let header = mapper.header(from: root), header.rawItems.isEmpty,
              let title = header.title, let itemsPerDay = header.itemsPerDay else { return nil }
        let (kind, level, deck) = (header.kind, header.level, header.deck)
        var items: [ItemOutline] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            guard let id = reader.requiredText(last: false),
                  let day = reader.number(last: false), (1...Deck.maximumDay).contains(day),
                  let headword = reader.requiredText(last: false) else { return nil }
            switch kind {
            case .vocab:
                guard let reading = reader.requiredText(last: false),
                      let alternates = reader.list(last: false),
                      let meanings = reader.list(last: false), !meanings.isEmpty,
                      let korean = reader.list(last: true) else { return nil }
                items.append(ItemOutline(id: id, kind: .vocab, headword: headword, alternates: alternates, reading: reading,
                                         onyomi: [], kunyomi: [], meanings: meanings, koreanMeanings: korean,
                                         day: day, level: level, deck: deck))
            case .kanji:
                guard headword.count == 1,
                      let onyomi = reader.list(last: false),
                      let kunyomi = reader.list(last: false),
                      let meanings = reader.list(last: false), !meanings.isEmpty,
                      let korean = reader.list(last: true) else { return nil }
                items.append(ItemOutline(id: id, kind: .kanji, headword: headword, alternates: [], reading: "",
                                         onyomi: onyomi, kunyomi: kunyomi, meanings: meanings, koreanMeanings: korean,
                                         day: day, level: level, deck: deck))
            }
        }
        guard reader.isAtEnd else { return nil }
        let topics = mapper.dayTopics(header.object)
        guard mapper.problems.isEmpty else { return nil }
        return DeckOutline(id: deck, kind: kind, level: level, title: title, itemsPerDay: itemsPerDay, items: items,
                           dayTopics: topics)
    }

    /// Reads fields from an outline file's bytes: each ends in a TAB, the last of a line in a line
    /// feed, and a field's text is made a string only after its UTF-8 is checked.
    struct Reader {
        let bytes: [UInt8]
        var position = 0
        /// Whether the field read last holds a byte that could start a control or bidi character
        /// (C0, DEL, and the lead bytes of C1 controls, U+061C and U+2000-U+2FFF), which the
        /// sanitiser then looks at.
        private(set) var mayHoldControls = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { position == bytes.count }

        /// The next line without its line feed (the header's JSON).
        mutating func line() -> Range<Int>? {
            let start = position
            while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            guard position < bytes.count else { return nil }
            position += 1
            return start..<(position - 1)
        }

        /// The next field: up to a TAB, or up to a line feed when it is the `last` of its line;
        /// nil when the field ends otherwise or holds malformed UTF-8.
        mutating func field(last: Bool) -> Range<Int>? {
            guard let (range, endsLine) = field(), endsLine == last else { return nil }
            return range
        }

        /// The next field up to a TAB or a line feed, and whether a line feed ended it; nil at the
        /// end of the bytes or for malformed UTF-8.
        mutating func field() -> (range: Range<Int>, endsLine: Bool)? {
            let start = position
            mayHoldControls = false
            while position < bytes.count {
                let byte = bytes[position]
                if byte >= 0x80 {
                    // Kana and kanji (U+3040-U+9FFF) inline; everything else through the full check.
                    if byte >= 0xE3, byte <= 0xE9, position + 2 < bytes.count,
                       bytes[position + 1] & 0xC0 == 0x80, bytes[position + 2] & 0xC0 == 0x80 {
                        position += 3
                        continue
                    }
                    if byte == 0xC2 || byte == 0xE2 || byte == 0xD8 { mayHoldControls = true }
                    guard let length = JSONParser.sequenceLength(bytes, at: position) else { return nil }
                    position += length
                    continue
                }
                if byte == 0x09 || byte == 0x0A {
                    position += 1
                    return (start..<(position - 1), byte == 0x0A)
                }
                if byte < 0x20 || byte == 0x7F { mayHoldControls = true }
                position += 1
            }
            return nil
        }

        /// The next field as a whole number of at most nine digits.
        mutating func number(last: Bool) -> Int? {
            field(last: last).flatMap(number(in:))
        }

        /// The digits in `range` as a whole number (at most nine digits).
        func number(in range: Range<Int>) -> Int? {
            guard !range.isEmpty, range.count <= 9 else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }

        /// The next field as text, sanitised and trimmed as the deck loader cleans strings.
        mutating func text(last: Bool) -> String? {
            guard let range = field(last: last) else { return nil }
            let text = String(decoding: bytes[range], as: UTF8.self)
            // Nearly every field needs neither: the byte checks spare making scalars of it.
            if mayHoldControls { return Whitespace.trim(TextSanitizer.sanitize(text)) }
            return JSONParser.mayHaveEdgeWhitespace(bytes, from: range.lowerBound, to: range.upperBound)
                ? Whitespace.trim(text) : text
        }

        /// The next field as text that is not empty once cleaned.
        mutating func requiredText(last: Bool) -> String? {
            guard let text = text(last: last), !text.isEmpty else { return nil }
            return text
        }

        /// A list: its count, then as many fields; entries empty once cleaned are left out. The
        /// `last` list of a line ends it with its last entry, or with its count when it has none.
        mutating func list(last: Bool) -> [String]? {
            guard let (range, endsLine) = field(), let count = number(in: range),
                  endsLine == (last && count == 0), count <= bytes.count - position else { return nil }
            var list: [String] = []
            list.reserveCapacity(count)
            for index in 0..<count {
                guard let text = text(last: last && index == count - 1) else { return nil }
                if !text.isEmpty { list.append(text) }
            }
            return list
        }
    }
}
