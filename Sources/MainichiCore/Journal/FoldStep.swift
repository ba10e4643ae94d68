#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One journal event made ready to fold: its typed change, the key its item is found by in a
/// fold's tables and the day layout it carries, worked out from the event's fields once.
///
/// A rebuild makes these on the threads that decode the journal (`JournalRebuild`), so the thread
/// that folds only applies them; `FoldTables.apply(_:)` folds an event through one, so both paths
/// apply an event the same way.
struct FoldStep {
    /// What folding the event does besides moving `createdAt` and setting the day layout.
    enum Action {
        /// A change this version knows, with its item's key when it has one item in the tables.
        case change(ProgressEvent, FoldTables.Key?)
        /// A history entry of its own: no change to progress.
        case history
        /// A whole progress (`JournalMigration.baselineType`), decoded when folded.
        case baseline(JournalEvent)
        /// A type or value this version does not know: passed over.
        case unknown
    }

    let id: JournalEvent.ID
    let time: Date
    let dayLayout: Int?
    let action: Action

    init(_ event: JournalEvent) {
        id = event.id
        time = event.time
        dayLayout = ProgressReducer.dayLayout(of: event)
        switch event.type {
        case JournalMigration.historyType:
            action = .history
        case JournalMigration.baselineType:
            action = .baseline(event)
        default:
            guard let change = ProgressEvent(event) else {
                action = .unknown
                return
            }
            action = .change(change, Self.tableItem(of: change).map(FoldTables.Key.init))
        }
    }

    /// The one item whose card or notebook entry `change` looks up, if any.
    private static func tableItem(of change: ProgressEvent) -> String? {
        switch change {
        case .answer(let item, _, _, _), .counted(let item, _, _, _), .review(let item, _, _, _, _),
             .reviewUndo(let item, _, _, _, _), .mistakeRemoved(let item):
            item
        case .bookmark, .test, .studied, .reviewsAdded, .reviewsRemoved, .slip, .suspension, .duesMoved, .restored,
             .setting, .dayOff, .itemsRenamed, .wordMark:
            nil
        }
    }

    /// Whether `lhs` comes before `rhs` in fold order (`JournalEvent.foldOrder`).
    static func foldOrder(_ lhs: FoldStep, _ rhs: FoldStep) -> Bool {
        if lhs.time != rhs.time { return lhs.time < rhs.time }
        return lhs.id < rhs.id
    }
}
