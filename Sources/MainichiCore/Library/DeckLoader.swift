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

/// Reads deck files (format 1) into `Deck` values, validating every field and sanitising every text.
///
/// Problems are collected, not thrown one by one: a file with three wrong items reports all three,
/// each as `file: JSON path: what was expected, found what`.
public enum DeckLoader {
    /// The deck format version this loader reads.
    public static let supportedFormat = 1

    /// Loads the deck at `url`.
    /// - Parameters:
    ///   - url: the deck file.
    ///   - displayName: how messages name the file; defaults to the path as given.
    /// - Throws: `DeckLoadError` listing every problem, including an unreadable file.
    public static func load(contentsOf url: URL, displayName: String? = nil) throws(DeckLoadError) -> Deck {
        let name = displayName ?? url.path
        guard let bytes = fileBytes(url) else {
            throw DeckLoadError(problems: [DeckProblem(file: name, reason: readFailureReason(url))])
        }
        return try decode(bytes, file: name)
    }

    /// Decodes a deck from the bytes of a file named `file` in messages.
    public static func decode(_ bytes: [UInt8], file: String) throws(DeckLoadError) -> Deck {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw DeckLoadError(problems: [DeckProblem(file: file, reason: .empty)])
        }
        // A deck as the deck builder writes it (one item object a line) is parsed an item at a
        // time, so the parse tree of only one item is in memory at once, never the whole deck's
        // (the N1 vocabulary's was several megabytes, most of the study screen's peak memory).
        // Anything unexpected on the way, or any problem, decodes the whole document below, which
        // reports every problem with its place.
        if let (header, lines) = itemLines(of: bytes),
           let root = try? JSONParser.parse(header, cleaningStrings: true, rejectingDuplicateKeys: true) {
            var mapper = DeckMapper(file: file)
            if let deck = mapper.deck(from: root, itemLines: lines), mapper.problems.isEmpty { return deck }
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, cleaningStrings: true, rejectingDuplicateKeys: true)
        } catch {
            throw DeckLoadError(problems: [DeckProblem(file: file, line: error.line, column: error.column, fault: .syntax(error.fault))])
        }
        var mapper = DeckMapper(file: file)
        let deck = mapper.deck(from: root)
        if let deck, mapper.problems.isEmpty { return deck }
        throw DeckLoadError(problems: mapper.problems)
    }

    /// The outline of the deck at `url` (`DeckOutline`): its items' headwords, readings, meanings
    /// and days read without building the rest (examples, Korean notes, kanji details), several
    /// times faster than `load`. The fields read are checked as `load` checks them; the others
    /// only as JSON, and fully when the deck is decoded. A file not laid out as the deck builder
    /// writes it, or with a problem, is decoded whole instead (which reports every problem).
    /// The deck's outline file (`DeckOutlineFile`, written by `make decks`) is read instead of
    /// the JSON when it was written from the deck file as it is.
    /// - Throws: `DeckLoadError` as `load` throws it.
    public static func loadOutline(contentsOf url: URL, displayName: String? = nil) throws(DeckLoadError) -> DeckOutline {
        let name = displayName ?? url.path
        if let outline = DeckOutlineFile.read(deckAt: url, file: name) { return outline }
        guard let bytes = fileBytes(url) else {
            throw DeckLoadError(problems: [DeckProblem(file: name, reason: readFailureReason(url))])
        }
        if let outline = outline(bytes, file: name) { return outline }
        return DeckOutline(try decode(bytes, file: name))
    }

    /// The outline of the deck in `bytes` when it is laid out as the deck builder writes it and
    /// the outline finds no problem; nil otherwise (decode the deck instead).
    static func outline(_ bytes: [UInt8], file: String) -> DeckOutline? {
        guard let (header, lines) = itemLines(of: bytes),
              let root = try? JSONParser.parse(header, cleaningStrings: true, rejectingDuplicateKeys: true) else { return nil }
        var mapper = DeckMapper(file: file)
        return mapper.outline(from: root, itemLines: lines)
    }

    /// The document without its items, and each item's line, when the file is laid out as the deck
    /// builder writes it: a line `"items": [`, then one item object a line (a comma after all but
    /// the last), then a line `]` (a comma may follow). Nil for any other layout.
    static func itemLines(of bytes: [UInt8]) -> (header: [UInt8], items: [ArraySlice<UInt8>])? {
        func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            var line = line
            while let last = line.last, last == 0x20 || last == 0x09 || last == 0x0D { line.removeLast() }
            while let first = line.first, first == 0x20 || first == 0x09 { line.removeFirst() }
            return line
        }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let opening = Array(#""items": ["#.utf8)
        guard let start = lines.firstIndex(where: { trimmed($0).elementsEqual(opening) }) else { return nil }
        var items: [ArraySlice<UInt8>] = []
        var index = start + 1
        while index < lines.count {
            let line = trimmed(lines[index])
            if line.first == UInt8(ascii: "]") { break }
            guard line.first == UInt8(ascii: "{") else { return nil }
            let hasComma = line.last == UInt8(ascii: ",")
            let object = hasComma ? line.dropLast() : line
            guard object.last == UInt8(ascii: "}") else { return nil }
            // A comma after every item but the last, none after the last.
            let isLast = index + 1 < lines.count && trimmed(lines[index + 1]).first == UInt8(ascii: "]")
            guard hasComma != isLast else { return nil }
            items.append(object)
            index += 1
        }
        guard index < lines.count, !items.isEmpty else { return nil }
        var header: [UInt8] = []
        header.reserveCapacity(bytes.count / 64 + 256)
        for line in lines[...start] { header += line; header.append(0x0A) }
        for line in lines[index...] { header += line; header.append(0x0A) }
        return (header, items)
    }

    /// The item on one line of a deck file, as the deck builder writes them (one item object a line,
    /// a comma after all but the last), mapped as `decode` maps it; nil when the line is not one
    /// whole item object whose id is `id`, or the item has a problem (then decode the deck).
    static func item(onLine line: ArraySlice<UInt8>, id: String, kind: DeckKind, level: Level?, deck: DeckID,
                     file: String) -> StudyItem? {
        var bytes = line
        while let last = bytes.last, last == 0x20 || last == 0x09 || last == 0x0D || last == 0x2C { bytes.removeLast() }
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes.removeFirst() }
        guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}"),
              let root = try? JSONParser.parse(Array(bytes), cleaningStrings: true, rejectingDuplicateKeys: true),
              case .object(let object) = root else { return nil }
        var mapper = DeckMapper(file: file)
        let item: StudyItem? = switch kind {
        case .vocab: mapper.vocabItem(object, path: "items", level: level, deck: deck).map(StudyItem.vocab)
        case .kanji: mapper.kanjiItem(object, path: "items", level: level, deck: deck).map(StudyItem.kanji)
        }
        guard let item, mapper.problems.isEmpty, item.id == id else { return nil }
        return item
    }

    /// The whole file at `url` read straight into an array (no `Data` to copy from); nil when it
    /// is not a regular file or cannot be read (`readFailureReason` says why).
    static func fileBytes(_ url: URL) -> [UInt8]? {
        guard case .success(let opened) = RegularFile.open(url, limit: Int.max) else { return nil }
        defer { close(opened.descriptor) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: opened.size) { buffer, count in
            while count < opened.size {
                let got = pread(opened.descriptor, buffer.baseAddress! + count, opened.size - count, off_t(count))
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { failed = got < 0; break }
                count += got
            }
        }
        return failed ? nil : bytes
    }

    private static func readFailureReason(_ url: URL) -> DeckProblem.Reason {
        if !FileManager.default.fileExists(atPath: url.path) { return .missing }
        if url.path.isEmpty || url.lastPathComponent.isEmpty { return .emptyName }
        if FileManager.default.directoryExists(atPath: url.path) { return .directory }
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        if let type, type != .typeRegular { return .notRegular }
        return .unreadable
    }
}

/// Maps a parsed document to a deck, recording a problem for every field that is missing or wrong.
///
/// Expects a document parsed with `cleaningStrings`, so every string is already sanitised and
/// trimmed. JSON paths are passed as autoclosures: they are only formatted when reporting a problem.
struct DeckMapper {
    let file: String
    var problems: [DeckProblem] = []

    init(file: String) {
        self.file = file
    }

    mutating func report(_ path: String, _ fault: DeckFault) {
        problems.append(DeckProblem(file: file, location: path.isEmpty ? "(top level)" : path, fault: fault))
    }

    /// The deck `root` holds; with `itemLines`, `root`'s items are empty and each line holds one
    /// item object, parsed when its turn comes (see `DeckLoader.itemLines(of:)`).
    mutating func deck(from root: JSONValue, itemLines: [ArraySlice<UInt8>]? = nil) -> Deck? {
        guard let header = header(from: root) else { return nil }
        let (kind, level, deck, rawItems) = (header.kind, header.level, header.deck, header.rawItems)
        let count = itemLines?.count ?? rawItems.count
        var items: [StudyItem] = []
        items.reserveCapacity(count)
        var firstUse: [String: Int] = [:]
        firstUse.reserveCapacity(count)
        for index in 0..<count {
            let raw: JSONValue
            if let itemLines {
                guard rawItems.isEmpty,
                      let parsed = try? JSONParser.parse(Array(itemLines[index]), cleaningStrings: true,
                                                         rejectingDuplicateKeys: true) else {
                    report("items[\(index)]", .unreadableLine)
                    return nil
                }
                raw = parsed
            } else {
                raw = rawItems[index]
            }
            guard case .object(let itemObject) = raw else {
                report("items[\(index)]", .wrongType(expected: .object, found: raw.valueType))
                continue
            }
            let item: StudyItem?
            switch kind {
            case .vocab: item = vocabItem(itemObject, path: "items[\(index)]", level: level, deck: deck).map(StudyItem.vocab)
            case .kanji: item = kanjiItem(itemObject, path: "items[\(index)]", level: level, deck: deck).map(StudyItem.kanji)
            }
            guard let item else { continue }
            // One hash per id (hashing Japanese text is costly); a duplicate puts the first use back.
            if let first = firstUse.updateValue(index, forKey: item.id) {
                firstUse[item.id] = first
                report("items[\(index)].id", .duplicateID(item.id, firstIndex: first))
                continue
            }
            items.append(item)
        }
        let topics = dayTopics(header.object)
        guard let title = header.title, let itemsPerDay = header.itemsPerDay else { return nil }
        return Deck(id: deck, kind: kind, level: level, title: title, itemsPerDay: itemsPerDay, items: items, dayTopics: topics)
    }

    /// The optional `dayTopics` object: a day number (as a string key) to a topic key. A key the app
    /// has no name for (a topic of newer decks) is left out, so the day shows no topic; a day that
    /// is not a number in range, or a topic that is not a string, is a problem.
    mutating func dayTopics(_ object: JSONObject) -> [Int: DayTopic] {
        guard let value = object["dayTopics"] else { return [:] }
        guard case .object(let topics) = value else {
            report("dayTopics", .wrongType(expected: .object, found: value.valueType))
            return [:]
        }
        var result: [Int: DayTopic] = [:]
        for field in topics.fields {
            guard let day = Int(field.key), (1...Deck.maximumDay).contains(day) else {
                report("dayTopics", .wrongValue(expected: .wholeNumber(minimum: 1, maximum: Deck.maximumDay), found: "\"\(field.key)\""))
                continue
            }
            guard case .string(let key) = field.value else {
                report("dayTopics.\(field.key)", .wrongType(expected: .string, found: field.value.valueType))
                continue
            }
            if let topic = DayTopic(rawValue: key) { result[day] = topic }
        }
        return result
    }

    /// The outline of the deck whose header is `root` and whose items are on `itemLines`, one a
    /// line (see `DeckLoader.itemLines(of:)`): each line parsed with only the outline's fields
    /// built (`JSONParser.parseObject(_:keeping:)`) and those fields checked as `deck(from:)`
    /// checks them. Nil, with a problem, for anything wrong.
    mutating func outline(from root: JSONValue, itemLines: [ArraySlice<UInt8>]) -> DeckOutline? {
        guard let header = header(from: root), header.rawItems.isEmpty,
              let title = header.title, let itemsPerDay = header.itemsPerDay else { return nil }
        let (kind, level, deck) = (header.kind, header.level, header.deck)
        let keys = kind == .vocab ? Self.vocabOutlineKeys : Self.kanjiOutlineKeys
        var items: [ItemOutline] = []
        items.reserveCapacity(itemLines.count)
        var ids = Set<String>(minimumCapacity: itemLines.count)
        for (index, line) in itemLines.enumerated() {
            guard let object = try? JSONParser.parseObject(Array(line), keeping: keys) else {
                report("items[\(index)]", .unreadableLine)
                return nil
            }
            let path = "items[\(index)]"
            let id = string(object, "id", path: path)
            let day = integer(object, "day", path: path, minimum: 1, maximum: Deck.maximumDay)
            let meanings = meaningList(object, "meanings", path: path)
            let korean = optionalStrings(object, "ko", path: path) ?? []
            let outline: ItemOutline?
            switch kind {
            case .vocab:
                let word = string(object, "word", path: path)
                let reading = string(object, "reading", path: path)
                let alternates = optionalStrings(object, "alternates", path: path) ?? []
                guard let id, let word, let reading, let meanings, let day else { return nil }
                outline = ItemOutline(id: id, kind: .vocab, headword: word, alternates: alternates, reading: reading,
                                      onyomi: [], kunyomi: [], meanings: meanings, koreanMeanings: korean,
                                      day: day, level: level, deck: deck)
            case .kanji:
                let kanji = string(object, "kanji", path: path)
                let onyomi = strings(object, "onyomi", path: path)
                let kunyomi = strings(object, "kunyomi", path: path)
                guard let id, let kanji, kanji.count == 1, let onyomi, let kunyomi, let meanings, let day else { return nil }
                outline = ItemOutline(id: id, kind: .kanji, headword: kanji, alternates: [], reading: "",
                                      onyomi: onyomi, kunyomi: kunyomi, meanings: meanings, koreanMeanings: korean,
                                      day: day, level: level, deck: deck)
            }
            guard let outline, ids.insert(outline.id).inserted else { return nil }
            items.append(outline)
        }
        let topics = dayTopics(header.object)
        guard problems.isEmpty else { return nil }
        return DeckOutline(id: deck, kind: kind, level: level, title: title, itemsPerDay: itemsPerDay, items: items,
                           dayTopics: topics)
    }

    /// The fields of a word the outline builds.
    static let vocabOutlineKeys = ["id", "word", "reading", "meanings", "day", "alternates", "ko"]
    /// The fields of a kanji the outline builds.
    static let kanjiOutlineKeys = ["id", "kanji", "day", "onyomi", "kunyomi", "meanings", "ko"]

    /// A deck document's own fields, each checked and reported as `deck(from:)` reads them; the
    /// title and items a day are nil when wrong (reported), the rest make the header nil.
    struct Header {
        var kind: DeckKind
        var deck: DeckID
        var level: Level?
        var title: String?
        var itemsPerDay: Int?
        /// The items of a document parsed whole; empty for a header whose items are on lines.
        var rawItems: [JSONValue]
        /// The document's top-level object (for `dayTopics`).
        var object: JSONObject
    }

    /// The header of the document `root`, nil after reporting what makes it unusable.
    mutating func header(from root: JSONValue) -> Header? {
        guard case .object(let object) = root else {
            report("", .wrongType(expected: .object, found: root.valueType))
            return nil
        }
        if let format = integer(object, "format", path: "", minimum: nil), format != DeckLoader.supportedFormat {
            report("format", .wrongValue(expected: .formatVersion(DeckLoader.supportedFormat), found: String(format)))
        }
        var kind: DeckKind?
        if let name = string(object, "kind", path: "") {
            kind = DeckKind(rawValue: name)
            if kind == nil { report("kind", .wrongValue(expected: .deckKind, found: "\"\(name)\"")) }
        }
        var deckID: DeckID?
        if let name = optionalString(object, "id", path: "") {
            deckID = DeckID(rawValue: name)
            if deckID == nil {
                report("id", .wrongValue(expected: .deckID, found: "\"\(name)\""))
            }
        }
        var level: Level?
        // The level is optional metadata for a deck with its own id; a deck without an id is a
        // JLPT level's deck and is named by it.
        if let name = deckID == nil && object["id"] == nil ? string(object, "level", path: "") : optionalString(object, "level", path: "") {
            level = Level(rawValue: name)
            if level == nil { report("level", .wrongValue(expected: .level, found: "\"\(name)\"")) }
        }
        let title = string(object, "title", path: "")
        let itemsPerDay = integer(object, "itemsPerDay", path: "", minimum: 1)
        guard let itemsValue = field(object, "items", path: "", expected: .itemArray) else { return nil }
        guard case .array(let rawItems) = itemsValue else {
            report("items", .wrongType(expected: .itemArray, found: itemsValue.valueType))
            return nil
        }
        guard let kind, let deck = deckID ?? level.map({ DeckID.jlpt(kind: kind, level: $0) }) else { return nil }
        return Header(kind: kind, deck: deck, level: level, title: title, itemsPerDay: itemsPerDay, rawItems: rawItems,
                      object: object)
    }

    // MARK: - Items

    mutating func vocabItem(_ object: JSONObject, path: @autoclosure () -> String, level: Level?, deck: DeckID) -> VocabItem? {
        let id = string(object, "id", path: path())
        let word = string(object, "word", path: path())
        let reading = string(object, "reading", path: path())
        let meanings = meaningList(object, "meanings", path: path())
        let day = integer(object, "day", path: path(), minimum: 1, maximum: Deck.maximumDay)
        let alternates = optionalStrings(object, "alternates", path: path()) ?? []
        let partOfSpeech = optionalString(object, "partOfSpeech", path: path())
        let korean = optionalStrings(object, "ko", path: path()) ?? []
        let koreanNote = optionalString(object, "koNote", path: path())
        var audio = optionalString(object, "audio", path: path())
        if let name = audio, AudioFileName.checked(name) == nil {
            report(Self.join(path(), "audio"), .wrongValue(expected: .audioFileName, found: "\"\(name)\""))
            audio = nil
        }
        _ = optionalInteger(object, "jmdict", path: path())  // the JMdict entry: checked, not used
        var pitch = optionalInteger(object, "pitch", path: path())
        if let value = pitch, let reading, PitchAccent(reading: reading, downstep: value) == nil {
            report(Self.join(path(), "pitch"),
                   .wrongValue(expected: .downstep(morae: PitchAccent.morae(of: reading).count, reading: reading), found: String(value)))
            pitch = nil
        }
        var examples: [ExampleSentence] = []
        if let value = object["examples"], !isNull(value) {
            if case .array(let array) = value {
                for (index, entry) in array.enumerated() {
                    func entryPath() -> String { "\(path()).examples[\(index)]" }
                    guard case .object(let example) = entry else {
                        report(entryPath(), .wrongType(expected: .vocabExample, found: entry.valueType))
                        continue
                    }
                    // A sentence mined from a text has no translation: `en` may be left out.
                    let en = example["en"] == nil ? "" : string(example, "en", path: entryPath())
                    if let ja = string(example, "ja", path: entryPath()), let en {
                        let segments = readingSegments(example["segments"], sentence: ja, path: entryPath() + ".segments")
                        let ko = optionalString(example, "ko", path: entryPath())
                        examples.append(ExampleSentence(japanese: ja, english: en, korean: ko, segments: segments))
                    }
                }
            } else {
                report(path() + ".examples", .wrongType(expected: .exampleArray, found: value.valueType))
            }
        }
        guard let id, let word, let reading, let meanings, let day else { return nil }
        var item = VocabItem(id: id, word: word, reading: reading, meanings: meanings, day: day, level: level,
                             alternates: alternates, examples: examples, partOfSpeech: partOfSpeech, pitch: pitch, deck: deck)
        item.koreanMeanings = korean
        item.koreanNote = koreanNote.flatMap { $0.isEmpty ? nil : $0 }
        item.audio = audio
        item.notes = notes(object, path: path())
        return item
    }

    /// The optional `segments` of an example: [text, reading] pairs (a lone [text] has no reading)
    /// that spell the sentence (white space aside), each reading kana. A bad list is reported and left out.
    mutating func readingSegments(_ value: JSONValue?, sentence: String, path: String) -> [ReadingSegment] {
        guard let value, !isNull(value) else { return [] }
        guard case .array(let array) = value else {
            report(path, .wrongType(expected: .segmentArray, found: value.valueType))
            return []
        }
        var segments: [ReadingSegment] = []
        for (index, entry) in array.enumerated() {
            guard case .array(let pair) = entry, (1...2).contains(pair.count),
                  case .string(let text) = pair[0], !text.isEmpty else {
                report("\(path)[\(index)]", .wrongType(expected: .segment, found: entry.valueType))
                return []
            }
            var reading = ""
            if pair.count == 2 {
                guard case .string(let kana) = pair[1], kana.allSatisfy(Kana.isKana) else {
                    report("\(path)[\(index)]", .wrongType(expected: .kanaReading(of: text), found: pair[1].valueType))
                    return []
                }
                reading = kana
            }
            segments.append(ReadingSegment(text: text, reading: reading))
        }
        // Strings are trimmed when parsed, so a space at a segment's edge is gone: compare without.
        let joined = segments.map(\.text).joined()
        guard joined.filter({ !$0.isWhitespace }) == sentence.filter({ !$0.isWhitespace }) else {
            report(path, .segmentsMismatch(spelled: joined, sentence: sentence))
            return []
        }
        return segments
    }

    mutating func kanjiItem(_ object: JSONObject, path: @autoclosure () -> String, level: Level?, deck: DeckID) -> KanjiItem? {
        let id = string(object, "id", path: path())
        let kanji = string(object, "kanji", path: path())
        let day = integer(object, "day", path: path(), minimum: 1, maximum: Deck.maximumDay)
        let strokes = integer(object, "strokes", path: path(), minimum: 1)
        let radical = string(object, "radical", path: path())
        let radicalNumber = optionalInteger(object, "radicalNumber", path: path())
        let radicalForm = optionalString(object, "radicalForm", path: path())
        let radicalName = optionalString(object, "radicalName", path: path())
        let grade = optionalInteger(object, "grade", path: path())
        let frequency = optionalInteger(object, "frequency", path: path())
        let onyomi = strings(object, "onyomi", path: path())
        let kunyomi = strings(object, "kunyomi", path: path())
        let rareReadings = object["rareReadings"].flatMap { isNull($0) ? nil : strings($0, path: path() + ".rareReadings") } ?? []
        let meanings = meaningList(object, "meanings", path: path())
        let korean = optionalStrings(object, "ko", path: path()) ?? []
        var examples: [KanjiExample] = []
        if let value = object["examples"], !isNull(value) {
            if case .array(let array) = value {
                for (index, entry) in array.enumerated() {
                    func entryPath() -> String { "\(path()).examples[\(index)]" }
                    guard case .object(let example) = entry else {
                        report(entryPath(), .wrongType(expected: .kanjiExample, found: entry.valueType))
                        continue
                    }
                    let word = string(example, "word", path: entryPath())
                    let reading = string(example, "reading", path: entryPath())
                    let meaning = string(example, "meaning", path: entryPath())
                    var exampleLevel: Level?
                    if let name = optionalString(example, "level", path: entryPath()), !name.isEmpty {
                        exampleLevel = Level(rawValue: name)
                        if exampleLevel == nil {
                            report(entryPath() + ".level", .wrongValue(expected: .levelOrEmpty, found: "\"\(name)\""))
                        }
                    }
                    if let word, let reading, let meaning {
                        examples.append(KanjiExample(word: word, reading: reading, meaning: meaning, level: exampleLevel))
                    }
                }
            } else {
                report(path() + ".examples", .wrongType(expected: .exampleArray, found: value.valueType))
            }
        } else {
            report(path() + ".examples", .missing(expected: .exampleArrayMayBeEmpty))
        }
        if let kanji, kanji.count != 1 {
            report(path() + ".kanji", .wrongValue(expected: .oneCharacter, found: "\(kanji.count) (\"\(kanji.prefix(10))\")"))
        }
        if let radicalNumber, !(1...214).contains(radicalNumber) {
            report(path() + ".radicalNumber", .wrongValue(expected: .radicalNumber, found: String(radicalNumber)))
        }
        guard let id, let kanji, kanji.count == 1, let day, let strokes, let radical, let onyomi, let kunyomi, let meanings,
              radicalNumber.map({ (1...214).contains($0) }) ?? true else { return nil }
        var item = KanjiItem(id: id, kanji: kanji, day: day, level: level, strokes: strokes, radical: radical,
                             radicalNumber: radicalNumber, grade: grade, frequency: frequency,
                             onyomi: onyomi, kunyomi: kunyomi, meanings: meanings, examples: examples, deck: deck)
        item.radicalForm = radicalForm.flatMap { $0.isEmpty ? nil : $0 }
        item.koreanMeanings = korean
        item.radicalName = radicalName.flatMap { $0.isEmpty ? nil : $0 }
        for reading in rareReadings where !onyomi.contains(reading) && !kunyomi.contains(reading) {
            report(path() + ".rareReadings", .unknownRareReading(reading))
        }
        item.rareReadings = Set(rareReadings.filter { onyomi.contains($0) || kunyomi.contains($0) })
        item.officialReadings = officialReadings(object["official"], path: path() + ".official")
            .intersection(onyomi + kunyomi)
        item.notes = notes(object, path: path())
        return item
    }

    /// The readings an `official` array names (`[{"reading": "セイ", "examples": [...]}]`); a value
    /// of another shape is reported and read as none.
    mutating func officialReadings(_ value: JSONValue?, path: @autoclosure () -> String) -> Set<String> {
        guard let value, !isNull(value) else { return [] }
        guard case .array(let array) = value else {
            report(path(), .wrongType(expected: .exampleArray, found: value.valueType))
            return []
        }
        var result = Set<String>()
        for (index, entry) in array.enumerated() {
            guard case .object(let object) = entry else {
                report("\(path())[\(index)]", .wrongType(expected: .kanjiExample, found: entry.valueType))
                continue
            }
            if let reading = string(object, "reading", path: "\(path())[\(index)]") { result.insert(reading) }
        }
        return result
    }

    // MARK: - Fields

    func isNull(_ value: JSONValue) -> Bool {
        if case .null = value { return true }
        return false
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// The value of a required field, or nil after reporting it missing.
    mutating func field(_ object: JSONObject, _ key: String, path: @autoclosure () -> String, expected: DeckFault.Expectation) -> JSONValue? {
        guard let value = object[key] else {
            report(Self.join(path(), key), .missing(expected: expected))
            return nil
        }
        return value
    }

    /// A required string, non-empty once sanitised and trimmed.
    mutating func string(_ object: JSONObject, _ key: String, path: @autoclosure () -> String) -> String? {
        guard let value = field(object, key, path: path(), expected: .string) else { return nil }
        guard case .string(let text) = value else {
            report(Self.join(path(), key), .wrongType(expected: .string, found: value.valueType))
            return nil
        }
        if text.isEmpty {
            report(Self.join(path(), key), .wrongValue(expected: .nonEmptyString, found: "\"\""))
            return nil
        }
        return text
    }

    /// An optional string (absent or null gives nil), sanitised; may be empty.
    /// An own item's optional `notes`, nil when empty or only white space.
    mutating func notes(_ object: JSONObject, path: @autoclosure () -> String) -> String? {
        guard let text = optionalString(object, "notes", path: path()) else { return nil }
        return text.allSatisfy(\.isWhitespace) ? nil : text
    }

    mutating func optionalString(_ object: JSONObject, _ key: String, path: @autoclosure () -> String) -> String? {
        guard let value = object[key], !isNull(value) else { return nil }
        guard case .string(let text) = value else {
            report(Self.join(path(), key), .wrongType(expected: .string, found: value.valueType))
            return nil
        }
        return text
    }

    /// A required whole number of at least `minimum`.
    mutating func integer(_ object: JSONObject, _ key: String, path: @autoclosure () -> String, minimum: Int?,
                          maximum: Int? = nil) -> Int? {
        guard let value = object[key] else {
            report(Self.join(path(), key), .missing(expected: .wholeNumber(minimum: minimum, maximum: maximum)))
            return nil
        }
        return integer(value, path: Self.join(path(), key), minimum: minimum, maximum: maximum)
    }

    mutating func optionalInteger(_ object: JSONObject, _ key: String, path: @autoclosure () -> String) -> Int? {
        guard let value = object[key], !isNull(value) else { return nil }
        return integer(value, path: Self.join(path(), key), minimum: 0)
    }

    mutating func integer(_ value: JSONValue, path: @autoclosure () -> String, minimum: Int?,
                          maximum: Int? = nil) -> Int? {
        guard case .number(let number) = value else {
            report(path(), .wrongType(expected: .wholeNumber(minimum: minimum, maximum: maximum), found: value.valueType))
            return nil
        }
        guard number.rounded() == number, abs(number) < 1e15 else {
            report(path(), .wrongValue(expected: .wholeNumber(minimum: minimum, maximum: maximum), found: Self.format(number)))
            return nil
        }
        let integer = Int(number)
        if let minimum, integer < minimum {
            report(path(), .wrongValue(expected: .wholeNumber(minimum: minimum, maximum: maximum), found: String(integer)))
            return nil
        }
        if let maximum, integer > maximum {
            report(path(), .wrongValue(expected: .wholeNumber(minimum: minimum, maximum: maximum), found: String(integer)))
            return nil
        }
        return integer
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// A required array of strings (may be empty), each sanitised; empty strings are dropped.
    mutating func strings(_ object: JSONObject, _ key: String, path: @autoclosure () -> String) -> [String]? {
        guard let value = field(object, key, path: path(), expected: .stringArray) else { return nil }
        return strings(value, path: Self.join(path(), key))
    }

    mutating func optionalStrings(_ object: JSONObject, _ key: String, path: @autoclosure () -> String) -> [String]? {
        guard let value = object[key], !isNull(value) else { return nil }
        return strings(value, path: Self.join(path(), key))
    }

    mutating func strings(_ value: JSONValue, path: @autoclosure () -> String) -> [String]? {
        guard case .array(let array) = value else {
            report(path(), .wrongType(expected: .stringArray, found: value.valueType))
            return nil
        }
        var result: [String] = []
        result.reserveCapacity(array.count)
        var valid = true
        for (index, element) in array.enumerated() {
            guard case .string(let text) = element else {
                report("\(path())[\(index)]", .wrongType(expected: .string, found: element.valueType))
                valid = false
                continue
            }
            if !text.isEmpty { result.append(text) }
        }
        return valid ? result : nil
    }

    /// A required array of at least one non-empty meaning.
    mutating func meaningList(_ object: JSONObject, _ key: String, path: @autoclosure () -> String) -> [String]? {
        guard let value = field(object, key, path: path(), expected: .meaningArray) else { return nil }
        guard case .array(let array) = value else {
            report(Self.join(path(), key), .wrongType(expected: .stringArray, found: value.valueType))
            return nil
        }
        guard let meanings = strings(value, path: Self.join(path(), key)) else { return nil }
        if meanings.isEmpty {
            report(Self.join(path(), key), .noMeaning(onlyBlanks: !array.isEmpty))
            return nil
        }
        return meanings
    }
}
