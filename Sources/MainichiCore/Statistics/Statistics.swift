#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every figure of the statistics screen and `mainichi stats`, computed from the history log, the
/// review cards and the deck sizes.
///
/// Definitions:
/// - A day is a study day of the given `StudyCalendar` (its time zone, day start hour and first
///   weekday): a review at 1 a.m. counts for the day before.
/// - Streaks count days with any history event (a study session, a test or a review). The current
///   streak ends today, or yesterday while today has nothing yet (the day is not over).
/// - The heatmap and "today" count review events only.
/// - The forecast counts, for each of the next 30 days (today first), the cards already reviewed at
///   least once that fall due that day; cards overdue are counted today.
/// - True retention: over the last 30 days (today included), reviews of cards that were in the
///   review state just before the grade, passed when not graded Again. The state is found by
///   replaying each item's reviews from history with the scheduler (without fuzz; fuzz never changes
///   a state).
/// - Level progress: see `LevelProgress`.
public struct Statistics: Sendable, Equatable, Codable {
    /// Days in the forecast.
    public static let forecastDays = 30
    /// Days in the true-retention window.
    public static let retentionWindow = 30

    /// "2026-11-21": the day the figures are for.
    public var date: String
    public var today: TodaySummary
    public var currentStreak: Int
    public var longestStreak: Int
    public var heatmap: StudyHeatmap
    /// Cards due on each of the next 30 days, today (with overdue cards) first.
    public var forecast: [Int]
    /// Vocabulary levels (easiest first), then kanji levels.
    public var levels: [LevelProgress]
    /// True retention over the last 30 days.
    public var retention: RetentionFigure
    /// Items in reviews (graded at least once) and new items waiting in reviews.
    public var reviewCards: Int
    public var waitingNewCards: Int
    /// The reviews waiting now (new, learning, due), as the menu and the review screen count them:
    /// set by the caller from `Learner.reviewStatus()` (the limits are settings, not history); nil
    /// when not given.
    public var reviewCounts: ReviewCounts?
    /// New items today's new-items limit leaves for a later day, as the menu says it: set by the
    /// caller with `reviewCounts`; nil when none is held back.
    public var newItemsHeldBack: NewItemsHeldBack?
    /// The kinds of slip among the last 50 wrong typed readings (see `StudyProgress.slipSummary`).
    public var slips = SlipSummary()
    /// Hangman words solved and played, over every game in history.
    public var hangmanWon = 0
    public var hangmanPlayed = 0
    /// The leeches (items with at least the threshold's lapses), most lapses first, with their
    /// lapse counts.
    public var leeches: [Leech] = []

    /// An item forgotten again and again.
    public struct Leech: Sendable, Equatable, Codable {
        public var itemID: String
        public var lapses: Int
    }

    /// Computes the figures.
    /// - Parameters:
    ///   - events: history events, in any order (`HistoryLog.read().events`).
    ///   - cards: review cards by item id (`StudyProgress.srs`).
    ///   - decks: the deck summaries (for each level's item count).
    ///   - levelOfItem: the level of an item id, nil when no deck holds it (then it counts nowhere).
    ///     Only called for reviewed cards. Names the bundled deck of the item's kind at that level.
    ///   - now: the current time; `calendar` gives the days (tests inject a fixed time zone).
    ///   - scheduler: replays reviews for true retention.
    public static func compute(events: [HistoryEvent], cards: [String: SRSCard], decks: [DeckSummary],
                               levelOfItem: (String) -> Level?, now: Date, calendar: StudyCalendar,
                               scheduler: FSRSScheduler = FSRSScheduler(enableFuzzing: false)) -> Statistics {
        compute(events: events, cards: cards, decks: decks,
                deckOfItem: { id in
                    guard let level = levelOfItem(id), let kind = DeckKind(itemID: id) else { return nil }
                    return DeckID.jlpt(kind: kind, level: level)
                },
                now: now, calendar: calendar, scheduler: scheduler)
    }

    /// Computes the figures, with `deckOfItem` giving the deck of a reviewed item id (nil when no
    /// deck holds it: it then counts in no deck's progress).
    public static func compute(events: [HistoryEvent], cards: [String: SRSCard], decks: [DeckSummary],
                               deckOfItem: (String) -> DeckID?, now: Date, calendar: StudyCalendar,
                               scheduler: FSRSScheduler = FSRSScheduler(enableFuzzing: false)) -> Statistics {
        computeWithLapses(events: events, cards: cards, decks: decks, deckOfItem: deckOfItem, now: now,
                          calendar: calendar, scheduler: scheduler).statistics
    }

    /// The figures, with the lapses of every item the replay for true retention found on the way
    /// (what `LeechIndex(events:)` counts), so the app's statistics replay the history once.
    static func computeWithLapses(events: [HistoryEvent], cards: [String: SRSCard], decks: [DeckSummary],
                                  deckOfItem: (String) -> DeckID?, now: Date, calendar: StudyCalendar,
                                  scheduler: FSRSScheduler) -> (statistics: Statistics, lapses: [String: Int]) {
        let days = calendar
        var numbering = StudyDayNumbering(calendar: calendar)
        let today = numbering.day(of: now)
        // Oldest first; events at the same time keep their given order. History comes newest
        // first, so that is its runs of equal times in reverse, without a sort.
        var order: [Int] = []
        order.reserveCapacity(events.count)
        if zip(events, events.dropFirst()).allSatisfy({ $0.time >= $1.time }) {
            var end = events.count
            while end > 0 {
                var start = end - 1
                while start > 0 && events[start - 1].time == events[end - 1].time { start -= 1 }
                order.append(contentsOf: start..<end)
                end = start
            }
        } else {
            order = events.indices.sorted { events[$0].time < events[$1].time }
        }

        // Per-day activity and reviews. Items are numbered on their first review, so each event
        // hashes its id once (by its bytes: `ItemKey`), and fields are read in place rather than
        // copying each event.
        var activeDays = Set<Int>()
        var reviewsPerDay: [Int: Int] = [:]
        var summary = TodaySummary()
        var itemNumbers: [ItemKey: Int] = [:]
        var itemIDs: [String] = []
        var firstReviewDay: [Int] = []
        // Each item's graded reviews, oldest first, as (event index, day).
        var reviewsByItem: [[(index: Int, day: Int)]] = []
        var lastDay = Int.min
        for index in order {
            let day = numbering.day(of: events[index].time)
            if day != lastDay {
                activeDays.insert(day)
                lastDay = day
            }
            if day == today { summary.timeSpent += max(0, events[index].duration ?? 0) }
            guard events[index].type == .review else { continue }
            reviewsPerDay[day, default: 0] += 1
            let rating = events[index].rating
            if day == today {
                summary.reviewed += 1
                summary.retention.count(rating != .again)
            }
            if let id = events[index].itemID {
                let key = ItemKey(id: id)
                let number: Int
                if let known = itemNumbers[key] {
                    number = known
                } else {
                    number = itemIDs.count
                    itemNumbers[key] = number
                    itemIDs.append(id)
                    firstReviewDay.append(day)
                    reviewsByItem.append([])
                }
                if rating != nil { reviewsByItem[number].append((index, day)) }
            }
        }
        summary.newLearned = firstReviewDay.count { $0 == today }

        let (current, longest) = streaks(activeDays: activeDays, today: today)

        // Replay each item's reviews: true retention over the window, and lapses (Again given to
        // a card in the review state) over all of them.
        var retention = RetentionFigure()
        var lapses: [String: Int] = [:]
        let windowStart = today - retentionWindow + 1
        for (number, reviews) in reviewsByItem.enumerated() where !reviews.isEmpty {
            var card = SRSCard(due: events[reviews[0].index].time)
            var lapseCount = 0
            for review in reviews {
                guard let rating = events[review.index].rating else { continue }
                if card.state == .review {
                    if review.day >= windowStart, review.day <= today { retention.count(rating != .again) }
                    if rating == .again { lapseCount += 1 }
                }
                card = scheduler.review(card, rating: rating, at: events[review.index].time)
            }
            if lapseCount > 0 { lapses[itemIDs[number]] = lapseCount }
        }

        let cardFigures = Self.cardFigures(cards: cards, decks: decks, deckOfItem: deckOfItem, today: today,
                                           numbering: &numbering)

        let statistics = Statistics(date: days.stamp(ofDay: today), today: summary, currentStreak: current,
                                    longestStreak: longest,
                                    heatmap: heatmap(reviewsPerDay: reviewsPerDay, today: today, days: days),
                                    forecast: cardFigures.forecast, levels: cardFigures.levels, retention: retention,
                                    reviewCards: cardFigures.reviewCards, waitingNewCards: cardFigures.waiting)
        return (statistics, lapses)
    }

    /// The current streak (ending today, or yesterday while today has nothing yet) and the longest.
    static func streaks(activeDays: Set<Int>, today: Int) -> (current: Int, longest: Int) {
        var current = 0
        var cursor = activeDays.contains(today) ? today : today - 1
        while activeDays.contains(cursor) {
            current += 1
            cursor -= 1
        }
        var longest = 0
        var run = 0
        var previous: Int?
        for day in activeDays.sorted() {
            run = previous == day - 1 ? run + 1 : 1
            longest = max(longest, run)
            previous = day
        }

        return (current, longest)
    }

    /// The figures of the review cards: the forecast, each deck's progress, the cards in reviews
    /// and the new ones waiting.
    static func cardFigures(cards: [String: SRSCard], decks: [DeckSummary], deckOfItem: (String) -> DeckID?,
                            today: Int, numbering: inout StudyDayNumbering)
        -> (forecast: [Int], levels: [LevelProgress], reviewCards: Int, waiting: Int) {
        var forecast = Array(repeating: 0, count: forecastDays)
        var learning: [DeckID: Int] = [:]
        var mature: [DeckID: Int] = [:]
        var reviewCards = 0
        var waiting = 0
        for (id, card) in cards {
            guard let lastReview = card.lastReview else {
                waiting += 1
                continue
            }
            reviewCards += 1
            let offset = max(0, numbering.day(of: card.due) - today)
            if offset < forecastDays { forecast[offset] += 1 }
            guard let key = deckOfItem(id) else { continue }
            let interval = card.due.timeIntervalSince(lastReview) / 86_400
            if card.state == .review && interval >= LevelProgress.matureInterval {
                mature[key, default: 0] += 1
            } else {
                learning[key, default: 0] += 1
            }
        }
        let levels = decks.map { deck in
            LevelProgress(deck: deck.deckID, kind: deck.kind, level: deck.level, title: deck.title, total: deck.itemCount,
                          learning: learning[deck.deckID] ?? 0, mature: mature[deck.deckID] ?? 0)
        }

        return (forecast, levels, reviewCards, waiting)
    }

    /// An item id hashed and compared by its UTF-8 bytes. Ids are written byte for byte by the
    /// decks and the app; `String`'s own hashing first normalises every non-ASCII id (nearly all
    /// of them), which was a third of the statistics' time over a year of history.
    struct ItemKey: Hashable, Sendable {
        var id: String

        func hash(into hasher: inout Hasher) {
            var id = id
            id.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (lhs: ItemKey, rhs: ItemKey) -> Bool {
            var left = lhs.id
            var right = rhs.id
            return left.withUTF8 { a in
                right.withUTF8 { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
            }
        }
    }

    /// The 52-week map ending with the week that holds `today`.
    static func heatmap(reviewsPerDay: [Int: Int], today: Int, days: StudyCalendar) -> StudyHeatmap {
        let weeks = StudyHeatmap.weekCount
        let firstDay = days.startOfWeek(containing: today) - (weeks - 1) * 7
        var counts: [[Int?]] = []
        var labels: [StudyHeatmap.MonthLabel] = []
        for column in 0..<weeks {
            var week: [Int?] = []
            for row in 0..<7 {
                let day = firstDay + column * 7 + row
                week.append(day > today ? nil : reviewsPerDay[day] ?? 0)
                let date = days.date(ofDay: day)
                if date.day == 1 { labels.append(StudyHeatmap.MonthLabel(column: column, month: date.month)) }
            }
            counts.append(week)
        }
        return StudyHeatmap(firstDay: days.stamp(ofDay: firstDay), firstWeekday: days.firstWeekday,
                            counts: counts, monthLabels: labels)
    }
}

extension Statistics {
    /// The statistics of a library, progress and history as the app and `mainichi stats` see them.
    /// Looks up the level of reviewed items in the library (decoding decks as needed).
    /// - Parameter leechThreshold: lapses that make an item a leech (`Settings.leechThreshold`).
    public static func compute(library: DeckLibrary, progress: StudyProgress, events: [HistoryEvent],
                               now: Date, calendar: StudyCalendar,
                               leechThreshold: Int = Settings().leechThreshold) -> Statistics {
        let result = computeWithLapses(events: events, cards: progress.srs, decks: library.summaries,
                                       deckOfItem: { library.item(withID: $0)?.deck }, now: now,
                                       calendar: calendar, scheduler: FSRSScheduler(enableFuzzing: false))
        var statistics = result.statistics
        statistics.slips = progress.slipSummary()
        let lapses = LeechIndex(lapses: result.lapses)
        statistics.leeches = lapses.leeches(threshold: leechThreshold).map { Leech(itemID: $0, lapses: lapses.lapseCount(of: $0)) }
        for event in events where event.type == .game {
            statistics.hangmanWon += max(0, event.score ?? 0)
            statistics.hangmanPlayed += max(0, event.total ?? 0)
        }
        return statistics
    }
}
