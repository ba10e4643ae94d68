import MainichiCore

/// What a test covers: the items, where they come from and how its result is saved.
struct TestPlan {
    /// The items to ask about (duplicates are asked once).
    var items: [StudyItem]
    /// The kind the test was started for; a mixed list (mistakes of both kinds) is tested as one test.
    var kind: DeckKind
    /// The day tested in full, whose best score the result updates; nil otherwise.
    var day: DayKey?
    /// What the test covers, for history.
    var source: HistoryEvent.Source
    /// A short name for the screen: "N5 Day 3", "Bookmarks", "Mistakes", "Retest".
    var name: String

    init(items: [StudyItem], kind: DeckKind, day: DayKey?, source: HistoryEvent.Source) {
        self.items = items
        self.kind = kind
        self.day = day
        self.source = source
        switch source {
        case .day: name = day?.displayName ?? "Test"
        case .bookmarks: name = "Bookmarks"
        case .mistakes: name = "Mistakes"
        case .retest: name = day.map { "\($0.displayName) retest" } ?? "Retest"
        }
    }

    /// The kind of every item when they share one, else nil (a mixed test).
    var commonKind: DeckKind? {
        let kinds = Set(items.map(\.kind))
        return kinds.count == 1 ? kinds.first : (items.isEmpty ? kind : nil)
    }
}
