/// One bad record of an imported file: where it starts and what is wrong. The rest of the file
/// is still read.
public struct ImportProblem: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with a record.
    public enum Reason: Sendable, Equatable {
        /// The bytes are not UTF-8.
        case invalidUTF8
        /// A quoted field opened here never closes before the end of the file, or closes only
        /// at a later line's quote (text follows it).
        case unclosedQuote
        /// The record is longer than the reader accepts.
        case tooLong(bytes: Int, limit: Int)
        /// The record has no word (its word column is empty or missing).
        case missingWord
        /// Writing: no reading, and the dictionary has no entry spelled so to take one from.
        case missingReading
        /// Writing: no meaning, and the dictionary has no entry spelled so to take one from.
        case missingMeaning
        /// Writing: the reading is not kana.
        case readingNotKana
        /// Writing: a kanji deck takes words only through the app.
        case notAWordDeck
    }

    /// The line the record starts on, from 1.
    public var line: Int
    /// Why the record was not taken.
    public var reason: Reason

    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .invalidUTF8: "line \(line): not UTF-8 text (save the file as UTF-8)"
        case .unclosedQuote: "line \(line): a quoted field opens here and never closes; read as plain text"
        case .tooLong(let bytes, let limit): "line \(line): \(bytes) bytes long, more than the \(limit) a record may hold"
        case .missingWord: "line \(line): no word (the word column is empty)"
        case .missingReading: "line \(line): no reading, and the dictionary does not know the word"
        case .missingMeaning: "line \(line): no meaning, and the dictionary does not know the word"
        case .readingNotKana: "line \(line): the reading is not in kana"
        case .notAWordDeck: "line \(line): the deck is a kanji deck; import words into a vocabulary deck"
        }
    }
}
