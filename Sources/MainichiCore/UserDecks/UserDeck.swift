#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A deck the learner made or imported: the contents of `decks/<id>.json` in the data directory.
///
/// The file is in the deck format (docs/deck-format.md), so `DeckLibrary` reads it as it reads the
/// bundled decks, with the user-deck fields next to it: `"user": true`, and per item `notes`,
/// `tags`, `guid` (the note it was imported from), `audio` (its own recording in `media/`) and
/// `check` (filled in from the dictionary where it had several entries: the learner should look at it).
public struct UserDeck: Sendable, Equatable, Codable {
    /// The deck format version written.
    public var format = 1
    /// The deck's identity; never changes (a rename changes the title only).
    public var id: DeckID
    /// Vocabulary or kanji.
    public var kind: DeckKind
    /// The name the learner gave it.
    public var title: String
    /// How many items a study day holds.
    public var itemsPerDay: Int
    /// Marks a learner's deck in the file.
    public var user = true
    /// The items, in the order they were added.
    public var items: [UserItem]

    public init(id: DeckID, kind: DeckKind, title: String, itemsPerDay: Int, items: [UserItem] = []) {
        self.id = id
        self.kind = kind
        self.title = title
        self.itemsPerDay = itemsPerDay
        self.items = items
    }

    private enum CodingKeys: String, CodingKey {
        case format, id, kind, title, itemsPerDay, user, items
    }

    /// Reads a deck file; `format` and `user` may be left out (a deck written by hand).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decodeIfPresent(Int.self, forKey: .format) ?? 1
        id = try container.decode(DeckID.self, forKey: .id)
        kind = try container.decode(DeckKind.self, forKey: .kind)
        title = try container.decode(String.self, forKey: .title)
        itemsPerDay = try container.decode(Int.self, forKey: .itemsPerDay)
        user = try container.decodeIfPresent(Bool.self, forKey: .user) ?? true
        items = try container.decode([UserItem].self, forKey: .items)
    }

    /// The file's bytes: the same JSON the Codable conformance writes, made with the byte writer
    /// progress uses (a 100,000-item deck in a fraction of JSONEncoder's time).
    public func encoded() -> Data {
        var writer = ProgressCodec.Writer()
        writer.bytes.reserveCapacity(256 + items.count * 192)
        func strings(_ list: [String]) {
            writer.bytes.append(UInt8(ascii: "["))
            for (index, text) in list.enumerated() {
                if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                writer.string(text)
            }
            writer.closeArray()
        }
        writer.open()
        writer.key("format"); writer.int(format)
        writer.key("id"); writer.string(id.rawValue)
        writer.key("kind"); writer.string(kind.rawValue)
        writer.key("title"); writer.string(title)
        writer.key("itemsPerDay"); writer.int(itemsPerDay)
        writer.key("user"); writer.value(.bool(user))
        writer.key("items"); writer.bytes.append(UInt8(ascii: "["))
        for item in items {
            writer.open()
            writer.key("id"); writer.string(item.id)
            if let kanji = item.kanji {
                writer.key("kanji"); writer.string(item.word)
                writer.key("day"); writer.int(item.day)
                writer.key("strokes"); writer.int(kanji.strokes)
                writer.key("radical"); writer.string(kanji.radical)
                writer.key("onyomi"); strings(kanji.onyomi)
                writer.key("kunyomi"); strings(kanji.kunyomi)
                writer.key("meanings"); strings(item.meanings)
                if !item.koreanMeanings.isEmpty { writer.key("ko"); strings(item.koreanMeanings) }
                // Kanji items always carry examples (the deck format requires the list, possibly empty).
                writer.key("examples"); writer.bytes.append(UInt8(ascii: "[")); writer.closeArray()
            } else {
                writer.key("word"); writer.string(item.word)
                writer.key("reading"); writer.string(item.reading)
                writer.key("meanings"); strings(item.meanings)
                if !item.koreanMeanings.isEmpty { writer.key("ko"); strings(item.koreanMeanings) }
                writer.key("day"); writer.int(item.day)
                if let jmdict = item.jmdict { writer.key("jmdict"); writer.int(jmdict) }
                if !item.examples.isEmpty {
                    writer.key("examples"); writer.bytes.append(UInt8(ascii: "["))
                    for example in item.examples {
                        writer.open()
                        writer.key("ja"); writer.string(example.ja)
                        if !example.en.isEmpty { writer.key("en"); writer.string(example.en) }
                        if let ko = example.ko, !ko.isEmpty { writer.key("ko"); writer.string(ko) }
                        writer.close()
                    }
                    writer.closeArray()
                }
            }
            if let partOfSpeech = item.partOfSpeech { writer.key("partOfSpeech"); writer.string(partOfSpeech) }
            if let notes = item.notes, !notes.isEmpty { writer.key("notes"); writer.string(notes) }
            if !item.tags.isEmpty { writer.key("tags"); strings(item.tags) }
            if let guid = item.guid { writer.key("guid"); writer.string(guid) }
            if let audio = item.audio { writer.key("audio"); writer.string(audio) }
            if item.needsCheck { writer.key("check"); writer.value(.bool(true)) }
            writer.close()
        }
        writer.closeArray()
        writer.close()
        return Data(writer.bytes)
    }

    /// 20 words or 10 kanji a day, as the bundled decks.
    public static func defaultItemsPerDay(for kind: DeckKind) -> Int { kind == .vocab ? 20 : 10 }

    /// The most items a day may hold.
    public static let maximumItemsPerDay = 500

    /// The index of the item with `id`.
    public func index(of itemID: String) -> Int? { items.firstIndex { $0.id == itemID } }

    /// The day a new item goes to: the last day while it has room, else the next one.
    var dayForNewItem: Int {
        guard let last = items.map(\.day).max() else { return 1 }
        let onLast = items.count { $0.day == last }
        return onLast < itemsPerDay ? last : min(last + 1, Deck.maximumDay)
    }

    /// Lays the items out again, `itemsPerDay` a day in their order (after the setting changed).
    mutating func redistributeDays() {
        for index in items.indices { items[index].day = min(index / max(1, itemsPerDay) + 1, Deck.maximumDay) }
    }
}

/// One item of a learner's deck, vocabulary or kanji.
public struct UserItem: Sendable, Equatable, Codable {
    /// The stable id: `v:#` or `k:#` and 16 hex digits, made when the item was added and never
    /// changed by an edit, so progress stays with the item.
    public var id: String
    /// The study day, from 1.
    public var day: Int
    /// The word, or for a kanji deck the kanji.
    public var word: String
    /// The kana reading of a word (empty for a kanji).
    public var reading: String
    /// The meanings, at least one.
    public var meanings: [String]
    /// Korean meanings (the deck format's `ko`), possibly none.
    public var koreanMeanings: [String] = []
    /// The part of speech in learner terms, when known.
    public var partOfSpeech: String?
    /// Example sentences.
    public var examples: [UserExample]
    /// The learner's notes.
    public var notes: String?
    /// Tags (from an import, or the learner's).
    public var tags: [String]
    /// The GUID of the note the item was imported from, so a second import updates it.
    public var guid: String?
    /// Whether the learner should check it: a reading or meaning filled in from the dictionary
    /// where the word has several entries.
    public var needsCheck: Bool
    /// The name of the item's own recording in `media/` of the data directory (an imported
    /// note's `[sound:]`), checked by `AudioFileName`; `p` plays it instead of speech.
    public var audio: String?
    /// A kanji's readings, stroke count and radical (nil for a word).
    public var kanji: KanjiFields?
    /// The JMdict entry (`ent_seq`, the deck format's `jmdict`) the word was made from, when it
    /// came from the dictionary (mined in the reader, `mainichi mine --add`), so the reader knows
    /// the entry's word is this item; nil for a word typed or imported.
    public var jmdict: Int?

    /// What a kanji item has beyond a word.
    public struct KanjiFields: Sendable, Equatable, Codable {
        public var onyomi: [String]
        public var kunyomi: [String]
        public var strokes: Int
        public var radical: String

        public init(onyomi: [String], kunyomi: [String], strokes: Int, radical: String) {
            self.onyomi = onyomi
            self.kunyomi = kunyomi
            self.strokes = strokes
            self.radical = radical
        }
    }

    public init(id: String, day: Int, word: String, reading: String, meanings: [String], partOfSpeech: String? = nil,
                examples: [UserExample] = [], notes: String? = nil, tags: [String] = [], guid: String? = nil,
                needsCheck: Bool = false, kanji: KanjiFields? = nil) {
        self.id = id
        self.day = day
        self.word = word
        self.reading = reading
        self.meanings = meanings
        self.partOfSpeech = partOfSpeech
        self.examples = examples
        self.notes = notes
        self.tags = tags
        self.guid = guid
        self.needsCheck = needsCheck
        self.kanji = kanji
    }

    private enum CodingKeys: String, CodingKey {
        case id, day, word, reading, kanji, meanings, partOfSpeech, examples, notes, tags, guid, check, audio
        case ko, jmdict
        case onyomi, kunyomi, strokes, radical
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        day = try container.decode(Int.self, forKey: .day)
        meanings = try container.decode([String].self, forKey: .meanings)
        koreanMeanings = try container.decodeIfPresent([String].self, forKey: .ko) ?? []
        partOfSpeech = try container.decodeIfPresent(String.self, forKey: .partOfSpeech)
        examples = try container.decodeIfPresent([UserExample].self, forKey: .examples) ?? []
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        guid = try container.decodeIfPresent(String.self, forKey: .guid)
        needsCheck = try container.decodeIfPresent(Bool.self, forKey: .check) ?? false
        audio = try container.decodeIfPresent(String.self, forKey: .audio).flatMap(AudioFileName.checked)
        if let character = try container.decodeIfPresent(String.self, forKey: .kanji) {
            word = character
            reading = ""
            kanji = KanjiFields(onyomi: try container.decodeIfPresent([String].self, forKey: .onyomi) ?? [],
                                kunyomi: try container.decodeIfPresent([String].self, forKey: .kunyomi) ?? [],
                                strokes: try container.decode(Int.self, forKey: .strokes),
                                radical: try container.decode(String.self, forKey: .radical))
        } else {
            word = try container.decode(String.self, forKey: .word)
            reading = try container.decode(String.self, forKey: .reading)
            kanji = nil
            // Older files have no entry; a value that is not a positive number is dropped, not an error.
            jmdict = (try? container.decodeIfPresent(Int.self, forKey: .jmdict)).flatMap { $0 > 0 ? $0 : nil }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        if let kanji {
            try container.encode(word, forKey: .kanji)
            try container.encode(day, forKey: .day)
            try container.encode(kanji.strokes, forKey: .strokes)
            try container.encode(kanji.radical, forKey: .radical)
            try container.encode(kanji.onyomi, forKey: .onyomi)
            try container.encode(kanji.kunyomi, forKey: .kunyomi)
            try container.encode(meanings, forKey: .meanings)
            if !koreanMeanings.isEmpty { try container.encode(koreanMeanings, forKey: .ko) }
            // Kanji items always carry examples (the deck format requires the list, possibly empty).
            try container.encode([KanjiExampleStub](), forKey: .examples)
        } else {
            try container.encode(word, forKey: .word)
            try container.encode(reading, forKey: .reading)
            try container.encode(meanings, forKey: .meanings)
            if !koreanMeanings.isEmpty { try container.encode(koreanMeanings, forKey: .ko) }
            try container.encode(day, forKey: .day)
            if !examples.isEmpty { try container.encode(examples, forKey: .examples) }
            try container.encodeIfPresent(jmdict, forKey: .jmdict)
        }
        try container.encodeIfPresent(partOfSpeech, forKey: .partOfSpeech)
        if let notes, !notes.isEmpty { try container.encode(notes, forKey: .notes) }
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
        try container.encodeIfPresent(guid, forKey: .guid)
        try container.encodeIfPresent(audio, forKey: .audio)
        if needsCheck { try container.encode(true, forKey: .check) }
    }

    /// An empty kanji example list's element type.
    private struct KanjiExampleStub: Codable {}
}

/// An example sentence of a learner's word: `{"ja": ..., "en": ...}`, with `"ko"` when it has a
/// Korean translation (kept from a deck word the learner picked); `en` is empty (and left out of
/// the file) for a sentence mined from a text, which has no translation.
public struct UserExample: Sendable, Equatable, Codable {
    public var ja: String
    public var en: String
    /// The Korean translation, if any.
    public var ko: String?

    public init(ja: String, en: String, ko: String? = nil) {
        self.ja = ja
        self.en = en
        self.ko = ko
    }

    private enum CodingKeys: String, CodingKey { case ja, en, ko }

    /// Reads `en` as empty when the file leaves it out (a mined sentence).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ja = try container.decode(String.self, forKey: .ja)
        en = try container.decodeIfPresent(String.self, forKey: .en) ?? ""
        ko = try container.decodeIfPresent(String.self, forKey: .ko)
    }
}

extension UserItem {
    /// The item with `meanings` as its Korean meanings.
    func withKoreanMeanings(_ meanings: [String]) -> UserItem {
        var item = self
        item.koreanMeanings = meanings
        return item
    }
}
