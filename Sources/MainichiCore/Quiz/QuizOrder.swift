/// The order questions are asked in.
public enum QuizOrder: Sendable, Equatable {
    /// As the items were given (a day's list order).
    case inOrder
    /// Shuffled with the quiz's random source.
    case shuffled
}
