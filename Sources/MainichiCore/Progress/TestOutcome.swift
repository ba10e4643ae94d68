#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A finished test, as `ProgressStore.recordTest(_:recordedAnswers:)` takes it.
public struct TestOutcome: Sendable, Equatable {
    /// The day tested in full, which updates the day's best score and done mark; nil for tests of
    /// bookmarks, mistakes or a retest of some items only.
    public var day: DayKey?
    public var mode: TestMode
    /// Ids answered right and wrong.
    public var rightIDs: [String]
    public var wrongIDs: [String]
    /// When the test ended.
    public var date: Date

    public init(day: DayKey?, mode: TestMode, rightIDs: [String], wrongIDs: [String], date: Date = Date()) {
        self.day = day
        self.mode = mode
        self.rightIDs = rightIDs
        self.wrongIDs = wrongIDs
        self.date = date
    }

    public var score: Int { rightIDs.count }
    public var total: Int { rightIDs.count + wrongIDs.count }

    /// The kind of the items tested (from their ids' prefix), else of the bundled deck tested.
    public var kind: DeckKind? {
        (rightIDs.first ?? wrongIDs.first).flatMap(DeckKind.init(itemID:)) ?? day?.kind
    }
}
