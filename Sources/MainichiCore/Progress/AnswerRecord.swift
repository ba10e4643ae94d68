/// What recording one answer changed: the mistakes notebook and reviews.
///
/// `ProgressStore.recordAnswer(itemID:kind:mode:isRight:at:)` returns it; a test keeps them and
/// passes them to `ProgressStore.recordTest(_:recordedAnswers:)` at its end, so the result screen
/// can say what entered or left the notebook.
public struct AnswerRecord: Sendable, Equatable {
    /// The item answered.
    public var itemID: String
    /// Whether the answer was right.
    public var isRight: Bool
    /// Whether a wrong answer put the item into the notebook for the first time.
    public var enteredNotebook: Bool
    /// Whether a right answer took the item out of the notebook (its third in a row).
    public var leftNotebook: Bool
    /// Whether the item was not in reviews before and now is.
    public var addedToReviews: Bool

    public init(itemID: String, isRight: Bool, enteredNotebook: Bool = false, leftNotebook: Bool = false,
                addedToReviews: Bool = false) {
        self.itemID = itemID
        self.isRight = isRight
        self.enteredNotebook = enteredNotebook
        self.leftNotebook = leftNotebook
        self.addedToReviews = addedToReviews
    }
}
