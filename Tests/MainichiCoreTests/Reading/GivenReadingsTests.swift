@testable import MainichiCore
import Testing

/// `GivenReadings`: the readings an Aozora Bunko text gives (ruby) read its words, for the Read
/// screen and `mainichi mine` alike.
@Suite("Readings the text gives")
struct GivenReadingsTests {
    /// The words of an Aozora Bunko text as `mainichi mine` reads them.
    static func words(_ aozora: String) throws -> (document: ReadingDocument, words: GivenReadings) {
        let dictionary = try #require(SegmenterTests.dictionary)
        let document = try ReadingDocument.load(bytes: Array(aozora.utf8), name: "book.txt")
        return (document, document.bodyWords(segmenter: Segmenter(dictionary: dictionary), dictionary: dictionary))
    }

    static func token(_ text: String, in words: GivenReadings) throws -> (index: Int, token: TextToken) {
        let index = try #require(words.tokens.firstIndex { $0.text == text })
        return (index, words.tokens[index])
    }

    @Test("今日《こんにち》 reads こんにち, not the dictionary's first reading きょう; a word without ruby keeps its own")
    func wholeWord() throws {
        let (document, words) = try Self.words("今日《こんにち》は猫《ねこ》の話をします。\n今日も雨。\n")
        #expect(document.format == .aozora)
        let today = try Self.token("今日", in: words)
        #expect(today.token.reading == "こんにち")
        #expect(words.dictionaryReadings[today.index] == "こんにち")
        let rain = try Self.token("雨", in: words)
        #expect(words.dictionaryReadings[rain.index] == nil)
        // The first reading the text gives a word is the word's: the second 今日 has none.
        let position = try #require(today.token.entryPosition)
        #expect(words.readingsByEntry[position] == "こんにち")
        let dictionary = try #require(SegmenterTests.dictionary)
        let coverage = TextCoverage(text: document.bodyText, tokens: words.tokens, knowledge: { _ in .new }, dictionary: dictionary)
        #expect(coverage.words.first { $0.dictionaryForm == "今日" }?.reading == "きょう")
        let read = coverage.reading(as: words.readingsByEntry)
        #expect(read.words.first { $0.dictionaryForm == "今日" }?.reading == "こんにち")
        #expect(read.words.first { $0.dictionaryForm == "今日" }?.count == 2)
        #expect(read.words.first { $0.dictionaryForm == "猫" }?.reading == "ねこ")
    }

    @Test("A reading over several words their readings do not make (羅生門《らしょうもん》) leaves them unknown, not counted; one they make (古い写真) keeps them")
    func runTheDictionaryLacks() throws {
        let dictionary = try #require(SegmenterTests.dictionary)
        let (document, words) = try Self.words("羅生門《らしょうもん》の猫《ねこ》、｜古い写真《ふるいしゃしん》を見た。羅生門が見える。\n")
        // One unknown token, as the segmenter gives a run of kanji it does not know.
        let gate = words.tokens.filter { $0.range.upperBound <= 3 }
        #expect(gate.map(\.text) == ["羅生門"])
        #expect(gate.allSatisfy { $0.kind == .unknownKanji && $0.entryPosition == nil }, "\(gate)")
        let coverage = TextCoverage(text: document.bodyText, tokens: words.tokens, knowledge: { _ in .new }, dictionary: dictionary)
            .reading(as: words.readingsByEntry)
        let counted = coverage.words.map(\.dictionaryForm)
        #expect(!counted.contains("羅") && !counted.contains("生"), "\(counted)")
        #expect(counted.contains("古い") && counted.contains("写真") && counted.contains("見る"), "\(counted)")
        // The later 羅生門 takes the reading the book gave (AozoraReader), and is no words either.
        let later = words.tokens.filter { $0.range.lowerBound >= 14 && $0.range.upperBound <= 17 }
        #expect(later.map(\.text) == ["羅生門"], "\(words.tokens.map(\.text))")
        #expect(later.allSatisfy { !$0.isWord }, "\(later)")
        // The words after the runs keep their readings (the indices moved with the runs).
        let photo = try Self.token("写真", in: words)
        #expect(photo.token.isWord && photo.token.dictionaryForm == "写真")
        let cat = try Self.token("猫", in: words)
        #expect(words.dictionaryReadings[cat.index] == "ねこ")
    }

    @Test("A reading another entry of the same word has picks that entry: 生物《なまもの》 is raw food, not a living thing")
    func otherEntry() throws {
        let dictionary = try #require(SegmenterTests.dictionary)
        let plain = try #require(Segmenter(dictionary: dictionary).tokens(in: "生物を見た。").first)
        let (_, words) = try Self.words("生物《なまもの》を見た。\n")
        let food = try Self.token("生物", in: words)
        #expect(food.token.entryPosition != plain.entryPosition)
        let position = try #require(food.token.entryPosition)
        let entry = try #require(dictionary.entry(at: position))
        #expect(entry.readings.contains("なまもの") && entry.meanings.contains("raw food"), "\(entry)")
    }

    @Test("Ruby over an inflected word's kanji reads its dictionary form; one that makes no listed reading leaves it")
    func inflected() throws {
        let (_, words) = try Self.words("猫《ねこ》が魚を食《た》べさせられた。\n友達が来《き》た。\n")
        let eaten = try Self.token("食べさせられた", in: words)
        #expect(eaten.token.reading == "たべさせられた")
        #expect(words.dictionaryReadings[eaten.index] == "たべる")
        // 来た read き: 来る does not read きる, so the dictionary form's reading is not made up.
        let came = try #require(words.tokens.firstIndex { $0.text.hasPrefix("来") })
        #expect(words.tokens[came].dictionaryForm == "来る")
        #expect(words.dictionaryReadings[came] == nil)
    }

    @Test("A reading over a run cut into two words covers both for drawing and reads neither alone")
    func run() throws {
        let (document, words) = try Self.words("｜古い写真《ふるいしゃしん》を見た。\n")
        let old = try Self.token("古い", in: words)
        let photo = try Self.token("写真", in: words)
        #expect(words.dictionaryReadings[old.index] == nil && words.dictionaryReadings[photo.index] == nil)
        let placements = GivenReadings.placements(of: document.bodyRuby, on: words.tokens)
        #expect(placements == [GivenReadings.Placement(reading: "ふるいしゃしん", tokens: old.index...photo.index, endInLastToken: 2)])
    }

    @Test("Ruby ranges count from the start of the body text, past the title page and across lines")
    func bodyRuby() throws {
        let book = "春の手紙\n山田花子\n\n　今日《こんにち》は。\n　猫《ねこ》だ。\n底本：「春の手紙」\n"
        let document = try ReadingDocument.load(bytes: Array(book.utf8), name: "book.txt")
        let body = Array(document.bodyText)
        let readings = document.bodyRuby.map { ($0.reading, String(body[$0.range])) }
        #expect(readings.map(\.0) == ["こんにち", "ねこ"])
        #expect(readings.map(\.1) == ["今日", "猫"])
    }
}
