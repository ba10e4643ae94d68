import TerminalUI

extension StyleRole {
    /// Words of a text by what the learner knows of them (the Read screen).
    public static let readerNew = StyleRole("readerNew")
    public static let readerLearning = StyleRole("readerLearning")
    public static let readerKnown = StyleRole("readerKnown")
    public static let readerIgnored = StyleRole("readerIgnored")
    /// Readings in brackets after a word.
    public static let readerReading = StyleRole("readerReading")
}
