#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// What a test covers: the items, where they come from and how its result is saved.
struct TestPlan {
    /// The items to ask about (duplicates are asked once).
    var items: [StudyItem]
    /// The kind the test was started for; a mixed list (mistakes of both kinds) is tested as one test.
    var kind: DeckKind
    /// The day the items come from, named on screen and in history; nil for bookmarks and mistakes.
    var day: DayKey?
    /// What the test covers, for history.
    var source: HistoryEvent.Source
    /// Whether this is a retest of only the items a test got wrong: it names its day but never
    /// counts as the day's score.
    var retestsWrongOnly: Bool
    /// A short name for the screen: "N5 Day 3", "Bookmarks", "Mistakes", "N5 Day 3 retest wrong".
    var name: String
    /// The day's name ("N5 Day 3", "Manga words Day 3"), when the plan has a day.
    var dayName: String?
    /// The screen's title (the last breadcrumb): "Test", "Day 5 › Test", "Retest", "Retest all".
    var title: String

    /// - Parameters:
    ///   - day: the day the items come from. Unless `retestsWrongOnly`, the result is that day's score.
    ///   - retestsWrongOnly: a retest of the items answered wrong (source `.retest`).
    ///   - title: the screen title; by default "Test", or for a retest "Retest" (wrong items)
    ///     or "Retest all".
    init(items: [StudyItem], kind: DeckKind, day: DayKey?, source: HistoryEvent.Source,
         retestsWrongOnly: Bool = false, title: String? = nil, dayName: String? = nil) {
        self.items = items
        let dayName = dayName ?? day.map { Strings(.english).common.dayName($0) }
        self.dayName = dayName
        self.kind = kind
        self.day = day
        self.source = source
        self.retestsWrongOnly = retestsWrongOnly && source == .retest
        switch source {
        case .day: name = dayName ?? "Test"
        case .bookmarks: name = "Bookmarks"
        case .mistakes: name = "Mistakes"
        case .level: name = "Level"
        case .leeches: name = "Leeches"
        case .retest:
            let what = self.retestsWrongOnly ? "retest wrong" : "retest"
            name = dayName.map { "\($0) \(what)" } ?? (self.retestsWrongOnly ? "Retest wrong" : "Retest")
        }
        self.title = title ?? (source == .retest ? (self.retestsWrongOnly ? "Retest" : "Retest all") : "Test")
    }

    /// The day whose best score the result updates: the day tested in full, never a retest of
    /// some of its items.
    var scoredDay: DayKey? { retestsWrongOnly ? nil : day }

    /// The kind of every item when they share one, else nil (a mixed test).
    var commonKind: DeckKind? {
        let kinds = Set(items.map(\.kind))
        return kinds.count == 1 ? kinds.first : (items.isEmpty ? kind : nil)
    }

    /// The history entry of a finished test of this plan: the day named even when the result is
    /// not the day's score (a retest of wrong items).
    func historyEvent(for outcome: TestOutcome, duration: TimeInterval) -> HistoryEvent {
        var event = HistoryEvent.test(outcome, source: source, duration: duration)
        event.kind = commonKind
        event.setDay(day, kind: commonKind)
        if retestsWrongOnly { event.wrongOnly = true }
        return event
    }
}
