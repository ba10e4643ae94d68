import Foundation
import MainichiApp
import MainichiCore
import TerminalUI

/// Statistics: what opening the statistics screen costs over a synthetic year of history (15,000
/// review events of 1,000 real items), split into reading history.jsonl and computing the figures,
/// with the decks already decoded (as after any study) and cold (the first screen of a session).
enum StatisticsBenchmarks {
    static let reviewCount = 15_000
    static let itemCount = 1_000

    static func run() throws {
        guard let decks = try? DeckLibrary.locateBundledDecks() else {
            print("  skipped: no Decks directory found (set MAINICHI_DECKS)")
            return
        }
        let library = try DeckLibrary(directory: decks)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mainichi-bench-stats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (progress, log) = try makeYear(library: library, in: directory)
        let now = Date()

        var events: [HistoryEvent] = []
        let read = Benchmark.measure("read history.jsonl (\(reviewCount) reviews)", iterations: 20) {
            events = log.read().events
        }
        Benchmark.report(read)
        print("    \(events.count) events read")

        var statistics: Statistics?
        let compute = Benchmark.measure("compute every figure (decks decoded)", iterations: 20) {
            statistics = Statistics.compute(library: library, progress: progress, events: events, now: now,
                                            calendar: .current())
        }
        Benchmark.report(compute)
        print("    \(statistics?.heatmap.total ?? 0) reviews in the heatmap, retention \(statistics?.retention.percentText ?? "-")")

        let open = Benchmark.measure("open the screen: read + compute (decks decoded)", iterations: 20) {
            let events = log.read().events
            statistics = Statistics.compute(library: library, progress: progress, events: events, now: now,
                                            calendar: .current())
        }
        Benchmark.report(open, target: 0.1)

        let cold = try Benchmark.measure("open the screen, cold (decks not yet decoded)", iterations: 5, warmup: 1) {
            let fresh = try DeckLibrary(directory: decks)
            let events = log.read().events
            statistics = Statistics.compute(library: fresh, progress: progress, events: events, now: now,
                                            calendar: .current())
        }
        Benchmark.report(cold)

        // The screen itself, through the app's history kept in memory: the first appear reads the
        // log; appearing again with the log unchanged only computes.
        let context = try AppContext.open(directories: DataDirectories(directory: directory), decksDirectory: decks,
                                          pronouncer: RecordingPronouncer(isAvailable: false))
        defer { context.progress.close() }
        let screen = StatisticsController(context: context)
        let first = Benchmark.measure("StatisticsController appears, log read (first time or changed)", iterations: 10) {
            _ = try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: log.fileURL.path)
            screen.viewWillAppear()
        }
        Benchmark.report(first)
        let again = Benchmark.measure("StatisticsController appears again, log unchanged", iterations: 20) {
            screen.viewWillAppear()
        }
        Benchmark.report(again, target: 0.010)

        // What the learner waits for: a new screen pushed and its first frame drawn at 80x24, with
        // the log unchanged since the last opening (the figures are kept: drawing only).
        let app = Application(terminal: InMemoryTerminal(size: Size(width: 80, height: 24)),
                              root: MainichiRoot.make(context: context))
        app.render()
        let reopen = Benchmark.measure("Statistics opened again and drawn at 80x24, log unchanged", iterations: 20) {
            app.navigationController.push(StatisticsController(context: context))
            app.render()
            _ = app.navigationController.pop()
        }
        Benchmark.report(reopen, target: 0.010)

        let history = Benchmark.measure("History opened again and drawn at 80x24, log unchanged", iterations: 20) {
            app.navigationController.push(HistoryController(context: context))
            app.render()
            _ = app.navigationController.pop()
        }
        Benchmark.report(history, target: 0.010)

        // The common case after studying: one review more since the screen last showed, so the
        // journal is read again and the figures computed again.
        var afterReview: [Double] = []
        let item = try library.deck(kind: .vocab, level: .n5).items[0].id
        for _ in 0..<10 {
            let now = Date()
            let card = FSRSScheduler(enableFuzzing: false).review(SRSCard(due: now), rating: .good, at: now)
            try context.progress.recordReview(of: item, card: card, wasNew: false, calendar: context.calendar,
                                              history: HistoryEvent(type: .review, time: now, kind: .vocab, itemID: item,
                                                                    rating: .good, duration: 5))
            let start = DispatchTime.now().uptimeNanoseconds
            app.navigationController.push(StatisticsController(context: context))
            app.render()
            afterReview.append(Benchmark.seconds(since: start))
            _ = app.navigationController.pop()
        }
        Benchmark.report(Benchmark.Result(name: "Statistics opened and drawn after one new review", samples: afterReview))
    }

    /// A year of reviews: 1,000 vocabulary items reviewed through the scheduler, about 41 a day,
    /// mostly Good with some Again, Hard and Easy; the cards saved as progress would hold them.
    static func makeYear(library: DeckLibrary, in directory: URL) throws -> (StudyProgress, HistoryLog) {
        var items: [String] = []
        for level in [Level.n5, .n4, .n3] where items.count < itemCount {
            items += try library.deck(kind: .vocab, level: level).items.prefix(itemCount - items.count).map(\.id)
        }
        let scheduler = FSRSScheduler(enableFuzzing: false)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let start = Date().addingTimeInterval(-365 * 86_400)
        var cards: [String: SRSCard] = [:]
        var data = Data()
        let ratings: [Rating] = [.good, .good, .again, .good, .hard, .good, .easy, .good, .good, .good, .good]
        for index in 0..<reviewCount {
            let id = items[(index * 7) % items.count]
            let time = start.addingTimeInterval(Double(index) * 365 * 86_400 / Double(reviewCount))
            let rating = ratings[index % ratings.count]
            cards[id] = scheduler.review(cards[id] ?? SRSCard(due: time), rating: rating, at: time)
            data += try encoder.encode(HistoryEvent(type: .review, time: time, kind: .vocab, itemID: id, rating: rating,
                                                    duration: 6.5))
            data.append(0x0A)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = HistoryLog(directory: directory)
        try data.write(to: log.fileURL)
        var progress = StudyProgress(createdAt: start)
        progress.srs = cards
        return (progress, log)
    }
}
