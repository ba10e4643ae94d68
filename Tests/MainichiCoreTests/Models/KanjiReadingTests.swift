import Testing
@testable import MainichiCore

@Suite struct KanjiReadingTests {
    @Test(arguments: [
        ("ひと.つ", "ひと(つ)"), ("-び", "〜び"), ("ひと-", "ひと〜"), ("ひ", "ひ"), ("-かた.い", "〜かた(い)"),
    ])
    func displayForm(reading: String, expected: String) {
        #expect(KanjiReading.display(reading) == expected)
    }

    @Test func bareAndStemDropMarkers() {
        #expect(KanjiReading.bare("ひと.つ") == "ひとつ")
        #expect(KanjiReading.stem("ひと.つ") == "ひと")
        #expect(KanjiReading.bare("-び") == "び")
        #expect(KanjiReading.stem("ひと-") == "ひと")
    }

    @Test func affixMarkIsWideNotAmbiguous() {
        // U+301C WAVE DASH is East Asian Wide; U+FF5E would be fullwidth, U+223C ambiguous.
        #expect(KanjiReading.affixMark.unicodeScalars.map(\.value) == [0x301C])
    }

    @Test func answerReadingsIncludeFullAndStemForms() {
        let item = KanjiItem(id: "k:一", kanji: "一", day: 1, level: .n5, strokes: 1, radical: "一",
                             onyomi: ["イチ", "イツ"], kunyomi: ["ひと-", "ひと.つ"], meanings: ["one"])
        #expect(item.answerReadings == ["イチ", "イツ", "ひと", "ひとつ"])
        #expect(item.displayKunyomi == ["ひと〜", "ひと(つ)"])
    }
}
