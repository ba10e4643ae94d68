import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Review and Write it in Korean at 80x24 and 40x12")
struct KoreanReviewTests {
    static func kanji(_ app: TestApp) throws -> [StudyItem] {
        Array(try app.context.library.items(for: DayKey(kind: .kanji, level: .n5, day: 1)).prefix(3))
    }

    @Test("A review card: the front, a kanji revealed with its Korean reading under the on'yomi, a word revealed, and done")
    func review() throws {
        try KoreanSnapshots.check("review-front") { app in
            _ = try ReviewControllerTests.startReview(app, items: try Self.kanji(app))
        }
        try KoreanSnapshots.check("review-kanji-revealed") { app in
            _ = try ReviewControllerTests.startReview(app, items: try Self.kanji(app))
            app.press(" ")
        }
        try KoreanSnapshots.check("review-word-revealed") { app in
            _ = try ReviewControllerTests.startReview(app, items: try ReviewControllerTests.words(app, count: 2))
            app.press(" ")
        }
        try KoreanSnapshots.check("review-typing") { app in
            _ = try ReviewControllerTests.startReview(app, items: try Self.kanji(app))
            app.press("i")
        }
        try KoreanSnapshots.check("review-done") { app in
            _ = try ReviewControllerTests.startReview(app, items: Array(try Self.kanji(app).prefix(1)))
            app.press(" 3")
        }
    }

    @Test("Write it: the prompt and the kanji drawn with the grades")
    func writeIt() throws {
        try KoreanSnapshots.check("write-it-prompt") { app in _ = try WriteItTests.open(app) }
        try KoreanSnapshots.check("write-it-shown") { app in
            _ = try WriteItTests.open(app)
            app.press("  ")
        }
    }

    @Test("In Korean the grades are 다시 어려움 좋음 쉬움 and the review reveal shows the Korean reading without the setting")
    func wording() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let items = try Self.kanji(app)
        let review = try ReviewControllerTests.startReview(app, items: items)
        app.press(" ")
        #expect(app.screen.contains("좋음"))
        #expect(!app.screen.contains("Good"))
        let shown = try #require(review.item?.headword)
        let korean = try #require(app.context.korean.reading(for: shown)?.readings.first)
        #expect(app.screen.contains(korean.components(separatedBy: ", ")[0]))
        #expect(!app.context.settings.settings.showsKoreanReadings)
    }
}
