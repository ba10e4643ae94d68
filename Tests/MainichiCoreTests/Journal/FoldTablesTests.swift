import Foundation
import Testing
@testable import MainichiCore

/// A long fold keys reviews and the notebook by id and hash (`FoldTables`); it must give exactly
/// the progress of applying each event in turn, for every kind of event.
@Suite struct FoldTablesTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)
    /// Ids of both kinds, non-ASCII ones, and two spellings of one id (composed and decomposed
    /// "é", equal as Swift strings).
    static let items = ["v:a", "v:b", "k:日", "k:本", "v:日本:にほん", "v:caf\u{E9}", "v:cafe\u{301}", "v:word:reading-long-enough-to-be-on-the-heap"]

    static func events(count: Int, using random: inout SeededRandom) -> [JournalEvent] {
        var events: [JournalEvent] = []
        var time = start
        // The due date each item's card was last given, so some moves find their card where it is.
        var lastDue: [String: Date] = [:]
        for sequence in 1...count {
            time += Double(Int.random(in: 0..<90, using: &random))
            let item = items.randomElement(using: &random)!
            let kind = DeckKind(itemID: item) ?? .vocab
            let mode = TestMode.allCases.randomElement(using: &random)!
            let stamp = "2026-11-\(10 + sequence / 200)"
            var card = SRSCard(due: time + 86_400)
            card.reviewCount = sequence
            let change: ProgressEvent
            switch Int.random(in: 0..<15, using: &random) {
            case 0: change = .bookmark(item: item, on: Bool.random(using: &random))
            case 1, 2: change = .answer(item: item, kind: kind, mode: mode, isRight: Bool.random(using: &random))
            case 3: change = .counted(item: item, kind: kind, mode: mode, isRight: Bool.random(using: &random))
            case 4: change = .slip(item: item, kind: SlipKind.allCases.randomElement(using: &random)!)
            case 5: change = .suspension(item: item, on: Bool.random(using: &random))
            case 6: change = .test(day: Bool.random(using: &random) ? "vocab:N5:\(sequence % 3 + 1)" : nil, mode: mode, score: 3, total: 5)
            case 7: change = .studied(day: "jlpt-vocab-n5:\(sequence % 3 + 1)")
            case 8:
                // Half of them name what they graded (some the card the item has, some not).
                let basis = Bool.random(using: &random)
                    ? ReviewBasis(rating: Rating.allCases.randomElement(using: &random)!, card: Bool.random(using: &random) ? nil : card) : nil
                change = .review(item: item, card: card, wasNew: Bool.random(using: &random), dayStamp: stamp, basis: basis)
            case 9:
                let basis = Bool.random(using: &random) ? ReviewBasis(rating: nil, card: card) : nil
                change = .reviewUndo(item: item, card: Bool.random(using: &random) ? card : nil, wasNew: Bool.random(using: &random),
                                     dayStamp: stamp, basis: basis)
            case 10: change = .mistakeRemoved(item: item)
            case 11: change = .reviewsAdded(items: Array(items.shuffled(using: &random).prefix(3)))
            case 12:
                let moved = Array(items.shuffled(using: &random).prefix(3))
                change = .duesMoved(moved.map { DueMove(item: $0, from: lastDue[$0] ?? time, to: time + 3 * 86_400) })
            case 13:
                // Set back while the item is as the restoring device saw it: in none of the parts,
                // or bookmarked at the event before.
                var from = StudyProgress(createdAt: start)
                if Bool.random(using: &random) { from.bookmarks[item] = time }
                var to = StudyProgress(createdAt: start)
                to.srs[item] = card
                to.mistakes[item] = MistakeRecord(kind: kind, wrongAt: start, mode: mode)
                to.dayResults["jlpt-vocab-n5:1"] = DayResult()
                change = .restored(RestoredParts(items: [item], days: ["jlpt-vocab-n5:1"], from: from, to: to))
            default: change = .reviewsRemoved(items: Array(items.shuffled(using: &random).prefix(2)))
            }
            switch change {
            case .review(let item, let card, _, _, _): lastDue[item] = card.due
            case .reviewsAdded(let added): for item in added where lastDue[item] == nil { lastDue[item] = time }
            case .duesMoved(let moves): for move in moves { lastDue[move.item] = move.to }
            default: break
            }
            var event = change.journalEvent(id: .init(device: "d", sequence: sequence), time: time)
            if sequence % 500 == 0 {
                event.fields.append(.init(key: ProgressReducer.dayLayoutField, value: .number(Double(sequence / 500))))
            }
            events.append(event)
        }
        // An event of a type this version does not know, and a baseline replacing everything.
        events.insert(JournalEvent(id: .init(device: "d", sequence: count + 1), time: start + 5, type: "fromTheFuture", fields: []),
                      at: count / 3)
        var baseline = StudyProgress(createdAt: start)
        baseline.srs["v:a"] = SRSCard(due: start)
        baseline.mistakes["k:日"] = MistakeRecord(kind: .kanji, wrongAt: start, mode: .flashcard)
        let middle = events[count / 2]
        events.insert(JournalMigration.baseline(baseline, id: .init(device: "d", sequence: count + 2), time: middle.time),
                      at: count / 2 + 1)
        return events
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func longFoldGivesTheProgressOfEachEventInTurn(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let shuffled = Self.events(count: 3_000, using: &random)
        let events = shuffled.sorted(by: JournalEvent.foldOrder)
        var start = StudyProgress(createdAt: Self.start)
        start.srs["v:b"] = SRSCard(due: Self.start)
        #expect(FoldTables.pays(events: events.count, onto: start))
        var expected = start
        var passedOver = 0
        for event in events where !ProgressReducer.apply(event, to: &expected) { passedOver += 1 }
        let folded = ProgressReducer.fold(shuffled, onto: start)
        #expect(folded.progress == expected)
        #expect(folded.passedOver == passedOver)
        #expect(!expected.srs.isEmpty && !expected.mistakes.isEmpty)
        var applied = start
        ProgressReducer.apply(ordered: events, to: &applied)
        #expect(applied == expected)
        // Made ready to fold first (`FoldStep`), one at a time and as a run through the tables.
        var stepped = start
        for event in events { ProgressReducer.apply(FoldStep(event), to: &stepped) }
        #expect(stepped == expected)
        var run = start
        ProgressReducer.apply(ordered: events.map(FoldStep.init), to: &run)
        #expect(run == expected)
        // A short run is applied step by step, not through the tables: the same progress.
        let short = Array(events.prefix(200))
        var shortExpected = start
        for event in short { ProgressReducer.apply(event, to: &shortExpected) }
        var shortRun = start
        ProgressReducer.apply(ordered: short.map(FoldStep.init), to: &shortRun)
        #expect(!FoldTables.pays(events: short.count, onto: start) && shortRun == shortExpected)
    }
}
