import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Day results recorded on the decks before JMdict resolution move to today's days once: a new day
/// is done when most of its items were on old days the learner had tested, with the score of the
/// old day that held most of them.
@Suite struct DayLayoutMapTests {
    static let early = Date(timeIntervalSince1970: 1_000_000)
    static let late = Date(timeIntervalSince1970: 2_000_000)

    /// A small map: new day 1 is mostly old day 2, new day 2 is half old day 1 and half new items,
    /// new day 3 is old days 1 and 3 together.
    static let map = DayLayoutMap(layout: 2, decks: ["d"], origins: [
        "d:1": .init(size: 10, old: ["d:2": 8, "d:1": 2]),
        "d:2": .init(size: 10, old: ["d:1": 5]),
        "d:3": .init(size: 10, old: ["d:1": 4, "d:3": 6]),
    ])

    static func tested(_ score: Int, of total: Int, at date: Date) -> DayResult {
        var result = DayResult()
        result.recordTest(score: score, total: total, at: date)
        return result
    }

    @Test("a new day is done when most of its items were tested, with the main old day's score")
    func majorityDecides() {
        var progress = StudyProgress(createdAt: Self.early)
        progress.dayResults["d:1"] = Self.tested(7, of: 10, at: Self.early)
        progress.dayResults["d:2"] = Self.tested(9, of: 10, at: Self.late)
        var studiedOnly = DayResult()
        studiedOnly.lastStudied = Self.late
        progress.dayResults["d:3"] = studiedOnly
        progress.dayResults["mine:1"] = Self.tested(3, of: 4, at: Self.early)

        let moved = progress.remappingDayResults(Self.map)
        #expect(moved.dayLayout == 2)
        let first = moved.dayResults["d:1"]
        #expect(first?.isCompleted == true && first?.bestScore == 9 && first?.completedAt == Self.late)
        // Half its items from a tested day is not most of them: the new items are not studied.
        #expect(moved.dayResults["d:2"] == nil)
        // All its items studied, but only 4 of 10 tested: studied, not done.
        let third = moved.dayResults["d:3"]
        #expect(third?.lastStudied == Self.late && third?.isCompleted == false && third?.bestScore == nil)
        #expect(moved.dayResults["mine:1"] == progress.dayResults["mine:1"])
        #expect(moved.dayResults.count == 3)
    }

    @Test("a stamped progress is left as it is: moving twice changes nothing")
    func movesOnce() {
        var progress = StudyProgress(createdAt: Self.early)
        progress.dayResults["d:2"] = Self.tested(9, of: 10, at: Self.late)
        let once = progress.remappingDayResults(Self.map)
        #expect(once.remappingDayResults(Self.map) == once)
        var fresh = StudyProgress(createdAt: Self.early)
        fresh.dayLayout = 2
        fresh.dayResults["d:2"] = Self.tested(1, of: 10, at: Self.late)
        #expect(fresh.remappingDayResults(Self.map) == fresh)
    }

    @Test("a progress stamped with a later layout moves from that layout's days, an unstamped one from the oldest")
    func laterLayoutHasItsOwnTable() {
        // Layout 3 → 4: new day 1 is old (layout 3) day 2; from layout 2 it is old day 1.
        let map = DayLayoutMap(layout: 4, decks: ["d"], origins: ["d:1": .init(size: 10, old: ["d:1": 10])],
                               laterOrigins: [3: ["d:1": .init(size: 10, old: ["d:2": 10])]])
        var onThree = StudyProgress(createdAt: Self.early)
        onThree.dayLayout = 3
        onThree.dayResults["d:1"] = Self.tested(9, of: 10, at: Self.early)
        onThree.dayResults["d:2"] = Self.tested(8, of: 10, at: Self.late)
        let movedThree = onThree.remappingDayResults(map)
        #expect(movedThree.dayLayout == 4)
        #expect(movedThree.dayResults["d:1"]?.bestScore == 8 && movedThree.dayResults["d:1"]?.completedAt == Self.late)
        #expect(movedThree.dayResults.count == 1)

        var unstamped = onThree
        unstamped.dayLayout = nil
        #expect(unstamped.remappingDayResults(map).dayResults["d:1"]?.bestScore == 9)
        // A stamp the map has no table for reads as the oldest layout.
        var onTwo = onThree
        onTwo.dayLayout = 2
        #expect(onTwo.remappingDayResults(map).dayResults["d:1"]?.bestScore == 9)
    }

    @Test("the layout stamp survives progress.json's codec")
    func stampIsSaved() throws {
        var progress = StudyProgress(createdAt: Self.early)
        progress.dayLayout = 2
        func roundTrip(_ progress: StudyProgress) throws -> StudyProgress {
            try ProgressCodec.decode(JSONParser.parse([UInt8](ProgressCodec.encode(progress))))
        }
        #expect(try roundTrip(progress).dayLayout == 2)
        #expect(try roundTrip(StudyProgress(createdAt: Self.early)).dayLayout == nil)
    }
}

/// The bundled id map's days, on a data directory made on the decks before JMdict resolution.
@Suite struct BundledDayLayoutTests {
    /// A day of today's decks most of whose items were on one old day, with that old day.
    static func mostlyOneOldDay(_ days: DayLayoutMap) throws -> (new: String, old: String) {
        let candidates = days.origins.compactMap { key, origin -> (String, String)? in
            guard let main = origin.old.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), 2 * main.value > origin.size else { return nil }
            return (key, main.key)
        }.sorted { $0.0 < $1.0 }
        return try #require(candidates.first)
    }

    @Test("the bundled map's days name every day of today's decks, sized as the decks are")
    func mapMatchesDecks() throws {
        let map = try #require(try ItemIDMap.load(decksDirectory: ItemIDMapTests.decksDirectory))
        let days = try #require(map.days)
        let library = try DeckLibrary(directory: ItemIDMapTests.decksDirectory)
        var sizes: [String: Int] = [:]
        for summary in library.summaries {
            for item in try library.deck(id: summary.deckID).items {
                sizes[DayKey(deck: summary.deckID, day: item.day).rawValue, default: 0] += 1
            }
        }
        #expect(Set(days.origins.keys) == Set(sizes.keys))
        for (key, origin) in days.origins {
            #expect(origin.size == sizes[key], "\(key)")
            #expect(origin.old.values.reduce(0, +) <= origin.size, "\(key)")
        }
    }

    @Test("an old data directory's test and study of a day move to today's day once, keeping a copy")
    func oldDirectoryMoves() throws {
        let map = try #require(try ItemIDMap.load(decksDirectory: ItemIDMapTests.decksDirectory))
        let days = try #require(map.days)
        let (newKey, oldKey) = try Self.mostlyOneOldDay(days)
        let oldDay = try #require(DayKey(rawValue: oldKey))
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            try store.markStudied(oldDay)
            _ = try store.recordTest(TestOutcome(day: oldDay, mode: .flashcard, rightIDs: ["v:a:a", "v:b:b", "v:d:d", "v:e:e"],
                                                 wrongIDs: ["v:c:c"], date: clock.now))
            store.close()
        }
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(store.progress.dayLayout == nil)
        #expect(try store.applyItemIDMap(map) >= 1)
        let progress = store.progress
        #expect(progress.dayLayout == days.layout)
        let moved = try #require(progress.dayResults[newKey])
        #expect(moved.isCompleted && moved.bestScore == 4 && moved.bestTotal == 5 && moved.testCount == 1)
        // Every moved day is one of today's, and the old key is gone unless it is also a new day moved onto.
        #expect(progress.dayResults.keys.allSatisfy { days.origins[$0] != nil })
        let copy = temporary.url.appendingPathComponent(ProgressStore.beforeIDMapFileName)
        #expect(try String(contentsOf: copy, encoding: .utf8).contains(oldKey))
        #expect(try store.applyItemIDMap(map) == 0)
        store.close()
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(try reopened.applyItemIDMap(map) == 0)
        #expect(reopened.progress.dayResults == progress.dayResults)
    }

    @Test("a learner on layout 3 (before the topic days), 4 (topic days topped up with other words), 5 (topic days in frequency order) or 6 (dated N4 words not yet moved) keeps every N4 and N3 day done",
          arguments: [3, 4, 5, 6])
    func earlierLayoutLearnerKeepsFinishedLevels(layout: Int) throws {
        let map = try #require(try ItemIDMap.load(decksDirectory: ItemIDMapTests.decksDirectory))
        let days = try #require(map.days)
        #expect(days.layout == 7)
        let fromLayout = try #require(days.laterOrigins[layout])
        var progress = StudyProgress(createdAt: DayLayoutMapTests.early)
        progress.dayLayout = layout
        // Every old N4 and N3 vocabulary day tested (keys of that layout: the days each old day fed).
        let oldKeys = Set(fromLayout.values.flatMap(\.old.keys)).filter { $0.hasPrefix("jlpt-vocab-n4:") || $0.hasPrefix("jlpt-vocab-n3:") }
        // Layouts 3 and 4 had N4 32 days and N3 84; layouts 5 and 6 had 34 and 90 (short topic days).
        #expect(oldKeys.count == (layout >= 5 ? 34 + 90 : 32 + 84))
        for key in oldKeys { progress.dayResults[key] = DayLayoutMapTests.tested(18, of: 20, at: DayLayoutMapTests.late) }
        let moved = progress.remappingDayResults(days)
        // Today's decks: N4 34 days and N3 90 (short topic days make more of them).
        let newKeys = fromLayout.keys.filter { $0.hasPrefix("jlpt-vocab-n4:") || $0.hasPrefix("jlpt-vocab-n3:") }
        #expect(newKeys.count == 34 + 90)
        for key in newKeys { #expect(moved.dayResults[key]?.isCompleted == true, "\(key)") }
        // Read as layout 2 instead, the same results would land elsewhere: the stamp picks the table.
        #expect(fromLayout != days.origins)
    }

    @Test("a new data directory is stamped at once: results recorded on today's days never move")
    func newDirectoryStays() throws {
        let map = try #require(try ItemIDMap.load(decksDirectory: ItemIDMapTests.decksDirectory))
        let days = try #require(map.days)
        let (newKey, _) = try Self.mostlyOneOldDay(days)
        let day = try #require(DayKey(rawValue: newKey))
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            #expect(try store.applyItemIDMap(map) == 0)
            // Opening writes nothing; the stamp rides on the first change saved.
            #expect(ProgressStore.journalFiles(in: temporary.url).isEmpty)
            _ = try store.recordTest(TestOutcome(day: day, mode: .flashcard, rightIDs: ["v:a:a"], wrongIDs: [], date: clock.now))
            #expect(store.progress.dayLayout == days.layout)
            store.close()
        }
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(store.progress.dayLayout == days.layout)
        #expect(try store.applyItemIDMap(map) == 0)
        #expect(store.progress.dayResults[newKey]?.bestScore == 1)
        #expect(store.progress.dayResults.count == 1)
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent(ProgressStore.beforeIDMapFileName).path))
    }
}
