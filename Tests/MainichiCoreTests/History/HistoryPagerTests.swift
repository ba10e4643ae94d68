import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// History read from the journals' ends a page at a time (`HistoryPager`): the pages put together
/// are what a full read (`StudyHistory.read(directory:)`) gives, entry for entry and warning for
/// warning, and the first page leaves most of a long journal unread.
@Suite struct HistoryPagerTests {
    /// A seeded generator (SplitMix64), so a failing seed can be run again.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// What a random journal may hold beyond reviews, undos by id, games and tests.
    struct Wildness {
        /// Undos without an id (written before undo ids), mixed with those with one.
        var undosWithoutID = false
        /// A clock stepping back by more than the pager's margin.
        var longSteps = false
    }

    static let items = ["k:日", "k:月", "v:猫:ねこ", "v:犬:いぬ", "k:火"]

    /// Writes journals of two to four devices into `directory`: reviews, undos, games and tests,
    /// clocks stepping back by hours (and by days with `wildness.longSteps`), one device's events
    /// all older than the others' (arriving late), a copy of a journal (a conflict copy), torn last
    /// lines, unreadable lines in the middle and lines with a bad field.
    static func writeJournals(in directory: URL, random: inout Seeded, wildness: Wildness) throws {
        let devices = (0..<Int.random(in: 2...4, using: &random)).map { "dev\($0)" }
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        for (deviceIndex, device) in devices.enumerated() {
            var lines: [[UInt8]] = []
            var sequence = 0
            // The last device's events are late: all from before the others'.
            var time = deviceIndex == devices.count - 1 && devices.count > 2 ? start.addingTimeInterval(-30 * 86_400) : start
            var reviews: [(id: JournalEvent.ID, item: String)] = []
            for _ in 0..<Int.random(in: 0...180, using: &random) {
                sequence += 1
                let id = JournalEvent.ID(device: device, sequence: sequence)
                switch Int.random(in: 0..<100, using: &random) {
                case 0..<3: time.addTimeInterval(-Double.random(in: 60...20_000, using: &random)) // a clock stepping back
                case 3..<4 where wildness.longSteps: time.addTimeInterval(-Double.random(in: 3...9, using: &random) * 86_400)
                case 4..<6: time.addTimeInterval(0) // the same second as the line before
                default: time.addTimeInterval(Double.random(in: 1...7_200, using: &random))
                }
                // Whole seconds: another device may write the very same time.
                time = Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded())
                let roll = Int.random(in: 0..<100, using: &random)
                var fields: [JSONObject.Field] = []
                var type = "review"
                if roll < 60 {
                    let item = items.randomElement(using: &random)!
                    let entry = HistoryEvent(type: .review, time: time, kind: DeckKind(itemID: item), itemID: item,
                                             rating: [.again, .good, .easy].randomElement(using: &random)!, duration: 3)
                    fields = [.init(key: "item", value: .string(item)), .init(key: StudyHistory.historyField, value: StudyHistory.value(of: entry)!)]
                    reviews.append((id, item))
                } else if roll < 78 {
                    type = "reviewUndo"
                    // Mostly the device's latest review; sometimes an older one, another device's or none.
                    let named = Bool.random(using: &random) ? reviews.last : reviews.randomElement(using: &random)
                    let item = named?.item ?? items.randomElement(using: &random)!
                    fields = [.init(key: "item", value: .string(item))]
                    if !(wildness.undosWithoutID && Int.random(in: 0..<3, using: &random) == 0) {
                        let undone = Int.random(in: 0..<8, using: &random) == 0
                            ? JournalEvent.ID(device: devices.randomElement(using: &random)!, sequence: Int.random(in: 1...50, using: &random))
                            : named?.id ?? id
                        fields.append(.init(key: ProgressStore.undoesField, value: .string(undone.description)))
                    }
                } else if roll < 90 {
                    type = JournalMigration.historyType
                    let entry = HistoryEvent(type: .game, time: time, score: Int.random(in: 0...5, using: &random), total: 5)
                    fields = [.init(key: "entry", value: StudyHistory.value(of: entry)!)]
                } else if roll < 96 {
                    type = "bookmark"
                    fields = [.init(key: "item", value: .string(items.randomElement(using: &random)!))]
                } else {
                    type = JournalMigration.historyType
                    // An entry whose time is out of range: the change is kept with a warning.
                    fields = [.init(key: "entry", value: .object(JSONObject([.init(key: "type", value: .string("game")),
                                                                             .init(key: "time", value: .number(-1e15))])))]
                }
                lines.append(JournalEvent(id: id, time: time, type: type, fields: fields).encodedLine())
                if Int.random(in: 0..<150, using: &random) == 0 { lines.append(Array("{\"id\":\"torn".utf8)) }
            }
            var bytes: [UInt8] = []
            for line in lines { bytes += line + [0x0A] }
            if Int.random(in: 0..<3, using: &random) == 0 { bytes += Array("{\"id\":\"\(device):999\",\"ti".utf8) }
            let url = directory.appendingPathComponent("journal-\(device).jsonl")
            try Data(bytes).write(to: url)
            if Int.random(in: 0..<5, using: &random) == 0 {
                // A conflict copy a sync tool made: the same lines, or the first part of them.
                let cut = bytes.prefix(Int.random(in: 0...bytes.count, using: &random))
                try Data(cut).write(to: directory.appendingPathComponent("journal-\(device).sync-conflict.jsonl"))
            }
        }
    }

    /// Every entry the pager gives, asked for in pages of random sizes; pages that restart replace what came before.
    static func paged(_ pager: HistoryPager, random: inout Seeded) -> [HistoryEvent] {
        var entries: [HistoryEvent] = []
        var pages = 0
        while !pager.isFinished, pages < 10_000 {
            pages += 1
            let page = pager.next(Int.random(in: 1...40, using: &random))
            if page.restarts { entries = [] }
            entries += page.entries
        }
        return entries
    }

    @Test("Random journals of several devices read in pages give every entry and warning of a full read, once, in its order")
    func pagesEqualTheFullRead() throws {
        var exact = 0
        for seed in 0..<300 {
            var random = Seeded(state: UInt64(seed))
            let wildness = Wildness(undosWithoutID: seed % 3 == 1, longSteps: seed % 5 == 2)
            let temporary = TemporaryDirectory()
            try Self.writeJournals(in: temporary.url, random: &random, wildness: wildness)
            let full = StudyHistory.read(directory: temporary.url)
            let pager = HistoryPager(directory: temporary.url, blockSize: Int.random(in: 64...2_048, using: &random))
            let entries = Self.paged(pager, random: &random)
            #expect(entries == full.events, "seed \(seed): \(entries.count) entries paged, \(full.events.count) read whole")
            #expect(pager.warnings == full.warnings, "seed \(seed)")
            if !wildness.undosWithoutID && !wildness.longSteps {
                // Clocks stepping back by hours, late devices, copies and torn lines merge without a full read.
                #expect(!pager.readEverything, "seed \(seed) read everything")
            }
            if !pager.readEverything { exact += 1 }
        }
        #expect(exact > 150)
    }

    @Test("An item id map renames the paged entries as it renames a full read")
    func renamesAsTheFullRead() throws {
        var random = Seeded(state: 77)
        let temporary = TemporaryDirectory()
        try Self.writeJournals(in: temporary.url, random: &random, wildness: Wildness())
        let map = ItemIDMap(renamed: ["k:日": "k:日:にち"])
        let pager = HistoryPager(directory: temporary.url, itemIDMap: map)
        #expect(pager.rest().entries == map.remapping(StudyHistory.read(directory: temporary.url).events))
        #expect(pager.rest().entries.isEmpty)
    }

    @Test("The first page of a long journal parses only its end")
    func firstPageReadsTheEnd() throws {
        let temporary = TemporaryDirectory()
        let entries = (0..<5_000).map { HistoryEvent(type: .game, time: Date(timeIntervalSince1970: 1_780_000_000 + Double($0) * 3_600),
                                                    score: $0 % 6, total: 5) }
        try StudyHistory.writeJournal(of: entries, device: "laptop", in: temporary.url)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: temporary.url.appendingPathComponent("journal-laptop.jsonl").path)[.size] as? Int)
        // Blocks of 4 KB: the 50 newest entries and two days before them are a few blocks.
        let pager = HistoryPager(directory: temporary.url, blockSize: 4_096)
        let page = pager.next(50)
        #expect(page.entries == Array(entries.reversed().prefix(50)))
        #expect(!page.restarts)
        #expect(pager.bytesParsed < size / 10)
        #expect(!pager.isFinished)
    }

    @Test("A data directory not moved to the journal pages its history.jsonl")
    func oldHistoryLog() throws {
        let temporary = TemporaryDirectory()
        let log = HistoryLog(directory: temporary.url)
        for index in 0..<7 {
            try log.append(HistoryEvent(type: .game, time: Date(timeIntervalSince1970: 1_780_000_000 + Double(index)), score: index, total: 9))
        }
        let pager = HistoryPager(directory: temporary.url)
        var random = Seeded(state: 1)
        #expect(Self.paged(pager, random: &random) == log.read().events)
    }
}
