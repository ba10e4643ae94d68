#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A deck that came back after it was deleted, as the synced deck logs show it: one device
/// deleted it, and another changed it afterwards (renamed it, added or edited a word), so the
/// change wins and the deck stays (`UserDeckFold.comebacks`).
///
/// Every device that holds both edits finds the same comeback, so each one that knew the deck
/// tells its learner once (`UserDeckSync.Outcome.cameBack`): the data, the app makes the words.
public struct UserDeckComeback: Sendable, Equatable {
    /// The deck.
    public var deck: DeckID
    /// Its title as the fold has it (from other devices' logs: untrusted, sanitize before output).
    public var title: String
    /// The device that deleted it, and when.
    public var deletedBy: String
    public var deletedAt: Date
    /// The device whose later change brought it back, and when (the latest such change).
    public var changedBy: String
    public var changedAt: Date
    /// Whether the deletion, or the change, was made on the device the round ran on.
    public var deletedHere = false
    public var changedHere = false

    public init(deck: DeckID, title: String, deletedBy: String, deletedAt: Date, changedBy: String, changedAt: Date,
                deletedHere: Bool = false, changedHere: Bool = false) {
        self.deck = deck
        self.title = title
        self.deletedBy = deletedBy
        self.deletedAt = deletedAt
        self.changedBy = changedBy
        self.changedAt = changedAt
        self.deletedHere = deletedHere
        self.changedHere = changedHere
    }

    /// What tells one comeback from another on every device: the deck and the deletion it came
    /// back from (later changes to a deck that came back are the same comeback).
    struct Key: Hashable {
        var deck: String
        var deletion: UserDeckEdit.Stamp
    }
}
