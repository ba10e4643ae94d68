import Foundation
import Testing
@testable import MainichiCore

/// Moving renamed deck items to their new ids is one `itemsRenamed` event naming only what moves:
/// a machine that moves while another studies offline erases nothing once the files cross.
@Suite struct ItemRenamesTests {
    static let map = ItemIDMap(renamed: ["k:日": "k:日x", "v:old5": "v:old5x", "v:due3": "v:due3x", "v:gone": "v:goneX"])

    @Test func oneMachineMovesBeforeTheOtherReviewsAndNothingIsLost() throws {
        let clock = TestClock(LostWorkTests.start)
        let (a, b) = try LostWorkTests.twoMachines(clock: clock)
        // Offline, B bookmarks 人 and answers old5 wrong ...
        clock.advance(by: 60)
        try b.store.toggleBookmark(LostWorkTests.person)
        try b.store.recordAnswer(itemID: "v:old5", kind: .vocab, mode: .flashcard, isRight: false, at: clock.now)
        // ... then A starts the version with the new ids and moves its progress ...
        clock.advance(by: 60)
        #expect(try a.store.applyItemIDMap(Self.map) == 4) // 日's bookmark, old5's entry and card, due3's card
        #expect(a.store.progress.bookmarks["k:日"] == nil && a.store.progress.isBookmarked("k:日x"))
        // ... and only then B, still on the old ids, reviews due3.
        clock.advance(by: 60)
        try b.review("v:due3", dueIn: 20)
        let reviewed = clock.now

        // The files cross; A moves what B did under the old ids after its move; B starts the
        // new version (its own move finds nothing left to move) and they cross again.
        try LostWorkTests.cross(a, b)
        _ = a.learner.synchronize()
        try b.reopen()
        _ = try b.store.applyItemIDMap(Self.map)
        try LostWorkTests.cross(a, b)

        for machine in [a, b] {
            let progress = machine.store.progress
            #expect(progress.isBookmarked(LostWorkTests.person)) // a baseline erased it
            #expect(progress.isBookmarked("k:日x") && progress.bookmarks["k:日"] == nil)
            #expect(progress.bookmarks.count == 4)
            #expect(progress.mistakes["v:old5x"]?.wrongCount == 2)
            #expect(progress.mistakes["v:old5"] == nil)
            #expect(progress.mistakes.count == 35)
            #expect(progress.srs["v:due3"] == nil)
            #expect(progress.srs["v:due3x"]?.lastReview == reviewed)
            #expect(progress.srs.count == 49) // 14 reviews, 35 answered
        }
        #expect(a.store.progress == b.store.progress)
        // No whole-progress baseline was written.
        for machine in [a, b] {
            let text = try String(contentsOf: machine.store.journalURL, encoding: .utf8)
            #expect(!text.contains("\"type\":\"\(JournalMigration.baselineType)\""))
        }
        // And a rebuild from the journals alone agrees.
        try a.reopen()
        try? FileManager.default.removeItem(at: a.store.snapshotURL)
        try a.reopen()
        #expect(a.store.progress.srs["v:due3x"]?.lastReview == reviewed)
        #expect(a.store.progress.isBookmarked(LostWorkTests.person))
    }

    @Test func aMoveOntoAnItemWithItsOwnRecordsCombinesThem() throws {
        var progress = StudyProgress(createdAt: LostWorkTests.start)
        let early = LostWorkTests.start
        let late = early + 3_600
        progress.bookmarks = ["a": late, "b": early]
        progress.mistakes["a"] = MistakeRecord(kind: .vocab, wrongAt: early, mode: .flashcard)
        progress.mistakes["b"] = MistakeRecord(kind: .vocab, wrongAt: late, mode: .typedReading)
        var old = SRSCard(due: late)
        old.lastReview = early
        var new = SRSCard(due: early)
        new.lastReview = late
        progress.srs = ["a": old, "b": new]
        progress.slips = [SlipRecord(itemID: "a", kind: .longVowel, date: early)]
        let renames = ItemRenames.moves(in: progress, by: ItemIDMap(renamed: ["a": "b"]))
        #expect(renames.renamed == ["a": "b"])
        ProgressReducer.apply(.itemsRenamed(renames), at: late, to: &progress)
        #expect(progress.bookmarks == ["b": early])
        #expect(progress.mistakes["b"]?.wrongCount == 2)
        #expect(progress.mistakes["b"]?.modes == [.typedReading, .flashcard].sorted())
        #expect(progress.srs == ["b": new])
        #expect(progress.slips.map(\.itemID) == ["b"])
        // The same as moving the whole progress by the map.
        var whole = StudyProgress(createdAt: LostWorkTests.start)
        whole.bookmarks = ["a": late, "b": early]
        whole.mistakes = ["a": MistakeRecord(kind: .vocab, wrongAt: early, mode: .flashcard),
                          "b": MistakeRecord(kind: .vocab, wrongAt: late, mode: .typedReading)]
        whole.srs = ["a": old, "b": new]
        whole.slips = [SlipRecord(itemID: "a", kind: .longVowel, date: early)]
        let moved = whole.remappingItemIDs(ItemIDMap(renamed: ["a": "b"])).progress
        #expect(moved.bookmarks == progress.bookmarks && moved.mistakes == progress.mistakes && moved.srs == progress.srs)
    }

    @Test func theEventReadsBackAsWritten() throws {
        var result = DayResult()
        result.lastStudied = LostWorkTests.start
        let renames = ItemRenames(renamed: ["v:a": "v:b", "k:c": "k:d"], removedDays: ["jlpt-vocab-n5:3"],
                                  movedDays: ["jlpt-vocab-n5:4": result])
        let event = ProgressEvent.itemsRenamed(renames).journalEvent(id: .init(device: "d", sequence: 1), time: LostWorkTests.start)
        let read = try JournalEvent.decode(line: event.encodedLine()[...])
        #expect(ProgressEvent(read) == .itemsRenamed(renames))
    }
}
