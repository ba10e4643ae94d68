/// What marking a word in the reader did, so the screen can undo it.
public struct WordMarkChange: Sendable, Equatable {
    /// The mark's key (`WordMark.key(ofSequence:)`).
    public var word: String
    /// The mark before the change (nil: none).
    public var previous: WordMark?
    /// The mark now.
    public var current: WordMark?
}

extension Learner {
    /// The mark the learner gave the word of `entry` in the reader, if any.
    public func wordMark(of entry: DictionaryEntry) -> WordMark? {
        progress.progress.wordMarks[WordMark.key(ofSequence: entry.sequence)]
    }

    /// Marks the word of `entry` known or ignored (`WordMark`), or takes its mark away (nil), as
    /// one `wordMark` journal event that syncs like every other change; marking a word as it is
    /// already marked writes nothing.
    /// - Returns: the mark before and after, for an undo.
    /// - Throws: `StorageError` when the journal cannot be saved.
    @discardableResult
    public func markWord(_ entry: DictionaryEntry, as mark: WordMark?) throws(StorageError) -> WordMarkChange {
        let word = WordMark.key(ofSequence: entry.sequence)
        let previous = progress.progress.wordMarks[word]
        try progress.setWordMark(word, mark)
        return WordMarkChange(word: word, previous: previous, current: mark)
    }

    /// Puts a word's mark back as it was before `change`.
    /// - Throws: `StorageError` when the journal cannot be saved.
    public func undo(_ change: WordMarkChange) throws(StorageError) {
        try progress.setWordMark(change.word, change.previous)
    }
}
