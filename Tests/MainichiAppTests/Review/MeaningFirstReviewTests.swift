import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// The Korean to Japanese review direction: the meaning on the front, the word on the back.
@Suite("Reviews meaning first")
struct MeaningFirstReviewTests {
    @Test("Meaning first: the front shows the Korean meaning and hides the word; the back shows the word")
    func meaningFirst() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        try app.context.settings.update { $0.reviewsMeaningFirst = true }
        let word = try #require(app.context.library.item(withID: "v:先生:せんせい"))
        let review = try ReviewControllerTests.startReview(app, items: [word])
        #expect(review.item?.id == word.id)
        #expect(app.screen.contains("선생님"), "\(app.screen)")
        #expect(!app.screen.contains("先生"))
        app.press(" ")
        #expect(app.screen.contains("先生"))
        #expect(app.screen.contains("せんせい"))
        #expect(app.terminal.buffer.hasWholeGlyphs)
    }

    @Test("Word first is the default: the front shows the word")
    func wordFirst() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let word = try #require(app.context.library.item(withID: "v:先生:せんせい"))
        _ = try ReviewControllerTests.startReview(app, items: [word])
        #expect(app.screen.contains("先生"))
        #expect(!app.screen.contains("선생님"))
    }
}
