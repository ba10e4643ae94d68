import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Your decks through the sync folder (issue 11): two machines (two data directories), each
/// with its own view of the shared folder so tests choose when a file arrives; edits on both, in
/// every arrival order, end in the same decks with the same item ids, last writer winning per
/// deck and per item, a deletion winning over an older edit.
@Suite struct UserDeckSyncTests {
    /// A settable clock.
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
        func at(_ seconds: Double) { now = Date(timeIntervalSince1970: 1_800_000_000 + seconds) }
    }

    /// One machine: its data directory, its view of the folder, its store and sync.
    struct Machine {
        let name: String
        let store: UserDeckStore
        let sync: UserDeckSync
        let view: URL

        init(_ name: String, in temporary: TemporaryDirectory, clock: Clock, seed: UInt64, view: URL? = nil) throws {
            self.name = name
            self.view = view ?? temporary.file("view-\(name)")
            try FileManager.default.createDirectory(at: self.view, withIntermediateDirectories: true)
            store = UserDeckStore(dataDirectory: temporary.file("data-\(name)"), random: SeededRandom(seed: seed), clock: { clock.now })
            sync = UserDeckSync(store: store, folder: SyncFolder(url: self.view, device: name), clock: { clock.now })
        }

        /// Every deck, as read from disk.
        var decks: [UserDeck] {
            store.deckIDs().compactMap { id in
                (try? Data(contentsOf: store.fileURL(of: id))).flatMap { try? JSONDecoder().decode(UserDeck.self, from: $0) }
            }
        }

        /// Copies this machine's file in the folder into `other`'s view: the sync tool delivering it.
        func deliver(to other: Machine) throws {
            let name = UserDeckSync.logName(of: self.name)
            let source = view.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: source.path) else { return }
            let target = other.view.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: source, to: target)
        }
    }

    static let cat = UserItemDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"], partOfSpeech: "noun", notes: "manga")
    static let magic = UserItemDraft(word: "魔法", reading: "まほう", meanings: ["magic"])
    static let hero = UserItemDraft(word: "勇者", reading: "ゆうしゃ", meanings: ["hero"])

    /// Syncs both, delivers both ways, twice, so every edit has reached both.
    static func settle(_ a: Machine, _ b: Machine) throws {
        for _ in 0..<2 {
            a.sync.synchronize()
            b.sync.synchronize()
            try a.deliver(to: b)
            try b.deliver(to: a)
        }
        a.sync.synchronize()
        b.sync.synchronize()
    }

    @Test func aDeckMadeOnOneMachineArrivesWithTheSameItemIds() throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1)
        let b = try Machine("bbb", in: temporary, clock: clock, seed: 2)
        let deck = try a.store.createDeck(title: "Manga words", kind: .vocab, itemsPerDay: 2)
        for draft in [Self.cat, Self.magic, Self.hero] { try a.store.addItem(draft, to: deck.id) }
        clock.at(10)
        #expect(a.sync.synchronize().recorded == 4)
        try a.deliver(to: b)
        let outcome = b.sync.synchronize()
        #expect(outcome.changedDecks == [deck.id])
        #expect(b.decks == a.decks)
        #expect(b.decks.first?.items.map(\.id) == (try a.store.deck(deck.id)).items.map(\.id))
        #expect(b.decks.first?.items.first?.notes == "manga")
        // Nothing changed: a round records nothing and writes nothing.
        #expect(b.sync.synchronize() == UserDeckSync.Outcome())
        #expect(a.sync.synchronize() == UserDeckSync.Outcome())
    }

    @Test("Edits on both machines, in every arrival order, end in the same decks", arguments: 0..<4)
    func editsOnBothInEveryOrder(order: Int) throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1)
        let b = try Machine("bbb", in: temporary, clock: clock, seed: 2)
        let deck = try a.store.createDeck(title: "Manga words", kind: .vocab, itemsPerDay: 2)
        let cat = try a.store.addItem(Self.cat, to: deck.id)
        let magic = try a.store.addItem(Self.magic, to: deck.id)
        try Self.settle(a, b)
        #expect(b.decks == a.decks)

        // B edits the cat and adds a word; A renames the deck, removes magic and adds a word.
        clock.at(100)
        try b.store.updateItem(cat.id, in: deck.id, with: Self.cat.with(meanings: ["cat ears", "kemonomimi"]))
        let hero = try b.store.addItem(Self.hero, to: deck.id)
        try a.store.renameDeck(deck.id, to: "Manga and games")
        try a.store.removeItem(magic.id, from: deck.id)
        let sword = try a.store.addItem(UserItemDraft(word: "剣", reading: "けん", meanings: ["sword"]), to: deck.id)
        let machines = order % 2 == 0 ? (a, b) : (b, a)
        switch order {
        case 0, 1:
            // One syncs and its file arrives before the other syncs.
            clock.at(110); machines.0.sync.synchronize(); try machines.0.deliver(to: machines.1)
            clock.at(120); machines.1.sync.synchronize(); try machines.1.deliver(to: machines.0)
            clock.at(130); machines.0.sync.synchronize()
        default:
            // Both sync before either file arrives.
            clock.at(110); machines.0.sync.synchronize()
            clock.at(120); machines.1.sync.synchronize()
            try machines.1.deliver(to: machines.0); try machines.0.deliver(to: machines.1)
            clock.at(130); machines.0.sync.synchronize(); machines.1.sync.synchronize()
        }
        clock.at(140)
        try Self.settle(a, b)
        let decks = a.decks
        #expect(b.decks == decks)
        let merged = try #require(decks.first)
        #expect(decks.count == 1 && merged.title == "Manga and games")
        #expect(Set(merged.items.map(\.id)) == [cat.id, hero.id, sword.id])
        #expect(merged.items.first { $0.id == cat.id }?.meanings == ["cat ears", "kemonomimi"])
    }

    @Test("The later edit of an item wins on both machines, whichever machine made it and whichever file arrives first",
          arguments: [(false, false), (false, true), (true, false), (true, true)])
    func lastWriterWinsPerItem(laterIsA: Bool, laterFirst: Bool) throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1)
        let b = try Machine("bbb", in: temporary, clock: clock, seed: 2)
        let deck = try a.store.createDeck(title: "Manga words", kind: .vocab)
        let cat = try a.store.addItem(Self.cat, to: deck.id)
        try Self.settle(a, b)

        let (earlier, later) = laterIsA ? (b, a) : (a, b)
        clock.at(200)
        try earlier.store.updateItem(cat.id, in: deck.id, with: Self.cat.with(meanings: ["earlier"]))
        earlier.sync.synchronize()
        clock.at(210)
        try later.store.updateItem(cat.id, in: deck.id, with: Self.cat.with(meanings: ["later"]))
        later.sync.synchronize()
        if laterFirst { try later.deliver(to: earlier); earlier.sync.synchronize() } else { try earlier.deliver(to: later); later.sync.synchronize() }
        try Self.settle(a, b)
        #expect(a.decks == b.decks)
        #expect(a.decks.first?.items.map(\.meanings) == [["later"]])
        #expect(a.decks.first?.items.first?.id == cat.id)
    }

    @Test("The fold gives the same decks for every order of the same edits")
    func foldIgnoresOrder() {
        let item = UserItem(id: "v:#1", day: 1, word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"])
        var edited = item
        edited.meanings = ["edited"]
        let other = UserItem(id: "v:#2", day: 1, word: "魔法", reading: "まほう", meanings: ["magic"])
        let edits = [
            UserDeckEdit(time: 1, device: "bbb", seq: 1, op: .deck, deck: "manga", title: "Manga", kind: .vocab, itemsPerDay: 20),
            UserDeckEdit(time: 2, device: "bbb", seq: 2, op: .item, deck: "manga", item: item),
            UserDeckEdit(time: 3, device: "aaa", seq: 1, op: .item, deck: "manga", item: other),
            UserDeckEdit(time: 4, device: "bbb", seq: 3, op: .removeItem, deck: "manga", itemID: "v:#1"),
            UserDeckEdit(time: 5, device: "aaa", seq: 2, op: .item, deck: "manga", item: edited),
            UserDeckEdit(time: 5, device: "aaa", seq: 3, op: .deck, deck: "manga", title: "Renamed", kind: .vocab, itemsPerDay: 20),
        ]
        func permutations(_ list: [UserDeckEdit]) -> [[UserDeckEdit]] {
            guard list.count > 1 else { return [list] }
            return list.indices.flatMap { index in
                permutations(Array(list[..<index] + list[(index + 1)...])).map { [list[index]] + $0 }
            }
        }
        let expected = UserDeckFold(edits).userDecks()
        #expect(expected.count == 1 && expected.first?.title == "Renamed")
        // The newer edit brought the removed item back, in its first place.
        #expect(expected.first?.items.map(\.meanings) == [["edited"], ["magic"]])
        for order in permutations(edits) { #expect(UserDeckFold(order).userDecks() == expected) }
        // A deletion newer than every edit wins; one older than the last deck edit does not.
        let deleted = UserDeckFold(edits + [UserDeckEdit(time: 6, device: "bbb", seq: 4, op: .deleteDeck, deck: "manga")])
        #expect(deleted.userDecks().isEmpty && deleted.isDeleted("manga"))
        let old = UserDeckFold([UserDeckEdit(time: 4.5, device: "bbb", seq: 4, op: .deleteDeck, deck: "manga")] + edits)
        #expect(old.userDecks().count == 1)
    }

    @Test("A deletion wins over an older edit; a newer edit wins over an older removal", arguments: [false, true])
    func deletionAgainstEdits(aFirst: Bool) throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1)
        let b = try Machine("bbb", in: temporary, clock: clock, seed: 2)
        let words = try a.store.createDeck(title: "Manga words", kind: .vocab)
        let games = try a.store.createDeck(title: "Game words", kind: .vocab)
        let cat = try a.store.addItem(Self.cat, to: words.id)
        let magic = try a.store.addItem(Self.magic, to: games.id)
        try Self.settle(a, b)

        // B edits magic (older), then A deletes its deck (newer): the deck stays deleted.
        clock.at(300)
        try b.store.updateItem(magic.id, in: games.id, with: Self.magic.with(meanings: ["sorcery"]))
        b.sync.synchronize()
        // A removes the cat (older), then B edits it (newer): the cat stays, edited.
        try a.store.removeItem(cat.id, from: words.id)
        clock.at(310)
        try a.store.deleteDeck(games.id)
        a.sync.synchronize()
        clock.at(320)
        try b.store.updateItem(cat.id, in: words.id, with: Self.cat.with(meanings: ["cat ears!"]))
        b.sync.synchronize()
        if aFirst { try a.deliver(to: b); b.sync.synchronize(); try b.deliver(to: a) } else { try b.deliver(to: a); a.sync.synchronize(); try a.deliver(to: b) }
        clock.at(330)
        try Self.settle(a, b)
        #expect(a.decks == b.decks)
        #expect(a.decks.map(\.id) == [words.id])
        #expect(a.decks.first?.items.map(\.id) == [cat.id])
        #expect(a.decks.first?.items.first?.meanings == ["cat ears!"])
        // The deleted deck can still be brought back from decks/deleted on both.
        #expect(FileManager.default.fileExists(atPath: b.store.directory.appendingPathComponent("deleted/\(games.id.rawValue).json").path))
    }

    /// Issue 22: a word added on B after A deleted its deck was gone on both machines (kept only
    /// in decks/deleted on A). Now the deck comes back whole on both, in every arrival order, and
    /// both machines are told, once.
    @Test("A word added after the deck was deleted elsewhere brings the deck back, and both are told", arguments: [false, true])
    func aChangeAfterADeleteBringsTheDeckBack(deletionFirst: Bool) throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1)
        let b = try Machine("bbb", in: temporary, clock: clock, seed: 2)
        let deck = try a.store.createDeck(title: "Manga words", kind: .vocab)
        let cat = try a.store.addItem(Self.cat, to: deck.id)
        try Self.settle(a, b)

        clock.at(100)
        try a.store.deleteDeck(deck.id)
        a.sync.synchronize()
        clock.at(200)
        let magic = try b.store.addItem(Self.magic, to: deck.id)
        b.sync.synchronize()
        var told: [DeckID] = []
        if deletionFirst {
            try a.deliver(to: b)
            told += b.sync.synchronize().broughtBack
            try b.deliver(to: a)
            told += a.sync.synchronize().broughtBack
        } else {
            try b.deliver(to: a)
            told += a.sync.synchronize().broughtBack
            try a.deliver(to: b)
            told += b.sync.synchronize().broughtBack
        }
        clock.at(300)
        try Self.settle(a, b)
        #expect(told == [deck.id, deck.id])
        #expect(a.decks == b.decks)
        #expect(a.decks.map(\.title) == ["Manga words"])
        #expect(a.decks.first?.items.map(\.id) == [cat.id, magic.id])
        // Deleted on A, then renamed on B: the newer rename wins, and A is told too.
        clock.at(350)
        try a.store.deleteDeck(deck.id)
        a.sync.synchronize()
        clock.at(360)
        try b.store.renameDeck(deck.id, to: "Manga words 2")
        b.sync.synchronize()
        try a.deliver(to: b)
        try b.deliver(to: a)
        #expect(a.sync.synchronize().broughtBack == [deck.id])
        #expect(b.sync.synchronize().broughtBack == [deck.id])
        #expect(a.sync.synchronize().broughtBack.isEmpty && b.sync.synchronize().broughtBack.isEmpty)
        try Self.settle(a, b)
        #expect(a.decks.map(\.title) == ["Manga words 2"] && b.decks == a.decks)
        // Deleted again on A after that, it stays deleted.
        clock.at(400)
        try a.store.deleteDeck(deck.id)
        try Self.settle(a, b)
        #expect(a.decks.isEmpty && b.decks.isEmpty)
    }

    /// Syncs every machine, delivers every file to every other, twice, so every edit reached
    /// all; returns what each was told, by machine name.
    @discardableResult
    static func settle(_ machines: [Machine]) throws -> [String: [UserDeckComeback]] {
        var told: [String: [UserDeckComeback]] = [:]
        for _ in 0..<2 {
            for machine in machines { told[machine.name, default: []] += machine.sync.synchronize().cameBack }
            for from in machines { for to in machines where to.name != from.name { try from.deliver(to: to) } }
        }
        for machine in machines { told[machine.name, default: []] += machine.sync.synchronize().cameBack }
        return told
    }

    /// Issue 22: the notice that a deck came back reached only the machine that deleted it. It is
    /// found in the synced logs, so every machine that knew the deck is told, once, with who
    /// deleted it and who changed it when; a machine that joins later, or an undo made on the
    /// deleting machine itself, tells nothing.
    @Test("A deck that came back is told once on every machine that knew it, and only there")
    func aComebackIsToldOnEveryMachineThatKnewTheDeck() throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let (a, b, c) = (try Machine("aaa", in: temporary, clock: clock, seed: 1), try Machine("bbb", in: temporary, clock: clock, seed: 2),
                         try Machine("ccc", in: temporary, clock: clock, seed: 3))
        let deck = try a.store.createDeck(title: "Manga words", kind: .vocab)
        try a.store.addItem(Self.cat, to: deck.id)
        #expect(try Self.settle([a, b, c]).values.allSatisfy(\.isEmpty))

        // A deletes the deck; C sees the deletion (its deck goes); B, offline, adds a word.
        clock.at(100)
        try a.store.deleteDeck(deck.id)
        a.sync.synchronize()
        try a.deliver(to: c)
        #expect(c.sync.synchronize().cameBack.isEmpty)
        #expect(c.decks.isEmpty)
        clock.at(200)
        try b.store.addItem(Self.magic, to: deck.id)
        clock.at(250)
        let told = try Self.settle([a, b, c])
        for machine in [a, b, c] {
            let comebacks = told[machine.name] ?? []
            #expect(comebacks.count == 1, "\(machine.name): \(comebacks)")
            let comeback = try #require(comebacks.first)
            #expect(comeback.deck == deck.id && comeback.title == "Manga words")
            #expect(comeback.deletedBy == "aaa" && comeback.deletedAt == Date(timeIntervalSince1970: 1_800_000_100))
            #expect(comeback.changedBy == "bbb" && comeback.changedAt == Date(timeIntervalSince1970: 1_800_000_200))
            #expect(comeback.deletedHere == (machine.name == "aaa") && comeback.changedHere == (machine.name == "bbb"))
            #expect(machine.decks.map(\.title) == ["Manga words"] && machine.decks == a.decks)
        }
        // Told once: more rounds and more words tell nothing again.
        clock.at(260)
        try b.store.addItem(Self.hero, to: deck.id)
        #expect(try Self.settle([a, b, c]).values.allSatisfy(\.isEmpty))

        // A machine that joins now never had the deck: it gets it, and no notice.
        let d = try Machine("ddd", in: temporary, clock: clock, seed: 4)
        for machine in [a, b, c] { try machine.deliver(to: d) }
        #expect(d.sync.synchronize().cameBack.isEmpty)
        #expect(d.decks == a.decks)

        // Deleted on A and restored there (undo) after a round: nothing came back from elsewhere.
        clock.at(300)
        try a.store.deleteDeck(deck.id)
        a.sync.synchronize()
        clock.at(310)
        try a.store.restoreDeck(deck.id)
        #expect(try Self.settle([a, b, c, d]).values.allSatisfy(\.isEmpty))
        #expect(b.decks == a.decks && b.decks.count == 1)
    }

    /// Issue 22: an edit was stamped at the next sync round, not when it was made, so an older
    /// edit synced late won over a newer one. The store notes when each change is made.
    @Test("An edit carries the time it was made: an older edit synced later loses to a newer one")
    func anEditCarriesTheTimeItWasMade() throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1)
        let b = try Machine("bbb", in: temporary, clock: clock, seed: 2)
        let deck = try a.store.createDeck(title: "Manga words", kind: .vocab)
        let cat = try a.store.addItem(Self.cat, to: deck.id)
        try Self.settle(a, b)

        clock.at(100)
        try a.store.updateItem(cat.id, in: deck.id, with: Self.cat.with(meanings: ["older, offline"]))
        clock.at(200)
        try b.store.updateItem(cat.id, in: deck.id, with: Self.cat.with(meanings: ["newer"]))
        b.sync.synchronize()
        try b.deliver(to: a)
        clock.at(86_400) // A syncs a day later
        try Self.settle(a, b)
        #expect(a.decks == b.decks)
        #expect(a.decks.first?.items.map(\.meanings) == [["newer"]])
        // What A recorded carries the time A made it.
        let recorded = UserDeckSync.edits(in: a.sync.ownLogURL).filter { $0.item?.meanings == ["older, offline"] }
        #expect(recorded.map(\.time) == [1_800_000_100])
    }

    /// Found by the simulation (seed 102): a data directory copied to a machine whose clock is
    /// two days behind kept the source's noted change times, and the greater one stamped the
    /// copy's own later edit. The time of the last change counts, not the greatest.
    @Test func theLastChangesTimeCountsAlsoWhenTheClockWentBack() throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1)
        let deck = try a.store.createDeck(title: "Manga words", kind: .vocab)
        let cat = try a.store.addItem(Self.cat, to: deck.id)
        a.sync.synchronize()
        clock.at(500)
        try a.store.updateItem(cat.id, in: deck.id, with: Self.cat.with(meanings: ["ahead"]))
        clock.at(100)
        try a.store.updateItem(cat.id, in: deck.id, with: Self.cat.with(meanings: ["last"]))
        a.sync.synchronize()
        let recorded = UserDeckSync.edits(in: a.sync.ownLogURL).filter { $0.item?.meanings == ["last"] }
        #expect(recorded.map(\.time) == [1_800_000_100])
    }

    @Test func anUnreadableDeckFileIsNotTakenForADeletion() throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1)
        let b = try Machine("bbb", in: temporary, clock: clock, seed: 2)
        let deck = try a.store.createDeck(title: "Manga words", kind: .vocab)
        try a.store.addItem(Self.cat, to: deck.id)
        try Self.settle(a, b)
        try Data("{ not json".utf8).write(to: a.store.fileURL(of: deck.id))
        clock.at(50)
        #expect(a.sync.synchronize().recorded == 0)
        try Self.settle(a, b)
        #expect(b.decks.map(\.id) == [deck.id])
    }

    @Test func aSharedFolderSeenByBothWorksToo() throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let folder = temporary.file("shared")
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1, view: folder)
        let b = try Machine("bbb", in: temporary, clock: clock, seed: 2, view: folder)
        let deck = try b.store.createDeck(title: "Kanji I met", kind: .kanji)
        let kanji = try b.store.addItem(UserItemDraft(word: "猫", reading: "", meanings: ["cat"],
                                                      kanji: .init(onyomi: ["ビョウ"], kunyomi: ["ねこ"], strokes: 11, radical: "犭")), to: deck.id)
        b.sync.synchronize()
        a.sync.synchronize()
        #expect(a.decks == b.decks)
        #expect(a.decks.first?.items.first?.id == kanji.id)
        #expect(a.decks.first?.items.first?.kanji?.strokes == 11)
        // The folder holds the file of the device that made edits, and no temporary file.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [UserDeckSync.logName(of: "bbb")])
    }

    @Test func textFromTheFolderIsCleanedBeforeItIsWritten() throws {
        let temporary = TemporaryDirectory()
        let clock = Clock()
        let a = try Machine("aaa", in: temporary, clock: clock, seed: 1)
        var bad = UserItem(id: "v:#00000000000000aa", day: 1, word: "猫\u{1B}[2J", reading: "ねこ", meanings: ["cat\u{7}", ""])
        bad.notes = "line\u{1B}]0;title\u{7}"
        let broken = UserItem(id: "v:#00000000000000bb", day: 1, word: "", reading: "ねこ", meanings: ["no word"])
        let edits = [
            UserDeckEdit(time: 1, device: "zzz", seq: 1, op: .deck, deck: "evil", title: "Evil\u{1B}[31m deck", kind: .vocab, itemsPerDay: 9999),
            UserDeckEdit(time: 2, device: "zzz", seq: 2, op: .item, deck: "evil", item: bad),
            UserDeckEdit(time: 3, device: "zzz", seq: 3, op: .item, deck: "evil", item: broken),
        ]
        let encoder = JSONEncoder()
        let text = try edits.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: a.view.appendingPathComponent(UserDeckSync.logName(of: "zzz")))
        a.sync.synchronize()
        let deck = try #require(a.decks.first)
        #expect(!deck.title.contains("\u{1B}") && deck.title.hasPrefix("Evil"))
        #expect(deck.itemsPerDay == UserDeck.maximumItemsPerDay)
        #expect(deck.items.map(\.id) == [bad.id])
        let item = try #require(deck.items.first)
        #expect(!item.word.contains("\u{1B}") && item.meanings.count == 1 && !item.meanings[0].contains("\u{7}"))
        #expect(item.notes.map { !$0.contains("\u{1B}") } == true)
        // Settled: another round writes nothing more.
        a.sync.synchronize()
        #expect(a.sync.synchronize() == UserDeckSync.Outcome())
    }
}

extension UserItemDraft {
    /// The draft with other meanings.
    func with(meanings: [String]) -> UserItemDraft {
        var draft = self
        draft.meanings = meanings
        return draft
    }
}
