import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// A seeded simulation of two to four devices sharing one learner's progress through copies of a
/// sync folder: each takes random learner actions (reviews and their undo, answers, bookmarks,
/// tests, days off, settings, restores of a daily backup, restarts, and edits of the learner's
/// own decks: words added, edited and removed, decks made, renamed and deleted, a small text
/// import that adds and updates words) on a clock skewed by up to three days; a device's data
/// directory may be copied whole to a new device mid-run (`cp -a`, the device file with it);
/// random journal and deck-log files travel between the folder copies whole, cut in the middle of
/// a line, late, twice, or as a sync tool's conflict copy. After a full exchange every device must
/// hold the same progress (settings included), statistics, history and decks, equal to a rebuild
/// from the journals and a fold of every deck edit, with nothing done lost: every review counted
/// once, each bookmark and setting as the latest action left it, every deck change recorded with
/// the time it was made, and no word left in a deck that is gone.
///
/// 1,000 seeds run in `make test` (in ten groups the test runner spreads over the cores). A
/// failing seed is named; replay it alone with
/// `MAINICHI_SIMULATION_SEED=<seed> swift test --filter MultiDeviceSimulationTests`; run many
/// more with `make simulate` (`MAINICHI_SIMULATION_SEEDS=<seeds per group>`).
@Suite struct MultiDeviceSimulationTests {
    typealias Machine = LostWorkTests.Machine
    static let groups = 10
    static let seedsPerGroup = 100
    static let items = ["v:水", "v:火", "k:日", "k:月", "v:人", "k:山"]
    static let days = [DayKey(kind: .vocab, level: .n5, day: 1), DayKey(kind: .kanji, level: .n5, day: 2)]
    static let scheduler = FSRSScheduler()
    /// The decks' renamed items a device moves to when it "starts a new version" (`applyItemIDMap`).
    static let renames = ItemIDMap(renamed: ["v:水": "v:水2", "k:日": "k:日2"])

    /// Where the devices' directories go: memory (/dev/shm) when there is one, so a thousand
    /// seeds of fsyncs cost little.
    static var base: URL? {
        var isDirectory: ObjCBool = false
        let shm = "/dev/shm"
        guard FileManager.default.fileExists(atPath: shm, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.isWritableFile(atPath: shm) else { return nil }
        return URL(fileURLWithPath: shm)
    }

    @Test(arguments: 0..<groups)
    func devicesConvergeAndLoseNothing(group: Int) throws {
        let seeds: [UInt64]
        if let text = ProcessInfo.processInfo.environment["MAINICHI_SIMULATION_SEED"], let seed = UInt64(text) {
            guard group == 0 else { return }
            seeds = [seed]
        } else {
            let perGroup = ProcessInfo.processInfo.environment["MAINICHI_SIMULATION_SEEDS"].flatMap { Int($0) } ?? Self.seedsPerGroup
            seeds = (0..<perGroup).map { UInt64(group * perGroup + $0) }
        }
        var tally: [String: Int] = [:]
        for seed in seeds {
            let (problems, counts) = try Self.run(seed: seed)
            tally.merge(counts, uniquingKeysWith: +)
            #expect(problems.isEmpty, """
                seed \(seed): \(problems.joined(separator: "; "))
                replay: MAINICHI_SIMULATION_SEED=\(seed) swift test --filter MultiDeviceSimulationTests
                """)
        }
        if ProcessInfo.processInfo.environment["MAINICHI_SIMULATION_STATS"] != nil {
            print("group \(group): " + tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
    }

    // MARK: - What the simulation found

    /// Seeds 46, 67, 84...: a device whose clock ran ahead opened an empty progress and kept that
    /// moment as its last change after folding the others' earlier events; a rebuild, and the
    /// other devices, said the last event's time.
    @Test func anEmptyProgressOpenedLateTakesTheTimeOfTheEventsItFolds() {
        let early = LostWorkTests.start
        var fold = JournalFold(base: StudyProgress(createdAt: early + 2 * 86_400))
        let event = ProgressEvent.bookmark(item: "k:日", on: true).journalEvent(id: .init(device: "d", sequence: 1), time: early)
        _ = fold.absorb([event])
        let rebuilt = ProgressStore.rebuild([event], now: early + 5 * 86_400).progress
        #expect(fold.progress.updatedAt == early)
        #expect(fold.progress == rebuilt)
    }

    /// Seeds 20, 23, 36...: an answer under an old id that arrived after the move of renamed
    /// items was folded was folded again with the move, but only the old id was taken from that
    /// fold: the new id kept its notebook entry without the late answer (the device that moved
    /// differed from the others and from a rebuild).
    @Test func aLateAnswerUnderAnOldIdIsCombinedWithTheMoveOnTheNewId() {
        let start = LostWorkTests.start
        func event(_ change: ProgressEvent, _ device: String, _ sequence: Int, _ seconds: Double) -> JournalEvent {
            change.journalEvent(id: .init(device: device, sequence: sequence), time: start + seconds)
        }
        let answerNew = event(.answer(item: "v:b", kind: .vocab, mode: .multipleChoice, isRight: false), "x", 1, 10)
        let move = event(.itemsRenamed(ItemRenames(renamed: ["v:a": "v:b"])), "x", 2, 30)
        let lateAnswerOld = event(.answer(item: "v:a", kind: .vocab, mode: .flashcard, isRight: false), "y", 1, 20)
        var fold = JournalFold(base: StudyProgress(createdAt: start))
        _ = fold.absorb([answerNew, move])
        fold.compact()
        #expect(fold.absorb([lateAnswerOld]) == .needsRebuild)
        #expect(fold.refold([lateAnswerOld], known: [answerNew, move]) == .refolded)
        let rebuilt = ProgressStore.rebuild([answerNew, move, lateAnswerOld], now: start).progress
        #expect(fold.progress.mistakes["v:b"]?.wrongCount == 2)
        #expect(fold.progress.mistakes["v:a"] == nil)
        #expect(fold.progress == rebuilt)
    }

    // MARK: - One seed

    /// What the learner did, for the checks: the latest action per bookmark and setting, with the
    /// time and device that order it.
    struct Model {
        struct Stamp: Comparable {
            var time: Date
            var device: String
            static func < (lhs: Stamp, rhs: Stamp) -> Bool { (lhs.time, lhs.device) < (rhs.time, rhs.device) }
        }
        var bookmarks: [String: (Stamp, Bool)] = [:]
        var newPerDay: (Stamp, Int)?
        var daysOff: [String: (Stamp, Bool)] = [:]
        var reviews: [String: Int] = [:]
        var undone: Set<String> = []
        var reviewCount = 0
        var undoCount = 0
        var restored = false
        var renamed = false
        /// Deck changes made on a device and not yet recorded by its deck sync, latest per key
        /// (`UserDeckChangeTimes.key`), by device object.
        var pendingDeckChanges: [ObjectIdentifier: [String: DeckChange]] = [:]
        /// Deck changes a device's round recorded: each must be in that device's log.
        var acknowledged: [(device: String, key: String, change: DeckChange)] = []
        var log: [String] = []
        /// How often each kind of action ran (printed with MAINICHI_SIMULATION_STATS=1).
        var tally: [String: Int] = [:]

        static func note<Value>(_ table: inout [String: (Stamp, Value)], _ key: String, _ stamp: Stamp, _ value: Value) {
            if let old = table[key], old.0 > stamp { return }
            table[key] = (stamp, value)
        }
    }

    /// A change to the learner's decks, as the model expects its edit.
    struct DeckChange {
        enum Content: Equatable {
            case deck(title: String)
            case deckDeleted
            case item(meanings: [String])
            case itemRemoved
        }
        var content: Content
        var made: Date
    }

    /// A device: its machine, the skew of its clock, the review it may undo, its own decks.
    final class Device {
        let machine: Machine
        let skew: TimeInterval
        var lastReview: (item: String, before: SRSCard?, wasNew: Bool)?
        /// Whether it moved to the renamed items (it then studies them under their new ids).
        var renamed = false
        let decks: UserDeckStore
        private var deckSync: UserDeckSync?
        init(machine: Machine, skew: TimeInterval, seed: UInt64) {
            self.machine = machine
            self.skew = skew
            let clock = machine.clock
            decks = UserDeckStore(dataDirectory: machine.data, random: SeededRandom(seed: seed), clock: { clock.now })
        }

        /// A round as the app makes it: the journals, then the decks (under the device's id now).
        @discardableResult
        func synchronize() -> UserDeckSync.Outcome {
            _ = machine.learner.synchronize()
            let device = machine.store.device
            if deckSync?.folder.device != device {
                let clock = machine.clock
                deckSync = UserDeckSync(store: decks, folder: SyncFolder(url: machine.folder, device: device), clock: { clock.now })
            }
            return deckSync!.synchronize()
        }

        /// The decks as their files hold them.
        var deckFiles: [UserDeck] {
            decks.deckIDs().compactMap { id in
                (try? Data(contentsOf: decks.fileURL(of: id))).flatMap { try? JSONDecoder().decode(UserDeck.self, from: $0) }
            }
        }
    }

    /// Words the deck actions use.
    static let words = [("猫", "ねこ"), ("犬", "いぬ"), ("魔法", "まほう"), ("勇者", "ゆうしゃ"), ("月", "つき")]
    static let deckTitles = ["Manga words", "Game words"]

    /// Runs one seed; returns what went wrong (nothing when all is well).
    static func run(seed: UInt64) throws -> (problems: [String], tally: [String: Int]) {
        var random = SeededRandom(seed: seed &+ 0x5EED)
        let root = TemporaryDirectory(in: base)
        var world = LostWorkTests.start
        let count = Int.random(in: 2...4, using: &random)
        var devices: [Device] = []
        for index in 0..<count {
            let skew = index == 0 ? 0 : Double(Int.random(in: -259_200...259_200, using: &random)) + 0.25 * Double(index)
            let clock = TestClock(world + skew)
            devices.append(Device(machine: try Machine(root: root, name: "d\(index)", clock: clock), skew: skew,
                                  seed: seed &* 31 &+ UInt64(index)))
        }
        var model = Model()
        let steps = Int.random(in: 12...30, using: &random)
        for _ in 0..<steps {
            world += Double(Int.random(in: 1...(Bool.random(using: &random) ? 600 : 40_000), using: &random))
            for device in devices { device.machine.clock.now = world + device.skew }
            let device = devices.randomElement(using: &random)!
            if devices.count < 5, Int.random(in: 0..<60, using: &random) == 0 {
                devices.append(try copy(device, as: "d\(devices.count)", world: world, model: &model, random: &random))
                continue
            }
            try act(on: device, devices: devices, model: &model, random: &random)
        }
        // Everything arrives: every device synchronizes, every folder copy gets every file whole.
        // (Three rounds: a device that moved renamed items moves what another did under an old id
        // when it arrives, and that move must travel too.)
        for _ in 0..<3 {
            for device in devices { synchronize(device, model: &model) }
            for source in devices {
                for target in devices where target !== source { try copyNewer(from: source.machine.folder, to: target.machine.folder) }
            }
            for device in devices { synchronize(device, model: &model) }
        }
        return (check(devices, model: model), model.tally)
    }

    /// A round on `device`; the deck changes it recorded are acknowledged.
    static func synchronize(_ device: Device, model: inout Model) {
        let outcome = device.synchronize()
        model.tally["decks brought back", default: 0] += outcome.broughtBack.count
        let pending = model.pendingDeckChanges.removeValue(forKey: ObjectIdentifier(device)) ?? [:]
        for (key, change) in pending { model.acknowledged.append((device.machine.store.device, key, change)) }
    }

    /// A new device made from a copy of `source`'s data directory, settings and folder (`cp -a`
    /// of a home folder, the device file with it), taken while `source` runs.
    static func copy(_ source: Device, as name: String, world: Date, model: inout Model,
                     random: inout SeededRandom) throws -> Device {
        let from = source.machine
        let root = from.root
        for (suffix, url) in [("data", from.data), ("config", from.config), ("folder", from.folder)]
        where FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.copyItem(at: url, to: root.url.appendingPathComponent("\(name)-\(suffix)"))
        }
        let skew = Double(Int.random(in: -259_200...259_200, using: &random)) + 0.125
        let device = Device(machine: try Machine(root: root, name: name, clock: TestClock(world + skew)), skew: skew,
                            seed: UInt64(Int.random(in: 0...Int.max, using: &random)))
        device.renamed = source.renamed
        if device.renamed { try device.machine.store.applyItemIDMap(renames) }
        model.pendingDeckChanges[ObjectIdentifier(device)] = model.pendingDeckChanges[ObjectIdentifier(source)]
        model.tally["copied data directory", default: 0] += 1
        model.log.append("copy \(from.store.device) as \(device.machine.store.device)")
        return device
    }

    /// One random action of the learner, or of the sync tool, on `device`.
    static func act(on device: Device, devices: [Device], model: inout Model, random: inout SeededRandom) throws {
        let machine = device.machine
        let store = machine.store
        let now = machine.clock.now
        let stamp = Model.Stamp(time: now, device: store.device)
        let picked = items.randomElement(using: &random)!
        let item = device.renamed ? renames.currentID(picked) : picked
        let roll = Int.random(in: 0..<100, using: &random)
        defer { if !(40..<46).contains(roll) && !(0..<20).contains(roll) { device.lastReview = nil } }
        let kinds = [(20, "review"), (32, "bookmark"), (40, "answer"), (46, "undo"), (52, "test"), (58, "setting"),
                     (63, "days off"), (65, "clear days off"), (68, "restore"), (71, "rename"), (74, "restart"), (82, "sync"), (100, "delivery")]
        // One action in four is on the learner's decks instead.
        if Int.random(in: 0..<4, using: &random) == 0 {
            device.lastReview = nil
            return try actOnDecks(device, model: &model, random: &random)
        }
        model.tally[kinds.first { roll < $0.0 }!.1, default: 0] += 1
        switch roll {
        case 0..<20: // a review, graded as the review screen does
            let before = store.progress.srs[item]
            let rating = Rating.allCases.randomElement(using: &random)!
            let card = scheduler.review(before ?? SRSCard(due: now), of: item, rating: rating, at: now)
            let wasNew = before?.lastReview == nil
            try store.recordReview(of: item, card: card, wasNew: wasNew, calendar: LostWorkTests.utc,
                                   history: HistoryEvent(type: .review, time: now, itemID: item, rating: rating, duration: 3),
                                   scheduler: scheduler)
            device.lastReview = (item, before, wasNew)
            model.reviews[item, default: 0] += 1
            model.reviewCount += 1
            model.log.append("review \(item) on \(store.device)")
        case 20..<32:
            let on = try store.toggleBookmark(item)
            Model.note(&model.bookmarks, item, stamp, on)
            model.log.append("bookmark \(item) \(on) on \(store.device)")
        case 32..<40:
            try store.recordAnswer(itemID: item, kind: DeckKind(itemID: item) ?? .vocab, mode: .multipleChoice,
                                   isRight: Bool.random(using: &random), at: now)
        case 40..<46: // undo the review just made
            guard let last = device.lastReview else { return }
            try store.undoReview(of: last.item, restoring: last.before, wasNew: last.wasNew, calendar: LostWorkTests.utc)
            device.lastReview = nil
            model.undone.insert(last.item)
            model.undoCount += 1
            model.log.append("undo \(last.item) on \(store.device)")
        case 46..<52:
            let day = days.randomElement(using: &random)!
            let wrong = items.filter { _ in Bool.random(using: &random) }
            try store.recordTest(TestOutcome(day: day, mode: .multipleChoice, rightIDs: items.filter { !wrong.contains($0) },
                                             wrongIDs: wrong, date: now))
        case 52..<58:
            let value = Int.random(in: 0...10, using: &random) * 5
            let before = machine.learner.settings.settings.newPerDay
            try machine.learner.changeSettings { $0.newPerDay = value }
            if value != before, model.newPerDay.map({ $0.0 < stamp }) ?? true { model.newPerDay = (stamp, value) }
            model.log.append("newPerDay \(value) on \(store.device)")
        case 58..<63:
            let offset = Int.random(in: 0...20, using: &random)
            let length = Int.random(in: 1...3, using: &random)
            let outcome = try machine.learner.takeDaysOff(from: machine.learner.startOfDay(inDays: offset), count: length)
            for day in outcome.days { Model.note(&model.daysOff, day, stamp, true) }
            model.log.append("days off \(outcome.days) on \(store.device)")
        case 63..<65:
            let days = machine.learner.settings.settings.daysOff
            try machine.learner.clearDaysOff()
            for day in days { Model.note(&model.daysOff, day, stamp, false) }
            model.log.append("clear days off \(days) on \(store.device)")
        case 65..<68:
            guard let backup = machine.learner.backups.randomElement(using: &random) else { return }
            try machine.learner.restore(backup)
            model.restored = true
            model.tally["restore done", default: 0] += 1
            model.log.append("restore \(backup.date) on \(store.device)")
        case 68..<71: // the device starts a version whose decks renamed two items
            try machine.reopen()
            device.decks.didChange = nil
            try machine.store.applyItemIDMap(renames) // the store opened again, not the closed one
            device.renamed = true
            model.renamed = true
            model.log.append("rename on \(store.device)")
        case 68..<74:
            try machine.reopen()
            if device.renamed { try machine.store.applyItemIDMap(renames) }
        case 74..<82:
            synchronize(device, model: &model)
        default: // the sync tool moves one file between two copies of the folder
            let target = devices.randomElement(using: &random)!
            guard target !== device else { return }
            model.tally[try deliver(from: machine.folder, to: target.machine.folder, random: &random), default: 0] += 1
        }
    }

    /// One change to `device`'s own decks, as My decks or `mainichi import` makes it (written to
    /// the deck files at once; recorded for the others at the device's next round).
    static func actOnDecks(_ device: Device, model: inout Model, random: inout SeededRandom) throws {
        let store = device.decks
        let now = device.machine.clock.now
        let decks = store.decks().decks
        func note(_ key: String, _ content: DeckChange.Content) {
            model.pendingDeckChanges[ObjectIdentifier(device), default: [:]][key] = DeckChange(content: content, made: now)
        }
        /// A removal or deletion is for the others only when this device's deck sync knows the
        /// thing (else it was made and undone here between two rounds, or never reached here).
        func noteGone(_ key: String, _ content: DeckChange.Content, deck: String, item: String?) {
            let fold = UserDeckFold(UserDeckSync(store: store, folder: SyncFolder(url: device.machine.folder, device: device.machine.store.device)).readEdits())
            let known = item.map { fold.liveItems(of: deck)[$0] != nil } ?? fold.isShown(deck)
            if known { note(key, content) } else { model.pendingDeckChanges[ObjectIdentifier(device)]?[key] = nil }
        }
        let meaning = ["m\(Int.random(in: 0...1_000_000, using: &random))"]
        let roll = decks.isEmpty ? 0 : Int.random(in: 0..<100, using: &random)
        let what: String
        switch roll {
        case 0..<8:
            let title = deckTitles.randomElement(using: &random)!
            guard store.deck(titled: title) == nil else { return }
            let deck = try store.createDeck(title: title, kind: .vocab, itemsPerDay: 3)
            note(UserDeckChangeTimes.key(deck: deck.id.rawValue), .deck(title: title))
            what = "make deck"
        case 8..<35:
            let deck = decks.randomElement(using: &random)!
            let (word, reading) = words.randomElement(using: &random)!
            let item = try store.addItem(UserItemDraft(word: word, reading: reading, meanings: meaning), to: deck.id)
            note(UserDeckChangeTimes.key(deck: deck.id.rawValue, item: item.id), .item(meanings: meaning))
            what = "add word"
        case 35..<60:
            let deck = decks.randomElement(using: &random)!
            guard let item = deck.items.randomElement(using: &random) else { return }
            var draft = UserItemDraft(item)
            draft.meanings = meaning
            try store.updateItem(item.id, in: deck.id, with: draft)
            note(UserDeckChangeTimes.key(deck: deck.id.rawValue, item: item.id), .item(meanings: meaning))
            what = "edit word"
        case 60..<72:
            let deck = decks.randomElement(using: &random)!
            guard let item = deck.items.randomElement(using: &random) else { return }
            try store.removeItem(item.id, from: deck.id)
            noteGone(UserDeckChangeTimes.key(deck: deck.id.rawValue, item: item.id), .itemRemoved, deck: deck.id.rawValue, item: item.id)
            what = "remove word"
        case 72..<80:
            let deck = decks.randomElement(using: &random)!
            let title = deckTitles.randomElement(using: &random)! + " \(Int.random(in: 1...9, using: &random))"
            guard store.deck(titled: title) == nil else { return }
            try store.renameDeck(deck.id, to: title)
            note(UserDeckChangeTimes.key(deck: deck.id.rawValue), .deck(title: title))
            what = "rename deck"
        case 80..<88:
            let deck = decks.randomElement(using: &random)!
            try store.deleteDeck(deck.id)
            // Changes to its words not yet recorded go with it (the learner deleted them after).
            let prefix = deck.id.rawValue + "\t"
            model.pendingDeckChanges[ObjectIdentifier(device)] = model.pendingDeckChanges[ObjectIdentifier(device)]?
                .filter { !$0.key.hasPrefix(prefix) }
            noteGone(UserDeckChangeTimes.key(deck: deck.id.rawValue), .deckDeleted, deck: deck.id.rawValue, item: nil)
            what = "delete deck"
        default: // a small text import: two or three rows, words the deck may hold (updated) or not (added)
            let deck = decks.randomElement(using: &random)!
            let rows = (0..<Int.random(in: 2...3, using: &random)).map { _ in words.randomElement(using: &random)! }
            var text = "word,reading,meaning\n"
            var seen: Set<String> = []
            for (index, (word, reading)) in rows.enumerated() where seen.insert(word).inserted {
                text += "\(word),\(reading),\(meaning[0])-\(index)\n"
            }
            let document = try ImportReader.read(Array(text.utf8), fileName: "words.csv")
            let plan = try UserDeckImport.plan(document: document, mapping: document.guessedMapping(), deckTitle: deck.title,
                                               store: store, dictionary: nil)
            let before = Set(deck.items.map(\.id))
            let written = try plan.write(to: store)
            for item in written.items where !before.contains(item.id) || plan.rows.contains(where: { $0.updates == item.id }) {
                note(UserDeckChangeTimes.key(deck: deck.id.rawValue, item: item.id), .item(meanings: item.meanings))
            }
            what = plan.updateCount > 0 ? "import with updates" : "import"
        }
        model.tally["deck: " + what, default: 0] += 1
        model.log.append("\(what) on \(device.machine.store.device)")
    }

    /// Copies one journal file or deck log of `source` into `target`: whole, cut in the middle of
    /// a line, or as a conflict copy (whole or cut).
    /// - Returns: what was delivered, for the tally.
    static func deliver(from source: URL, to target: URL, random: inout SeededRandom) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: source.path)
            .filter { SyncFolder.isJournalName($0) || UserDeckSync.isLogName($0) }.sorted()
        guard let name = names.randomElement(using: &random) else { return "nothing to deliver" }
        let bytes = try Data(contentsOf: source.appendingPathComponent(name))
        guard !bytes.isEmpty else { return "nothing to deliver" }
        var delivered = bytes
        var what = "whole file"
        if Bool.random(using: &random) {
            delivered = bytes.prefix(Int.random(in: 1...bytes.count, using: &random))
            if delivered.last != 0x0A { what = "torn file" }
        }
        var targetName = name
        if Int.random(in: 0..<4, using: &random) == 0 {
            what += " as conflict copy"
            let stem = name.hasSuffix(".jsonl") ? String(name.dropLast(6)) : name
            targetName = "\(stem).sync-conflict-20261118-\(Int.random(in: 100_000...999_999, using: &random))-ABCDEFG.jsonl"
        }
        try delivered.write(to: target.appendingPathComponent(targetName))
        return what
    }

    /// What a sync tool does when everything has arrived: every journal file of `source` that is
    /// longer than `target`'s copy (or missing there) replaces it.
    static func copyNewer(from source: URL, to target: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path)
        where SyncFolder.isJournalName(name) || UserDeckSync.isLogName(name) {
            let from = source.appendingPathComponent(name)
            let to = target.appendingPathComponent(name)
            let bytes = try Data(contentsOf: from)
            let existing = (try? Data(contentsOf: to)) ?? Data()
            guard bytes.count > existing.count else { continue }
            try bytes.write(to: to)
        }
    }

    /// The checks after a full exchange.
    static func check(_ devices: [Device], model: Model) -> [String] {
        var problems: [String] = []
        let first = devices[0].machine.store.progress
        for device in devices.dropFirst() where device.machine.store.progress != first {
            problems.append("\(device.machine.store.device) differs from \(devices[0].machine.store.device): "
                + difference(first, device.machine.store.progress))
        }
        // The same as folding every journal from nothing.
        let rebuilt = ProgressStore.rebuild(ProgressStore.readJournals(in: devices[0].machine.data).events, now: first.createdAt).progress
        if rebuilt != first { problems.append("a rebuild differs: " + difference(first, rebuilt)) }
        // Every review counted once (undos take one off; a restore rewinds no count).
        let counted = first.activity.values.reduce(0) { $0 + $1.newItems + $1.reviews }
        if counted != model.reviewCount - model.undoCount {
            problems.append("\(counted) reviews counted for \(model.reviewCount) made and \(model.undoCount) undone")
        }
        // Settings as the latest change left them, on every device.
        for device in devices {
            let settings = device.machine.learner.settings.settings
            if let (_, value) = model.newPerDay, settings.newPerDay != value {
                problems.append("newPerDay \(settings.newPerDay) on \(device.machine.store.device), latest set \(value)")
            }
            let expectedDays = model.daysOff.filter { $0.value.1 }.keys.sorted()
            if settings.daysOff != expectedDays {
                problems.append("days off \(settings.daysOff) on \(device.machine.store.device), expected \(expectedDays)")
            }
        }
        problems += checkHistoryAndStatistics(devices, now: first.updatedAt)
        problems += checkDecks(devices, model: model)
        guard !model.restored else {
            if !problems.isEmpty { problems.append("actions: " + model.log.joined(separator: ", ")) }
            return problems // a restore sets items back on purpose
        }
        // A renamed item's records are combined by the move's rules (the card reviewed last, the
        // earlier bookmark): its own actions are not checked one by one, and no old id is left.
        let renamedIDs = model.renamed ? Set(renames.renamed.keys).union(renames.renamed.values) : []
        if model.renamed, devices.allSatisfy(\.renamed) {
            for old in renames.renamed.keys where first.srs[old] != nil || first.bookmarks[old] != nil || first.mistakes[old] != nil {
                problems.append("\(old) left under its old id")
            }
        }
        for (item, (_, on)) in model.bookmarks where !renamedIDs.contains(item) && first.isBookmarked(item) != on {
            problems.append("\(item) bookmarked \(first.isBookmarked(item)), latest action \(on)")
        }
        for (item, count) in model.reviews where !model.undone.contains(item) && !renamedIDs.contains(item) {
            let card = first.srs[item]?.reviewCount ?? 0
            if card != count { problems.append("\(item) has \(card) reviews for \(count) made") }
        }
        if !problems.isEmpty { problems.append("actions: " + model.log.joined(separator: ", ")) }
        return problems
    }

    /// The same history and the same statistics on every device.
    static func checkHistoryAndStatistics(_ devices: [Device], now: Date) -> [String] {
        var problems: [String] = []
        func summary(_ device: Device) -> (history: [String], statistics: Statistics) {
            let store = device.machine.store
            // Read under the renamed ids everywhere (a device on the old version reads the old ones).
            let events = renames.remapping(StudyHistory(store: store).read().events)
            let history = events.map { "\($0.time.timeIntervalSince1970) \($0.type) \($0.itemID ?? "-") \(String(describing: $0.rating))" }.sorted()
            let statistics = Statistics.compute(events: events, cards: store.progress.srs, decks: [], levelOfItem: { _ in .n5 },
                                                now: now, calendar: LostWorkTests.utc)
            return (history, statistics)
        }
        let first = summary(devices[0])
        for device in devices.dropFirst() {
            let other = summary(device)
            if other.history != first.history {
                problems.append("history of \(device.machine.store.device): \(other.history.count) entries, \(first.history.count) on the first")
            }
            if other.statistics != first.statistics { problems.append("statistics of \(device.machine.store.device) differ") }
        }
        return problems
    }

    /// The same decks on every device, equal to the fold of every deck edit recorded; every deck
    /// change a round acknowledged is in its device's log with the time it was made; no word left
    /// in a deck that is gone.
    static func checkDecks(_ devices: [Device], model: Model) -> [String] {
        var problems: [String] = []
        let first = devices[0].deckFiles
        for device in devices.dropFirst() where device.deckFiles != first {
            problems.append("decks of \(device.machine.store.device) \(device.deckFiles.map(\.title)) differ from \(first.map(\.title))")
        }
        // Every device's own log, read where it writes it.
        var logs: [String: [UserDeckEdit]] = [:]
        for device in devices {
            let directory = device.decks.directory.appendingPathComponent(UserDeckSync.logFolderName)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where UserDeckSync.isLogName(name) {
                let own = UserDeckSync.edits(in: directory.appendingPathComponent(name))
                    .filter { UserDeckSync.logName(of: $0.device) == name }
                if own.count > logs[name]?.count ?? 0 { logs[name] = own }
            }
        }
        let all = logs.values.flatMap { $0 }
        let fold = UserDeckFold(all)
        let reference = fold.userDecks().map(UserDeckSync.cleaned)
        if reference != first {
            problems.append("decks \(first.map(\.title)) differ from the fold of every edit \(reference.map(\.title))")
        }
        // A change made after a delete is never lost: every word whose last edit adds it is in a deck shown.
        var latest: [String: UserDeckEdit] = [:]
        for edit in all {
            guard let key = edit.itemKey else { continue }
            if latest[key].map({ $0.stamp < edit.stamp }) ?? true { latest[key] = edit }
        }
        for (key, edit) in latest where edit.op == .item && !first.contains(where: { $0.id.rawValue == edit.deck })
            && fold.stamp(ofDeck: edit.deck).map({ $0 < edit.stamp }) ?? true {
            problems.append("word \(key) edited at \(edit.time) is in no deck (deck deleted at \(String(describing: fold.stamp(ofDeck: edit.deck)?.time)))")
        }
        // Every acknowledged change is in its device's log, stamped when it was made (or just
        // after the edit it replaced, when a clock behind made it after a newer stamp).
        for (device, key, change) in model.acknowledged {
            let own = logs[UserDeckSync.logName(of: device)] ?? []
            let parts = key.split(separator: "\t", maxSplits: 1).map(String.init)
            let matches = own.filter { edit in
                guard edit.deck == parts[0] else { return false }
                switch change.content {
                case .deck(let title): return parts.count == 1 && edit.op == .deck && edit.title == title
                case .deckDeleted: return parts.count == 1 && edit.op == .deleteDeck
                case .item(let meanings): return parts.count == 2 && edit.op == .item && edit.item?.id == parts[1] && edit.item?.meanings == meanings
                case .itemRemoved: return parts.count == 2 && edit.op == .removeItem && edit.itemID == parts[1]
                }
            }
            let made = change.made.timeIntervalSince1970
            if matches.isEmpty {
                problems.append("\(change.content) of \(key) on \(device) at \(made) not recorded")
            } else if !matches.contains(where: { abs($0.time - made) < 0.0005 || $0.time > made }) {
                problems.append("\(change.content) of \(key) on \(device) made at \(made) stamped \(matches.map(\.time))")
            } else if !matches.contains(where: { abs($0.time - made) < 0.0005 }),
                      !matches.contains(where: { edit in all.contains { $0.deck == edit.deck && $0.itemKey == edit.itemKey && abs($0.time + 0.001 - edit.time) < 0.0005 } }) {
                problems.append("\(change.content) of \(key) on \(device) made at \(made) stamped later, \(matches.map(\.time))")
            }
        }
        return problems
    }

    /// Which parts of two progresses differ.
    static func difference(_ lhs: StudyProgress, _ rhs: StudyProgress) -> String {
        var parts: [String] = []
        if lhs.bookmarks != rhs.bookmarks { parts.append("bookmarks \(lhs.bookmarks.keys.sorted()) / \(rhs.bookmarks.keys.sorted())") }
        if lhs.srs != rhs.srs {
            for key in Set(lhs.srs.keys).union(rhs.srs.keys).sorted() where lhs.srs[key] != rhs.srs[key] {
                parts.append("card \(key): \(String(describing: lhs.srs[key])) / \(String(describing: rhs.srs[key]))")
            }
        }
        if lhs.mistakes != rhs.mistakes { parts.append("mistakes") }
        if lhs.dayResults != rhs.dayResults { parts.append("day results") }
        if lhs.activity != rhs.activity { parts.append("activity \(lhs.activity) / \(rhs.activity)") }
        if lhs.slips != rhs.slips { parts.append("slips") }
        if lhs.suspended != rhs.suspended { parts.append("suspended") }
        if lhs.learnerSettings != rhs.learnerSettings { parts.append("settings \(lhs.learnerSettings) / \(rhs.learnerSettings)") }
        if lhs.createdAt != rhs.createdAt { parts.append("createdAt") }
        if lhs.updatedAt != rhs.updatedAt { parts.append("updatedAt \(lhs.updatedAt) / \(rhs.updatedAt)") }
        if lhs.dayLayout != rhs.dayLayout { parts.append("dayLayout") }
        return parts.isEmpty ? "nothing visible" : parts.joined(separator: "; ")
    }
}
