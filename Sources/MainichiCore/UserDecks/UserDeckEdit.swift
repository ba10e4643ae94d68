#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One change to the learner's decks as a device records it for the others: a line of
/// `decks-<device>.jsonl` in the sync folder (see `UserDeckSync`).
///
/// Each edit carries its stamp (time, device, sequence number); for every deck and every item the
/// edit with the greatest stamp wins (last writer wins), a deletion like any other edit.
public struct UserDeckEdit: Sendable, Equatable, Codable {
    /// What the edit does.
    public enum Operation: String, Sendable, Codable {
        /// The deck exists with this title, kind and items a day (made, renamed or set).
        case deck
        /// The deck was deleted.
        case deleteDeck
        /// The item exists with these fields (added or edited).
        case item
        /// The item was removed.
        case removeItem
    }

    /// When the edit was recorded, in seconds since 1970.
    public var time: Double
    /// The device that recorded it.
    public var device: String
    /// The device's sequence number, from 1.
    public var seq: Int
    public var op: Operation
    /// The deck's id.
    public var deck: String
    /// For `.deck`: the title, kind and items a day.
    public var title: String?
    public var kind: DeckKind?
    public var itemsPerDay: Int?
    /// For `.item`: the whole item.
    public var item: UserItem?
    /// For `.removeItem`: the item's id.
    public var itemID: String?

    public init(time: Double, device: String, seq: Int, op: Operation, deck: String, title: String? = nil, kind: DeckKind? = nil,
                itemsPerDay: Int? = nil, item: UserItem? = nil, itemID: String? = nil) {
        self.time = time
        self.device = device
        self.seq = seq
        self.op = op
        self.deck = deck
        self.title = title
        self.kind = kind
        self.itemsPerDay = itemsPerDay
        self.item = item
        self.itemID = itemID
    }

    /// The order of edits: by time, then device, then sequence number, so every device agrees.
    public struct Stamp: Sendable, Comparable, Hashable {
        public var time: Double
        public var device: String
        public var seq: Int

        public static func < (lhs: Stamp, rhs: Stamp) -> Bool {
            (lhs.time, lhs.device, lhs.seq) < (rhs.time, rhs.device, rhs.seq)
        }
    }

    public var stamp: Stamp { Stamp(time: time, device: device, seq: seq) }

    /// The item the edit is about ("deck<TAB>item id"), nil for a deck edit.
    var itemKey: String? {
        switch op {
        case .item: item.map { deck + "\t" + $0.id }
        case .removeItem: itemID.map { deck + "\t" + $0 }
        case .deck, .deleteDeck: nil
        }
    }
}
