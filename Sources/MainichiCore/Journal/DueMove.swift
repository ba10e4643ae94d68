#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One review moved to another due date (days off, `mainichi vacation`, spreading the overdue
/// reviews after a break): the item, the due date it was moved from and the one it gets.
///
/// A move applies only while the card is still due at `from` (to the millisecond the journal
/// keeps): when another change came first in fold order (a review on another machine gave the
/// card a new due date), that change stands and the move is passed over.
public struct DueMove: Sendable, Equatable {
    /// The item whose card moves.
    public var item: String
    /// The due date the card had when the move was planned.
    public var from: Date
    /// The due date it gets.
    public var to: Date

    public init(item: String, from: Date, to: Date) {
        self.item = item
        self.from = from
        self.to = to
    }

    /// Whether `card` is still due where this move found it.
    func applies(to card: SRSCard) -> Bool {
        Self.sameMillisecond(card.due, from)
    }

    /// Whether two dates are the same to the millisecond (what a journal line keeps of a date).
    static func sameMillisecond(_ lhs: Date, _ rhs: Date) -> Bool {
        (lhs.timeIntervalSince1970 * 1000).rounded() == (rhs.timeIntervalSince1970 * 1000).rounded()
    }

    /// The moves that take the cards of `srs` to `dueDates`, sorted by item (items not in
    /// reviews, and dates that do not change, left out).
    public static func moves(in srs: [String: SRSCard], to dueDates: [String: Date]) -> [DueMove] {
        dueDates.compactMap { item, due in
            guard let card = srs[item], !sameMillisecond(card.due, due) else { return nil }
            return DueMove(item: item, from: card.due, to: due)
        }.sorted { $0.item < $1.item }
    }
}
