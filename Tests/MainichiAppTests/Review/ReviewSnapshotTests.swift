import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Snapshots of the review card (front, revealed, kanji, typed) and of search results at
/// 80x24, 40x12 and 160x48, dark and monochrome.
@Suite("Review and search snapshots")
struct ReviewSnapshotTests {
    private static func review(_ app: TestApp, kind: DeckKind = .vocab, keys: String = "") throws {
        let items = Array(try app.context.library.items(for: DayKey(kind: kind, level: .n5, day: 1)).prefix(3))
        try ReviewControllerTests.startReview(app, items: items)
        app.press(keys)
    }

    @Test("Review card, front")
    func front() throws {
        try StudyScreenSnapshots.check("review-front") { try Self.review($0) }
    }

    @Test("Review card, revealed with the grade labels")
    func revealed() throws {
        try StudyScreenSnapshots.check("review-revealed") { try Self.review($0, keys: " ") }
    }

    @Test("Kanji review card, revealed")
    func kanjiRevealed() throws {
        try StudyScreenSnapshots.check("review-kanji-revealed") { try Self.review($0, kind: .kanji, keys: " ") }
    }

    @Test("Review card, typed reading judged wrong")
    func typedWrong() throws {
        try StudyScreenSnapshots.check("review-typed-wrong") { try Self.review($0, keys: "ikaku\r") }
    }

    @Test("Review card, typing the reading")
    func typing() throws {
        try StudyScreenSnapshots.check("review-typing") { try Self.review($0, keys: "i") }
    }

    @Test("Review done screen")
    func done() throws {
        try StudyScreenSnapshots.check("review-done") { try Self.review($0, keys: " 4 4 4") }
    }

    @Test("Search results for romaji")
    func searchResults() throws {
        try StudyScreenSnapshots.check("search-tabe") { $0.press("/tabe") }
    }
}
