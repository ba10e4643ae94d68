#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The reviews and the notebook of a progress being changed, by item id: what
/// `ProgressReducer.apply(_:at:to:items:)` changes besides the rest of the progress.
///
/// Two kinds hold them: the progress's own dictionaries (`ProgressItemTables`, one event at a
/// time) and a long fold's tables (`FoldTables`, one entry per item holding both its card and its
/// notebook entry, so an answer finds its item once). One reducer changes either, so the two
/// cannot drift (`FoldTablesTests` folds every kind of event both ways and compares).
protocol ItemTables {
    /// What the tables find an item by (its id, or its id with its hash).
    associatedtype Key
    /// The key of an item id.
    func key(for item: String) -> Key
    /// Counts an answer in the notebook (`StudyProgress.countAnswer`) and, when `addsCard`, puts
    /// the item in reviews with a new card due at `time` unless it is there already.
    mutating func answer(_ item: Key, kind: DeckKind, mode: TestMode, isRight: Bool, at time: Date, addsCard: Bool)
    /// Sets or removes the item's card.
    mutating func setCard(_ card: SRSCard?, of item: Key)
    /// Puts the item in reviews with a new card due at `time` unless it is there already.
    mutating func addCard(of item: Key, due time: Date)
    /// Takes the item out of the notebook.
    mutating func removeMistake(of item: Key)
    /// The item's card, if it is in reviews.
    func card(of item: Key) -> SRSCard?
    /// The item's notebook entry, if any.
    func mistake(of item: Key) -> MistakeRecord?
    /// Sets or removes the item's notebook entry.
    mutating func setMistake(_ mistake: MistakeRecord?, of item: Key)
}

/// A progress's own reviews and notebook, changed in place (`ProgressReducer.apply(_:at:to:)`).
struct ProgressItemTables: ItemTables {
    var srs: [String: SRSCard]
    var mistakes: [String: MistakeRecord]

    func key(for item: String) -> String { item }

    mutating func answer(_ item: String, kind: DeckKind, mode: TestMode, isRight: Bool, at time: Date, addsCard: Bool) {
        _ = MistakeRecord.count(answer: isRight, kind: kind, mode: mode, at: time, in: &mistakes[item])
        // One lookup, not one to test and one to insert: the default is stored only when the
        // item is not in reviews.
        if addsCard { ProgressItemTables.leaveAlone(&srs[item, default: SRSCard(due: time)]) }
    }

    mutating func setCard(_ card: SRSCard?, of item: String) {
        srs[item] = card
    }

    mutating func addCard(of item: String, due time: Date) {
        ProgressItemTables.leaveAlone(&srs[item, default: SRSCard(due: time)])
    }

    mutating func removeMistake(of item: String) {
        mistakes[item] = nil
    }

    func card(of item: String) -> SRSCard? { srs[item] }

    func mistake(of item: String) -> MistakeRecord? { mistakes[item] }

    mutating func setMistake(_ mistake: MistakeRecord?, of item: String) {
        mistakes[item] = mistake
    }

    /// Touches nothing: passing a dictionary's defaulted entry to it stores the default.
    @inline(__always) static func leaveAlone(_ card: inout SRSCard) {}
}
