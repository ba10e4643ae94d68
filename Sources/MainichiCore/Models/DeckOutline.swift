/// A deck as its day list and the search index need it: the deck's facts and each item's outline
/// (`ItemOutline`), split into days as `Deck` splits its items.
///
/// Read from a deck file by `DeckLoader.outline` (or `DeckLibrary.outline(id:)`), which builds
/// only headwords, readings, meanings and days; the whole deck is decoded when a day is opened.
public struct DeckOutline: Sendable {
    /// The deck's identity.
    public let id: DeckID
    /// Vocabulary or kanji.
    public let kind: DeckKind
    /// The JLPT level, when the deck is one level's list.
    public let level: Level?
    /// The title shown to the learner.
    public let title: String
    /// The intended number of items a day.
    public let itemsPerDay: Int
    /// Every item's outline, ordered by day and, within a day, as in the file (as `Deck.items`).
    public let items: [ItemOutline]
    /// The number of days: the highest day of any item (0 for an empty deck).
    public let dayCount: Int
    /// `dayRanges[d - 1]` is the index range of day `d` in `items`.
    private let dayRanges: [Range<Int>]
    /// The topic of each day grouped by one, as `Deck.dayTopics`.
    public let dayTopics: [Int: DayTopic]

    /// An outline from its parts; items are stably sorted by day, as `Deck` sorts them.
    public init(id: DeckID, kind: DeckKind, level: Level?, title: String, itemsPerDay: Int, items: [ItemOutline],
                dayTopics: [Int: DayTopic] = [:]) {
        self.id = id
        self.dayTopics = dayTopics
        self.kind = kind
        self.level = level
        self.title = title
        self.itemsPerDay = itemsPerDay
        let sorted = Deck.sortedByDay(items, day: \.day)
        self.items = sorted
        (dayCount, dayRanges) = Deck.dayRanges(of: sorted, day: \.day)
    }

    /// The outline of a decoded deck.
    public init(_ deck: Deck) {
        self.init(id: deck.id, kind: deck.kind, level: deck.level, title: deck.title, itemsPerDay: deck.itemsPerDay,
                  items: deck.items.map(ItemOutline.init), dayTopics: deck.dayTopics)
    }

    /// The topic of `day`, when the deck groups it by one.
    public func topic(forDay day: Int) -> DayTopic? { dayTopics[day] }

    /// The outlines of `day` (from 1); empty for a day out of range.
    public func items(forDay day: Int) -> ArraySlice<ItemOutline> {
        guard day >= 1, day <= dayRanges.count else { return [] }
        return items[dayRanges[day - 1]]
    }

    /// The number of items on `day`.
    public func itemCount(forDay day: Int) -> Int { items(forDay: day).count }

    /// The key of `day` in this deck.
    public func dayKey(_ day: Int) -> DayKey { DayKey(deck: id, day: day) }
}
