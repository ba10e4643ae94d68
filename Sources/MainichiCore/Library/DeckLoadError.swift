/// A deck file that could not be loaded, with every problem found in it.
public struct DeckLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// All problems, in document order; never empty.
    public var problems: [DeckProblem]

    public init(problems: [DeckProblem]) {
        precondition(!problems.isEmpty, "a deck load error needs at least one problem")
        self.problems = problems
    }

    /// The first problem, and how many more there are.
    public var description: String {
        let first = problems[0].description
        switch problems.count {
        case 1: return first
        case 2: return first + " (and 1 more problem)"
        default: return first + " (and \(problems.count - 1) more problems)"
        }
    }
}
