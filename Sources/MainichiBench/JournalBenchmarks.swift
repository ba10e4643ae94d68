import Foundation
import MainichiCore

/// The journal of issue 10 (modules not wired into the app yet) against today's progress.json:
/// the cost of saving one answer as the collection grows, and of rebuilding from events.
enum JournalBenchmarks {
    static func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-journal-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let now = Date()
        for count in [10_000, 100_000] {
            let journal = JournalFile(url: directory.appendingPathComponent("journal-\(count).jsonl"))
            try journal.append(answers(count, device: "a", from: now))
            var sequence = count
            let append = try Benchmark.measure("journal: save one answer, \(count / 1000)k events before", iterations: 100) {
                sequence += 1
                let event = ProgressEvent.answer(item: "v:bench:\(sequence)", kind: .vocab, mode: .multipleChoice, isRight: false)
                    .journalEvent(id: .init(device: "a", sequence: sequence), time: now)
                try journal.append([event])
            }
            Benchmark.report(append, target: 0.001)
            try progressSave(cards: count, in: directory.appendingPathComponent("store-\(count)"), now: now)
        }
        let million = answers(1_000_000, device: "a", from: now)
        let fold = Benchmark.measure("fold 1,000,000 decoded events (no I/O)", iterations: 3, warmup: 1) {
            _ = ProgressReducer.fold(million, onto: StudyProgress(createdAt: now))
        }
        Benchmark.report(fold)
        let journal = JournalFile(url: directory.appendingPathComponent("journal-1m.jsonl"))
        try journal.append(million)
        print("    1,000,000 events: \(FileManager.default.sizeOfFile(journal.url) / 1_048_576) MiB")
        var items = 0
        let rebuild = Benchmark.measure("rebuild from a journal of 1,000,000 events (read + decode + fold)", iterations: 3, warmup: 0) {
            let contents = journal.read()
            items = ProgressReducer.fold(contents.events, onto: StudyProgress(createdAt: now)).progress.srs.count
        }
        Benchmark.report(rebuild, target: 1.0)
        print("    \(items) items in reviews after the fold")
    }

    /// `count` answer events over `count / 4` items, a quarter of them wrong.
    static func answers(_ count: Int, device: String, from start: Date) -> [JournalEvent] {
        (0..<count).map { index in
            ProgressEvent.answer(item: "v:word\(index % max(1, count / 4)):reading", kind: .vocab, mode: .multipleChoice,
                                 isRight: index % 4 != 0)
                .journalEvent(id: .init(device: device, sequence: index + 1), time: start + Double(index))
        }
    }

    /// Today's save of one change with `cards` review cards: the whole progress.json rewritten.
    static func progressSave(cards: Int, in directory: URL, now: Date) throws {
        let store = try ProgressStore(directory: directory)
        defer { store.close() }
        try store.update { progress in
            for index in 0..<cards {
                var card = SRSCard(due: now + Double(index) * 60)
                card.state = .review
                card.step = nil
                card.stability = 12.5 + Double(index % 97)
                card.difficulty = 5.25
                card.lastReview = now - 86_400
                progress.srs["v:word\(index):reading\(index)"] = card
            }
        }
        var toggle = false
        let save = try Benchmark.measure("progress.json: save one change, \(cards / 1000)k cards", iterations: cards > 10_000 ? 10 : 30) {
            toggle.toggle()
            try store.setBookmarked("k:bench", toggle)
        }
        Benchmark.report(save)
    }
}
