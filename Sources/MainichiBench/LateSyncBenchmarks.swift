import Foundation
import MainichiCore

/// `mainichi stats --json` right after a sync brought another machine's reviews that sort before
/// what this one folded (both studied): over journals of real review lines
/// (`StatisticsScaleBenchmarks.writeJournal`) with the checkpoints a long use of the app leaves
/// (`writeCheckpointsAsKeptOverTime`), one late review, and a day's 200 reviews of the other
/// machine interleaved with this one's last day. "every journal" is the same work with the
/// checkpoints moved away: the progress loader then reads every journal again (as before them).
enum LateSyncBenchmarks {
    /// The other machine's reviews in the "day" case.
    static let dayReviews = 200

    static func run(sizes: [Int]) throws {
        let decks = try DeckLibrary.locateBundledDecks()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-late-sync-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let template = try StatisticsScaleBenchmarks.reviewLineTemplate(decks: decks, in: root.appendingPathComponent("template"))
        let items = try StatisticsScaleBenchmarks.itemIDs(decks: decks, count: 2_000)
        for size in sizes.isEmpty ? [100_000, 1_000_000] : sizes {
            let directory = root.appendingPathComponent("journal-\(size)")
            let bytes = try StatisticsScaleBenchmarks.writeJournal(size, template: template, items: items, in: directory)
            let kept = try writeCheckpointsAsKeptOverTime(in: directory)
            let folder = directory.appendingPathComponent(FoldCheckpoints.folderName)
            let held = try FileManager.default.contentsOfDirectory(atPath: folder.path).reduce(0) { total, name in
                total + ((try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
            }
            print("    \(size) review events: journal \(bytes / 1_000_000) MB; \(kept) checkpoints written as kept over time, "
                  + "\(try FileManager.default.contentsOfDirectory(atPath: folder.path).count) in the folder, \(held / 1024) KiB")
            let iterations = size >= 1_000_000 ? 3 : 5
            for late in ["one", "day"] {
                let restore = late == "one" ? try StatisticsScaleBenchmarks.prepareLate(directory)
                    : try prepareDay(directory, template: template, items: items)
                var progress: [String: StudyProgress] = [:]
                for way in ["checkpoint", "every journal"] {
                    let aside = directory.appendingPathComponent("checkpoints-aside")
                    if way == "every journal" { try FileManager.default.moveItem(at: folder, to: aside) }
                    var cpu: [Double] = []
                    var wall: [Double] = []
                    for run in 0...iterations {
                        let start = DispatchTime.now().uptimeNanoseconds
                        let startCPU = StatisticsScaleBenchmarks.processCPUSeconds()
                        _ = try StatisticsScaleBenchmarks.statistics(.totals, decks: decks, directory: directory)
                        if run > 0 {
                            wall.append(Benchmark.seconds(since: start))
                            cpu.append(StatisticsScaleBenchmarks.processCPUSeconds() - startCPU)
                        }
                    }
                    progress[way] = try ProgressStore.readWithoutLock(directory: directory).progress
                    let label = "stats --json after a sync (\(late == "one" ? "one late review" : "a day of \(dayReviews) late reviews"), \(way)), \(size)"
                    Benchmark.report(Benchmark.Result(name: label + " (CPU time)", samples: cpu), target: 0.2)
                    Benchmark.report(Benchmark.Result(name: label, samples: wall), target: 0.2)
                    try Benchmark.reportPeakMemory(childFlag: "--stats-scale-rss", arguments: [directory.path, "totals"],
                                                   label: "peak RSS, " + label, targetMB: 100)
                    if way == "every journal" { try FileManager.default.moveItem(at: aside, to: folder) }
                }
                print("    same progress both ways: \(progress["checkpoint"] == progress["every journal"] ? "yes" : "NO")")
                try restore()
            }
        }
    }

    /// Writes `dayReviews` reviews of another machine spread over the day before the journal's
    /// last event (items and days as the journal's own lines), and brings the saved statistics
    /// totals up to the journal's end first. Returns what puts the directory back.
    static func prepareDay(_ directory: URL, template: StatisticsScaleBenchmarks.Template, items: [String]) throws -> () throws -> Void {
        let saved = directory.appendingPathComponent(StatisticsLedger.fileName)
        let before = try Data(contentsOf: saved)
        _ = StatisticsLedger(directory: directory).totals()
        let calendar = StudyCalendar.current()
        // The time of the journal's last event (its last line's).
        let journal = try FileHandle(forReadingFrom: directory.appendingPathComponent("journal-bench.jsonl"))
        let length = try journal.seekToEnd()
        try journal.seek(toOffset: length - min(length, 8_192))
        let tail = String(decoding: try journal.readToEnd() ?? Data(), as: UTF8.self)
        try journal.close()
        guard let last = tail.split(separator: "\n").last,
              let field = last.split(separator: ",").first(where: { $0.hasPrefix("\"time\":") }),
              let end = Double(field.dropFirst(7)) else { throw CocoaError(.fileReadCorruptFile) }
        var bytes: [UInt8] = []
        for index in 0..<dayReviews {
            let seconds = Int(end - 86_400 + Double(index) * 86_400 / Double(dayReviews)) + 17
            let stamp = StudyProgress.dayStamp(Date(timeIntervalSince1970: Double(seconds)), calendar: calendar)
            for (position, part) in template.parts.enumerated() {
                bytes += part.utf8
                guard position < template.slots.count else { continue }
                switch template.slots[position] {
                case "I": bytes += "other:\(index + 1)".utf8
                case "T": bytes += "\(seconds)".utf8
                case "V": bytes += items[(index * 13 + 5) % items.count].utf8
                default: bytes += stamp.utf8
                }
            }
            bytes.append(0x0A)
        }
        let url = directory.appendingPathComponent("journal-other.jsonl")
        try Data(bytes).write(to: url)
        return {
            try FileManager.default.removeItem(at: url)
            try before.write(to: saved)
        }
    }

    /// Writes the checkpoints a store would have kept had it written a snapshot every
    /// `ProgressStore.snapshotInterval` events of the one journal of `directory` (a long use of
    /// the app, without living it; `FoldCheckpoints.kept` thins them), folding the journal once.
    /// Returns how many were written.
    static func writeCheckpointsAsKeptOverTime(in directory: URL) throws -> Int {
        let files = ProgressStore.journalFiles(in: directory)
        guard files.count == 1 else { return 0 }
        let name = files[0].lastPathComponent
        let bytes = [UInt8](try Data(contentsOf: files[0]))
        var ends: [Int] = []
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { ends.append(offset + 1) }
        let interval = ProgressStore.snapshotInterval
        let boundaries = ends.indices.filter { ($0 + 1) % interval == 0 || $0 == ends.count - 1 }.map { ends[$0] }
        var kept: [Int] = []
        for boundary in boundaries { kept = FoldCheckpoints.kept([boundary] + kept) }
        let keep = Set(kept)
        let folder = directory.appendingPathComponent(FoldCheckpoints.folderName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var fold = JournalFold(base: StudyProgress(createdAt: Date()))
        var line = 0
        var start = 0
        var written = 0
        for boundary in boundaries {
            var events: [JournalEvent] = []
            while line < ends.count, ends[line] <= boundary {
                events.append(try JournalEvent.decode(line: bytes[start..<(ends[line] - 1)]))
                start = ends[line]
                line += 1
            }
            _ = fold.absorb(events)
            fold.compact()
            guard keep.contains(boundary), let through = fold.through else { continue }
            try JournalSnapshot(progress: fold.progress, positions: fold.positions, offsets: [name: boundary], through: through)
                .write(to: folder.appendingPathComponent(FoldCheckpoints.name(covered: boundary, through: through.time)))
            written += 1
        }
        return written
    }
}
