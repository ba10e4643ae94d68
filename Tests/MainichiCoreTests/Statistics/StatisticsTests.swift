import Foundation
import Testing
@testable import MainichiCore

@Suite("Statistics")
struct StatisticsTests {
    /// Tokyo: days begin at 15:00 UTC, so a UTC-based count would be visibly wrong.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        calendar.firstWeekday = 1
        return calendar
    }()
    /// The study days of the tests: Tokyo, days starting at 4 a.m.
    static let days = StudyCalendar(timeZone: TimeZone(identifier: "Asia/Tokyo")!, dayStartHour: 4, firstWeekday: 1)
    /// 2026-11-21 18:00 in Tokyo, a Saturday.
    static let now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 18))!
    static let decks = [
        DeckSummary(file: "vocab/n5.json", kind: .vocab, level: .n5, title: "N5", itemCount: 400, dayCount: 20),
        DeckSummary(file: "kanji/n5.json", kind: .kanji, level: .n5, title: "N5 kanji", itemCount: 80, dayCount: 8),
    ]

    /// `hour` o'clock local time, `daysAgo` days before today.
    static func time(daysAgo: Int, hour: Int = 9, minute: Int = 0) -> Date {
        let day = calendar.date(byAdding: .day, value: -daysAgo, to: calendar.startOfDay(for: now))!
        return day.addingTimeInterval(TimeInterval(hour * 3600 + minute * 60))
    }

    static func review(_ id: String, _ rating: Rating, at time: Date, duration: TimeInterval = 10) -> HistoryEvent {
        HistoryEvent(type: .review, time: time, itemID: id, rating: rating, duration: duration)
    }

    static func compute(_ events: [HistoryEvent], cards: [String: SRSCard] = [:],
                        levels: [String: Level] = [:]) -> Statistics {
        Statistics.compute(events: events, cards: cards, decks: decks, levelOfItem: { levels[$0] },
                           now: now, calendar: days)
    }

    // MARK: - Today

    @Test func todayCountsReviewsNewItemsTimeAndRetention() {
        let events = [
            Self.review("v:a", .good, at: Self.time(daysAgo: 3)),
            Self.review("v:a", .again, at: Self.time(daysAgo: 0, hour: 8), duration: 12),
            Self.review("v:b", .good, at: Self.time(daysAgo: 0, hour: 8), duration: 8),
            Self.review("v:b", .easy, at: Self.time(daysAgo: 0, hour: 10), duration: 5),
            HistoryEvent(type: .test, time: Self.time(daysAgo: 0, hour: 11), score: 18, total: 20, duration: 120),
            // Yesterday 23:30 local is not today.
            Self.review("v:c", .good, at: Self.time(daysAgo: 1, hour: 23, minute: 30), duration: 99),
        ]
        let today = Self.compute(events).today
        #expect(today.reviewed == 3)
        #expect(today.newLearned == 1) // v:b; v:a was first seen three days ago
        #expect(today.timeSpent == 145)
        #expect(today.timeSpentText == "2m 25s")
        #expect(today.retention == RetentionFigure(passed: 2, total: 3))
        #expect(today.retention.percentText == "66.7%")
    }

    @Test func emptyHistoryGivesZeroesAndNoRate() {
        let statistics = Self.compute([])
        #expect(statistics.today == TodaySummary())
        #expect(statistics.today.retention.percentText == "-")
        #expect(statistics.currentStreak == 0 && statistics.longestStreak == 0)
        #expect(statistics.retention.rate == nil)
        #expect(statistics.forecast == Array(repeating: 0, count: 30))
        #expect(statistics.levels.map(\.new) == [400, 80])
        #expect(statistics.heatmap.total == 0)
        #expect(statistics.date == "2026-11-21")
    }

    // MARK: - Streaks

    @Test func streaksAcrossAGap() {
        // Today, 1 and 2 days ago; a gap 3 days ago; then 7 days in a row (4...10 days ago).
        let active = [0, 1, 2] + Array(4...10)
        let events = active.map { HistoryEvent(type: .study, time: Self.time(daysAgo: $0)) }
        let statistics = Self.compute(events)
        #expect(statistics.currentStreak == 3)
        #expect(statistics.longestStreak == 7)
    }

    @Test func streakIsNotBrokenUntilTodayEnds() {
        let events = [1, 2].map { Self.review("v:a", .good, at: Self.time(daysAgo: $0)) }
        #expect(Self.compute(events).currentStreak == 2)
        let older = [2, 3].map { HistoryEvent(type: .test, time: Self.time(daysAgo: $0)) }
        let statistics = Self.compute(older)
        #expect(statistics.currentStreak == 0)
        #expect(statistics.longestStreak == 2)
    }

    @Test func theDayStartHourSeparatesDaysNotMidnight() {
        // 03:59 and 04:01 local are two study days, though the same UTC day (18:59 and 19:01 UTC).
        let split = [
            HistoryEvent(type: .study, time: Self.time(daysAgo: 0, hour: 3, minute: 59)),
            HistoryEvent(type: .study, time: Self.time(daysAgo: 0, hour: 4, minute: 1)),
        ]
        #expect(Self.compute(split).currentStreak == 2)
        // 23:59 and 01:00 the next night are one study day: studying at 1 a.m. counts for the day before.
        let night = [
            Self.review("v:a", .good, at: Self.time(daysAgo: 2, hour: 23, minute: 59)),
            Self.review("v:b", .good, at: Self.time(daysAgo: 1, hour: 1)),
        ]
        let statistics = Self.compute(night)
        #expect(statistics.longestStreak == 1)
        #expect(statistics.currentStreak == 0)
        #expect(statistics.heatmap.counts.flatMap { $0 }.compactMap { $0 }.max() == 2)
    }

    @Test func aReviewAfterMidnightCountsForTheStudyDayStillRunning() {
        // 2026-11-22 01:30 in Tokyo is still the study day of the 21st.
        let lateNow = Self.time(daysAgo: -1, hour: 1, minute: 30)
        let events = [Self.review("v:a", .good, at: Self.time(daysAgo: 0, hour: 22)),
                      Self.review("v:b", .again, at: lateNow.addingTimeInterval(-60))]
        let statistics = Statistics.compute(events: events, cards: [:], decks: Self.decks, levelOfItem: { _ in nil },
                                            now: lateNow, calendar: Self.days)
        #expect(statistics.date == "2026-11-21")
        #expect(statistics.today.reviewed == 2)
        #expect(statistics.currentStreak == 1)
        // With days starting at midnight, the same review is the 22nd's.
        let midnight = Statistics.compute(events: events, cards: [:], decks: Self.decks, levelOfItem: { _ in nil },
                                          now: lateNow, calendar: Self.days.startingDays(at: 0))
        #expect(midnight.date == "2026-11-22")
        #expect(midnight.today.reviewed == 1)
    }

    // MARK: - Forecast

    @Test func forecastCountsDueCardsPerDayWithOverdueToday() {
        func card(dueInDays days: Double, reviewed: Bool = true) -> SRSCard {
            var card = SRSCard(due: Self.now.addingTimeInterval(days * 86_400))
            if reviewed {
                card.state = .review
                card.step = nil
                card.stability = 5
                card.difficulty = 5
                card.lastReview = Self.now.addingTimeInterval(-86_400)
            }
            return card
        }
        let cards = [
            "v:overdue": card(dueInDays: -2),
            "v:today": card(dueInDays: 0.1),
            "v:tonight": card(dueInDays: 0.2), // 22:48 local, still today
            "v:tomorrow": card(dueInDays: 1),
            "v:last": card(dueInDays: 29),
            "v:beyond": card(dueInDays: 30),
            "v:new": card(dueInDays: 0, reviewed: false),
        ]
        let statistics = Self.compute([], cards: cards)
        var expected = Array(repeating: 0, count: 30)
        expected[0] = 3
        expected[1] = 1
        expected[29] = 1
        #expect(statistics.forecast == expected)
        #expect(statistics.reviewCards == 6)
        #expect(statistics.waitingNewCards == 1)
    }

    // MARK: - Retention

    @Test func trueRetentionCountsOnlyReviewStateGradesInTheLast30Days() {
        let events = [
            // Learning: step 0 -> step 1 -> review (not counted: learning state).
            Self.review("v:a", .good, at: Self.time(daysAgo: 60)),
            Self.review("v:a", .good, at: Self.time(daysAgo: 60, hour: 10)),
            // In review, but before the window: not counted.
            Self.review("v:a", .good, at: Self.time(daysAgo: 45)),
            // In the window: pass, lapse (-> relearning), relearning step (not counted), pass.
            Self.review("v:a", .good, at: Self.time(daysAgo: 20)),
            Self.review("v:a", .again, at: Self.time(daysAgo: 10)),
            Self.review("v:a", .good, at: Self.time(daysAgo: 10, hour: 10)),
            Self.review("v:a", .hard, at: Self.time(daysAgo: 2)),
            // A new item in learning within the window: not counted.
            Self.review("v:b", .again, at: Self.time(daysAgo: 1)),
        ]
        let statistics = Self.compute(events)
        #expect(statistics.retention == RetentionFigure(passed: 2, total: 3))
        #expect(statistics.retention.percentText == "66.7%")
    }

    // MARK: - Levels

    @Test func levelProgressSplitsNewLearningAndMature() {
        let last = Self.now.addingTimeInterval(-86_400)
        func card(_ state: SRSState, intervalDays: Double, reviewed: Bool = true) -> SRSCard {
            var card = SRSCard(due: last.addingTimeInterval(intervalDays * 86_400))
            card.state = state
            card.lastReview = reviewed ? last : nil
            return card
        }
        let cards = [
            "v:mature": card(.review, intervalDays: 30),
            "v:edge": card(.review, intervalDays: 21),
            "v:young": card(.review, intervalDays: 20.9),
            "v:relearning": card(.relearning, intervalDays: 40),
            "v:learning": card(.learning, intervalDays: 0.01),
            "v:waiting": card(.learning, intervalDays: 0, reviewed: false),
            "v:gone": card(.review, intervalDays: 30), // no deck holds it
            "k:mature": card(.review, intervalDays: 100),
        ]
        let levels: [String: Level] = ["v:mature": .n5, "v:edge": .n5, "v:young": .n5, "v:relearning": .n5,
                                       "v:learning": .n5, "v:waiting": .n5, "k:mature": .n5]
        let statistics = Self.compute([], cards: cards, levels: levels)
        let vocab = statistics.levels[0], kanji = statistics.levels[1]
        #expect((vocab.kind, vocab.new, vocab.learning, vocab.mature) == (.vocab, 395, 3, 2))
        #expect((kanji.kind, kanji.new, kanji.learning, kanji.mature) == (.kanji, 79, 0, 1))
    }

    // MARK: - A synthetic year

    /// A year of reviews made by a simple deterministic learner: on day d (days ago) it reviews
    /// (d * 7) % 23 + 1 items, except on rest days (d % 11 == 5, and 40...44 days ago).
    struct SyntheticYear {
        var events: [HistoryEvent] = []
        var cards: [String: SRSCard] = [:]
        var reviewsOnDay: [Int: Int] = [:]

        static func isRest(_ daysAgo: Int) -> Bool { daysAgo % 11 == 5 || (40...44).contains(daysAgo) }

        init() {
            let scheduler = FSRSScheduler(enableFuzzing: false)
            var next = 0
            for daysAgo in stride(from: 400, through: 0, by: -1) where !Self.isRest(daysAgo) {
                let count = (daysAgo * 7) % 23 + 1
                reviewsOnDay[daysAgo] = count
                for index in 0..<count {
                    let id = "v:item\((next + index) % 150)"
                    let time = StatisticsTests.time(daysAgo: daysAgo, hour: 7, minute: index)
                    let rating: Rating = (daysAgo + index) % 9 == 0 ? .again : ((daysAgo + index) % 4 == 0 ? .easy : .good)
                    events.append(StatisticsTests.review(id, rating, at: time))
                    cards[id] = scheduler.review(cards[id] ?? SRSCard(due: time), rating: rating, at: time)
                }
                next += count
            }
        }
    }

    @Test func aSyntheticYear() {
        let year = SyntheticYear()
        let levels = Dictionary(uniqueKeysWithValues: year.cards.keys.map { ($0, Level.n5) })
        // History comes newest first from HistoryLog: order must not matter.
        let statistics = Self.compute(year.events.reversed(), cards: year.cards, levels: levels)

        // Today and streaks.
        #expect(statistics.today.reviewed == year.reviewsOnDay[0])
        #expect(statistics.currentStreak == 5) // 0...4 days ago; 5 days ago is a rest day
        #expect(statistics.longestStreak == 10) // between two rest days eleven apart

        // Heatmap: 52 weeks of 7 days, the last column ending with today (a Saturday, the last row).
        let map = statistics.heatmap
        #expect(map.counts.count == 52 && map.counts.allSatisfy { $0.count == 7 })
        #expect(map.firstDay == "2025-11-23") // a Sunday, 51 weeks before this week's Sunday
        #expect(map.counts[51][6] == year.reviewsOnDay[0])
        #expect(map.counts[51][5] == year.reviewsOnDay[1])
        #expect(map.counts[0][0] == year.reviewsOnDay[363] ?? 0)
        let expectedTotal = (0...363).reduce(0) { $0 + (year.reviewsOnDay[$1] ?? 0) }
        #expect(map.total == expectedTotal)
        #expect(map.activeDays == (0...363).filter { year.reviewsOnDay[$0] != nil }.count)
        #expect(map.intensity(of: 0) == 0)
        #expect(map.intensity(of: map.maximum) == 4)
        #expect(map.intensity(of: 1) == 1)
        // Month labels: December 2025 begins in the second column (week of Nov 30), January 2026 in the sixth.
        #expect(map.monthLabels.first == StudyHeatmap.MonthLabel(column: 1, month: 12))
        #expect(map.monthLabels.contains(StudyHeatmap.MonthLabel(column: 5, month: 1)))
        #expect(map.monthLabels.map(\.name).suffix(2) == ["Oct", "Nov"])

        // Forecast: every reviewed card due in the next 30 days, counted independently.
        let dueSoon = year.cards.values.filter { Self.calendar.startOfDay(for: $0.due) < Self.calendar.date(byAdding: .day, value: 30, to: Self.calendar.startOfDay(for: Self.now))! }
        #expect(statistics.forecast.reduce(0, +) == dueSoon.count)
        let dueToday = year.cards.values.filter { $0.due < Self.calendar.date(byAdding: .day, value: 1, to: Self.calendar.startOfDay(for: Self.now))! }
        #expect(statistics.forecast[0] == dueToday.count)

        // Levels: all 150 items reviewed, split between learning and mature; the rest of N5 is new.
        let vocab = statistics.levels[0]
        #expect(vocab.learning + vocab.mature == 150)
        #expect(vocab.new == 250)
        let matureCount = year.cards.values.filter { $0.state == .review && $0.due.timeIntervalSince($0.lastReview!) >= 21 * 86_400 }.count
        #expect(vocab.mature == matureCount)

        // True retention lies between the share of Again grades and 100%.
        #expect(statistics.retention.total > 0)
        #expect(statistics.retention.total < (0...29).reduce(0) { $0 + (year.reviewsOnDay[$1] ?? 0) })
        let rate = statistics.retention.rate ?? 0
        #expect(rate > 0.8 && rate < 1)
    }

    @Test("History in any order gives the same figures, and the replay's lapses are LeechIndex's")
    func orderDoesNotMatterAndLapsesMatchTheLeechIndex() {
        let year = SyntheticYear()
        let levels = Dictionary(uniqueKeysWithValues: year.cards.keys.map { ($0, Level.n5) })
        var random = SeededRandom(seed: 7)
        let newestFirst = Array(year.events.reversed())
        let shuffled = year.events.shuffled(using: &random)
        let expected = Self.compute(newestFirst, cards: year.cards, levels: levels)
        #expect(Self.compute(year.events, cards: year.cards, levels: levels) == expected)
        #expect(Self.compute(shuffled, cards: year.cards, levels: levels) == expected)
        let result = Statistics.computeWithLapses(events: shuffled, cards: year.cards, decks: Self.decks,
                                                  deckOfItem: { _ in nil }, now: Self.now, calendar: Self.days,
                                                  scheduler: FSRSScheduler(enableFuzzing: false))
        let leeches = LeechIndex(events: newestFirst)
        #expect(!leeches.lapses.isEmpty)
        #expect(result.lapses == leeches.lapses)
    }

    // MARK: - JSON

    @Test func encodesAsOneJSONObject() throws {
        let year = SyntheticYear()
        let statistics = Self.compute(year.events, cards: year.cards)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let object = try JSONSerialization.jsonObject(with: encoder.encode(statistics)) as? [String: Any]
        #expect(object?["currentStreak"] as? Int == 5)
        let levels = object?["levels"] as? [[String: Any]]
        #expect(levels?.first?["new"] as? Int == 400) // no levels known: all new
        #expect((object?["forecast"] as? [Int])?.count == 30)
    }
}
