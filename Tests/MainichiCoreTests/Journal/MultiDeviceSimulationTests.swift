import Foundation
import Testing
@testable import MainichiCore

/// A seeded simulation of two to four devices sharing one learner's progress through copies of a
/// sync folder: each takes random learner actions (reviews and their undo, answers, bookmarks,
/// tests, days off, settings, restores of a daily backup, restarts) on a clock skewed by up to two
/// days, while random journal files travel between the folder copies whole, cut in the middle of
/// a line, or as a sync tool's conflict copy. After a full exchange every device must hold the
/// same progress (settings included), equal to a rebuild from the journals, with nothing done
/// lost: every review counted once, each bookmark and setting as the latest action left it.
///
/// 1,000 seeds run in `make test` (in ten groups the test runner spreads over the cores). A
/// failing seed is named; replay it alone with
/// `MAINICHI_SIMULATION_SEED=<seed> swift test --filter MultiDeviceSimulationTests`.
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
            seeds = (0..<Self.seedsPerGroup).map { UInt64(group * Self.seedsPerGroup + $0) }
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
        var log: [String] = []
        /// How often each kind of action ran (printed with MAINICHI_SIMULATION_STATS=1).
        var tally: [String: Int] = [:]

        static func note<Value>(_ table: inout [String: (Stamp, Value)], _ key: String, _ stamp: Stamp, _ value: Value) {
            if let old = table[key], old.0 > stamp { return }
            table[key] = (stamp, value)
        }
    }

    /// A device: its machine, the skew of its clock, the review it may undo.
    final class Device {
        let machine: Machine
        let skew: TimeInterval
        var lastReview: (item: String, before: SRSCard?, wasNew: Bool)?
        /// Whether it moved to the renamed items (it then studies them under their new ids).
        var renamed = false
        init(machine: Machine, skew: TimeInterval) {
            self.machine = machine
            self.skew = skew
        }
    }

    /// Runs one seed; returns what went wrong (nothing when all is well).
    static func run(seed: UInt64) throws -> (problems: [String], tally: [String: Int]) {
        var random = SeededRandom(seed: seed &+ 0x5EED)
        let root = TemporaryDirectory(in: base)
        var world = LostWorkTests.start
        let count = Int.random(in: 2...4, using: &random)
        var devices: [Device] = []
        for index in 0..<count {
            let skew = index == 0 ? 0 : Double(Int.random(in: -172_800...172_800, using: &random)) + 0.25 * Double(index)
            let clock = TestClock(world + skew)
            devices.append(Device(machine: try Machine(root: root, name: "d\(index)", clock: clock), skew: skew))
        }
        var model = Model()
        let steps = Int.random(in: 12...30, using: &random)
        for _ in 0..<steps {
            world += Double(Int.random(in: 1...(Bool.random(using: &random) ? 600 : 40_000), using: &random))
            for device in devices { device.machine.clock.now = world + device.skew }
            let device = devices.randomElement(using: &random)!
            try act(on: device, devices: devices, model: &model, random: &random)
        }
        // Everything arrives: every device synchronizes, every folder copy gets every file whole.
        // (Three rounds: a device that moved renamed items moves what another did under an old id
        // when it arrives, and that move must travel too.)
        for _ in 0..<3 {
            for device in devices { _ = device.machine.learner.synchronize() }
            for source in devices {
                for target in devices where target !== source { try copyNewer(from: source.machine.folder, to: target.machine.folder) }
            }
            for device in devices { _ = device.machine.learner.synchronize() }
        }
        return (check(devices, model: model), model.tally)
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
            try machine.store.applyItemIDMap(renames) // the store opened again, not the closed one
            device.renamed = true
            model.renamed = true
            model.log.append("rename on \(store.device)")
        case 68..<74:
            try machine.reopen()
            if device.renamed { try machine.store.applyItemIDMap(renames) }
        case 74..<82:
            _ = machine.learner.synchronize()
        default: // the sync tool moves one file between two copies of the folder
            let target = devices.randomElement(using: &random)!
            guard target !== device else { return }
            model.tally[try deliver(from: machine.folder, to: target.machine.folder, random: &random), default: 0] += 1
        }
    }

    /// Copies one journal file of `source` into `target`: whole, cut in the middle of a line, or
    /// as a conflict copy (whole or cut).
    /// - Returns: what was delivered, for the tally.
    static func deliver(from source: URL, to target: URL, random: inout SeededRandom) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: source.path).filter(SyncFolder.isJournalName).sorted()
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
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where SyncFolder.isJournalName(name) {
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
        guard !model.restored else { return problems } // a restore sets items back on purpose
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
