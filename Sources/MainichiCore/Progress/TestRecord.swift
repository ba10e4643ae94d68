/// What recording a test changed, for the result screen.
public struct TestRecord: Sendable, Equatable {
    /// The day's result after the test, for a full-day test.
    public var dayResult: DayResult?
    /// Whether the test set a new best score for its day.
    public var isNewBest: Bool
    /// Ids that left the mistakes notebook (three right answers in a row), in answer order.
    public var leftNotebook: [String]
    /// Ids that entered the notebook for the first time, in answer order.
    public var enteredNotebook: [String]

    public init(dayResult: DayResult?, isNewBest: Bool, leftNotebook: [String], enteredNotebook: [String]) {
        self.dayResult = dayResult
        self.isNewBest = isNewBest
        self.leftNotebook = leftNotebook
        self.enteredNotebook = enteredNotebook
    }
}
