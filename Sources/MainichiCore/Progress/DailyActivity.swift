/// What was done on one study day (see `StudyCalendar`), for the daily limits of reviews.
public struct DailyActivity: Codable, Sendable, Equatable {
    /// Items seen for the first time in reviews.
    public var newItems: Int
    /// Reviews of items already learning or in review.
    public var reviews: Int

    public init(newItems: Int = 0, reviews: Int = 0) {
        self.newItems = newItems
        self.reviews = reviews
    }
}
