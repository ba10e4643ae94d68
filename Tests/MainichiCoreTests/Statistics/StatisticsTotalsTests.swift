import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The statistics from running totals (`StatisticsLedger`, `StatisticsTotals`) must be the figures
/// the full computation gives over every history entry (`Statistics.computeWithLapses` over
/// `StudyHistory.read`), the reference here: random journals of several devices with reviews
/// (some ungraded, some without an item), undos by id, without one and naming nothing, games,
/// tests, days off, clocks stepping back, events arriving late from another device, under several
/// time zones and day starts (the machine's own too: the suite also runs under Pacific/Honolulu),
/// read from a saved file and a tail and kept in memory across appends.
@Suite("Statistics totals")
struct StatisticsTotalsTests {
    static let start = 1_795_000_000.0
    static let items = ["v:猫:ねこ", "v:犬:いぬ", "k:日", "v:何方:どなた", "v:a", "k:月", "v:水:みず", "v:木:き"]
    /// Two old ids moved to one (their reviews replayed together) and one renamed.
    static let map = ItemIDMap(renamed: ["v:何方:どなた": "v:どなた:どなた", "v:a": "v:犬:いぬ"])
    static let calendars: [StudyCalendar] = [
        StudyCalendar(timeZone: TimeZone(identifier: "Pacific/Honolulu")!, dayStartHour: 4),
        StudyCalendar(timeZone: TimeZone(identifier: "Asia/Kathmandu")!, dayStartHour: 0, firstWeekday: 2),
        StudyCalendar(timeZone: TimeZone(identifier: "Asia/Kolkata")!, dayStartHour: 3),
        StudyCalendar(timeZone: TimeZone(identifier: "America/New_York")!, dayStartHour: 4),
        StudyCalendar(timeZone: TimeZone(secondsFromGMT: 0)!, dayStartHour: 0),
        .current(dayStartHour: 4),
    ]

    /// A device writing events in its own order: mostly forward in time, sometimes days off,
    /// sometimes a clock stepping back a little.
    struct Device {
        var name: String
        var sequence = 0
        var time: Double
        var reviews: [(item: String, id: JournalEvent.ID)] = []
        var events: [JournalEvent] = []
        /// Whether its clock sometimes steps back.
        var stepsBack = true
        /// Whether its undos all name the latest review by id (as this version's sessions write
        /// them), instead of some naming an older review, nothing, or no review at all.
        var undoesLatestOnly = false

        mutating func next(using random: inout SeededRandom) {
            let roll = Double.random(in: 0..<1, using: &random)
            if roll < 0.04 {
                time += Double.random(in: 2...9, using: &random) * 86_400 // days off
            } else if roll < 0.08, stepsBack {
                time -= Double.random(in: 1...900, using: &random) // the clock stepped back
            } else {
                time += Double.random(in: 5...7_200, using: &random)
            }
            sequence += 1
            let id = JournalEvent.ID(device: name, sequence: sequence)
            let date = Date(timeIntervalSince1970: time)
            let kind = Double.random(in: 0..<1, using: &random)
            let duration: Double? = Bool.random(using: &random) ? Double.random(in: 0...90, using: &random) : nil
            var entry: HistoryEvent?
            var type = JournalMigration.historyType
            var fields: [JSONObject.Field] = []
            if kind < 0.62 {
                let item = StatisticsTotalsTests.items.randomElement(using: &random)!
                let rating: Rating? = Int.random(in: 0..<20, using: &random) == 0 ? nil : Rating.allCases.randomElement(using: &random)
                entry = HistoryEvent(type: .review, time: date, itemID: item, rating: rating, duration: duration)
                type = "review"
                fields.append(.init(key: "item", value: .string(item)))
                reviews.append((item, id))
            } else if kind < 0.64 {
                entry = HistoryEvent(type: .review, time: date, rating: .good, duration: duration)
            } else if kind < 0.74, !reviews.isEmpty {
                type = "reviewUndo"
                let choice = undoesLatestOnly ? 0 : Int.random(in: 0..<10, using: &random)
                let latest = reviews.removeLast()
                fields.append(.init(key: "item", value: .string(latest.item)))
                if choice < 6 {
                    fields.append(.init(key: ProgressStore.undoesField, value: .string(latest.id.description)))
                } else if choice < 7, let older = reviews.last(where: { $0.item == latest.item }) {
                    // An older review of the item, named by id.
                    fields.append(.init(key: ProgressStore.undoesField, value: .string(older.id.description)))
                    reviews.append(latest)
                } else if choice < 8 {
                    fields.append(.init(key: ProgressStore.undoesField, value: .string("nobody:99")))
                    reviews.append(latest)
                }
            } else if kind < 0.82 {
                entry = HistoryEvent(type: .game, time: date, score: Int.random(in: 0...5, using: &random),
                                     total: 5, duration: duration)
            } else if kind < 0.88 {
                entry = HistoryEvent(type: .test, time: date, kind: .vocab, level: .n5, day: 3, score: 4, total: 10,
                                     duration: duration)
            } else if kind < 0.94 {
                entry = HistoryEvent(type: .study, time: date, kind: .vocab, level: .n5, day: 2, duration: duration)
            } else {
                type = "bookmark"
                fields = [.init(key: "item", value: .string("k:日")), .init(key: "on", value: .bool(true))]
            }
            if let entry {
                fields.append(.init(key: type == JournalMigration.historyType ? "entry" : StudyHistory.historyField,
                                    value: StudyHistory.value(of: entry)!))
            }
            events.append(JournalEvent(id: id, time: date, type: type, fields: fields))
        }
    }

    static func append(_ events: ArraySlice<JournalEvent>, device: String, in directory: URL) {
        var bytes: [UInt8] = []
        for event in events { bytes += event.encodedLine() + [0x0A] }
        let url = directory.appendingPathComponent("journal-\(device).jsonl")
        if let handle = try? FileHandle(forWritingTo: url) {
            handle.seekToEndOfFile()
            handle.write(Data(bytes))
            handle.closeFile()
        } else {
            _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
        }
    }

    /// Checks the totals against the full computation at several times after the latest event and
    /// under every calendar.
    static func expectSameFigures(_ totals: StatisticsTotals?, directory: URL, map: ItemIDMap?, latest: Double,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        guard let totals else {
            Issue.record("no totals", sourceLocation: sourceLocation)
            return
        }
        let history = StudyHistory.read(directory: directory)
        let events = map.map { $0.remapping(history.events) } ?? history.events
        let won = events.filter { $0.type == .game }.reduce(0) { $0 + max(0, $1.score ?? 0) }
        let played = events.filter { $0.type == .game }.reduce(0) { $0 + max(0, $1.total ?? 0) }
        #expect(totals.hangmanWon == won && totals.hangmanPlayed == played, sourceLocation: sourceLocation)
        for calendar in calendars {
            for later: Double in [60, 1_800, 72_000, 259_200, 3_456_000] {
                let now = Date(timeIntervalSince1970: latest + later)
                let reference = Statistics.computeWithLapses(events: events, cards: [:], decks: [], deckOfItem: { _ in nil },
                                                             now: now, calendar: calendar,
                                                             scheduler: FSRSScheduler(enableFuzzing: false))
                let figures = Statistics.compute(totals: totals, cards: [:], decks: [], deckOfItem: { _ in nil }, now: now,
                                                 calendar: calendar)
                #expect(figures == reference.statistics, "\(calendar.timeZone?.identifier ?? "") +\(later)",
                        sourceLocation: sourceLocation)
                #expect(totals.lapses == reference.lapses, sourceLocation: sourceLocation)
            }
        }
    }

    /// Journals arriving in rounds: every round each device appends its next events (one device
    /// lags, so its events arrive late and sort before others already folded). After each round the
    /// ledger kept in memory and a fresh one reading the saved file give the reference's figures.
    @Test(arguments: 0..<6)
    func roundsOfJournalsGiveTheFullComputation(seed: Int) {
        let directory = TemporaryDirectory()
        var random = SeededRandom(seed: UInt64(seed) + 100)
        var devices = [Device(name: "aa", time: Self.start), Device(name: "bb", time: Self.start + 3_600),
                       Device(name: "cc", time: Self.start - 86_400)]
        for index in devices.indices {
            for _ in 0..<Int.random(in: 150...400, using: &random) { devices[index].next(using: &random) }
        }
        let map: ItemIDMap? = seed.isMultiple(of: 2) ? Self.map : nil
        let kept = StatisticsLedger(directory: directory.url)
        let rounds = 4
        for round in 0..<rounds {
            for device in devices where !(device.name == "cc" && round == 1) {
                let slice = device.events.count * round / rounds..<device.events.count * (round + 1) / rounds
                // "cc" sends its second quarter with its third.
                let from = device.name == "cc" && round == 2 ? device.events.count / rounds : slice.lowerBound
                Self.append(device.events[from..<slice.upperBound], device: device.name, in: directory.url)
            }
            let latest = devices.flatMap { $0.events.prefix($0.events.count * (round + 1) / rounds) }.map(\.time.timeIntervalSince1970).max()!
            Self.expectSameFigures(kept.totals(itemIDMap: map), directory: directory.url, map: map, latest: latest)
            let fresh = StatisticsLedger(directory: directory.url)
            Self.expectSameFigures(fresh.totals(itemIDMap: map, save: false), directory: directory.url, map: map, latest: latest)
        }
        // The first read folded everything; "cc"'s late quarter was folded again from its time, or
        // (an undo it cannot take back exactly) everything was.
        #expect(kept.rebuildCount + kept.refoldCount >= 2)
    }

    /// Events arriving late in many small deliveries (devices holding back a few rounds, clocks
    /// stepping back): each late arrival is folded again from its own time (`refoldCount`), and
    /// after every delivery the totals kept in memory, those read from the saved file, and those
    /// folded from nothing agree in every bucket, item and sum, and give the full computation's
    /// figures. Odd seeds also undo older reviews, nothing and without ids, which the partial path
    /// cannot take back exactly: those fold everything again, with the same figures.
    @Test(arguments: 0..<8)
    func lateArrivalsFoldAgainFromTheirTime(seed: Int) {
        let directory = TemporaryDirectory()
        var random = SeededRandom(seed: UInt64(seed) + 500)
        let plain = seed.isMultiple(of: 2)
        var devices = [Device(name: "aa", time: Self.start, undoesLatestOnly: plain),
                       Device(name: "bb", time: Self.start + 1_800, undoesLatestOnly: plain),
                       Device(name: "cc", time: Self.start + 600, undoesLatestOnly: plain)]
        for index in devices.indices {
            for _ in 0..<Int.random(in: 200...300, using: &random) { devices[index].next(using: &random) }
        }
        let map: ItemIDMap? = seed % 4 < 2 ? Self.map : nil
        let kept = StatisticsLedger(directory: directory.url)
        var sent = [Int](repeating: 0, count: devices.count)
        var round = 0
        while zip(sent, devices).contains(where: { $0 < $1.events.count }) {
            round += 1
            for index in devices.indices {
                // A device holds its events back now and then, then sends them all at once.
                let total = devices[index].events.count
                guard sent[index] < total, round > 12 || Int.random(in: 0..<3, using: &random) > 0 else { continue }
                let upTo = round > 12 ? total : min(total, sent[index] + Int.random(in: 5...30, using: &random))
                Self.append(devices[index].events[sent[index]..<upTo], device: devices[index].name, in: directory.url)
                sent[index] = upTo
            }
            let latest = zip(devices, sent).flatMap { $0.events.prefix($1) }.map(\.time.timeIntervalSince1970).max()!
            let totals = kept.totals(itemIDMap: map)
            let fromFile = StatisticsLedger(directory: directory.url).totals(itemIDMap: map, save: false)
            let rebuilt = StatisticsLedger(directory: directory.url).rebuiltTotals(itemIDMap: map)
            #expect(totals != nil && totals == rebuilt && fromFile == rebuilt, "round \(round)")
            if let totals, let fromFile, let rebuilt {
                #expect(Self.sameKept(totals, rebuilt) && Self.sameKept(fromFile, rebuilt), "round \(round)")
            }
            if round.isMultiple(of: 3) || round > 12 {
                Self.expectSameFigures(totals, directory: directory.url, map: map, latest: latest)
            }
        }
        #expect(kept.rebuildCount >= 1)
        if plain {
            #expect(kept.refoldCount >= 3)
        }
    }

    /// Whether two totals keep the same per item (standing reviews, lapses, the card their replay
    /// leaves) and the same recent durations in the same order, from the later of their starts.
    static func sameKept(_ lhs: StatisticsTotals, _ rhs: StatisticsTotals) -> Bool {
        func items(_ totals: StatisticsTotals) -> [String] {
            totals.items.sorted { $0.key.id < $1.key.id }.map { "\($0.key.id) \($0.value.standing) \($0.value.lapses) \(String(describing: $0.value.card))" }
        }
        let from = max(lhs.recentFrom, rhs.recentFrom)
        func recent(_ totals: StatisticsTotals) -> [String] {
            totals.recent.filter { $0.time >= from }.map { "\($0.time) \($0.duration) \($0.position.id)" }
        }
        return items(lhs) == items(rhs) && recent(lhs) == recent(rhs)
    }

    /// Only this device's new events: the saved totals take the tail alone, nothing folded again.
    @Test func appendedEventsFoldOnlyTheTail() throws {
        let directory = TemporaryDirectory()
        var random = SeededRandom(seed: 5)
        var device = Device(name: "me", time: Self.start, stepsBack: false)
        for _ in 0..<600 { device.next(using: &random) }
        // Undos name their review by id here (others become bookmarks), so no rebuild is needed.
        device.events = device.events.map { event in
            guard event.type == "reviewUndo", !(event["undoes"].map { if case .string(let text) = $0 { text.hasPrefix("me:") } else { false } } ?? false)
            else { return event }
            return JournalEvent(id: event.id, time: event.time, type: "bookmark", fields: [.init(key: "item", value: .string("k:日"))])
        }
        Self.append(device.events[..<500], device: "me", in: directory.url)
        let first = StatisticsLedger(directory: directory.url)
        _ = first.totals()
        #expect(first.rebuildCount == 1)
        #expect(FileManager.default.fileExists(atPath: first.fileURL.path))
        Self.append(device.events[500...], device: "me", in: directory.url)
        let before = try FileManager.default.attributesOfItem(atPath: directory.file("journal-me.jsonl").path)[.size] as! Int
        let second = StatisticsLedger(directory: directory.url)
        let totals = second.totals()
        #expect(second.rebuildCount == 0)
        let tailBytes = device.events[500...].reduce(0) { $0 + $1.encodedLine().count + 1 }
        #expect(second.bytesParsed == tailBytes && before > tailBytes * 2)
        Self.expectSameFigures(totals, directory: directory.url, map: nil, latest: device.events.map(\.time.timeIntervalSince1970).max()!)
    }

    /// An undo naming a review older than the ones kept for its item folds everything again,
    /// keeping every review, and the figures are still the reference's.
    @Test func anUndoPastTheKeptReviewsFoldsEverythingAgain() {
        let directory = TemporaryDirectory()
        var events: [JournalEvent] = []
        func review(_ rating: Rating, at time: Double) {
            let id = JournalEvent.ID(device: "me", sequence: events.count + 1)
            let entry = HistoryEvent(type: .review, time: Date(timeIntervalSince1970: time), itemID: "v:猫:ねこ", rating: rating,
                                     duration: 7.25)
            events.append(JournalEvent(id: id, time: entry.time, type: "review",
                                       fields: [.init(key: StudyHistory.historyField, value: StudyHistory.value(of: entry)!)]))
        }
        for index in 0..<40 { review(index % 5 == 4 ? .again : .good, at: Self.start + Double(index) * 86_400) }
        Self.append(events[...], device: "me", in: directory.url)
        let ledger = StatisticsLedger(directory: directory.url)
        _ = ledger.totals()
        let undoTime = Self.start + 40 * 86_400
        events.append(JournalEvent(id: .init(device: "me", sequence: events.count + 1), time: Date(timeIntervalSince1970: undoTime),
                                   type: "reviewUndo", fields: [.init(key: "item", value: .string("v:猫:ねこ")),
                                                                .init(key: ProgressStore.undoesField, value: .string("me:3"))]))
        for index in 0..<5 { review(.good, at: undoTime + Double(index + 1) * 3_600) }
        Self.append(events[40...], device: "me", in: directory.url)
        let totals = ledger.totals()
        #expect(ledger.rebuildCount == 2)
        Self.expectSameFigures(totals, directory: directory.url, map: nil, latest: undoTime + 5 * 3_600)
        #expect(totals?.lapses["v:猫:ねこ"] != nil)
    }

    /// A damaged file is folded again from the journals; one from a newer version is used by
    /// nobody here and never overwritten.
    @Test func damagedOrNewerFilesAreFoldedAgain() throws {
        let directory = TemporaryDirectory()
        var random = SeededRandom(seed: 9)
        var device = Device(name: "me", time: Self.start)
        for _ in 0..<700 { device.next(using: &random) }
        Self.append(device.events[...], device: "me", in: directory.url)
        let latest = device.events.map(\.time.timeIntervalSince1970).max()!
        _ = StatisticsLedger(directory: directory.url).totals()
        let url = directory.file(StatisticsLedger.fileName)
        var bytes = try [UInt8](Data(contentsOf: url))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: url)
        let damaged = StatisticsLedger(directory: directory.url)
        Self.expectSameFigures(damaged.totals(), directory: directory.url, map: nil, latest: latest)
        #expect(damaged.rebuildCount == 1)
        // The next version, as a newer mainichi might write it.
        var newer = try [UInt8](Data(contentsOf: url))
        newer[8] = UInt8(StatisticsTotalsCodec.version + 1)
        try Data(newer).write(to: url)
        let reader = StatisticsLedger(directory: directory.url)
        Self.expectSameFigures(reader.totals(), directory: directory.url, map: nil, latest: latest)
        #expect(reader.rebuildCount == 1)
        #expect(try [UInt8](Data(contentsOf: url)) == newer)
    }

    /// A journal with a line it cannot read gives no totals: the caller computes from the history,
    /// which words the warning.
    @Test func unreadableLinesLeaveItToTheHistory() {
        let directory = TemporaryDirectory()
        var random = SeededRandom(seed: 3)
        var device = Device(name: "me", time: Self.start)
        for _ in 0..<50 { device.next(using: &random) }
        Self.append(device.events[..<25], device: "me", in: directory.url)
        directory.write("{not json\n", to: "journal-zz.jsonl")
        #expect(StatisticsLedger(directory: directory.url).totals() == nil)
        #expect(!StudyHistory.read(directory: directory.url).warnings.isEmpty)
    }

    /// The saved file reads back as the totals it was written from.
    @Test func theFileReadsBackWhole() {
        let directory = TemporaryDirectory()
        var random = SeededRandom(seed: 21)
        var device = Device(name: "me", time: Self.start)
        for _ in 0..<800 { device.next(using: &random) }
        Self.append(device.events[...], device: "me", in: directory.url)
        let ledger = StatisticsLedger(directory: directory.url)
        let totals = ledger.totals()!
        let saved = StatisticsLedger.load(ledger.fileURL, renamed: [:])
        #expect(saved?.totals == totals)
        #expect(saved?.totals.recent == totals.recent && saved?.totals.items == totals.items)
    }
}
