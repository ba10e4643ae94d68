#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The learner's decks as the edits of every device make them: for each deck and each item the
/// edit with the greatest stamp wins (`UserDeckEdit.Stamp`), so devices holding the same edits
/// hold the same decks, whatever order the edits arrived in.
///
/// A deck is shown when its last deck edit is `.deck` (not `.deleteDeck`), or when an item of it
/// was added or edited after its deletion (a change made after a delete on another device is
/// never lost: the deck comes back whole, `revivedDecks`); its items are those whose last edit is
/// `.item`, in the order they were first added (the stamp of their first `.item` edit), so item
/// ids, and with them progress, are the same everywhere.
public struct UserDeckFold: Sendable {
    /// The last deck edit of one deck.
    struct DeckState: Sendable {
        var stamp: UserDeckEdit.Stamp
        var isAlive: Bool
        var title: String
        var kind: DeckKind
        var itemsPerDay: Int
        /// The stamp of the `.deck` edit the title, kind and items a day come from (nil: none known).
        var fieldsStamp: UserDeckEdit.Stamp?
    }

    /// The last edit of one item, and the stamp of its first addition (its place in the deck).
    struct ItemState: Sendable {
        var stamp: UserDeckEdit.Stamp
        var item: UserItem?
        /// The stamp of its earliest `.item` edit (nil while only removals are known).
        var first: UserDeckEdit.Stamp?
        var deck: String
    }

    private(set) var decks: [String: DeckState] = [:]
    /// Items by "deck<TAB>item id".
    private(set) var items: [String: ItemState] = [:]
    /// The greatest stamp of an `.item` edit, by deck.
    private var lastItemEdit: [String: UserDeckEdit.Stamp] = [:]
    /// The greatest stamp of a `.deleteDeck` edit, by deck (what a comeback came back from).
    private var lastDeletion: [String: UserDeckEdit.Stamp] = [:]
    /// The stamps of the edits that keep a deck (`.deck`, and `.item` adding or editing a word),
    /// by deck: what a comeback is found from.
    private var keepingStamps: [String: [UserDeckEdit.Stamp]] = [:]

    public init() {}

    /// The fold of `edits`, in any order.
    public init(_ edits: some Sequence<UserDeckEdit>) {
        for edit in edits { apply(edit) }
    }

    /// Takes `edit` in: it wins over the deck's or item's last edit when its stamp is greater.
    public mutating func apply(_ edit: UserDeckEdit) {
        let stamp = edit.stamp
        switch edit.op {
        case .deck:
            guard let title = edit.title, let kind = edit.kind, let perDay = edit.itemsPerDay else { return }
            keepingStamps[edit.deck, default: []].append(stamp)
            var state = decks[edit.deck] ?? DeckState(stamp: stamp, isAlive: true, title: title, kind: kind, itemsPerDay: perDay,
                                                      fieldsStamp: stamp)
            // The fields of the latest `.deck` edit, also under a later deletion (a deck brought
            // back shows them, whichever order the edits came in).
            if state.fieldsStamp.map({ !(stamp < $0) }) ?? true {
                (state.title, state.kind, state.itemsPerDay, state.fieldsStamp) = (title, kind, perDay, stamp)
            }
            if !(stamp < state.stamp) { (state.stamp, state.isAlive) = (stamp, true) }
            decks[edit.deck] = state
        case .deleteDeck:
            if lastDeletion[edit.deck].map({ $0 < stamp }) ?? true { lastDeletion[edit.deck] = stamp }
            if let old = decks[edit.deck] {
                if old.stamp < stamp { decks[edit.deck]?.stamp = stamp; decks[edit.deck]?.isAlive = false }
            } else {
                decks[edit.deck] = DeckState(stamp: stamp, isAlive: false, title: edit.deck, kind: .vocab, itemsPerDay: 1, fieldsStamp: nil)
            }
        case .item, .removeItem:
            guard let key = edit.itemKey else { return }
            let item = edit.op == .item ? edit.item.map(Self.normalized) : nil
            if edit.op == .item, item == nil { return }
            if item != nil, lastItemEdit[edit.deck].map({ $0 < stamp }) ?? true { lastItemEdit[edit.deck] = stamp }
            if item != nil { keepingStamps[edit.deck, default: []].append(stamp) }
            guard var state = items[key] else {
                items[key] = ItemState(stamp: stamp, item: item, first: item == nil ? nil : stamp, deck: edit.deck)
                return
            }
            if item != nil, state.first.map({ stamp < $0 }) ?? true { state.first = stamp }
            if state.stamp < stamp {
                state.stamp = stamp
                state.item = item
            }
            items[key] = state
        }
    }

    /// The stamp of deck `id`'s last deck edit.
    func stamp(ofDeck id: String) -> UserDeckEdit.Stamp? { decks[id]?.stamp }

    /// The items of deck `id` that are there (last edit `.item`), by id, with their stamps.
    func liveItems(of id: String) -> [String: ItemState] {
        var result: [String: ItemState] = [:]
        for state in items.values where state.deck == id {
            if let item = state.item { result[item.id] = state }
        }
        return result
    }

    /// Whether deck `id` was deleted (its last deck edit is a deletion) and not brought back by a
    /// later change to its items.
    public func isDeleted(_ id: String) -> Bool { decks[id] != nil && !isShown(id) }

    /// Whether deck `id` is there: its last deck edit made it, or an item was added or edited
    /// after its deletion.
    func isShown(_ id: String) -> Bool {
        guard let state = decks[id] else { return false }
        return state.isAlive || lastItemEdit[id].map { state.stamp < $0 } == true
    }

    /// The decks whose last deck edit is a deletion but that are shown again because an item was
    /// added or edited after it (on a device that had not seen the deletion yet), sorted.
    public var revivedDecks: [String] {
        decks.keys.filter { !decks[$0]!.isAlive && isShown($0) }.sorted()
    }

    /// The decks that came back after their last deletion because another device changed them
    /// later (a rename, a word added or edited), sorted by deck id: derived from the edits
    /// alone, so every device holding them finds the same. A deck the deleting device itself
    /// made again (an undo) is not one.
    public var comebacks: [UserDeckComeback] {
        let stamps = comebackStamps
        return stamps.keys.sorted().compactMap { id in
            guard let (deletion, change) = stamps[id], let deckID = DeckID(rawValue: id), let state = decks[id] else { return nil }
            return UserDeckComeback(deck: deckID, title: state.title, deletedBy: deletion.device,
                                    deletedAt: Date(timeIntervalSince1970: deletion.time), changedBy: change.device,
                                    changedAt: Date(timeIntervalSince1970: change.time))
        }
    }

    /// Per deck that came back: the stamps of its last deletion and of the earliest change after
    /// it made on another device (a rename, a word added or edited). The deleting device's own
    /// later edits never make one (an undo; the deck recorded again once it came back), and once
    /// another device's change is known the deck stays a comeback of that deletion, whatever
    /// else arrives, so no device finds it twice.
    var comebackStamps: [String: (deletion: UserDeckEdit.Stamp, change: UserDeckEdit.Stamp)] {
        var result: [String: (UserDeckEdit.Stamp, UserDeckEdit.Stamp)] = [:]
        for (id, deletion) in lastDeletion where isShown(id) {
            let later = (keepingStamps[id] ?? []).filter { deletion < $0 && $0.device != deletion.device }
            guard let change = later.min() else { continue }
            result[id] = (deletion, change)
        }
        return result
    }

    /// Whether deck `id` appears in any edit.
    func knows(_ id: String) -> Bool { decks[id] != nil }

    /// The decks that are there, sorted by id, their items in the order they were first added.
    public func userDecks() -> [UserDeck] {
        var byDeck: [String: [ItemState]] = [:]
        for state in items.values where state.item != nil { byDeck[state.deck, default: []].append(state) }
        return decks.keys.sorted().compactMap { key -> UserDeck? in
            guard let state = decks[key], isShown(key), let id = DeckID(rawValue: key) else { return nil }
            let list = (byDeck[key] ?? []).sorted { lhs, rhs in
                let (left, right) = (lhs.first ?? lhs.stamp, rhs.first ?? rhs.stamp)
                return left != right ? left < right : lhs.item!.id < rhs.item!.id
            }
            return UserDeck(id: id, kind: state.kind, title: state.title, itemsPerDay: state.itemsPerDay, items: list.compactMap(\.item))
        }
    }

    /// `item` as it reads back from a deck file (empty notes as none), so a comparison with a
    /// deck read from disk is not fooled by how an empty field was written.
    static func normalized(_ item: UserItem) -> UserItem {
        var item = item
        if item.notes?.isEmpty == true { item.notes = nil }
        if item.kanji != nil { item.reading = ""; item.examples = [] }
        return item
    }
}
