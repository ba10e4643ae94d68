import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Days off")
struct DaysOffTests {
    /// Opens Settings, then Days off with Enter on its row.
    static func openDaysOff(_ app: TestApp) throws -> DaysOffController {
        let settings = try SettingsTests.openSettings(app)
        let row = try #require(settings.options.firstIndex(of: .daysOff))
        app.press(String(repeating: "j", count: row) + "\r")
        return try #require(app.application.navigationController.topController as? DaysOffController)
    }

    /// A review card (reviewed a few times) due at noon of `day` days from today.
    static func reviewCard(dueInDays day: Int, in app: TestApp) throws -> SRSCard {
        let scheduler = FSRSScheduler(enableFuzzing: false)
        var card = SRSCard(due: app.now.addingTimeInterval(-60 * 86_400))
        var time = card.due
        for _ in 0..<6 where card.state != .review {
            card = scheduler.review(card, rating: .good, at: time)
            time = max(time, card.due)
        }
        try #require(card.state == .review)
        let calendar = app.context.calendar
        card.due = calendar.start(ofDay: calendar.day(of: app.now) + day).addingTimeInterval(12 * 3600)
        return card
    }

    @Test("Choose the first day and the count; Enter marks them and moves the reviews due then; clear forgets them")
    func markAndClear() throws {
        let app = try TestApp()
        let calendar = app.context.calendar
        let today = calendar.day(of: app.now)
        let card = try Self.reviewCard(dueInDays: 3, in: app)
        let untouched = try Self.reviewCard(dueInDays: 10, in: app)
        try app.context.progress.update { progress in
            progress.srs["trip:1"] = card
            progress.srs["trip:2"] = untouched
        }
        let daysOff = try Self.openDaysOff(app)
        app.press(.right)
        app.press("l")                   // first day: today + 3
        app.press("j")
        for _ in 0..<5 { app.press(.left) }  // 2 days
        #expect(app.application.navigationController.topController === daysOff)
        let expected = [calendar.stamp(ofDay: today + 3), calendar.stamp(ofDay: today + 4)]
        #expect(daysOff.chosenDays == expected)
        #expect(app.screen.contains("< \(expected[0]) >"))
        #expect(app.screen.contains("in 3 days"))
        app.press("j\r")
        #expect(app.context.settings.settings.daysOff == expected)
        let moved = try #require(app.context.progress.progress.srs["trip:1"])
        #expect(!expected.contains(calendar.stamp(of: moved.due)))
        #expect(app.context.progress.progress.srs["trip:2"]?.due == untouched.due)
        #expect(app.screen.contains("moved 1 review"))
        #expect(app.screen.contains("Marked: 2 days"))
        app.press("j\r")
        #expect(app.context.settings.settings.daysOff.isEmpty)
        #expect(app.screen.contains("No days off (saved)"))
        app.press(.escape)
        #expect(app.screen.contains("Days off"))
    }

    @Test("At 40x12 the rows fit")
    func narrow() throws {
        let app = try TestApp(size: Size(width: 40, height: 12))
        app.application.navigationController.push(DaysOffController(context: app.context))
        app.application.render()
        #expect(app.screen.contains("First day"))
        #expect(app.screen.contains("Clear all"))
        #expect(app.terminal.lines.allSatisfy { $0.displayWidth <= 40 })
    }
}
