/// Reviews per day over the last 52 weeks, laid out like a wall calendar turned on its side:
/// one column per week (oldest on the left, this week on the right), one row per weekday (the
/// calendar's first weekday on top).
public struct StudyHeatmap: Sendable, Equatable, Codable {
    /// Weeks shown.
    public static let weekCount = 52

    /// A month starting in a column, for the labels above it.
    public struct MonthLabel: Sendable, Equatable, Codable {
        /// The column whose week holds the month's first day.
        public var column: Int
        /// 1 (January) to 12.
        public var month: Int

        public init(column: Int, month: Int) {
            self.column = column
            self.month = month
        }

        /// "Jan" ... "Dec", always in English so the layout is fixed.
        public var name: String {
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
        }
    }

    /// The date of the top-left cell: "2025-11-23".
    public var firstDay: String
    /// Weekday of row 0: 1 = Sunday ... 7 = Saturday.
    public var firstWeekday: Int
    /// `counts[column][row]`: reviews that day, nil for days after today.
    public var counts: [[Int?]]
    /// Where months begin.
    public var monthLabels: [MonthLabel]

    public init(firstDay: String, firstWeekday: Int, counts: [[Int?]], monthLabels: [MonthLabel]) {
        self.firstDay = firstDay
        self.firstWeekday = firstWeekday
        self.counts = counts
        self.monthLabels = monthLabels
    }

    /// The busiest day's count (0 when nothing was reviewed).
    public var maximum: Int {
        counts.lazy.flatMap { $0 }.compactMap { $0 }.max() ?? 0
    }

    /// Reviews over the whole map.
    public var total: Int {
        counts.lazy.flatMap { $0 }.compactMap { $0 }.reduce(0, +)
    }

    /// Days with at least one review.
    public var activeDays: Int {
        counts.lazy.flatMap { $0 }.filter { ($0 ?? 0) > 0 }.count
    }

    /// The shade of a count, 0 (none) to 4 (busiest quarter): quarters of the busiest day, so a
    /// learner with 10 reviews a day sees as much colour as one with 200.
    public func intensity(of count: Int) -> Int {
        intensity(of: count, maximum: maximum)
    }

    /// `intensity(of:)` with the busiest day's count given (`maximum`), for drawing every cell
    /// without finding it again for each.
    public func intensity(of count: Int, maximum: Int) -> Int {
        guard count > 0, maximum > 0 else { return 0 }
        return min(4, max(1, (count * 4 + maximum - 1) / maximum))
    }
}
