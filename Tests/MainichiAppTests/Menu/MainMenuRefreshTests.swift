import Foundation
import MainichiCore
import Testing
@testable import MainichiApp

@Suite("Main menu refresh")
struct MainMenuRefreshTests {
    @Test("A review that falls due while the menu is shown appears without a key press")
    func reviewFallsDueWhileShown() throws {
        let app = try TestApp()
        var card = SRSCard(due: app.now.addingTimeInterval(60))
        card.state = .review
        card.step = nil
        card.stability = 3
        card.difficulty = 5
        card.lastReview = app.now.addingTimeInterval(-3 * 86_400)
        try app.context.progress.update { $0.srs["v:食べる:たべる"] = card }
        app.application.tick()
        #expect(app.lines.contains { $0.contains("Review") && $0.contains("next review in 1m") })

        app.advance(by: 90)
        app.application.tick()
        #expect(app.lines.contains { $0.contains("Review") && $0.contains("0 new, 0 learning, 1 due") })
    }
}
