import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Wrapping a line of a text: whole words on a row, readings in brackets after the kanji, never
/// a wide glyph cut.
@Suite struct ReaderLayoutTests {
    static func layout(width: Int, readings: ReaderShelf.Readings = .all) -> ReaderLayout {
        ReaderLayout(width: width, readings: readings, role: { _ in .normal }, isUnknown: { _ in true })
    }

    static func word(_ text: String, reading: String, at start: Int) -> TextToken {
        TextToken(text: text, range: start..<(start + text.count), kind: .word, dictionaryForm: text, reading: reading,
                  entryPosition: 0)
    }

    @Test func theReadingGoesAfterTheKanjiOnlyAroundTheKana() {
        let layout = Self.layout(width: 40)
        #expect(layout.parts(of: Self.word("食べさせられた", reading: "たべさせられた", at: 0)).map(\.0) == ["食", "[た]", "べさせられた"])
        #expect(layout.parts(of: Self.word("お茶", reading: "おちゃ", at: 0)).map(\.0) == ["お", "茶", "[ちゃ]"])
        #expect(layout.parts(of: Self.word("東京", reading: "とうきょう", at: 0)).map(\.0) == ["東京", "[とうきょう]"])
        #expect(layout.parts(of: Self.word("パン", reading: "ぱん", at: 0)).map(\.0) == ["パン"])
        #expect(Self.layout(width: 40, readings: .none).parts(of: Self.word("東京", reading: "とうきょう", at: 0)).map(\.0) == ["東京"])
    }

    @Test func aWordWrittenWithDigitsGetsItsWholeReading() {
        let layout = Self.layout(width: 40)
        #expect(layout.parts(of: Self.word("２日", reading: "ふつか", at: 0)).map(\.0) == ["２日", "[ふつか]"])
        #expect(layout.parts(of: Self.word("2つ", reading: "ふたつ", at: 0)).map(\.0) == ["2", "[ふた]", "つ"])
    }

    @Test func aWordThatDoesNotFitGoesWholeToTheNextRowAndNoGlyphIsCut() {
        let tokens = [Self.word("東京", reading: "とうきょう", at: 0), Self.word("首都", reading: "しゅと", at: 2)]
        // 東京[とうきょう] is 16 columns; 首都[しゅと] 10 more does not fit in 20.
        let rows = Self.layout(width: 20).rows(line: 0, text: "東京首都", tokens: tokens)
        #expect(rows.count == 2)
        #expect(rows[0].tokens == [0])
        #expect(rows[1].tokens == [1])
        #expect(rows.allSatisfy { $0.width <= 20 })
        // Narrower than one word: cut between characters, never inside a glyph.
        let narrow = Self.layout(width: 5).rows(line: 0, text: "東京首都", tokens: tokens)
        #expect(narrow.allSatisfy { $0.width <= 5 })
        #expect(narrow.flatMap(\.pieces).map(\.text).joined() == "東京[とうきょう]首都[しゅと]")
    }

    @Test func aNumberAndItsCounterGoToTheNextRowTogether() {
        // 飲みました、10杯。: at 15 columns 10 would end the first row and 杯 start the next.
        let tokens = [
            Self.word("飲みました", reading: "のみました", at: 0),
            TextToken(text: "、", range: 5..<6, kind: .punctuation),
            TextToken(text: "10", range: 6..<8, kind: .number),
            Self.word("杯", reading: "はい", at: 8),
            TextToken(text: "。", range: 9..<10, kind: .punctuation),
        ]
        let layout = Self.layout(width: 15, readings: .none)
        let rows = layout.rows(line: 0, text: "飲みました、10杯。", tokens: tokens)
        #expect(rows.map { $0.pieces.map(\.text).joined() } == ["飲みました、", "10杯。"])
        // A number with a space after it is not joined to the next word.
        let spaced = [TextToken(text: "10", range: 0..<2, kind: .number), TextToken(text: " ", range: 2..<3, kind: .space),
                      Self.word("杯", reading: "はい", at: 3)]
        #expect(layout.units(text: "10 杯", tokens: spaced, ruby: [], dimmed: false).count == 3)
    }

    @Test func aSpaceAtTheStartOfARowIsLeftOut() {
        let tokens = [
            TextToken(text: "Netflix", range: 0..<7, kind: .latin),
            TextToken(text: " ", range: 7..<8, kind: .space),
            TextToken(text: "ドラマ", range: 8..<11, kind: .word, dictionaryForm: "ドラマ", reading: "どらま", entryPosition: 0),
        ]
        let rows = Self.layout(width: 7).rows(line: 0, text: "Netflix ドラマ", tokens: tokens)
        #expect(rows.map { $0.pieces.map(\.text).joined() } == ["Netflix", "ドラマ"])
        // A line's own indent (　 before a paragraph) stays: it tells where a paragraph starts.
        let indented = Self.layout(width: 40).rows(line: 0, text: "　猫", tokens: [
            TextToken(text: "　", range: 0..<1, kind: .space), Self.word("猫", reading: "ねこ", at: 1),
        ])
        #expect(indented.map { $0.pieces.map(\.text).joined() } == ["　猫[ねこ]"])
    }

    @Test func aReadingTheTextGivesWinsOverTheDictionarysForItsCharacters() {
        // 今日《こんにち》: the text reads it こんにち, the dictionary きょう.
        let today = Self.word("今日", reading: "きょう", at: 0)
        let rows = Self.layout(width: 40).rows(line: 0, text: "今日", tokens: [today],
                                               ruby: [RubyReading(range: 0..<2, reading: "こんにち")])
        #expect(rows.flatMap(\.pieces).map(\.text).joined() == "今日[こんにち]")
        #expect(rows.flatMap(\.pieces).filter(\.isReading).map(\.role) == [.readerReading])
        // Over part of a word (気持《きも》ち): after the characters it covers, no dictionary reading.
        let feeling = Self.word("気持ち", reading: "きもち", at: 0)
        #expect(Self.layout(width: 40).rows(line: 0, text: "気持ち", tokens: [feeling], ruby: [RubyReading(range: 0..<2, reading: "きも")])
            .flatMap(\.pieces).map(\.text) == ["気持", "[きも]", "ち"])
        // Over a run the segmenter cut in two (｜古い写真《ふるいしゃしん》): once, after the last.
        let tokens = [Self.word("古い", reading: "ふるい", at: 0), Self.word("写真", reading: "しゃしん", at: 2)]
        let run = Self.layout(width: 40).rows(line: 0, text: "古い写真", tokens: tokens, ruby: [RubyReading(range: 0..<4, reading: "ふるいしゃしん")])
        #expect(run.flatMap(\.pieces).map(\.text).joined() == "古い写真[ふるいしゃしん]")
        #expect(run.flatMap(\.pieces).last?.token == 1)
    }

    @Test func aRunUnderOneReadingWrapsWholeWithItsReading() {
        // 台所《だいどころ》で｜古い写真《ふるいしゃしん》: 古い fits after で in 24 columns, 写真 and the
        // reading do not; the run goes down whole, so the reading never stands over 写真 alone.
        let tokens = [Self.word("台所", reading: "だいどころ", at: 0), TextToken(text: "で", range: 2..<3, kind: .word, entryPosition: 0),
                      Self.word("古い", reading: "ふるい", at: 3), Self.word("写真", reading: "しゃしん", at: 5)]
        let ruby = [RubyReading(range: 0..<2, reading: "だいどころ"), RubyReading(range: 3..<7, reading: "ふるいしゃしん")]
        let rows = Self.layout(width: 24).rows(line: 0, text: "台所で古い写真", tokens: tokens, ruby: ruby)
        #expect(rows.map { $0.pieces.map(\.text).joined() } == ["台所[だいどころ]で", "古い写真[ふるいしゃしん]"])
        #expect(rows[1].tokens == [2, 3])
        #expect(rows[1].pieces.last.map { $0.isReading && $0.token == 3 } == true)
        // A run wider than the row is cut between characters, never inside a wide glyph.
        let narrow = Self.layout(width: 9).rows(line: 0, text: "台所で古い写真", tokens: tokens, ruby: ruby)
        #expect(narrow.allSatisfy { $0.width <= 9 })
        #expect(narrow.flatMap(\.pieces).map(\.text).joined() == "台所[だいどころ]で古い写真[ふるいしゃしん]")
    }

    @Test func aReadingTheTextGivesFollowsTheReadingsSetting() {
        let today = Self.word("今日", reading: "きょう", at: 0)
        let ruby = [RubyReading(range: 0..<2, reading: "こんにち")]
        let none = Self.layout(width: 40, readings: .none).rows(line: 0, text: "今日", tokens: [today], ruby: ruby)
        #expect(none.flatMap(\.pieces).map(\.text).joined() == "今日")
        // New and learning words only: a known word under it shows no reading, a new one does.
        let known = ReaderLayout(width: 40, readings: .unknown, role: { _ in .readerKnown }, isUnknown: { _ in false })
        #expect(known.rows(line: 0, text: "今日", tokens: [today], ruby: ruby).flatMap(\.pieces).map(\.text).joined() == "今日")
        let unknown = Self.layout(width: 40, readings: .unknown).rows(line: 0, text: "今日", tokens: [today], ruby: ruby)
        #expect(unknown.flatMap(\.pieces).map(\.text).joined() == "今日[こんにち]")
        // A line not cut into words yet (or without the dictionary) shows it too.
        let plain = Self.layout(width: 40, readings: .unknown).rows(line: 0, text: "今日は", tokens: nil, ruby: ruby)
        #expect(plain.flatMap(\.pieces).map(\.text).joined() == "今日[こんにち]は")
    }

    @Test func aLineAboutTheBookIsDimmedReadingsAndAll() {
        let rows = Self.layout(width: 40).rows(line: 0, text: "春の手紙", tokens: [TextToken(text: "春の手紙", range: 0..<4, kind: .punctuation)],
                                               ruby: [RubyReading(range: 0..<1, reading: "はる")], dimmed: true)
        #expect(rows.flatMap(\.pieces).map(\.text).joined() == "春[はる]の手紙")
        #expect(rows.flatMap(\.pieces).allSatisfy { $0.role == .dim })
    }

    @Test func closingPunctuationNeverStartsARowTheWordBeforeComesDownWithIt() {
        let tokens = [Self.word("猫", reading: "ねこ", at: 0), Self.word("魚", reading: "さかな", at: 1),
                      TextToken(text: "。", range: 2..<3, kind: .punctuation)]
        // 猫[ねこ]魚[さかな] is 14 columns: the 。 does not fit in 15, so 魚 goes down with it.
        let rows = Self.layout(width: 15).rows(line: 0, text: "猫魚。", tokens: tokens)
        #expect(rows.map { $0.pieces.map(\.text).joined() } == ["猫[ねこ]", "魚[さかな]。"])
        #expect(rows[1].pieces.first?.x == 0 && rows[1].width <= 15)
        // A word alone on its row stays: the 。 goes down alone.
        let alone = Self.layout(width: 11).rows(line: 0, text: "魚。", tokens: [Self.word("魚", reading: "さかな", at: 0),
                                                                           TextToken(text: "。", range: 1..<2, kind: .punctuation)])
        #expect(alone.map { $0.pieces.map(\.text).joined() } == ["魚[さかな]", "。"])
    }

    @Test func aNumberWithADecimalPointIsNeverWrappedInside() throws {
        // マグニチュード５.８ as the segmenter cuts it: at every width the number stays on one row.
        let dictionary = try #require(JapaneseDictionary.shared(decksDirectory: TestApp.decksDirectory))
        let text = "大きな地震はマグニチュード５.８でした。"
        let tokens = Segmenter(dictionary: dictionary).tokens(in: text)
        for width in 6...40 {
            let rows = Self.layout(width: width, readings: .none).rows(line: 0, text: text, tokens: tokens)
            #expect(rows.contains { $0.pieces.map(\.text).joined().contains("５.８") }, "width \(width)")
        }
    }
}
