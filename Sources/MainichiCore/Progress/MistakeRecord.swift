#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One item in the mistakes notebook.
public struct MistakeRecord: Codable, Sendable, Equatable {
    /// Right answers in a row after which an item leaves the notebook.
    public static let rightAnswersToLeave = 3

    /// Vocabulary or kanji, for the notebook's filter.
    public var kind: DeckKind
    /// How many times the item was answered wrong.
    public var wrongCount: Int
    /// When it was first and last answered wrong.
    public var firstWrong: Date
    public var lastWrong: Date
    /// Right answers since the last wrong one.
    public var rightStreak: Int
    /// The test modes in which it was missed, in `TestMode` order.
    public var modes: [TestMode]

    public init(kind: DeckKind, wrongAt date: Date, mode: TestMode) {
        self.kind = kind
        self.wrongCount = 1
        self.firstWrong = date
        self.lastWrong = date
        self.rightStreak = 0
        self.modes = [mode]
    }

    /// Right answers still needed to leave the notebook.
    public var rightAnswersNeeded: Int { max(0, Self.rightAnswersToLeave - rightStreak) }

    /// Counts an answer in an item's notebook entry (nil: not in the notebook): a wrong answer
    /// enters it or counts against it; a right one adds to its streak, and the last one needed
    /// takes it out. Returns whether the item entered the notebook, and whether it left it.
    static func count(answer isRight: Bool, kind: DeckKind, mode: TestMode, at date: Date,
                      in record: inout MistakeRecord?) -> (entered: Bool, left: Bool) {
        guard record != nil else {
            if isRight { return (false, false) }
            record = MistakeRecord(kind: kind, wrongAt: date, mode: mode)
            return (true, false)
        }
        if !isRight {
            record!.recordWrong(at: date, mode: mode)
        } else if record!.rightStreak + 1 >= rightAnswersToLeave {
            record = nil
            return (false, true)
        } else {
            record!.rightStreak += 1
        }
        return (false, false)
    }

    mutating func recordWrong(at date: Date, mode: TestMode) {
        wrongCount += 1
        lastWrong = max(lastWrong, date)
        rightStreak = 0
        if !modes.contains(mode) {
            modes.append(mode)
            modes.sort()
        }
    }
}
