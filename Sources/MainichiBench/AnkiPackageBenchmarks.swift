import AnkiPackage
import Foundation
import MainichiCore

/// Importing a large Anki package as `mainichi import FILE.apkg` does: 30,000 notes with
/// 200,000 review-log entries (a learner with years of Anki), read from the zip and SQLite,
/// planned into decks, written with every review replayed into the journal. The package is
/// made once by Mainichi's own writer (`AnkiPackageWriter`); each run imports it into a new data
/// directory. Peak memory is measured in a child process (`--anki-import-rss`).
enum AnkiPackageBenchmarks {
    static let noteCount = 30_000
    static let reviewCount = 200_000

    /// Writes the package to `url`: vocabulary notes in two decks, each card reviewed six or seven
    /// times a few days apart over the two years before 2026-01-01, and in review.
    static func make(at url: URL) throws {
        let start: Int64 = 1_704_067_200_000  // 2024-01-01 in milliseconds
        let day: Int64 = 86_400_000
        var notes: [AnkiExportPackage.Note] = []
        var reviews: [AnkiExportPackage.Review] = []
        notes.reserveCapacity(noteCount)
        reviews.reserveCapacity(reviewCount)
        let kana = Array("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわ")
        for index in 0..<noteCount {
            var reading = ""
            var rest = index
            repeat {
                reading.append(kana[rest % kana.count])
                rest /= kana.count
            } while rest > 0
            let id = start + Int64(index)
            let count = reviewCount / noteCount + (index < reviewCount % noteCount ? 1 : 0)
            var time = start + Int64(index % 500) * day + Int64(index) * 1000
            var interval = 1
            for number in 0..<count {
                let ease = number % 5 == 3 ? 1 : 3
                reviews.append(.init(id: time, cardID: id, ease: ease, interval: interval, lastInterval: max(0, interval / 2),
                                     factor: 2500, duration: 4000, type: number == 0 ? 0 : 1))
                interval = ease == 1 ? 1 : interval * 2
                time += Int64(min(interval, 20)) * day
            }
            let fields = ["語" + reading, reading, "meaning \(index); sense \(index % 7)", "", "noun", "", "", "", ""]
            let card = AnkiExportPackage.Card(id: id, deckID: 1_700_000_000_000 + Int64(index % 2), type: 2, queue: 2,
                                              due: Int64(index % 400), interval: interval, factor: 2500, reps: count,
                                              lapses: 1, left: 0, stability: 10, difficulty: 5, desiredRetention: 0.9,
                                              lastReview: time / 1000)
            notes.append(.init(id: id, guid: "bench\(index)", fields: fields, tags: ["bench"], card: card))
        }
        reviews.sort { $0.id < $1.id }
        let package = AnkiExportPackage(createdAt: Date(timeIntervalSince1970: 1_704_067_200), dayStartHour: 4,
                                        decks: [.init(id: 1_700_000_000_000, name: "Bench::Core"),
                                                .init(id: 1_700_000_000_001, name: "Bench::Extra")],
                                        notes: notes, reviews: reviews)
        try AnkiPackageWriter().write(package, to: url)
    }

    /// One import of the package at `url` into the data directory `data`, as the command does it.
    @discardableResult
    static func importPackage(at url: URL, into data: URL) throws -> AnkiImport.Outcome {
        let collection = try AnkiPackageReader().read(packageAt: url)
        let store = UserDeckStore(dataDirectory: data)
        let plan = try AnkiImport.plan(collection, mappings: AnkiImport.guessedMappings(for: collection), store: store,
                                       dictionary: nil)
        let progress = try ProgressStore(directory: data)
        defer { progress.close() }
        return try plan.write(to: store, progress: progress, scheduler: FSRSScheduler(enableFuzzing: false),
                              calendar: StudyCalendar.current(), now: Date())
    }

    static var scratch: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-anki-\(getpid())")
    }

    static func run() throws {
        let folder = scratch
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("big.apkg")
        try make(at: package)
        let size = (try? FileManager.default.attributesOfItem(atPath: package.path)[.size] as? Int) ?? 0
        print(String(format: "  package: %.1f MB, %d notes, %d review-log entries", Double(size) / 1_000_000, noteCount, reviewCount))
        var run = 0
        var outcome: AnkiImport.Outcome?
        let result = try Benchmark.measure("import 30,000 notes / 200,000 reviews (new data dir)", iterations: 3, warmup: 0) {
            run += 1
            outcome = try importPackage(at: package, into: folder.appendingPathComponent("data-\(run)"))
        }
        Benchmark.report(result, target: 10)
        if let outcome {
            print("    \(outcome.decks.reduce(0) { $0 + $1.items.count }) items, \(outcome.newReviews) review events written")
        }
        let again = try Benchmark.measure("the same package again (nothing new)", iterations: 3, warmup: 0) {
            outcome = try importPackage(at: package, into: folder.appendingPathComponent("data-1"))
        }
        Benchmark.report(again, target: 10)
        try Benchmark.reportPeakMemory(childFlag: "--anki-import-rss", arguments: [package.path],
                                       label: "peak memory, one import of the package", targetMB: 200)
    }

    /// The child of `run`: one import of the package at `path` into a new data directory, then
    /// the peak resident set in kilobytes, and the CPU time the import took (user and system: on
    /// a loaded machine the wall time above is mostly waiting for a core).
    static func measurePeakMemory(path: String) throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-anki-rss-\(getpid())")
        defer { try? FileManager.default.removeItem(at: data) }
        let before = cpuSeconds()
        let clock = ContinuousClock.now
        try importPackage(at: URL(fileURLWithPath: path), into: data)
        let wall = ContinuousClock.now - clock
        print(MemoryStatus.peakKilobytes())
        print(String(format: "CPU time of that import: %.2f s (wall %.2f s)", cpuSeconds() - before,
                     Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18))
    }

    /// This process's user and system CPU time so far, in seconds.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
