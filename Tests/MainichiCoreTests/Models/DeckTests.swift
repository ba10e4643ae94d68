import Testing
@testable import MainichiCore

@Suite struct DeckTests {
    func word(_ n: Int, day: Int) -> StudyItem {
        .vocab(VocabItem(id: "v:\(n)", word: "w\(n)", reading: "r\(n)", meanings: ["m\(n)", "n\(n)"], day: day, level: .n4))
    }

    @Test func splitsItemsIntoDaysKeepingFileOrderWithinADay() {
        let deck = Deck(kind: .vocab, level: .n4, title: "N4", itemsPerDay: 2,
                        items: [word(1, day: 2), word(2, day: 1), word(3, day: 2), word(4, day: 1), word(5, day: 3)])
        #expect(deck.dayCount == 3)
        #expect(deck.items(forDay: 1).map(\.id) == ["v:2", "v:4"])
        #expect(deck.items(forDay: 2).map(\.id) == ["v:1", "v:3"])
        #expect(deck.items(forDay: 3).map(\.id) == ["v:5"])
        #expect(deck.items(forDay: 0).isEmpty)
        #expect(deck.items(forDay: 4).isEmpty)
    }

    @Test func dayWithoutItemsIsEmptyNotMisplaced() {
        let deck = Deck(kind: .vocab, level: .n4, title: "N4", itemsPerDay: 2, items: [word(1, day: 1), word(2, day: 3)])
        #expect(deck.dayCount == 3)
        #expect(deck.items(forDay: 2).isEmpty)
        #expect(deck.items(forDay: 3).map(\.id) == ["v:2"])
    }

    @Test func studyItemSummaries() {
        let item = word(7, day: 1)
        #expect(item.headword == "w7")
        #expect(item.primaryReading == "r7")
        #expect(item.meaningSummary == "m7; n7")
        #expect(item.dayKey.rawValue == "jlpt-vocab-n4:1")
        let kanji = StudyItem.kanji(KanjiItem(id: "k:下", kanji: "下", day: 2, level: .n5, strokes: 3, radical: "一",
                                              onyomi: [], kunyomi: ["した", "くだ.る"], meanings: ["below"]))
        #expect(kanji.primaryReading == "した")
        #expect(kanji.kind == .kanji)
    }

    @Test func dayKeyRoundTripsAndRejectsGarbage() {
        let key = DayKey(kind: .kanji, level: .n2, day: 14)
        #expect(key.rawValue == "jlpt-kanji-n2:14")
        #expect(DayKey(rawValue: "jlpt-kanji-n2:14") == key)
        // The form written before open deck identities still reads, as the same day.
        #expect(DayKey(rawValue: "kanji:N2:14") == key)
        #expect(DayKey.canonical("kanji:N2:14") == "jlpt-kanji-n2:14")
        #expect(DayKey.canonical("mystery:9") == "mystery:9")
        #expect(DayKey.canonical("Not A Key") == "Not A Key")
        #expect(DayKey(rawValue: "kanji:N6:1") == nil)
        #expect(DayKey(rawValue: "vocab:N5:0") == nil)
        #expect(DayKey(rawValue: "vocab:N5") == nil)
        #expect(key.level == .n2 && key.kind == .kanji)
    }

    @Test func levelsRunFromEasiest() {
        #expect(Level.allCases.sorted() == [.n5, .n4, .n3, .n2, .n1])
        #expect(Level(name: "n3") == .n3)
        #expect(DeckKind(itemID: "k:日") == .kanji)
        #expect(DeckKind(itemID: "x") == nil)
    }
}
