import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Catching up after a break")
struct CatchUpTests {
    /// `count` words of N5 (days 1 to 5), each a review card last seen between 3 and 40 days
    /// before a break of two weeks, all overdue.
    static func backlog(_ app: TestApp, count: Int) throws -> [String: SRSCard] {
        var items: [StudyItem] = []
        for day in 1...5 { items += try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: day)) }
        var cards: [String: SRSCard] = [:]
        for (index, item) in items.prefix(count).enumerated() {
            var card = ReviewControllerTests.dueReviewCard(app, days: Double(3 + index % 38))
            card.lastReview = app.now.addingTimeInterval(-Double(14 + index % 38) * 86_400)
            card.due = app.now.addingTimeInterval(-14 * 86_400)
            cards[item.id] = card
        }
        try app.context.progress.update { progress in
            for (id, card) in cards { progress.srs[id] = card }
        }
        return cards
    }

    @Test("A backlog is offered a spread; 5 days gives even shares, the most forgotten today; the forecast shows it")
    func spreadOverFiveDays() throws {
        let app = try TestApp()
        let cards = try Self.backlog(app, count: 80)
        let controller = ReviewController(context: app.context)
        app.application.navigationController.push(controller)
        app.application.render()
        #expect(app.screen.contains("80 reviews are overdue"))
        #expect(app.screen.contains("5 days"))
        app.press("5")

        let srs = app.context.progress.progress.srs
        let days = app.context.calendar
        let today = days.day(of: app.now)
        var perDay: [Int: Int] = [:]
        for id in cards.keys { perDay[days.day(of: srs[id]!.due) - today, default: 0] += 1 }
        #expect(perDay == [0: 16, 1: 16, 2: 16, 3: 16, 4: 16])
        // Today holds the lowest recall: none of today's cards is likelier recalled than any later one.
        let recall = { (id: String) in app.context.scheduler.retrievability(of: cards[id]!, at: app.now) }
        let todays = cards.keys.filter { srs[$0]!.due <= app.now }.map(recall)
        let later = cards.keys.filter { srs[$0]!.due > app.now }.map(recall)
        #expect(todays.max()! <= later.min()!)
        #expect(app.screen.contains("spread over 5 days: 16, 16, 16, 16, 16"))
        #expect(app.lines[0].contains("0 new, 0 learning, 16 due"))

        let statistics = Statistics.compute(library: app.context.library, progress: app.context.progress.progress,
                                            events: [], now: app.now, calendar: app.context.calendar)
        #expect(Array(statistics.forecast.prefix(5)) == [16, 16, 16, 16, 16])
    }

    @Test("Not now keeps every card due; a small backlog is not offered a spread")
    func declineAndSmallBacklog() throws {
        let app = try TestApp()
        _ = try Self.backlog(app, count: 60)
        app.application.navigationController.push(ReviewController(context: app.context))
        app.application.render()
        app.press("n")
        #expect(!app.screen.contains("overdue"))
        let overdue = CatchUpPlan.overdue(app.context.progress.progress.srs, now: app.now,
                                          scheduler: app.context.scheduler, calendar: app.context.calendar)
        #expect(overdue.count == 60)

        let small = try TestApp()
        _ = try Self.backlog(small, count: ReviewController.catchUpThreshold - 1)
        small.application.navigationController.push(ReviewController(context: small.context))
        small.application.render()
        #expect(!small.screen.contains("overdue"))
    }
}
