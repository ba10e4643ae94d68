#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An Anki card: the note and deck it belongs to, and its scheduling as Anki stores it.
public struct AnkiCard: Sendable, Equatable {
    public var id: Int64
    public var noteID: Int64
    /// The card's deck; for a card in a filtered deck, the deck it came from (its home deck).
    public var deckID: Int64
    /// The card template's index (0 for a note's first card).
    public var ordinal: Int
    /// 0 new, 1 learning, 2 review, 3 relearning.
    public var type: Int
    /// -3 buried by the learner, -2 buried by the scheduler, -1 suspended, 0 new, 1 learning,
    /// 2 review, 3 learning across days, 4 preview.
    public var queue: Int
    /// A new card's position; a review card's day (counted from the collection's first day); a
    /// learning card's time in seconds since 1970. For a card in a filtered deck, its due in its
    /// home deck.
    public var due: Int64
    /// The interval in days (review cards).
    public var interval: Int

    public init(id: Int64, noteID: Int64, deckID: Int64, ordinal: Int, type: Int, queue: Int, due: Int64, interval: Int) {
        self.id = id
        self.noteID = noteID
        self.deckID = deckID
        self.ordinal = ordinal
        self.type = type
        self.queue = queue
        self.due = due
        self.interval = interval
    }

    /// Whether the learner suspended the card.
    public var isSuspended: Bool { queue == -1 }
    /// Whether the card is buried (until the next day).
    public var isBuried: Bool { queue == -2 || queue == -3 }
    /// Whether the card was never studied.
    public var isNew: Bool { type == 0 }
    /// Whether the card is in (re)learning steps.
    public var isLearning: Bool { type == 1 || type == 3 }

    /// When the card is due, for a card that is not new: a learning card's due is a time, a review
    /// card's a day counted from `collectionStart` (the day's start).
    public func dueDate(collectionStart: Date) -> Date? {
        guard !isNew else { return nil }
        // Learning cards (and a buried or suspended one) carry seconds since 1970; days are small.
        if due > 1_000_000_000 { return Date(timeIntervalSince1970: TimeInterval(due)) }
        return collectionStart.addingTimeInterval(TimeInterval(due) * 86_400)
    }
}
