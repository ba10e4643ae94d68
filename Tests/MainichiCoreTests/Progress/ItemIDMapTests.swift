import Foundation
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
