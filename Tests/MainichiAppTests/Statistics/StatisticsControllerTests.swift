import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Statistics screen")
struct StatisticsControllerTests {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 1
        return calendar
    }()

    /// A year of reviews of real N5 items (a deterministic learner), saved through the core stores.
    static func fillYear(_ context: AppContext) throws {
        let items = Array(try context.library.deck(kind: .vocab, level: .n5).items.prefix(120))
            + Array(try context.library.deck(kind: .kanji, level: .n5).items.prefix(30))
        let scheduler = FSRSScheduler(enableFuzzing: false)
        var cards: [String: SRSCard] = [:]
        let today = utc.startOfDay(for: context.now)
        var next = 0
        var entries: [HistoryEvent] = []
        for daysAgo in stride(from: 380, through: 0, by: -1) where daysAgo % 9 != 4 && !(60...75).contains(daysAgo) {
            let count = (daysAgo * 5) % 17 + (daysAgo < 100 ? 8 : 1)
            for index in 0..<count {
                let id = items[(next + index) % items.count].id
                let time = today.addingTimeInterval(TimeInterval(-daysAgo * 86_400 + 6 * 3600 + index * 30))
                let rating: Rating = (daysAgo + index) % 8 == 0 ? .again : .good
                entries.append(HistoryEvent(type: .review, time: time, itemID: id, rating: rating, duration: 9))
                cards[id] = scheduler.review(cards[id] ?? SRSCard(due: time), rating: rating, at: time)
            }
            next += count
        }
        // One file write instead of thousands of appends (each append syncs to disk).
        try StudyHistory.writeJournal(of: entries, device: "fixture", in: context.progress.directory)
        try context.history.append(HistoryEvent(type: .test, time: today.addingTimeInterval(7 * 3600), kind: .vocab,
                                                level: .n5, day: 1, mode: .multipleChoice, score: 18, total: 20,
                                                duration: 300))
        try context.progress.update { $0.srs = cards }
    }

    static func makeApp(size: Size, theme: Theme = .dark, filled: Bool = true) throws -> TestApp {
        try TestApp(size: size, theme: theme) { context in
            if filled { try? fillYear(context) }
            return StatisticsController(context: context)
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 160, height: 48)])
    func snapshots(size: Size) throws {
        for theme in [Theme.dark, .monochrome] {
            let app = try Self.makeApp(size: size, theme: theme)
            assertSnapshot(app.terminal, named: "statistics-\(size.width)x\(size.height)-\(theme.name)")
        }
    }

    @Test func showsTheYearTodayAndStreaks() throws {
        let app = try Self.makeApp(size: Size(width: 160, height: 48))
        let screen = app.screen
        #expect(screen.contains("Reviews, last 52 weeks"))
        #expect(screen.contains("Streak  4 days"))
        #expect(screen.contains("8 reviewed"))
        #expect(screen.contains("6m 12s studied"))
        #expect(screen.contains("less"))
        #expect(screen.contains("today"))
        #expect(screen.contains("Vocab N5"))
        #expect(screen.contains("Kanji N1"))
        #expect(screen.contains("True retention, last 30 days"))
        // The heatmap cells use the heat roles, and the theme gives them a look.
        #expect(app.application.theme.style(for: .heat4).background != .default)
    }

    @Test func monochromeUsesASCIIShades() throws {
        let app = try Self.makeApp(size: Size(width: 80, height: 24), theme: .monochrome)
        let heatRows = app.lines.filter { $0.hasPrefix(" Mon") || $0.hasPrefix(" Wed") }
        #expect(!heatRows.isEmpty)
        #expect(heatRows.allSatisfy { row in row.dropFirst(5).allSatisfy { " .:+*#".contains($0) } })
        #expect(heatRows.contains { $0.contains("#") } && heatRows.contains { $0.contains(".") })
        #expect(app.screen.contains("less . : + * # more"))
    }

    @Test("Monochrome: a day without reviews is a visible '.', not a blank")
    func monochromeZeroDaysAreVisible() throws {
        let app = try Self.makeApp(size: Size(width: 80, height: 24), theme: .monochrome, filled: false)
        let heatRows = app.lines.filter { $0.hasPrefix(" Mon") || $0.hasPrefix(" Wed") }
        #expect(heatRows.count == 2)
        #expect(heatRows.allSatisfy { $0.dropFirst(5).filter { $0 == "." }.count >= 30 })
    }

    @Test("One day of reviews reads '11 reviews on 1 day'; an empty forecast labels its axis 0 once")
    func singularDayAndEmptyForecast() throws {
        let app = try TestApp(size: Size(width: 80, height: 24)) { context in
            for index in 0..<11 {
                try? context.history.append(HistoryEvent(type: .review, time: context.now.addingTimeInterval(Double(-index)),
                                                         itemID: "v:x\(index)", rating: .good, duration: 3))
            }
            return StatisticsController(context: context)
        }
        #expect(app.screen.contains("11 reviews on 1 day"))
        #expect(!app.screen.contains("1 days"))
        // The chart's last rows come into view a few rows down.
        app.press("jjj")
        let axisLabels = app.lines.filter { $0.hasPrefix("  0|") || $0.hasPrefix(" 0|") }
        #expect(axisLabels.count == 1)
    }

    @Test("A tall screen gives the forecast chart more rows")
    func tallerForecastOnATallScreen() throws {
        func chartRows(_ size: Size) throws -> Int {
            let app = try Self.makeApp(size: size)
            app.press("G")
            return app.lines.count { line in
                let trimmed = line.drop { $0 == " " }
                return trimmed.first.map(\.isNumber) == true && trimmed.contains("|") || line.hasPrefix("    |")
                    || line.hasPrefix("   |")
            }
        }
        #expect(try chartRows(Size(width: 160, height: 48)) > 5)
    }

    @Test func scrollsWithJAndKWhenItDoesNotFit() throws {
        let app = try Self.makeApp(size: Size(width: 40, height: 12))
        #expect(!app.screen.contains("True retention"))
        #expect(app.screen.contains("rows 1-8 of "))
        app.press("G")
        #expect(app.screen.contains("True retention"))
        #expect(!app.screen.contains("rows 1-8 of "))
        app.press("g")
        #expect(app.screen.contains("Today"))
        app.press("j")
        #expect(!app.lines.contains { $0.hasPrefix(" Today") })
        app.press("k")
        #expect(app.lines.contains { $0.hasPrefix(" Today") })
    }

    @Test("Opening Statistics again with nothing changed computes nothing; a new review or a new day shows at once")
    func reopeningKeepsTheFigures() throws {
        let app = try Self.makeApp(size: Size(width: 160, height: 48))
        let cache = app.context.statisticsCache
        #expect(cache.computeCount == 1)
        #expect(app.screen.contains("8 reviewed"))
        for _ in 0..<3 {
            app.application.navigationController.push(StatisticsController(context: app.context))
            app.application.render()
        }
        #expect(cache.computeCount == 1)
        #expect(app.screen.contains("8 reviewed"))

        // A review made since: the journal changed, so the figures are computed again.
        let item = try app.context.library.deck(kind: .vocab, level: .n5).items[0]
        let card = app.context.scheduler.review(SRSCard(due: app.now), rating: .good, at: app.now)
        try app.context.progress.recordReview(of: item.id, card: card, wasNew: true, calendar: app.context.calendar,
                                              history: HistoryEvent(type: .review, time: app.now, kind: .vocab,
                                                                    itemID: item.id, rating: .good, duration: 5))
        app.application.navigationController.push(StatisticsController(context: app.context))
        app.application.render()
        #expect(cache.computeCount == 2)
        #expect(app.screen.contains("9 reviewed"))

        // The next day, with the same history: "today" starts again from zero.
        app.advance(by: 86_400)
        app.application.navigationController.push(StatisticsController(context: app.context))
        app.application.render()
        #expect(cache.computeCount == 3)
        #expect(app.screen.contains("0 reviewed"))
    }

    @Test func emptyHistoryShowsZeroesNotACrash() throws {
        let app = try Self.makeApp(size: Size(width: 80, height: 24), filled: false)
        #expect(app.screen.contains("0 reviewed"))
        #expect(app.screen.contains("Streak  0 days"))
    }
}
