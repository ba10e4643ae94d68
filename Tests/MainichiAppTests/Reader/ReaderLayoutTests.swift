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

    @Test func aSpaceAtTheStartOfARowIsLeftOut() {
        let tokens = [
            TextToken(text: "Netflix", range: 0..<7, kind: .latin),
            TextToken(text: " ", range: 7..<8, kind: .space),
            TextToken(text: "ドラマ", range: 8..<11, kind: .word, dictionaryForm: "ドラマ", reading: "どらま", entryPosition: 0),
        ]
        let rows = Self.layout(width: 7).rows(line: 0, text: "Netflix ドラマ", tokens: tokens)
        #expect(rows.map { $0.pieces.map(\.text).joined() } == ["Netflix", "ドラマ"])
    }
}
