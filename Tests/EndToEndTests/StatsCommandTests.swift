import Foundation
import MainichiCore
import TestSupport
import Testing

/// `mainichi stats`: the statistics of a data directory filled through the core stores.
@Suite("mainichi stats")
struct StatsCommandTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Decks").path

    /// The study days the command counts in: it runs with TZ=UTC and the default day start hour.
    static var utc: StudyCalendar { StudyCalendar(timeZone: TimeZone(identifier: "UTC")!) }

    /// A data directory with reviews today, yesterday and the day before, five days in a row a
    /// week earlier, and three review cards: one due today, one tomorrow, one never reviewed.
    /// It is made in `scratch`, which removes it.
    static func makeDataDirectory(in scratch: TemporaryDirectory) throws -> URL {
        let directory = scratch.fresh("data")
        let today = utc.start(ofDay: utc.day(of: Date()))
        @Sendable func day(_ daysAgo: Int, _ seconds: TimeInterval = 1) -> Date {
            today.addingTimeInterval(TimeInterval(-daysAgo * 86_400) + seconds)
        }
        let history = HistoryLog(directory: directory)
        for daysAgo in [0, 1, 2, 8, 9, 10, 11, 12] {
            try history.append(HistoryEvent(type: .review, time: day(daysAgo), itemID: "v:食べる:たべる",
                                            rating: daysAgo == 0 ? .again : .good, duration: 20))
        }
        try history.append(HistoryEvent(type: .review, time: day(0, 2), itemID: "v:飲む:のむ", rating: .good, duration: 10))
        try history.append(HistoryEvent(type: .test, time: day(0, 3), kind: .vocab, level: .n5, day: 1,
                                        mode: .multipleChoice, score: 19, total: 20, duration: 90))
        let saved = day(0, 4)
        let store = try ProgressStore(directory: directory, clock: { saved })
        try store.addToReviews(["v:食べる:たべる", "v:飲む:のむ", "v:水:みず"])
        let scheduler = FSRSScheduler(enableFuzzing: false)
        try store.update { progress in
            progress.srs["v:食べる:たべる"] = scheduler.review(SRSCard(due: day(0)), rating: .again, at: day(0))
            var tomorrow = scheduler.review(SRSCard(due: day(1)), rating: .easy, at: day(1))
            tomorrow.due = day(-1, 3600)
            progress.srs["v:飲む:のむ"] = tomorrow
        }
        store.close()
        return directory
    }

    private func stats(_ arguments: [String], in directory: URL) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), ["stats", "--data-dir", directory.path] + arguments,
                              environment: ["MAINICHI_DECKS": Self.decks, "TZ": "UTC"])
    }

    @Test("--json prints one JSON object with today's figures, streaks, forecast and levels")
    func json() throws {
        let directory = try Self.makeDataDirectory(in: scratch)
        let result = try stats(["--json"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let today = try #require(object["today"] as? [String: Any])
        #expect(today["reviewed"] as? Int == 2)
        #expect(today["newLearned"] as? Int == 1) // のむ, first reviewed today
        #expect(today["timeSpent"] as? Double == 120)
        #expect((today["retention"] as? [String: Any])?["passed"] as? Int == 1)
        #expect(object["currentStreak"] as? Int == 3)
        #expect(object["longestStreak"] as? Int == 5)
        let forecast = try #require(object["forecast"] as? [Int])
        #expect(forecast.count == 30)
        #expect(Array(forecast.prefix(2)) == [1, 1])
        #expect(forecast.reduce(0, +) == 2)
        #expect(object["waitingNewCards"] as? Int == 1)
        let levels = try #require(object["levels"] as? [[String: Any]])
        #expect(levels.count == 11)
        let n5 = try #require(levels.first { $0["kind"] as? String == "vocab" && $0["level"] as? String == "N5" })
        #expect(n5["learning"] as? Int == 2)
        #expect((n5["new"] as? Int).map { $0 + 2 } == n5["total"] as? Int)
        let heatmap = try #require(object["heatmap"] as? [String: Any])
        let counts = try #require(heatmap["counts"] as? [[Any]])
        #expect(counts.count == 52 && counts.allSatisfy { $0.count == 7 })
        #expect(counts.joined().compactMap { $0 as? Int }.reduce(0, +) == 9)
    }

    @Test("Text output is the statistics screen in monochrome: figures, an ASCII heatmap, forecast and progress bars")
    func text() throws {
        let directory = try Self.makeDataDirectory(in: scratch)
        let result = try stats([], in: directory)
        #expect(result.status == 0)
        let output = result.standardOutput
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("Statistics for ") == true)
        #expect(lines.contains("Today   2 reviewed   1 new   2m 00s studied   50.0% passed"), "\(output)")
        #expect(lines.contains("Streak  3 days  longest 5"), "\(output)")
        #expect(lines.contains { $0.hasPrefix("    less . : + * # more") }, "\(output)")
        // The forecast as bars ('#' where the screen shows reverse video): one due today, one tomorrow.
        let chart = try #require(lines.firstIndex { $0.hasPrefix("Due, next 30 days") }, "\(output)")
        #expect(lines[chart].hasSuffix("today 1, week 2, 30 days 2"))
        #expect(lines[chart + 1] == "1|# #", "\(output)")
        #expect(lines[chart + 5] == "0|# #", "\(output)")
        #expect(lines[chart + 6].hasPrefix("  today"), "\(output)")
        #expect(lines.contains { $0.hasPrefix("Vocab N5 .=") || $0.hasPrefix("Vocab N5 =") }, "\(output)")
        // Plain ASCII: no glyph a terminal could draw double-width.
        #expect(output.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("The reviews waiting are the menu's and the review screen's figures: new, learning and due, in text and JSON")
    func reviewCounts() throws {
        let directory = try Self.makeDataDirectory(in: scratch)
        // The figures the app computes for this directory (`Learner.reviewStatus`, which the menu
        // and the review screen's header show): 水 new, 食べる in a learning step, nothing due.
        let store = try ProgressStore(directory: directory)
        let expected = Learner.reviewStatus(progress: store.progress, settings: Settings(), now: Date(), calendar: Self.utc).counts
        store.close()
        #expect(expected == ReviewCounts(new: 1, learning: 1, due: 0))

        let text = try stats([], in: directory)
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.standardOutput.split(separator: "\n").contains("Review  1 new, 1 learning, 0 due"), "\(text.standardOutput)")
        let json = try stats(["--json"], in: directory)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let counts = try #require(object["reviewCounts"] as? [String: Int])
        #expect(counts == ["new": expected.new, "learning": expected.learning, "due": expected.due])
    }

    @Test("New items the daily limit holds back are said under the counts, as the menu says them, in text and JSON, in English and Korean")
    func heldBack() throws {
        let directory = scratch.fresh("directory")
        let store = try ProgressStore(directory: directory)
        try store.addToReviews(["v:食べる:たべる", "v:飲む:のむ", "v:水:みず"])
        store.close()
        try SettingsStore(directory: directory).update { $0.newPerDay = 1 }

        let text = try stats([], in: directory)
        #expect(text.status == 0, "\(text.standardError)")
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        let counts = try #require(lines.firstIndex(of: "Review  1 new, 0 learning, 0 due"), "\(text.standardOutput)")
        #expect(lines[counts + 1] == "        2 new held back by today's limit of 1", "\(text.standardOutput)")
        let korean = try stats(["--lang", "ko"], in: directory)
        #expect(korean.standardOutput.contains("새 항목 2개 대기: 오늘 한도 1개"), "\(korean.standardOutput)")
        let json = try stats(["--json"], in: directory)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["newItemsHeldBack"] as? [String: Int] == ["count": 2, "limit": 1], "\(json.standardOutput)")
    }

    @Test("Four grades and four undos leave nothing reviewed today")
    func undoneGradesDoNotCount() throws {
        let directory = scratch.fresh("directory")
        let history = HistoryLog(directory: directory)
        let now = Date()
        let ids = ["v:食べる:たべる", "v:飲む:のむ", "v:水:みず", "v:一:いち"]
        for (index, id) in ids.enumerated() {
            try history.append(HistoryEvent(type: .review, time: now.addingTimeInterval(Double(index - 60)), itemID: id,
                                            rating: .good, duration: 4))
        }
        for (index, id) in ids.enumerated().reversed() {
            try history.append(ReviewUndo(itemID: id, reviewTime: now.addingTimeInterval(Double(index - 60)),
                                          time: now.addingTimeInterval(Double(-50 + index))))
        }
        let result = try stats(["--json"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect((object["today"] as? [String: Any])?["reviewed"] as? Int == 0)
        #expect(object["currentStreak"] as? Int == 0)
    }

    @Test("Decks that cannot be found give a one-line 'mainichi:' error and status 1")
    func badDecks() throws {
        let directory = scratch.fresh("directory")
        let result = try ProcessResult.run(try MainichiBinary.path(), ["stats", "--data-dir", directory.path],
                                           environment: ["MAINICHI_DECKS": "/nonexistent/decks", "TZ": "UTC"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("mainichi: "))
        #expect(!result.standardError.contains("Error:"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test("An empty data directory gives zeroes, not an error")
    func empty() throws {
        let directory = scratch.fresh("directory")
        let result = try stats(["--json"], in: directory)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"currentStreak\":0"))
        #expect(!FileManager.default.fileExists(atPath: directory.path)) // reading creates nothing
    }

    /// A file or a missing directory as --data-dir printed empty statistics without a word (B9, QA20).
    @Test("A journal line that cannot be read is said once on stderr, naming the file and the line, in English and in Korean")
    func unreadableLineSaidOnce() throws {
        let directory = scratch.freshDirectory("directory")
        let journal = directory.appendingPathComponent("journal-0123456789ab.jsonl")
        let lines = [
            #"{"id":"0123456789ab:1","time":1795926695.658,"type":"bookmark","item":"v:おはよう:おはよう","on":true}"#,
            #"{"broken"#,
            #"{"id":"0123456789ab:2","time":1795926696.658,"type":"bookmark","item":"v:先生:せんせい","on":true}"#,
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: journal)
        let result = try stats([], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let said = result.standardError.split(separator: "\n").filter { $0.contains("journal-0123456789ab.jsonl line 2") }
        #expect(said.count == 1, "\(result.standardError)")
        // In Korean too, once, in Korean.
        let korean = try stats(["--lang", "ko"], in: directory)
        let saidInKorean = korean.standardError.split(separator: "\n").filter { $0.contains("journal-0123456789ab.jsonl") }
        #expect(saidInKorean.count == 1, "\(korean.standardError)")
        #expect(saidInKorean.first?.contains("읽을 수 없는 줄을 건너뜀") == true, "\(korean.standardError)")
    }

    @Test("A missing progress.json read from its backup is said on stderr naming both files, in English and in Korean")
    func readFromBackupSaidInBothLanguages() throws {
        let directory = scratch.freshDirectory("directory")
        // A directory from before the journal whose progress.json is gone; its backup is there.
        var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 1_795_000_000))
        progress.bookmarks["v:猫:ねこ"] = Date(timeIntervalSince1970: 1_795_000_100)
        try ProgressCodec.encode(progress).write(to: directory.appendingPathComponent(ProgressStore.backupFileName))
        let english = try stats([], in: directory)
        #expect(english.status == 0, "\(english.standardError)")
        #expect(english.standardError.contains("mainichi: progress.json is missing; figures come from progress.json.bak"),
                "\(english.standardError)")
        let korean = try stats(["--lang", "ko"], in: directory)
        #expect(korean.status == 0, "\(korean.standardError)")
        let line = korean.standardError.split(separator: "\n").first { $0.contains("progress.json.bak") }
        #expect(line?.contains("progress.json이(가) 없어") == true, "\(korean.standardError)")
        #expect(!korean.standardError.contains("is missing"), "\(korean.standardError)")
    }

    @Test("A data directory that is a file is an error; a missing one is noted on stderr")
    func dataDirectoryIsAFileOrMissing() throws {
        let file = scratch.fresh("file")
        try Data("x".utf8).write(to: file)
        let onFile = try stats([], in: file)
        #expect(onFile.status == 1)
        #expect(onFile.standardError == "mainichi: \(file.path) is not a directory\n")

        let missing = scratch.fresh("missing")
        let onMissing = try stats([], in: missing)
        #expect(onMissing.status == 0)
        #expect(onMissing.standardError.contains("no progress yet in \(missing.path)"))
    }

    @Test("A data directory from before the decks were rebuilt counts its renamed items where they are now, writing nothing")
    func readsThroughTheIDMap() throws {
        let decks = URL(fileURLWithPath: Self.decks)
        let map = try #require(try ItemIDMap.load(decksDirectory: decks))
        let library = try DeckLibrary(directory: decks)
        // A renamed item of a JLPT vocabulary deck, and that deck, taken from the map and the decks.
        let found = try library.summaries.lazy.compactMap { summary -> (String, String, DeckSummary)? in
            let ids = Set(try library.deck(id: summary.deckID).items.map(\.id))
            return map.renamed.sorted { $0.key < $1.key }.first { ids.contains($0.value) }.map { ($0.key, $0.value, summary) }
        }.first
        let (old, _, summary) = try #require(found)
        let directory = scratch.fresh("directory")
        do {
            let store = try ProgressStore(directory: directory)
            let now = Date()
            try store.update { $0.srs[old] = FSRSScheduler(enableFuzzing: false).review(SRSCard(due: now), rating: .good, at: now) }
            store.close()
        }
        let result = try stats(["--json"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let levels = try #require(object["levels"] as? [[String: Any]])
        let level = try #require(levels.first { $0["deck"] as? String == summary.deckID.rawValue })
        #expect(level["learning"] as? Int == 1)
        #expect(levels.compactMap { $0["learning"] as? Int }.reduce(0, +) == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(ProgressStore.beforeIDMapFileName).path))
    }

    /// F5 and F9 of the third reliability audit: a journal that is a directory or a FIFO showed as
    /// empty progress (or hung); now `stats` fails, naming the file and why.
    @Test("stats fails naming a journal that is a directory or a FIFO, instead of showing empty progress or waiting")
    func anUnreadableJournalIsAnError() throws {
        let directory = scratch.fresh("directory")
        let store = try ProgressStore(directory: directory)
        try store.toggleBookmark("v:本:ほん")
        let journal = store.journalURL
        store.close()
        unlink(directory.appendingPathComponent(ProgressStore.snapshotFileName).path)
        for (make, kind) in [({ (path: String) in mkdir(path, 0o700) }, "a directory"), ({ (path: String) in mkfifo(path, 0o600) }, "a FIFO")] {
            try FileManager.default.removeItem(at: journal)
            #expect(make(journal.path) == 0)
            let result = try ProcessResult.run(try MainichiBinary.path(), ["stats", "--data-dir", directory.path],
                                               environment: ["MAINICHI_DECKS": Self.decks, "TZ": "UTC"])
            #expect(result.status == 1)
            #expect(result.standardError.contains("cannot read \(journal.path): it is not a regular file (it is \(kind))"), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
    }
}
