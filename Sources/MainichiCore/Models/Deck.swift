/// A decoded deck: every item of one kind at one level, split into study days.
public struct Deck: Sendable {
    /// The deck's identity: "jlpt-vocab-n5" for a bundled deck.
    public let id: DeckID
    /// Vocabulary or kanji.
    public let kind: DeckKind
    /// The JLPT level, when the deck is one level's list (metadata: not part of the identity).
    public let level: Level?
    /// The title shown to the learner: "JLPT N5 Vocabulary".
    public let title: String
    /// The intended number of items a day (20 words or 10 kanji).
    public let itemsPerDay: Int
    /// Every item, ordered by day and, within a day, as in the file.
    public let items: [StudyItem]
    /// The number of days: the highest day of any item (0 for an empty deck).
    public let dayCount: Int
    /// The highest day an item may have. N1 vocabulary, the largest deck, has under 200 days; the
    /// bound keeps a mistyped day (999999999999999) from making a deck of empty days.
    public static let maximumDay = 9_999

    /// `dayRanges[d - 1]` is the index range of day `d` in `items` (empty for a day without items).
    private let dayRanges: [Range<Int>]
    /// The topic of each day grouped by one (`dayTopics` in the file); mixed days have none.
    public let dayTopics: [Int: DayTopic]

    /// Builds a deck; items are stably sorted by day. Without `id`, the deck is the bundled JLPT
    /// deck of `kind` at `level` (a deck with neither gets the id "unnamed").
    public init(id: DeckID? = nil, kind: DeckKind, level: Level?, title: String, itemsPerDay: Int, items: [StudyItem],
                dayTopics: [Int: DayTopic] = [:]) {
        self.id = id ?? level.map { DeckID.jlpt(kind: kind, level: $0) } ?? DeckID(rawValue: "unnamed")!
        self.dayTopics = dayTopics
        self.kind = kind
        self.level = level
        self.title = title
        self.itemsPerDay = itemsPerDay
        let sorted = Self.sortedByDay(items, day: \.day)
        self.items = sorted
        (dayCount, dayRanges) = Self.dayRanges(of: sorted, day: \.day)
    }

    /// `items` stably sorted by day (as they are when already in order).
    static func sortedByDay<Item>(_ items: [Item], day: (Item) -> Int) -> [Item] {
        // By position: zipping the array with itself would copy every item (and retain its fields).
        let isSorted = items.indices.dropFirst().allSatisfy { day(items[$0 - 1]) <= day(items[$0]) }
        return isSorted ? items : items.enumerated()
            .sorted { (day($0.element), $0.offset) < (day($1.element), $1.offset) }
            .map(\.element)
    }

    /// The day count and the index range of each day (from 1) in `sorted`, items sorted by day.
    static func dayRanges<Item>(of sorted: [Item], day: (Item) -> Int) -> (count: Int, ranges: [Range<Int>]) {
        let dayCount = min(sorted.last.map(day) ?? 0, maximumDay)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(dayCount)
        var index = 0
        for current in 1...max(dayCount, 1) where dayCount > 0 {
            let start = index
            while index < sorted.count, day(sorted[index]) == current { index += 1 }
            ranges.append(start..<index)
        }
        return (dayCount, ranges)
    }

    /// The items of `day` (from 1); empty for a day out of range.
    public func items(forDay day: Int) -> ArraySlice<StudyItem> {
        guard day >= 1, day <= dayRanges.count else { return [] }
        return items[dayRanges[day - 1]]
    }

    /// The topic `day` is grouped by, nil for a day of mixed words (and a day out of range).
    public func topic(forDay day: Int) -> DayTopic? { dayTopics[day] }

    /// The number of items on `day`.
    public func itemCount(forDay day: Int) -> Int { items(forDay: day).count }

    /// The key of `day` in this deck.
    public func dayKey(_ day: Int) -> DayKey { DayKey(deck: id, day: day) }
}
