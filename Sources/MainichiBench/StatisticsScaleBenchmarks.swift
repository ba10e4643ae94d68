import Foundation
import MainichiApp
import MainichiCore
import TerminalUI

/// Statistics over journals of 10,000, 100,000 and 1,000,000 review events, each line the size the
/// app writes (a review event with its card and history entry, made by the store and varied in id,
/// time, item and day), spread over three years and 2,000 items of the bundled decks, with the
/// snapshot the app leaves: what `mainichi stats --json` does (progress, history and every figure,
/// in process) and the Statistics screen appearing on a fresh app. Peak memory is measured in a
/// child process per size (`MainichiBench --stats-scale-rss DIR`).
enum StatisticsScaleBenchmarks {
    static let sizes = [10_000, 100_000, 1_000_000]
    /// Review events written after the saved statistics totals: the journal tail every way of
    /// opening the statistics parses.
    static let tailEvents = 1_000

    /// The ways measured: the whole history folded as before the running totals ("history"), the
    /// totals folded from every journal (the first open after an upgrade, "rebuild"; "rebuild-events"
    /// reads each line into a `JournalEvent` first, as before `StatisticsLineReader`), the saved
    /// totals with the journal's tail (every later open, "totals"), and the saved totals brought up
    /// to the journal's end when one review of another device arrives an hour late ("late": folded
    /// again from its time; `prepareLate` sets it up).
    enum Way: String, CaseIterable {
        case history
        case rebuildEvents = "rebuild-events"
        case rebuild, totals, late
    }

    static func run() throws {
        let decks = try DeckLibrary.locateBundledDecks()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-scale-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let template = try reviewLineTemplate(decks: decks, in: root.appendingPathComponent("template"))
        let items = try itemIDs(decks: decks, count: 2_000)
        for size in sizes {
            let directory = root.appendingPathComponent("journal-\(size)")
            let bytes = try writeJournal(size, template: template, items: items, in: directory)
            print("    \(size) review events: journal \(bytes / 1_000_000) MB, \(tailEvents) after the saved totals")
            let iterations = size >= 1_000_000 ? 3 : 5
            var heatmapTotals: [String] = []
            for way in [Way.history, .rebuild, .totals] {
                var figures: Statistics?
                // Wall time, and the process's CPU time (every thread): on a shared machine the first
                // is mostly waiting for a core, the second is the work.
                var wall: [Double] = []
                var cpu: [Double] = []
                for run in 0...iterations {
                    let start = DispatchTime.now().uptimeNanoseconds
                    let startCPU = processCPUSeconds()
                    figures = try statistics(way, decks: decks, directory: directory)
                    if run > 0 || way == .rebuild {
                        wall.append(Benchmark.seconds(since: start))
                        cpu.append(processCPUSeconds() - startCPU)
                    }
                }
                Benchmark.report(Benchmark.Result(name: "stats --json work (\(way.rawValue)), \(size) (CPU time)", samples: cpu),
                                 target: 0.2)
                Benchmark.report(Benchmark.Result(name: "stats --json work (\(way.rawValue)), \(size)", samples: wall), target: 0.2)
                try Benchmark.reportPeakMemory(childFlag: "--stats-scale-rss", arguments: [directory.path, way.rawValue],
                                               label: "peak RSS, stats --json work (\(way.rawValue)), \(size)", targetMB: 100)
                heatmapTotals.append("\(figures?.heatmap.total ?? 0)")
            }
            print("    reviews in the heatmap (history, rebuild, totals): \(heatmapTotals.joined(separator: ", "))")
            // Opening the screen in a running app (its context open, progress loaded): the first
            // appearance reads the saved totals and the tail and computes the figures.
            var samples: [Double] = []
            var screenCPU: [Double] = []
            for run in 0...iterations {
                let context = try AppContext.open(directories: DataDirectories(directory: directory), decksDirectory: decks,
                                                  pronouncer: RecordingPronouncer(isAvailable: false))
                context.progress.waitUntilLoaded()
                let start = DispatchTime.now().uptimeNanoseconds
                let startCPU = processCPUSeconds()
                StatisticsController(context: context).viewWillAppear()
                if run > 0 {
                    samples.append(Benchmark.seconds(since: start))
                    screenCPU.append(processCPUSeconds() - startCPU)
                }
                context.progress.close()
            }
            let screen = Benchmark.Result(name: "Statistics screen opens (app running), \(size) reviews", samples: samples)
            Benchmark.report(Benchmark.Result(name: "Statistics screen opens, \(size) reviews (CPU time)", samples: screenCPU),
                             target: 0.2)
            Benchmark.report(screen, target: 0.2)
        }
    }

    /// Writes a data directory of `count` review events at `path` and leaves it there
    /// (`MainichiBench --stats-scale-make N DIR`), to profile or to run `mainichi stats` on.
    static func make(count: Int, path: String) throws {
        let decks = try DeckLibrary.locateBundledDecks()
        let directory = URL(fileURLWithPath: path)
        let template = try reviewLineTemplate(decks: decks, in: directory.appendingPathComponent("template"))
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("template"))
        let bytes = try writeJournal(count, template: template, items: try itemIDs(decks: decks, count: 2_000), in: directory)
        print("\(count) review events, journal \(bytes / 1_000_000) MB, in \(path)")
    }

    /// CPU seconds this process has used, all threads.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The child side of the memory figure: the statistics of `directory` once, then the peak
    /// resident set in kilobytes.
    static func measurePeakMemory(directory: String, way: String) throws {
        let decks = try DeckLibrary.locateBundledDecks()
        _ = try statistics(Way(rawValue: way) ?? .totals, decks: decks, directory: URL(fileURLWithPath: directory))
        print(MemoryStatus.peakKilobytes())
    }

    /// What `mainichi stats --json` computes, one of three ways: progress through the loader
    /// (snapshot and tail), then the history's figures from every entry (`history`), from totals
    /// folded from every journal (`rebuild`, the saved file left alone), or from the saved totals
    /// and the tail (`totals`, what the command does), and the figures over the decks.
    static func statistics(_ way: Way, decks: URL, directory: URL) throws -> Statistics {
        let library = try DeckLibrary(directory: decks)
        let progress = try ProgressStore.readWithoutLock(directory: directory).progress
        let now = Date()
        switch way {
        case .history:
            let history = StudyHistory.read(directory: directory)
            return Statistics.compute(library: library, progress: progress, events: history.events, now: now,
                                      calendar: .current())
        case .rebuild, .rebuildEvents, .totals, .late:
            let ledger = StatisticsLedger(directory: directory)
            let totals = switch way {
            case .rebuild: ledger.rebuiltTotals()
            case .rebuildEvents: ledger.rebuiltTotals(readingLinesGenerally: true)
            default: ledger.totals(save: false)
            }
            if way == .late, ledger.refoldCount != 1 || ledger.rebuildCount != 0 { throw CocoaError(.fileReadCorruptFile) }
            guard let totals,
                  let figures = Statistics.compute(library: library, progress: progress, totals: totals, now: now,
                                                   calendar: .current()) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return figures
        }
    }

    /// The rebuild read two ways and a late event folded again, at each of `sizes` (100,000 and
    /// 1,000,000 when empty): CPU and wall time, and peak memory for the rebuilds.
    static func runRebuild(sizes: [Int]) throws {
        let decks = try DeckLibrary.locateBundledDecks()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-rebuild-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let template = try reviewLineTemplate(decks: decks, in: root.appendingPathComponent("template"))
        let items = try itemIDs(decks: decks, count: 2_000)
        for size in sizes.isEmpty ? [100_000, 1_000_000] : sizes {
            let directory = root.appendingPathComponent("journal-\(size)")
            let bytes = try writeJournal(size, template: template, items: items, in: directory)
            print("    \(size) review events: journal \(bytes / 1_000_000) MB")
            let iterations = size >= 1_000_000 ? 3 : 5
            var heatmapTotals: [String] = []
            for way in [Way.rebuildEvents, .rebuild, .late] {
                var restore: (() throws -> Void)?
                if way == .late { restore = try prepareLate(directory) }
                var figures: Statistics?
                var wall: [Double] = []
                var cpu: [Double] = []
                for _ in 0..<iterations {
                    let start = DispatchTime.now().uptimeNanoseconds
                    let startCPU = processCPUSeconds()
                    figures = try statistics(way, decks: decks, directory: directory)
                    wall.append(Benchmark.seconds(since: start))
                    cpu.append(processCPUSeconds() - startCPU)
                }
                // The totals alone (no progress, no decks, no figures): for "late" the progress's own
                // fold of the late event is left out (the store folds its journals again, a cost of its own).
                var alone: [Double] = []
                for _ in 0..<iterations {
                    let startCPU = processCPUSeconds()
                    let ledger = StatisticsLedger(directory: directory)
                    let totals = switch way {
                    case .rebuildEvents: ledger.rebuiltTotals(readingLinesGenerally: true)
                    case .late: ledger.totals(save: false)
                    default: ledger.rebuiltTotals()
                    }
                    alone.append(processCPUSeconds() - startCPU)
                    if totals == nil || (way == .late && (ledger.refoldCount != 1 || ledger.rebuildCount != 0)) {
                        throw CocoaError(.fileReadCorruptFile)
                    }
                }
                try restore?()
                Benchmark.report(Benchmark.Result(name: "totals alone (\(way.rawValue)), \(size) (CPU time)", samples: alone),
                                 target: 0.2)
                Benchmark.report(Benchmark.Result(name: "stats --json work (\(way.rawValue)), \(size) (CPU time)", samples: cpu),
                                 target: 0.2)
                Benchmark.report(Benchmark.Result(name: "stats --json work (\(way.rawValue)), \(size)", samples: wall), target: 0.2)
                if way != .late {
                    try Benchmark.reportPeakMemory(childFlag: "--stats-scale-rss", arguments: [directory.path, way.rawValue],
                                                   label: "peak RSS, stats --json work (\(way.rawValue)), \(size)", targetMB: 100)
                }
                heatmapTotals.append("\(figures?.heatmap.total ?? 0)")
            }
            print("    reviews in the heatmap (rebuild-events, rebuild, late): \(heatmapTotals.joined(separator: ", "))")
        }
    }

    /// Brings the saved totals of `directory` up to the journal's end and adds one review from
    /// another device, an hour before the journal's last event: reading the totals then folds
    /// again from that hour. Returns what puts the directory back as it was.
    static func prepareLate(_ directory: URL) throws -> () throws -> Void {
        let saved = directory.appendingPathComponent(StatisticsLedger.fileName)
        let before = try Data(contentsOf: saved)
        _ = StatisticsLedger(directory: directory).totals()
        let journal = directory.appendingPathComponent("journal-bench.jsonl")
        let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
        guard let last = lines.last, let time = last.split(separator: ",").first(where: { $0.hasPrefix("\"time\":") }),
              let seconds = Double(time.dropFirst(7)) else { throw CocoaError(.fileReadCorruptFile) }
        let late = String(last).replacingOccurrences(of: "bench:\(lines.count)", with: "late:1")
            .replacingOccurrences(of: "\(Int(seconds))", with: "\(Int(seconds) - 3_600)")
        let url = directory.appendingPathComponent("journal-late.jsonl")
        try Data((late + "\n").utf8).write(to: url)
        return {
            try FileManager.default.removeItem(at: url)
            try before.write(to: saved)
        }
    }

    /// 2,000 item ids from the bundled vocabulary decks, N5 first.
    static func itemIDs(decks: URL, count: Int) throws -> [String] {
        let library = try DeckLibrary(directory: decks)
        var ids: [String] = []
        for level in Level.allCases where ids.count < count {
            ids += try library.deck(kind: .vocab, level: level).items.prefix(count - ids.count).map(\.id)
        }
        return ids
    }

    /// A review line as the store writes it, split where its id, time, item and day go.
    struct Template {
        var parts: [String]
        var slots: [Character]
    }

    static func reviewLineTemplate(decks: URL, in directory: URL) throws -> Template {
        let item = try itemIDs(decks: decks, count: 1)[0]
        let time = Date(timeIntervalSince1970: 1_795_000_000)
        let store = try ProgressStore(directory: directory, clock: { time })
        let card = FSRSScheduler(enableFuzzing: false).review(SRSCard(due: time), rating: .good, at: time)
        let calendar = StudyCalendar.current()
        try store.recordReview(of: item, card: card, wasNew: true, calendar: calendar,
                               history: HistoryEvent(type: .review, time: time, kind: .vocab, itemID: item, rating: .good,
                                                     duration: 6.5))
        let device = store.device
        store.close()
        let line = try String(contentsOf: ProgressStore.journalFiles(in: directory)[0], encoding: .utf8)
            .split(separator: "\n")[0]
        var text = String(line)
        let stamp = StudyProgress.dayStamp(time, calendar: calendar)
        for (value, slot) in [("\(device):1", "I"), ("1795000000", "T"), (item, "V"), (stamp, "D")] {
            guard text.contains(value) else { throw CocoaError(.fileReadCorruptFile) }
            text = text.replacingOccurrences(of: value, with: "\u{1}\(slot)\u{1}")
        }
        var parts: [String] = []
        var slots: [Character] = []
        for (index, piece) in text.split(separator: "\u{1}", omittingEmptySubsequences: false).enumerated() {
            if index % 2 == 0 { parts.append(String(piece)) } else { slots.append(piece.first!) }
        }
        return Template(parts: parts, slots: slots)
    }

    /// Writes `count` review lines to `journal-bench.jsonl` in `directory`, opening and closing a
    /// store there so the snapshot the app leaves is written, and the statistics' saved totals
    /// before the last `tailEvents`. Returns the journal's size.
    static func writeJournal(_ count: Int, template: Template, items: [String], in directory: URL) throws -> Int {
        let tail = min(tailEvents, count / 2)
        let written = try writeJournal(0..<(count - tail), of: count, template: template, items: items, in: directory)
        // The totals the app leaves (saved when Statistics was last open), then the tail.
        _ = StatisticsLedger(directory: directory).totals()
        return written + (try writeJournal((count - tail)..<count, of: count, template: template, items: items, in: directory))
    }

    /// Appends the review lines `indices` of a journal of `count` to `journal-bench.jsonl`.
    static func writeJournal(_ indices: Range<Int>, of count: Int, template: Template, items: [String],
                             in directory: URL) throws -> Int {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("bench\n".utf8).write(to: directory.appendingPathComponent(DeviceIdentity.fileName))
        let calendar = StudyCalendar.current()
        let start = Date().timeIntervalSince1970 - 3 * 365 * 86_400
        let step = 3 * 365 * 86_400 / Double(count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(indices.count * (template.parts.reduce(0) { $0 + $1.utf8.count } + 60))
        var lastDay = -1
        var stamp = ""
        for index in indices {
            let seconds = Int(start + Double(index) * step)
            if seconds / 86_400 != lastDay {
                lastDay = seconds / 86_400
                stamp = StudyProgress.dayStamp(Date(timeIntervalSince1970: Double(seconds)), calendar: calendar)
            }
            for (position, part) in template.parts.enumerated() {
                bytes += part.utf8
                guard position < template.slots.count else { continue }
                switch template.slots[position] {
                case "I": bytes += "bench:\(index + 1)".utf8
                case "T": bytes += "\(seconds)".utf8
                case "V": bytes += items[(index * 7) % items.count].utf8
                default: bytes += stamp.utf8
                }
            }
            bytes.append(0x0A)
        }
        let url = directory.appendingPathComponent("journal-bench.jsonl")
        if let handle = try? FileHandle(forWritingTo: url) {
            handle.seekToEndOfFile()
            handle.write(Data(bytes))
            try handle.close()
        } else {
            try Data(bytes).write(to: url)
        }
        try ProgressStore(directory: directory).close()
        return bytes.count
    }
}
