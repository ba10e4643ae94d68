/// An example sentence for a vocabulary word, in Japanese with its English translation.
public struct ExampleSentence: Sendable, Equatable, Hashable {
    /// The sentence in Japanese.
    public var japanese: String
    /// The English translation.
    public var english: String

    public init(japanese: String, english: String) {
        self.japanese = japanese
        self.english = english
    }
}
