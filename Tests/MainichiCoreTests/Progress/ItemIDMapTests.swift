import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// A progress file made on the decks as they were before JMdict resolution keeps everything when
/// opened with the rebuilt decks.
@Suite struct ItemIDMapTests {
    static let decksDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Decks")

    /// Two renamed ids of the bundled map, chosen by the map itself, plus a pair that merged into one.
    func sample(_ map: ItemIDMap) throws -> (single: [(String, String)], merged: (String, String, String)?) {
        let pairs = map.renamed.sorted { $0.key < $1.key }
        let targets = Dictionary(grouping: pairs, by: \.value)
        let singles = pairs.filter { targets[$0.value]?.count == 1 }.prefix(2).map { ($0.key, $0.value) }
        let merged = targets.sorted { $0.key < $1.key }.first { $0.value.count > 1 }.map { ($0.value[0].key, $0.value[1].key, $0.key) }
        return (Array(singles), merged)
    }

    @Test("the bundled map names only ids the decks have and never renames a new id again")
    func bundledMapIsConsistent() throws {
        let map = try #require(try ItemIDMap.load(decksDirectory: Self.decksDirectory))
        #expect(!map.renamed.isEmpty)
        let library = try DeckLibrary(directory: Self.decksDirectory)
        var ids = Set<String>()
        for summary in library.summaries {
            for item in try library.deck(id: summary.deckID).items { ids.insert(item.id) }
        }
        for (old, new) in map.renamed {
            #expect(ids.contains(new), "\(old) maps to \(new), which no deck has")
            #expect(map.renamed[new] == nil, "\(new) is renamed again")
        }
    }

    @Test("every id a committed deck ever had is still taught, moved by the map, or (a word only) retired: no kanji is orphaned")
    func publishedIDsAreKeptMovedOrRetired() throws {
        let map = try #require(try ItemIDMap.load(decksDirectory: Self.decksDirectory))
        let library = try DeckLibrary(directory: Self.decksDirectory)
        var ids = Set<String>()
        for summary in library.summaries {
            for item in try library.deck(id: summary.deckID).items { ids.insert(item.id) }
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf:
            Self.decksDirectory.appendingPathComponent(ItemIDMap.fileName))) as? [String: Any])
        let retired = Set((object["retired"] as? [String]) ?? [])
        let ledger = Self.decksDirectory.deletingLastPathComponent().appendingPathComponent("tools/decks/published-ids.tsv")
        let published = try String(contentsOf: ledger, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { String($0.split(separator: "\t")[0]) }
        #expect(published.count > 10_000)
        #expect(published.contains("k:籤") && published.contains("k:辿") && published.contains("k:壺"))
        for id in published where !ids.contains(id) {
            if let new = map.renamed[id] {
                #expect(ids.contains(new), "\(id) is moved to \(new), which no deck has")
            } else {
                #expect(!id.hasPrefix("k:"), "kanji \(id) of a committed deck is gone and not mapped")
                #expect(retired.contains(id), "\(id) of a committed deck is gone, neither mapped nor retired")
            }
        }
        for id in retired {
            #expect(!ids.contains(id) && map.renamed[id] == nil, "\(id) is retired but still taught or moved")
        }
    }

    @Test("an old progress file moves its bookmarks, mistakes and review cards once, keeping a copy")
    func oldProgressMoves() throws {
        let map = try #require(try ItemIDMap.load(decksDirectory: Self.decksDirectory))
        let (singles, merged) = try sample(map)
        try #require(singles.count == 2)
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            try store.toggleBookmark(singles[0].0)
            try store.recordAnswer(itemID: singles[1].0, kind: .vocab, mode: .multipleChoice, isRight: false, at: clock.now)
            try store.addToReviews([singles[0].0, "v:not-renamed:x"])
            if let merged {
                try store.addToReviews([merged.0, merged.1])
            }
            store.close()
        }
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let moved = try store.applyItemIDMap(map)
        #expect(moved >= 4)
        let progress = store.progress
        #expect(progress.bookmarks[singles[0].1] != nil && progress.bookmarks[singles[0].0] == nil)
        #expect(progress.mistakes[singles[1].1]?.wrongCount == 1 && progress.mistakes[singles[1].0] == nil)
        #expect(progress.srs[singles[0].1] != nil && progress.srs["v:not-renamed:x"] != nil)
        if let merged {
            #expect(progress.srs[merged.2] != nil && progress.srs[merged.0] == nil && progress.srs[merged.1] == nil)
        }
        let copy = temporary.url.appendingPathComponent(ProgressStore.beforeIDMapFileName)
        let old = try String(contentsOf: copy, encoding: .utf8)
        #expect(old.contains(singles[0].0))
        #expect(try store.applyItemIDMap(map) == 0)
        store.close()
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.progress == progress)
    }

    @Test("merged mistakes add their counts and keep the earliest first mistake")
    func mergedMistakesCombine() {
        let early = Date(timeIntervalSince1970: 1_000)
        let late = Date(timeIntervalSince1970: 2_000)
        var progress = StudyProgress(createdAt: early)
        progress.mistakes["v:a:a"] = MistakeRecord(kind: .vocab, wrongAt: early, mode: .multipleChoice)
        progress.mistakes["v:b:b"] = MistakeRecord(kind: .vocab, wrongAt: late, mode: .typedReading)
        let (result, moved) = progress.remappingItemIDs(ItemIDMap(renamed: ["v:a:a": "v:c:c", "v:b:b": "v:c:c"]))
        #expect(moved == 2)
        let record = result.mistakes["v:c:c"]
        #expect(record?.wrongCount == 2 && record?.firstWrong == early && record?.lastWrong == late)
        #expect(record?.modes == [.multipleChoice, .typedReading])
        #expect(result.mistakes.count == 1)
    }
}

/// An old-format data directory (progress.json and history.jsonl, from before the journal) made on
/// the decks before JMdict resolution: opened with today's decks, every record of a renamed item
/// follows it, history included.
@Suite struct OldFormatProgressMoveTests {
    @Test("progress.json's bookmarks, suspensions, slips and day results and history.jsonl's reviews move to the new ids and days")
    func oldFormatMoves() throws {
        let map = try #require(try ItemIDMap.load(decksDirectory: ItemIDMapTests.decksDirectory))
        let (singles, _) = try ItemIDMapTests().sample(map)
        try #require(singles.count == 2)
        let (first, second) = (singles[0], singles[1])
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        var old = StudyProgress(createdAt: clock.now)
        old.bookmarks[first.0] = clock.now
        old.suspended[second.0] = clock.now
        old.slips = [SlipRecord(itemID: second.0, kind: .longVowel, date: clock.now)]
        let (newDay, oldDay) = try BundledDayLayoutTests.mostlyOneOldDay(try #require(map.days))
        var tested = DayResult()
        tested.recordTest(score: 17, total: 20, at: clock.now)
        old.dayResults[oldDay] = tested
        try ProgressCodec.encode(old).write(to: temporary.url.appendingPathComponent(ProgressStore.fileName))
        try HistoryLog(directory: temporary.url).append(
            HistoryEvent(type: .review, time: clock.now, itemID: first.0, rating: .good, duration: 3))
        try HistoryLog(directory: temporary.url).append(
            HistoryEvent(type: .test, time: clock.now, kind: .vocab, level: .n5, day: 1, source: .day, score: 9, total: 10))

        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(try store.applyItemIDMap(map) >= 3)
        let progress = store.progress
        #expect(progress.bookmarks[first.1] != nil && progress.bookmarks[first.0] == nil)
        #expect(progress.suspended[second.1] != nil && progress.suspended[second.0] == nil)
        #expect(progress.slips.map(\.itemID) == [second.1])
        #expect(progress.dayResults[newDay]?.bestScore == 17 && progress.dayResults[newDay]?.isCompleted == true)
        let history = store.history.read().events
        #expect(history.contains { $0.type == .review && $0.itemID == first.1 })
        #expect(!history.contains { $0.itemID == first.0 })
        #expect(history.contains { $0.type == .test && $0.score == 9 })
        store.close()
    }
}

/// The map is read with the project's JSON parser: the same map a general JSON reader sees, and a
/// clear error naming the file and the place for a broken one.
@Suite struct ItemIDMapReadingTests {
    @Test("the bundled map reads as a general JSON reader reads it: every renamed id and every day origin")
    func bundledMapMatchesFoundation() throws {
        let url = ItemIDMapTests.decksDirectory.appendingPathComponent(ItemIDMap.fileName)
        let map = try #require(try ItemIDMap.load(decksDirectory: ItemIDMapTests.decksDirectory))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var expected = (object["vocab"] as? [String: String]) ?? [:]
        expected.merge((object["kanji"] as? [String: String]) ?? [:]) { first, _ in first }
        #expect(map.renamed == expected)
        let days = try #require(object["days"] as? [String: Any])
        let from = try #require(days["from"] as? [String: [String: Any]])
        #expect(map.days?.layout == days["layout"] as? Int)
        #expect(map.days?.decks == Set(days["decks"] as? [String] ?? []))
        #expect(map.days?.origins.count == from.count)
        for (day, origin) in from {
            #expect(map.days?.origins[day]?.size == origin["size"] as? Int)
            #expect(map.days?.origins[day]?.old == origin["old"] as? [String: Int])
        }
        // Layout 3 (before the N4 and N3 topic days) has its own table, read the same way.
        let later = try #require(days["fromLayout"] as? [String: [String: [String: Any]]])
        #expect(Set(later.keys) == Set(map.days?.laterOrigins.keys.map(String.init) ?? []))
        for (layout, table) in later {
            let origins = try #require(map.days?.laterOrigins[Int(layout) ?? 0])
            #expect(origins.count == table.count)
            for (day, origin) in table {
                #expect(origins[day]?.size == origin["size"] as? Int)
                #expect(origins[day]?.old == origin["old"] as? [String: Int])
            }
        }
    }

    @Test("a later layout's table under a key that is no layout number is named by its path")
    func badLaterLayoutSaysWhere() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.url.appendingPathComponent(ItemIDMap.fileName)
        try Data(#"{"format": 1, "days": {"layout": 4, "decks": [], "from": {}, "fromLayout": {"three": {}}}}"#.utf8).write(to: url)
        #expect {
            _ = try ItemIDMap.load(decksDirectory: temporary.url)
        } throws: { error in
            String(describing: error) == "\(url.path): days.fromLayout.three: not a layout number"
        }
    }

    @Test("a broken map names the file and the line; a wrong value names its JSON path")
    func brokenMapSaysWhere() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.url.appendingPathComponent(ItemIDMap.fileName)
        try Data("{\n  \"format\": 1,\n  \"vocab\": {\"a\": \"b\",}\n}".utf8).write(to: url)
        #expect {
            _ = try ItemIDMap.load(decksDirectory: temporary.url)
        } throws: { error in
            let text = String(describing: error)
            return text.hasPrefix(url.path) && text.contains("line 3")
        }
        try Data(#"{"format": 1, "vocab": {"a": 7}}"#.utf8).write(to: url)
        #expect {
            _ = try ItemIDMap.load(decksDirectory: temporary.url)
        } throws: { error in
            String(describing: error) == "\(url.path): vocab.a: not a string"
        }
    }
}
