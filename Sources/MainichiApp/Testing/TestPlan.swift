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
    /// The day's name in the interface's language ("N5 Day 3", "Manga words Day 3"), when the
    /// plan has a day and the starter named it.
    var dayName: String?
    /// The screen's title (the last breadcrumb) when the starter chose one ("Day 5 › Test");
    /// nil for the default (see `title(in:)`).
    var customTitle: String?

    /// - Parameters:
    ///   - day: the day the items come from. Unless `retestsWrongOnly`, the result is that day's score.
    ///   - retestsWrongOnly: a retest of the items answered wrong (source `.retest`).
    ///   - title: the screen title; by default (nil) "Test", or for a retest "Retest" (wrong
    ///     items) or "Retest all", in the interface's language.
    init(items: [StudyItem], kind: DeckKind, day: DayKey?, source: HistoryEvent.Source,
         retestsWrongOnly: Bool = false, title: String? = nil, dayName: String? = nil) {
        self.items = items
        self.dayName = dayName
        self.kind = kind
        self.day = day
        self.source = source
        self.retestsWrongOnly = retestsWrongOnly && source == .retest
        self.customTitle = title
    }

    /// A short name for the screen: "N5 Day 3", "Bookmarks", "Mistakes", "N5 Day 3 retest wrong".
    func name(in strings: Strings) -> String {
        let testing = strings.testing
        switch source {
        case .day: return dayName ?? day.map(strings.common.dayName) ?? testing.testTitle
        case .bookmarks: return testing.bookmarksName
        case .mistakes: return testing.mistakesName
        case .level: return testing.levelName
        case .leeches: return testing.leechesName
        case .retest:
            return testing.retestName(day: dayName ?? day.map(strings.common.dayName), wrongOnly: retestsWrongOnly)
        }
    }

    /// The screen's title (the last breadcrumb): "Test", "Day 5 › Test", "Retest", "Retest all".
    func title(in strings: any TestingStrings) -> String {
        customTitle ?? (source == .retest ? (retestsWrongOnly ? strings.retestTitle : strings.retestAllTitle) : strings.testTitle)
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
