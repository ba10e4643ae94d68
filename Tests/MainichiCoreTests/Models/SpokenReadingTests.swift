import Testing
@testable import MainichiCore

/// The kana spoken for an item: one rule for every screen that speaks one.
@Suite struct SpokenReadingTests {
    static func kanji(on: [String], kun: [String]) -> KanjiItem {
        KanjiItem(id: "k:生", kanji: "生", day: 1, level: .n5, strokes: 5, radical: "生", onyomi: on, kunyomi: kun,
                  meanings: ["life"])
    }

    @Test func aKanjiIsSpokenByItsOnReadingElseItsBareKunReadingElseItself() {
        #expect(Self.kanji(on: ["セイ", "ショウ"], kun: ["い.きる"]).spokenReading == "セイ")
        #expect(StudyItem.kanji(Self.kanji(on: ["セイ"], kun: [])).spokenReading == "セイ")
        #expect(Self.kanji(on: [], kun: ["い.きる", "う.まれる"]).spokenReading == "いきる")
        #expect(Self.kanji(on: [], kun: []).spokenReading == "生")
    }
}
