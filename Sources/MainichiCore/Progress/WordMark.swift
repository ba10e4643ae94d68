/// What the learner said about a word met in a text, by hand in the reader: they know it (it
/// counts as known without reviews), or it is not one to learn (a name, a word they do not care
/// for). Kept in `StudyProgress.wordMarks` by the word's key (`WordMark.key(ofSequence:)`).
public enum WordMark: String, Codable, Sendable, Equatable, CaseIterable {
    /// Known: counted as known in coverage, shown plain.
    case known
    /// Ignored: left out of coverage and of the words to learn.
    case ignored

    /// The key a dictionary entry's mark is kept under: its JMdict sequence number, which stays
    /// the same across dictionary builds ("jmdict:1358280").
    public static func key(ofSequence sequence: Int) -> String { "jmdict:\(sequence)" }
}
