import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Study days as the learner sees them: the injected zone and the "Day starts at" setting decide
/// the date in the menu, the day today's reviews count on, statistics and history.
@Suite("Study days")
struct StudyDayTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    @Test("Studying at 1 a.m. counts for the day before, everywhere; at the day start hour a new day begins")
    func lateNightCountsForTheDayBefore() throws {
        // 09:00 UTC is 18:00 in Tokyo on Saturday the 21st; seven hours on it is 01:00 on the 22nd.
        let app = try TestApp(timeZone: Self.tokyo)
        #expect(app.lines[0].contains("2026-11-21"))
        app.advance(by: 7 * 3600)
        app.application.render()
        #expect(app.lines[0].contains("2026-11-21"), "the menu still shows the study day of the 21st")

        let word = try #require(try ReviewControllerTests.words(app, count: 1).first)
        try ReviewControllerTests.startReview(app, items: [word])
        app.press(" 3")
        #expect(app.context.progress.progress.activity["2026-11-21"]?.newItems == 1)
        #expect(app.context.progress.progress.activity["2026-11-22"] == nil)

        app.press("\u{1B}")
        app.press("G")
        app.press("kkk\r")    // Statistics
        #expect(app.lines[0].contains("Statistics"))
        #expect(app.lines[0].contains("2026-11-21"))
        #expect(app.screen.contains("1 new"))
        #expect(app.screen.contains("1 day"), "one day of streak")
        app.press("\u{1B}")
        app.press("j\r")      // History
        #expect(app.lines[0].contains("History"))
        let reviews = try #require(app.lines.first { $0.contains("1 review") })
        #expect(reviews.hasPrefix("  2026-11-21"), "reviews fold under the study day")

        // At 04:00 the 22nd begins: a fresh day with nothing reviewed.
        app.press("\u{1B}")
        app.advance(by: 3 * 3600)
        app.application.render()
        #expect(app.lines[0].contains("2026-11-22"))
        #expect(app.context.progress.progress.activity(on: app.now, calendar: app.context.calendar) == DailyActivity())
    }

    @Test("Changing \"Day starts at\" in Settings moves the day boundary at once")
    func settingChangesTheBoundary() throws {
        let app = try TestApp(timeZone: Self.tokyo)
        app.advance(by: 8 * 3600 + 30 * 60)   // 02:30 on the 22nd in Tokyo
        app.press("Gk\r")                     // Settings
        let settings = try #require(app.application.navigationController.topController as? SettingsController)
        let row = try #require(settings.options.firstIndex(of: .dayStart))
        app.press(String(repeating: "j", count: row))
        #expect(app.screen.contains("< 04:00 >"))
        app.press(String(repeating: "-", count: 3)) // 03:00, 02:00, 01:00
        #expect(app.screen.contains("< 01:00 >"))
        #expect(app.context.settings.settings.dayStartHour == 1)
        #expect(app.context.calendar.stamp(of: app.now) == "2026-11-22")
        app.press("\u{1B}")
        #expect(app.lines[0].contains("2026-11-22"))
    }

    @Test("The same moment is a different date in Honolulu and in Tokyo, whatever the machine's zone")
    func injectedZoneDecidesTheDate() throws {
        // 09:00 UTC: 23:00 on the 20th in Honolulu, 18:00 on the 21st in Tokyo.
        let honolulu = try TestApp(timeZone: TimeZone(identifier: "Pacific/Honolulu")!)
        #expect(honolulu.lines[0].contains("2026-11-20"))
        let tokyo = try TestApp(timeZone: Self.tokyo)
        #expect(tokyo.lines[0].contains("2026-11-21"))
    }

    @Test("Across New York's spring-forward night, the day still turns at 04:00 local and the streak holds")
    func daylightSavingNight() throws {
        let newYork = TimeZone(identifier: "America/New_York")!
        let app = try TestApp(timeZone: newYork)
        var local = Calendar(identifier: .gregorian)
        local.timeZone = newYork
        func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
            local.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute))!
        }
        // 2026-03-08: clocks jump from 02:00 to 03:00.
        app.advance(by: at(7, 22).timeIntervalSince(app.now))
        let words = try ReviewControllerTests.words(app, count: 2)
        try ReviewControllerTests.startReview(app, items: [words[0]])
        app.press(" 4")                                            // Easy: not back for days
        app.press("\u{1B}")
        app.advance(by: at(8, 3, 30).timeIntervalSince(app.now))   // an hour and a half later by the clock
        app.application.render()
        #expect(app.lines[0].contains("2026-03-07"), "03:30 after the jump is still the 7th's study day")
        app.advance(by: at(8, 4, 1).timeIntervalSince(app.now))
        app.application.render()
        #expect(app.lines[0].contains("2026-03-08"))
        try ReviewControllerTests.startReview(app, items: [words[1]])
        app.press(" 3")
        #expect(app.context.progress.progress.activity["2026-03-07"]?.newItems == 1)
        #expect(app.context.progress.progress.activity["2026-03-08"]?.newItems == 1)
        let statistics = Statistics.compute(library: app.context.library, progress: app.context.progress.progress,
                                            events: app.context.history.read().events, now: app.now,
                                            calendar: app.context.calendar)
        #expect(statistics.currentStreak == 2)
        #expect(statistics.today.reviewed == 1)
    }
}
