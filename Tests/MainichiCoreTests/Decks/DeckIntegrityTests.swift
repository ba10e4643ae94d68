import Foundation
import Testing

/// Checks the committed decks in `Decks/` against the rules of docs/deck-format.md.
///
/// The decks are decoded here with `JSONDecoder` directly, independently of MainichiCore's
/// loader, so a loader bug cannot hide a data bug (or the other way round).
@Suite("Deck integrity")
struct DeckIntegrityTests {
    // MARK: - Fixtures

    struct Example: Decodable, Sendable {
        let ja: String
        let en: String
    }

    struct VocabItem: Decodable, Sendable {
        let id: String
        let word: String
        let reading: String
        let meanings: [String]
        let day: Int
        let alternates: [String]?
        let examples: [Example]?
        let partOfSpeech: String?
        let jmdict: Int?
    }

    struct KanjiExample: Decodable, Sendable {
        let word: String
        let reading: String
        let meaning: String
        let level: String
    }

    struct KanjiItem: Decodable, Sendable {
        let id: String
        let kanji: String
        let day: Int
        let strokes: Int
        let radical: String
        let radicalNumber: Int?
        let grade: Int?
        let frequency: Int?
        let onyomi: [String]
        let kunyomi: [String]
        let meanings: [String]
        let examples: [KanjiExample]
    }

    /// The level the tests file a deck under: its JLPT level, or "Names" for the deck of kanji used
    /// in names, which has an id (`kanji-names`) instead of a level.
    static func testLevel(id: String?, level: String?) -> String {
        level ?? (id == "kanji-names" ? "Names" : "")
    }

    struct Deck<Item: Decodable & Sendable>: Decodable, Sendable {
        let format: Int
        let kind: String
        let level: String
        let title: String
        let itemsPerDay: Int
        let items: [Item]
        /// The topic days (N4 and N3 vocabulary): day number to topic key.
        let dayTopics: [String: String]

        enum CodingKeys: String, CodingKey { case format, id, kind, level, title, itemsPerDay, items, dayTopics }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try container.decode(Int.self, forKey: .format)
            kind = try container.decode(String.self, forKey: .kind)
            level = DeckIntegrityTests.testLevel(id: try container.decodeIfPresent(String.self, forKey: .id),
                                                 level: try container.decodeIfPresent(String.self, forKey: .level))
            title = try container.decode(String.self, forKey: .title)
            itemsPerDay = try container.decode(Int.self, forKey: .itemsPerDay)
            items = try container.decode([Item].self, forKey: .items)
            dayTopics = try container.decodeIfPresent([String: String].self, forKey: .dayTopics) ?? [:]
        }
    }

    struct IndexEntry: Decodable, Sendable {
        let file: String
        let kind: String
        let level: String
        let title: String
        let itemCount: Int
        let dayCount: Int
        let bytes: Int

        enum CodingKeys: String, CodingKey { case file, id, kind, level, title, itemCount, dayCount, bytes }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            file = try container.decode(String.self, forKey: .file)
            kind = try container.decode(String.self, forKey: .kind)
            level = DeckIntegrityTests.testLevel(id: try container.decodeIfPresent(String.self, forKey: .id),
                                                 level: try container.decodeIfPresent(String.self, forKey: .level))
            title = try container.decode(String.self, forKey: .title)
            itemCount = try container.decode(Int.self, forKey: .itemCount)
            dayCount = try container.decode(Int.self, forKey: .dayCount)
            bytes = try container.decode(Int.self, forKey: .bytes)
        }
    }

    struct Index: Decodable, Sendable {
        let format: Int
        let decks: [IndexEntry]
    }

    struct Library: Sendable {
        var vocab: [String: Deck<VocabItem>] = [:]
        var kanji: [String: Deck<KanjiItem>] = [:]
        var sizes: [String: Int] = [:]
        var texts: [String: String] = [:]
        var index: Index?
    }

    static let levels = ["N5", "N4", "N3", "N2", "N1"]

    /// The repository's Decks directory, found from this file's path.
    static let decksDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Decks")

    static let library: Result<Library, Error> = Result {
        var library = Library()
        let decoder = JSONDecoder()
        for level in levels {
            for kind in ["vocab", "kanji"] {
                let file = "\(kind)/\(level.lowercased()).json"
                let data = try Data(contentsOf: decksDirectory.appendingPathComponent(file))
                library.sizes[file] = data.count
                library.texts[file] = String(decoding: data, as: UTF8.self)
                if kind == "vocab" {
                    library.vocab[level] = try decoder.decode(Deck<VocabItem>.self, from: data)
                } else {
                    library.kanji[level] = try decoder.decode(Deck<KanjiItem>.self, from: data)
                }
            }
        }
        // The optional kanji deck after N1: kanji used in names only.
        let namesFile = "kanji/names.json"
        let names = try Data(contentsOf: decksDirectory.appendingPathComponent(namesFile))
        library.sizes[namesFile] = names.count
        library.texts[namesFile] = String(decoding: names, as: UTF8.self)
        library.kanji["Names"] = try decoder.decode(Deck<KanjiItem>.self, from: names)
        let indexData = try Data(contentsOf: decksDirectory.appendingPathComponent("index.json"))
        library.index = try decoder.decode(Index.self, from: indexData)
        return library
    }

    func load() throws -> Library {
        try Self.library.get()
    }

    static func isKana(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) || (0x30A0...0x30FF).contains($0.value) }
    }

    static func vocabItem(_ library: Library, id: String) -> VocabItem? {
        library.vocab.values.lazy.flatMap(\.items).first { $0.id == id }
    }

    // MARK: - Structure

    @Test("every deck decodes and has format 1, its kind, level and a title")
    func decksDecode() throws {
        let library = try load()
        for level in Self.levels {
            let vocab = try #require(library.vocab[level])
            let kanji = try #require(library.kanji[level])
            #expect(vocab.format == 1 && vocab.kind == "vocab" && vocab.level == level && !vocab.title.isEmpty)
            #expect(kanji.format == 1 && kanji.kind == "kanji" && kanji.level == level && !kanji.title.isEmpty)
            #expect(vocab.itemsPerDay == 20)
            // 10 kanji a day, more where a level's words need more kanji than its word days allow (N5: 12).
            #expect((10...12).contains(kanji.itemsPerDay))
            #expect(!vocab.items.isEmpty && !kanji.items.isEmpty)
        }
    }

    @Test("ids are unique across all decks")
    func uniqueIDs() throws {
        let library = try load()
        let ids = library.vocab.values.flatMap { $0.items.map(\.id) } + library.kanji.values.flatMap { $0.items.map(\.id) }
        let duplicates = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(duplicates.isEmpty, "duplicate ids: \(duplicates.prefix(10))")
    }

    @Test("ids are derived from the content")
    func contentIDs() throws {
        let library = try load()
        for item in library.vocab.values.flatMap(\.items) {
            #expect(item.id == "v:\(item.word):\(item.reading)")
        }
        for item in library.kanji.values.flatMap(\.items) {
            #expect(item.id == "k:\(item.kanji)")
        }
    }

    @Test("days run from 1 without gaps and hold itemsPerDay or one fewer items, the full days first; a topic day holds 14 to itemsPerDay")
    func contiguousDays() throws {
        let library = try load()
        let days: [(String, Int, [Int], Set<Int>)] =
            library.vocab.values.map { ("vocab \($0.level)", $0.itemsPerDay, $0.items.map(\.day), Set($0.dayTopics.keys.compactMap { Int($0) })) }
            + library.kanji.values.map { ("kanji \($0.level)", $0.itemsPerDay, $0.items.map(\.day), []) }
        for (name, perDay, itemDays, topicDays) in days {
            let counts = Dictionary(grouping: itemDays, by: { $0 }).mapValues(\.count)
            #expect(counts.keys.sorted() == Array(1...counts.count), "\(name): days are not 1...n")
            #expect(counts.values.allSatisfy { $0 <= perDay }, "\(name): a day holds more than \(perDay) items")
            // A topic day holds its topic's words only: a short topic makes a shorter day (14 at least).
            let short = counts.filter { $0.value < (topicDays.contains($0.key) ? TopicDayIntegrityTests.minimumTopicWords : perDay - 1) }.keys.sorted()
            #expect(short.isEmpty, "\(name): days \(short) are too short")
            let sizes = counts.keys.sorted().filter { !topicDays.contains($0) }.map { counts[$0] ?? 0 }
            #expect(sizes == sizes.sorted(by: >), "\(name): a shorter day comes before a full one")
            #expect(itemDays == itemDays.sorted(), "\(name): items are not in day order")
        }
    }

    @Test("N5 vocabulary: as few days as 20 words a day allow")
    func balancedDays() throws {
        let library = try load()
        let deck = try #require(library.vocab["N5"])
        let counts = Dictionary(grouping: deck.items, by: \.day).mapValues(\.count)
        #expect(counts.count == (deck.items.count + 19) / 20, "\(counts)")
    }

    // MARK: - Vocabulary

    @Test("every word has a kana reading and at least one meaning")
    func readingsAndMeanings() throws {
        let library = try load()
        for item in library.vocab.values.flatMap(\.items) {
            #expect(Self.isKana(item.reading), "\(item.id): reading \(item.reading) is not kana")
            #expect(!item.meanings.isEmpty && item.meanings.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty },
                    "\(item.id): empty meaning")
            if Self.isKana(item.word) {
                #expect(item.reading == item.word, "\(item.id): a kana word must be its own reading")
            }
        }
    }

    /// Why a meaning reads as a cut piece of a longer one, or nil when it reads as whole.
    static func fragmentProblem(_ meaning: String) -> String? {
        var depth = 0
        for character in meaning {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth < 0 { return "closes a parenthesis it never opened" }
        }
        if depth != 0 { return "leaves a parenthesis open" }
        if meaning == "to" { return "is a bare \"to\"" }
        // "a" and "I" are the English one-letter words; "t" or "3" are pieces of longer meanings.
        if meaning.count == 1 && meaning != "a" && meaning != "I" { return "is a single character" }
        if meaning.contains("  ") { return "has a double space where a comma was" }
        return nil
    }

    @Test("no meaning is a cut piece: parentheses balance, no lone letter, no bare \"to\", no double space")
    func noCutMeanings() throws {
        let library = try load()
        for item in library.vocab.values.flatMap(\.items) {
            for meaning in item.meanings {
                if let problem = Self.fragmentProblem(meaning) {
                    Issue.record("\(item.id): \"\(meaning)\" \(problem)")
                }
            }
        }
        // Kanji example meanings join EDICT glosses with "; " (some glosses hold "; " themselves,
        // and "to" can be a gloss there: 斗, a unit of volume), so only the whole line is checked.
        for item in library.kanji.values.flatMap(\.items) {
            for example in item.examples {
                if let problem = Self.fragmentProblem(example.meaning), example.meaning.count > 2 {
                    Issue.record("\(item.id) \(example.word): \"\(example.meaning)\" \(problem)")
                }
            }
        }
    }

    @Test("meanings come from the word's own JMdict entry, not from a word spelled alike", arguments: [
        ("v:人気:にんき", "popularity", "sign of life"),
        ("v:生物:せいぶつ", "living thing", "raw food"),
        ("v:変化:へんか", "change", "goblin"),
        ("v:支える:ささえる", "to support", "to be blocked"),
        ("v:半分:はんぶん", "half", "half minute"),
        ("v:コンセント:コンセント", "outlet", "consent"),
        ("v:統計:とうけい", "statistics", "scattering"),
        ("v:四日:よっか", "fourth day of the month", "fouth"),
    ])
    func ownMeanings(id: String, meaning: String, swapped: String) throws {
        let library = try load()
        let item = try #require(Self.vocabItem(library, id: id), "\(id) is missing")
        #expect(item.meanings[0].contains(meaning), "\(id): \(item.meanings)")
        #expect(!item.meanings.contains { $0.contains(swapped) }, "\(id): \(item.meanings)")
    }

    @Test("no meaning describes a part of a kanji unless it is the word itself (下心 is no radical, 部首 is)")
    func noKanjiPartSenses() throws {
        let library = try load()
        let kanjiPart = try Regex(#"(?i)\bkanji\b.*\b(radical|stroke)\b|\b(radical|stroke)\b.*\b(kanji|character)\b"#)
        for item in library.vocab.values.flatMap(\.items) {
            for meaning in item.meanings.dropFirst() {
                #expect(meaning.firstMatch(of: kanjiPart) == nil, "\(item.id): \(item.meanings)")
            }
        }
    }

    @Test("a loanword's meanings are not another, rare English word written alike in katakana", arguments: [
        ("v:カレンダー:カレンダー", "calendar", "calender"),
        ("v:チョーク:チョーク", "chalk", "chock"),
    ])
    func noHomonymSenses(id: String, meaning: String, homonym: String) throws {
        let library = try load()
        let item = try #require(Self.vocabItem(library, id: id), "\(id) is missing")
        #expect(item.meanings[0].contains(meaning), "\(id): \(item.meanings)")
        #expect(!item.meanings.contains { $0.contains(homonym) }, "\(id): \(item.meanings)")
    }

    @Test("no する glued onto the reading of a word that does not end in する")
    func noSpuriousSuru() throws {
        let library = try load()
        for item in library.vocab.values.flatMap(\.items) where item.reading.hasSuffix("する") {
            let last = item.word.unicodeScalars.last.map { String($0) } ?? ""
            #expect(Self.isKana(last), "\(item.id): する in the reading of a noun")
        }
    }

    @Test("no readings that are notes: brackets, 。 or ASCII")
    func noNoteReadings() throws {
        let library = try load()
        let forbidden = CharacterSet(charactersIn: "()（）[]【】。、").union(CharacterSet(charactersIn: Unicode.Scalar(0x20)!...Unicode.Scalar(0x7E)!))
        for item in library.vocab.values.flatMap(\.items) {
            #expect(item.reading.unicodeScalars.allSatisfy { !forbidden.contains($0) }, "\(item.id): note-like reading")
        }
    }

    @Test("no TODO anywhere in the decks")
    func noTODO() throws {
        let library = try load()
        for (file, text) in library.texts {
            #expect(!text.contains("TODO"), "\(file) contains TODO")
        }
    }

    @Test("example sentences are complete and at most three per word")
    func vocabularyExamples() throws {
        let library = try load()
        for item in library.vocab.values.flatMap(\.items) {
            let examples = item.examples ?? []
            #expect(examples.count <= 3, "\(item.id): more than 3 examples")
            #expect(examples.allSatisfy { !$0.ja.isEmpty && !$0.en.isEmpty }, "\(item.id): empty example")
        }
    }

    @Test("words the raw data got wrong are repaired", arguments: [
        ("v:どう:どう", "how"),
        ("v:そこ:そこ", "place"),
        ("v:はい:はい", "yes"),
        ("v:勉強:べんきょう", "stud"),
        ("v:伯父:おじ", "uncle"),
        ("v:何:なに", "what"),
    ])
    func repairedWords(id: String, meaning: String) throws {
        let library = try load()
        let item = try #require(Self.vocabItem(library, id: id), "\(id) is missing")
        #expect(item.meanings.contains { $0.lowercased().contains(meaning) }, "\(id): \(item.meanings)")
        let copies = library.vocab.values.flatMap(\.items).filter { $0.word == item.word && $0.reading == item.reading }
        #expect(copies.count == 1, "\(id) appears \(copies.count) times")
    }

    @Test("a headword with variants keeps one headword and lists the others as alternates")
    func alternates() throws {
        let library = try load()
        let see = try #require(Self.vocabItem(library, id: "v:見る:みる"))
        #expect(see.alternates == ["観る"])
        let words = library.vocab.values.flatMap(\.items).map(\.word)
        #expect(words.allSatisfy { !$0.contains("/") && !$0.contains(" ") && !$0.contains("(") })
    }

    @Test("example sentences show 今 as a word of its own, not inside 今日")
    func examplesUseTheWord() throws {
        let library = try load()
        let now = try #require(Self.vocabItem(library, id: "v:今:いま"))
        for example in now.examples ?? [] {
            #expect(!example.ja.replacingOccurrences(of: "今日", with: "").replacingOccurrences(of: "今晩", with: "").isEmpty)
            #expect(example.ja.replacingOccurrences(of: "今日", with: "").contains("今"), "\(example.ja)")
        }
    }

    // MARK: - Kanji

    @Test("every kanji example word has a reading and a meaning")
    func kanjiExamples() throws {
        let library = try load()
        for item in library.kanji.values.flatMap(\.items) {
            #expect(item.examples.count <= 6, "\(item.id): more than 6 examples")
            for example in item.examples {
                #expect(example.word.contains(item.kanji), "\(item.id): \(example.word) does not use the kanji")
                #expect(Self.isKana(example.reading), "\(item.id): \(example.word) has reading \(example.reading)")
                #expect(!example.meaning.isEmpty, "\(item.id): \(example.word) has no meaning")
                #expect(example.level.isEmpty || Self.levels.contains(example.level))
            }
        }
    }

    @Test("N5 to N3 kanji have at least two example words, nearly all three")
    func easyKanjiExamples() throws {
        let library = try load()
        var short = 0
        for level in ["N5", "N4", "N3"] {
            for item in try #require(library.kanji[level]).items {
                // A kanji one word of the level brings there (嵐) may have one other word to show.
                #expect(item.examples.count >= 2, "\(item.id) has \(item.examples.count) examples")
                if item.examples.count < 3 { short += 1 }
            }
        }
        #expect(short <= 5)
    }

    @Test("kanji carry strokes, a radical, readings and meanings without radical names")
    func kanjiFields() throws {
        let library = try load()
        for item in library.kanji.values.flatMap(\.items) {
            #expect(item.kanji.count == 1 && item.strokes > 0 && item.radical.count == 1, "\(item.id)")
            #expect(!item.meanings.isEmpty, "\(item.id) has no meaning")
            #expect(!item.meanings.contains { $0.contains("radical (no") }, "\(item.id): \(item.meanings)")
            // KANJIDIC2 notation is kept: "-" marks an affix, "." starts the okurigana.
            let readings = (item.onyomi + item.kunyomi).map { $0.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ".", with: "") }
            #expect(readings.allSatisfy(Self.isKana) && !readings.isEmpty, "\(item.id): \(item.onyomi) \(item.kunyomi)")
        }
        let one = try #require(library.kanji["N5"]?.items.first { $0.kanji == "一" })
        #expect(one.kunyomi.contains("ひと.つ") && one.kunyomi.contains("ひと-"))
        #expect(one.radical == "一" && one.meanings == ["one"])
    }

    @Test("jōyō kanji the raw lists lack are present", arguments: ["分", "無", "身", "誰", "的", "可", "日", "曜"])
    func joyoKanji(kanji: String) throws {
        let library = try load()
        let levels = Self.levels.filter { level in library.kanji[level]?.items.contains { $0.kanji == kanji } ?? false }
        #expect(levels.count == 1, "\(kanji) found at \(levels)")
    }

    @Test("分 is taught at N5, where 自分 and 分かる are")
    func kanjiLevelFollowsVocabulary() throws {
        let library = try load()
        #expect(library.kanji["N5"]?.items.contains { $0.kanji == "分" } == true)
    }

    // MARK: - Index

    @Test("index.json lists every deck with its real size, item and day counts")
    func indexMatches() throws {
        let library = try load()
        let index = try #require(library.index)
        #expect(index.format == 1)
        #expect(index.decks.count == 11)
        for entry in index.decks {
            #expect(library.sizes[entry.file] == entry.bytes, "\(entry.file): size")
            if entry.kind == "vocab" {
                let deck = try #require(library.vocab[entry.level])
                #expect(deck.items.count == entry.itemCount && deck.items.last?.day == entry.dayCount && deck.title == entry.title)
            } else {
                let deck = try #require(library.kanji[entry.level])
                #expect(deck.items.count == entry.itemCount && deck.items.last?.day == entry.dayCount && deck.title == entry.title)
            }
        }
    }

    // MARK: - JMdict resolution (issue 9)

    @Test("every word names its JMdict entry and a part of speech; one item per entry and reading")
    func oneItemPerEntryAndReading() throws {
        let library = try load()
        var seen: [String: String] = [:]
        for level in Self.levels {
            for item in try #require(library.vocab[level]).items {
                let entry = try #require(item.jmdict, "\(item.id) names no JMdict entry")
                #expect(!(item.partOfSpeech ?? "").isEmpty, "\(item.id) has no part of speech")
                let key = "\(entry):\(item.reading)"
                #expect(seen[key] == nil, "\(item.id) and \(seen[key] ?? "") are one JMdict entry and reading")
                seen[key] = item.id
            }
        }
    }

    @Test("headwords are kana, kanji and the usual marks only")
    func headwordCharacters() throws {
        let library = try load()
        let allowed: (Unicode.Scalar) -> Bool = { scalar in
            switch scalar.value {
            case 0x3041...0x3096, 0x309D, 0x309E, 0x30A1...0x30FA, 0x30FC...0x30FE, 0x3005, 0x3006,
                 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x301C, 0xFF5E, 0x30FB: return true
            default: return false
            }
        }
        for level in Self.levels {
            for item in try #require(library.vocab[level]).items {
                #expect(item.word.unicodeScalars.allSatisfy(allowed), "\(item.id): bad character in the headword")
            }
        }
    }

    @Test("no dictionary markup or codes in meanings: (n), (xx:), JIS, SPC, bare powers of ten")
    func noMarkupInMeanings() throws {
        let library = try load()
        let markup = try Regex(#"\((n|vs|vi|vt|v1|v5\w*|adj-\w+|adv|int|exp|uk|pn|ctr|prt|conj)\)|\(\w\w\w?:\)|\bJIS\b|\bSPC\b|\d+\s*\^\s*-?\d+|\d+\*\*-?\d+|^[+\-%]+$|&\w+;"#)
        for level in Self.levels {
            for item in try #require(library.vocab[level]).items {
                for meaning in item.meanings {
                    #expect(meaning.firstMatch(of: markup) == nil, "\(item.id): markup in \(meaning)")
                }
            }
        }
    }

    @Test("the hand-planned days of tools/decks/curation.tsv are the days the deck opens with")
    func plannedDays() throws {
        let library = try load()
        let curation = Self.decksDirectory.deletingLastPathComponent().appendingPathComponent("tools/decks/curation.tsv")
        let lines = try String(contentsOf: curation, encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let planned = lines.filter { $0.first == "day" && $0.count == 6 }
        #expect(planned.count >= 100)
        for line in planned {
            let deck = try #require(library.vocab[line[1]])
            let day = try #require(Int(line[2]))
            // The line names the spelling the list had; the item may show it in kana or as an alternate.
            let match = deck.items.first { ($0.word == line[3] || $0.alternates?.contains(line[3]) == true || $0.word == line[4]) && $0.reading == line[4] }
            #expect(match?.day == day, "\(line[3]) \(line[4]) is not on \(line[1]) day \(day)")
        }
        // Words of a planned day are exactly the planned ones (no filler).
        for level in Set(planned.map { $0[1] }) {
            let days = Set(planned.filter { $0[1] == level }.compactMap { Int($0[2]) })
            let deck = try #require(library.vocab[level])
            for day in days {
                let count = planned.filter { $0[1] == level && Int($0[2]) == day }.count
                #expect(deck.items.filter { $0.day == day }.count == count)
            }
        }
    }

    @Test("no example sentence swears, shouts a prohibition or is about sex or killing")
    func fitExamples() throws {
        let library = try load()
        let unfit = try Regex(#"(?i)\b(fuck\w*|shit\w*|bitch\w*|asshole\w*|sex\w*|rape\w*|kill\w*|murder\w*)\b"#)
        let prohibition = try Regex(#"^\s*Don'?t\b.*!\s*$"#)
        for item in library.vocab.values.flatMap(\.items) {
            for example in item.examples ?? [] {
                #expect(example.en.firstMatch(of: unfit) == nil, "\(item.id): \(example.en)")
                #expect(example.en.wholeMatch(of: prohibition) == nil, "\(item.id): \(example.en)")
            }
        }
    }

    @Test("counts per level (printed to the test log)")
    func countsPerLevel() throws {
        let library = try load()
        var total = 0
        for level in Self.levels {
            let vocab = try #require(library.vocab[level])
            let kanji = try #require(library.kanji[level])
            let withExamples = vocab.items.filter { !($0.examples ?? []).isEmpty }.count
            print("\(level): \(vocab.items.count) words in \(vocab.items.last?.day ?? 0) days (\(withExamples) with sentences), "
                + "\(kanji.items.count) kanji in \(kanji.items.last?.day ?? 0) days")
            total += vocab.items.count
        }
        print("total: \(total) words")
        #expect(total > 7_000)
    }
}
