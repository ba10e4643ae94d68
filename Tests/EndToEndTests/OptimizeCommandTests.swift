import Foundation
import MainichiCore
import TestSupport
import Testing

/// `mainichi optimize`: fitting the FSRS weights to a data directory's review history.
@Suite("mainichi optimize")
struct OptimizeCommandTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Decks").path

    /// A data directory whose history holds `items` items reviewed with a fixed pattern: ratings
    /// cycling through mostly good, waits growing from 1 day, a lapse every few reviews.
    /// It is made in `scratch`, which removes it.
    static func makeDataDirectory(items: Int, in scratch: TemporaryDirectory) throws -> URL {
        let directory = scratch.fresh("data")
        let history = HistoryLog(directory: directory)
        let start = Date().addingTimeInterval(-300 * 86_400)
        let pattern: [Rating] = [.good, .good, .again, .good, .hard, .good, .easy, .good, .again, .good, .good]
        var events: [HistoryEvent] = []
        for item in 0..<items {
            var day = item % 30
            var wait = 1 + item % 3
            for review in 0..<7 {
                let rating = pattern[(item * 5 + review * 3) % pattern.count]
                events.append(HistoryEvent(type: .review, time: start.addingTimeInterval(Double(day) * 86_400 + 3_600),
                                           itemID: "v:\(item)", rating: rating, duration: 4))
                wait = rating == .again ? 1 : wait * (rating == .easy ? 3 : 2)
                day += wait
            }
        }
        for event in events.sorted(by: { $0.time < $1.time }) { try history.append(event) }
        return directory
    }

    /// The same reviews written as this version writes them: each a review event of the journal
    /// carrying its history entry (no history.jsonl).
    static func makeJournalDataDirectory(items: Int, in scratch: TemporaryDirectory) throws -> URL {
        let old = try Self.makeDataDirectory(items: items, in: scratch)
        let events = HistoryLog(directory: old).read().events.sorted { $0.time < $1.time }
        let directory = scratch.fresh("data")
        final class Clock: @unchecked Sendable { var now = Date() }
        let clock = Clock()
        let store = try ProgressStore(directory: directory, clock: { clock.now })
        defer { store.close() }
        let calendar = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
        for event in events {
            clock.now = event.time
            var card = SRSCard(due: event.time + 86_400)
            card.lastReview = event.time
            try store.recordReview(of: event.itemID!, card: card, wasNew: store.progress.srs[event.itemID!] == nil,
                                   calendar: calendar, history: event)
        }
        return directory
    }

    private func optimize(_ arguments: [String], in directory: URL) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), ["optimize", "--data-dir", directory.path] + arguments,
                              environment: ["MAINICHI_DECKS": Self.decks, "TZ": "UTC"])
    }

    private func savedWeights(in directory: URL) throws -> [Double]? {
        let url = directory.appendingPathComponent(SettingsStore.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(Settings.self, from: data).fsrsWeights
    }

    @Test("Too few reviews: says how many are needed and saves nothing")
    func tooFew() throws {
        let directory = try Self.makeDataDirectory(items: 20, in: scratch)
        let result = try optimize(["--yes"], in: directory)
        #expect(result.status == 1)
        #expect(result.standardError.contains("at least \(FSRSOptimizer.minimumItems) reviews"))
        #expect(result.standardError.contains("you have 120"))
        #expect(try savedWeights(in: directory) == nil)
    }

    @Test("Fits the reviews of a data directory written by this version (the journal, no history.jsonl)")
    func fitsTheJournalsReviews() throws {
        let directory = try Self.makeJournalDataDirectory(items: 90, in: scratch)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(HistoryLog.fileName).path))
        let result = try optimize(["--dry-run"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Fitted to 540 reviews."))
    }

    @Test("Prints old and new log loss and RMSE; keeps the weights unless accepted; --yes saves them")
    func fitsAndSaves() throws {
        let directory = try Self.makeDataDirectory(items: 90, in: scratch)
        let asked = try optimize([], in: directory)  // stdin is empty: no answer
        #expect(asked.status == 0, "\(asked.standardError)")
        #expect(asked.standardOutput.contains("Fitted to 540 reviews."))
        #expect(asked.standardOutput.contains("Log loss: "))
        #expect(asked.standardOutput.contains("RMSE: "))
        #expect(asked.standardOutput.contains("Save the fitted weights? [y/N]"))
        #expect(asked.standardOutput.contains("Kept the current weights."))
        #expect(try savedWeights(in: directory) == nil)

        let saved = try optimize(["--yes"], in: directory)
        #expect(saved.status == 0, "\(saved.standardError)")
        let weights = try #require(try savedWeights(in: directory))
        #expect(weights.count == 21)
        #expect(weights != FSRSScheduler.defaultParameters)
        let printed = try #require(saved.standardOutput.split(separator: "\n").first { $0.hasPrefix("Fitted weights: ") })
        #expect(printed == "Fitted weights: " + weights.map { String(format: "%.4f", $0) }.joined(separator: ", "))

        let again = try optimize(["--dry-run"], in: directory)
        #expect(again.standardOutput.contains("Current weights: fitted earlier"))
        #expect(try savedWeights(in: directory) == weights)
    }
}
