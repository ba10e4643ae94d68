#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// What importing a file into a deck would do, as the Import screen shows it: the rows that would
/// be written (new or updating an item), the bad rows, and how many were filled from one of
/// several dictionary entries. The store makes it (`UserDeckStoring.previewImport`).
public struct ImportOutcome: Sendable, Equatable {
    /// One row that would be written.
    public struct Row: Sendable, Equatable {
        public var line: Int
        public var word: String
        public var reading: String
        public var meanings: [String]
        /// Whether it updates an item of the deck rather than adding one.
        public var isUpdate: Bool
        /// Whether its reading or meaning came from one of several dictionary entries.
        public var needsCheck: Bool

        public init(line: Int, word: String, reading: String, meanings: [String], isUpdate: Bool, needsCheck: Bool = false) {
            self.line = line
            self.word = word
            self.reading = reading
            self.meanings = meanings
            self.isUpdate = isUpdate
            self.needsCheck = needsCheck
        }
    }

    public var rows: [Row]
    public var problems: [ImportProblem]

    public init(rows: [Row], problems: [ImportProblem]) {
        self.rows = rows
        self.problems = problems
    }

    public var newCount: Int { rows.count { !$0.isUpdate } }
    public var updateCount: Int { rows.count - newCount }
    public var checkCount: Int { rows.count { $0.needsCheck } }
    /// The records read: rows and bad rows (a line reported and read counts once).
    public var recordCount: Int { Set(rows.map(\.line) + problems.map(\.line)).count }
    /// The bad rows left out of the import. A row reported and still read (an unclosed quote,
    /// read as plain text) is new or an update, not an error: every record counts once.
    public var errorCount: Int { Set(problems.map(\.line)).subtracting(rows.map(\.line)).count }
}
