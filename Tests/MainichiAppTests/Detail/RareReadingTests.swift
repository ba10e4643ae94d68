import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Rare kanji readings (no common word uses them) sit on a dimmed row of their own on the kanji
/// screen, and in brackets after the common ones in list rows, in English and Korean.
@Suite("Rare kanji readings")
struct RareReadingTests {
    /// The first N5 kanji of the committed decks that has a rare reading.
    static func kanjiWithRareReading(_ app: TestApp) throws -> KanjiItem {
        let deck = try app.context.library.deck(id: DeckID.jlpt(kind: .kanji, level: .n5))
        return try #require(deck.items.compactMap(\.kanji).first { !$0.rareReadings.isEmpty })
    }

    /// The first kanji of the committed Names deck (outside the jōyō table) that has a rare reading.
    static func nameKanjiWithRareReading(_ app: TestApp) throws -> KanjiItem {
        let deck = try app.context.library.deck(id: try #require(DeckID(rawValue: "kanji-names")))
        return try #require(deck.items.compactMap(\.kanji).first { !$0.rareReadings.isEmpty && !$0.hasOfficialReadings })
    }

    @Test("A jōyō kanji's readings outside the official table are dimmed under a label that names the table",
          arguments: [("en_US.UTF-8", "Not jōyō"), ("ko_KR.UTF-8", "상용 외")])
    func officialTableLabel(locale: String, label: String) throws {
        let app = try TestApp(localeEnvironment: ["LANG": locale])
        let kanji = try Self.kanjiWithRareReading(app)
        #expect(kanji.hasOfficialReadings)
        try expectDimmed(app, kanji: kanji, label: label)
        // Official readings come first on the On and Kun rows, undimmed.
        #expect(kanji.rankedOnyomi.prefix { !$0.isRare }.allSatisfy { kanji.officialReadings.contains($0.reading) })
    }

    @Test("A kanji outside the jōyō table keeps its rare readings under their own label",
          arguments: [("en_US.UTF-8", "Rare"), ("ko_KR.UTF-8", "드문")])
    func kanjiScreen(locale: String, label: String) throws {
        let app = try TestApp(localeEnvironment: ["LANG": locale])
        try expectDimmed(app, kanji: try Self.nameKanjiWithRareReading(app), label: label)
    }

    func expectDimmed(_ app: TestApp, kanji: KanjiItem, label: String) throws {
        _ = try DetailTests.openKanjiDetail(app, id: kanji.id)
        let rare = try #require(kanji.rankedOnyomi.first(where: \.isRare) ?? kanji.rankedKunyomi.first(where: \.isRare))
        let row = try #require(app.lines.firstIndex { $0.contains(label) })
        let line = app.lines[row]
        let column = try #require(line.range(of: rare.reading)).lowerBound
        #expect(app.terminal.role(at: Point(x: String(line.prefix(upTo: column)).displayWidth, y: row)) == .dim)
    }

    @Test("A row cell puts rare readings after the common ones, in brackets")
    func rowText() {
        let text = KanjiRowReadings.text([("セイ", false), ("ショウ", false), ("ジョウ", true)])
        #expect(text == "セイ、ショウ [ジョウ]")
        #expect(KanjiRowReadings.text([("ジツ", true)]) == "[ジツ]")
        #expect(KanjiRowReadings.text([("ニチ", false)]) == "ニチ")
    }
}
