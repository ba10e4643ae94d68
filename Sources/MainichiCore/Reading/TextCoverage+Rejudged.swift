extension TextCoverage {
    /// The coverage of the same text with its words judged again by `knowledge` (after a mark, a
    /// word added): the counting and first sentences are kept, so a long book is not read again.
    /// Words judged ignored are left out, as `init(text:tokens:knowledge:dictionary:)` leaves them.
    ///
    /// Made from a coverage that judged every word new (`knowledge: { _ in .new }`), it can take
    /// any later judgement, a mark taken away included.
    public func rejudged(_ knowledge: (Word) -> WordKnowledge) -> TextCoverage {
        var judged: [Word] = []
        judged.reserveCapacity(words.count)
        for var word in words {
            word.knowledge = knowledge(word)
            if word.knowledge != .ignored { judged.append(word) }
        }
        return TextCoverage(judgedWords: judged)
    }

    /// A coverage of words already counted, judged and in order.
    init(judgedWords: [Word]) {
        words = judgedWords
    }
}
