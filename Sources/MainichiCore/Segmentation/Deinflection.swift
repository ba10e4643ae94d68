/// A candidate dictionary form of an inflected word, with the steps that lead back to it.
public struct Deinflection: Sendable, Equatable {
    /// The form to look up (食べる).
    public var dictionaryForm: String
    /// The classes the dictionary entry must have for the candidate to be right; `.any` for the
    /// text as it stands (no rule applied).
    public var wordClass: WordClass
    /// The steps from the dictionary form out to the text, innermost first
    /// (食べさせられなかった: causative, passive, negative, past).
    public var steps: [Inflection]

    public init(dictionaryForm: String, wordClass: WordClass, steps: [Inflection]) {
        self.dictionaryForm = dictionaryForm
        self.wordClass = wordClass
        self.steps = steps
    }
}
