/// An example sentence for a vocabulary word, in Japanese with its English translation and, where
/// the deck gives one, its Korean translation.
public struct ExampleSentence: Sendable, Equatable, Hashable {
    /// The sentence in Japanese.
    public var japanese: String
    /// The English translation.
    public var english: String
    /// The Korean translation (the deck's `ko`), or nil when the deck gives none.
    public var korean: String?
    /// The sentence in segments with the readings of its kanji; empty when the deck gives none.
    public var segments: [ReadingSegment]

    public init(japanese: String, english: String, korean: String? = nil, segments: [ReadingSegment] = []) {
        self.japanese = japanese
        self.english = english
        self.korean = korean.flatMap { $0.isEmpty ? nil : $0 }
        self.segments = segments
    }

    /// The translations to show in `language`, one a line: the Korean one when Korean is asked
    /// and given, else the English one; both gives the Korean one first, then the English one.
    public func translations(in language: MeaningLanguage) -> [String] {
        switch (language, korean) {
        case (.english, _), (_, nil): [english]
        case (.korean, let korean?): [korean]
        case (.both, let korean?): [korean, english]
        }
    }

    /// The translation in `language` on one line: "매일 먹어요.", with both "매일 먹어요. / I eat every day.".
    public func translation(in language: MeaningLanguage) -> String {
        translations(in: language).joined(separator: " / ")
    }
}
