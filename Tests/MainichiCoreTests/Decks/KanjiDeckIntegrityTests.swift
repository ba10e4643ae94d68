import Foundation
import Testing

/// The committed kanji decks: the optional Names deck after N1 and the radicals' forms and names.
@Suite("Kanji deck integrity")
struct KanjiDeckIntegrityTests {
    struct Item: Decodable {
        let id: String
        let kanji: String
        let grade: Int?
        let radical: String
        let radicalNumber: Int?
        let radicalForm: String?
        let radicalName: String?
        let onyomi: [String]
        let kunyomi: [String]
        let rareReadings: [String]?
        let examples: [Example]
    }

    struct Example: Decodable {
        let word: String
        let meaning: String
        /// The JLPT level of a deck word; empty for a word the build found in the dictionary.
        var level: String? = nil
    }

    struct Deck: Decodable {
        let id: String?
        let level: String?
        let title: String
        let items: [Item]
    }

    static func deck(_ file: String) throws -> Deck {
        try JSONDecoder().decode(Deck.self, from: Data(contentsOf: DeckIntegrityTests.decksDirectory.appendingPathComponent(file)))
    }

    /// Every kanji any vocabulary headword or alternate spelling is written with.
    static func usedKanji() throws -> Set<Character> {
        let library = try DeckIntegrityTests.library.get()
        var used = Set<Character>()
        for item in library.vocab.values.flatMap(\.items) {
            for form in [item.word] + (item.alternates ?? []) { used.formUnion(form) }
        }
        return used
    }

    @Test("name-only kanji (jinmeiyō, in no word) are in the optional Names deck, not in N1")
    func nameOnlyKanji() throws {
        let used = try Self.usedKanji()
        let names = try Self.deck("kanji/names.json")
        #expect(names.id == "kanji-names" && names.level == nil && names.items.count > 150)
        for item in names.items {
            #expect(item.grade == 9 || item.grade == 10, "\(item.id) is not a jinmeiyō kanji")
            #expect(!used.contains(Character(item.kanji)), "\(item.id) is used by a word")
        }
        let n1 = try Self.deck("kanji/n1.json")
        let left = n1.items.filter { ($0.grade == 9 || $0.grade == 10) && !used.contains(Character($0.kanji)) }
        #expect(left.isEmpty, "name-only kanji in N1: \(left.map(\.kanji).joined())")
        // The index lists it after the N1 kanji.
        let index = try String(contentsOf: DeckIntegrityTests.decksDirectory.appendingPathComponent("index.json"), encoding: .utf8)
        let n1Position = try #require(index.range(of: "\"kanji/n1.json\""))
        let namesPosition = try #require(index.range(of: "\"kanji/names.json\""))
        #expect(n1Position.lowerBound < namesPosition.lowerBound)
    }

    @Test("every kanji shows its radical in the form it takes inside it, with a kana name (氵 さんずい in 海)")
    func radicalForms() throws {
        var all: [Item] = []
        for file in ["n5", "n4", "n3", "n2", "n1", "names"] {
            all += try Self.deck("kanji/\(file).json").items
        }
        for item in all {
            let form = try #require(item.radicalForm, "\(item.id) has no radical form")
            #expect(!form.isEmpty)
            let name = item.radicalName ?? ""
            #expect(DeckIntegrityTests.isKana(name), "\(item.id): radical name \(name)")
        }
        let byKanji = Dictionary(all.map { ($0.kanji, $0) }, uniquingKeysWith: { first, _ in first })
        // Radicals written differently inside kanji than alone: the variant form, not the radical.
        for (kanji, form) in [("海", "氵"), ("花", "艹"), ("道", "辶"), ("持", "扌"), ("休", "亻")] {
            #expect(byKanji[kanji]?.radicalForm == form, "\(kanji): \(byKanji[kanji]?.radicalForm ?? "-")")
            #expect(byKanji[kanji]?.radicalForm != byKanji[kanji]?.radical)
        }
    }

    @Test("rare readings (derived from JMdict's common words) are the kanji's own, and never all of them")
    func rareReadingsAreMarkedSparingly() throws {
        var marked = 0
        for file in ["kanji/n5.json", "kanji/n4.json", "kanji/n3.json", "kanji/n2.json", "kanji/n1.json"] {
            for item in try Self.deck(file).items {
                let readings = item.onyomi + item.kunyomi
                let rare = item.rareReadings ?? []
                #expect(rare.allSatisfy(readings.contains), "\(item.kanji): \(rare) are not its readings")
                #expect(rare.count < readings.count, "\(item.kanji): every reading is marked rare")
                marked += rare.isEmpty ? 0 : 1
            }
        }
        #expect(marked > 0)
        // N5's first kanji: 日 keeps ニチ and ひ common whatever else is rare.
        let day = try #require(try Self.deck("kanji/n5.json").items.first { $0.kanji == "日" })
        #expect(!(day.rareReadings ?? []).contains("ニチ") && !(day.rareReadings ?? []).contains("ひ"))
    }

    @Test("no kanji example word is glossed with a loanword source note (瑞西 \"Switzerland (fre: Suisse)\")")
    func exampleGlossesHaveNoSourceNotes() throws {
        let note = /\([a-z]{3}:/
        for file in ["kanji/n5.json", "kanji/n4.json", "kanji/n3.json", "kanji/n2.json", "kanji/n1.json", "kanji/names.json"] {
            for item in try Self.deck(file).items {
                for example in item.examples {
                    #expect(example.meaning.firstMatch(of: note) == nil, "\(item.kanji): \(example.word) \(example.meaning)")
                }
            }
        }
    }

    @Test("no kanji's dictionary example word (not a deck word) is an obsolete unit or a sexual word (貫 かん, 勃起); 勃 shows the table's 勃発")
    func exampleWordsAreEverydayWords() throws {
        let unfit = /(?i)\b(obs\.|obsolete|old( Japanese)?)\s+unit\b|\b(penis|sexual|sex)\b/
        for file in ["kanji/n5.json", "kanji/n4.json", "kanji/n3.json", "kanji/n2.json", "kanji/n1.json", "kanji/names.json"] {
            for item in try Self.deck(file).items {
                for example in item.examples where (example.level ?? "").isEmpty {
                    #expect(example.meaning.firstMatch(of: unfit) == nil, "\(item.kanji): \(example.word) \(example.meaning)")
                }
            }
        }
        let sudden = try #require(try Self.deck("kanji/n1.json").items.first { $0.kanji == "勃" })
        #expect(sudden.examples.map(\.word).contains("勃発"))
    }

    @Test("no kanji lists a loanword spelling of a unit as a reading (立 リットル, 粉 デシメートル, 瓦 ぐらむ)")
    func noLoanwordReadings() throws {
        let units: Set<String> = ["ぐらむ", "めーとる", "めえとる", "りっとる", "やーど", "いんち", "ふぃーと", "ぽんど", "どる", "せんち", "みり", "きろ"]
        let isKatakana = { (c: Unicode.Scalar) in (0x30A1...0x30FF).contains(c.value) }
        for file in ["kanji/n5.json", "kanji/n4.json", "kanji/n3.json", "kanji/n2.json", "kanji/n1.json", "kanji/names.json"] {
            for item in try Self.deck(file).items {
                for reading in item.onyomi {
                    #expect(!reading.contains("ー") && reading.count <= 3, "\(item.kanji): on'yomi \(reading)")
                }
                for reading in item.kunyomi {
                    let bare = reading.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: "-", with: "")
                    #expect(!bare.unicodeScalars.contains(where: isKatakana) && !units.contains(bare), "\(item.kanji): kun'yomi \(reading)")
                }
            }
        }
    }
}
