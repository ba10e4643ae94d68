import Foundation
import Testing
@testable import MainichiCore

/// Devices converge whatever order their events arrive in: `JournalFold` fed growing parts of
/// each device's journal (as a sync folder brings them), repeated parts (conflict copies) and
/// snapshots taken at random points ends with the progress of folding every event at once.
@Suite struct JournalFoldTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)
    static let items = ["v:a", "v:b", "k:c", "k:d"]
    static let devices = ["laptop", "desktop", "phone"]

    /// One device's events: bookmarks on and off, answers, reviews and an undo of a review by
    /// id, at times that overlap the other devices' (and a clock that sometimes runs behind).
    static func journal(of device: String, count: Int, using random: inout SeededRandom) -> [JournalEvent] {
        var events: [JournalEvent] = []
        var time = start + Double(Int.random(in: 0..<60, using: &random))
        var lastReview: (id: JournalEvent.ID, item: String, stamp: String)?
        for sequence in 1...count {
            time += Double(Int.random(in: -5..<40, using: &random))
            let item = items.randomElement(using: &random)!
            let id = JournalEvent.ID(device: device, sequence: sequence)
            let change: ProgressEvent
            var undoes: JournalEvent.ID?
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                change = .bookmark(item: item, on: Bool.random(using: &random))
            case 2:
                change = .answer(item: item, kind: DeckKind(itemID: item) ?? .vocab, mode: .flashcard, isRight: Bool.random(using: &random))
            case 3, 4:
                var card = SRSCard(due: time + 86_400 * Double(Int.random(in: 1..<9, using: &random)))
                card.reviewCount = sequence
                let stamp = "2026-11-\(10 + Int(time.timeIntervalSince(start)) / 600)"
                change = .review(item: item, card: card, wasNew: Bool.random(using: &random), dayStamp: stamp)
                lastReview = (id, item, stamp)
            default:
                guard let review = lastReview else {
                    change = .mistakeRemoved(item: item)
                    break
                }
                change = .reviewUndo(item: review.item, card: nil, wasNew: false, dayStamp: review.stamp)
                undoes = review.id
                lastReview = nil
            }
            var event = change.journalEvent(id: id, time: time)
            if let undoes { event.fields.append(.init(key: ProgressStore.undoesField, value: .string(undoes.description))) }
            events.append(event)
        }
        return events
    }

    /// A device receiving the journals in pieces, in the order `random` picks.
    static func replica(of journals: [[JournalEvent]], using random: inout SeededRandom) -> StudyProgress {
        var delivered = Array(repeating: 0, count: journals.count)
        var received: [JournalEvent.ID: JournalEvent] = [:]
        var fold = JournalFold(base: StudyProgress(createdAt: start))
        while delivered.enumerated().contains(where: { $0.element < journals[$0.offset].count }) {
            let device = Int.random(in: 0..<journals.count, using: &random)
            let journal = journals[device]
            guard delivered[device] < journal.count else { continue }
            // The file as it grew so far; now and then a conflict copy repeating an earlier part.
            let upTo = min(journal.count, delivered[device] + Int.random(in: 1...6, using: &random))
            var batch = Array(journal[..<upTo])
            if Bool.random(using: &random) { batch = Array(batch[delivered[device]...]) }
            if Int.random(in: 0..<5, using: &random) == 0 { batch += journal[..<Int.random(in: 0...upTo, using: &random)] }
            delivered[device] = upTo
            for event in batch { received[event.id] = event }
            if fold.absorb(batch) == .needsRebuild {
                fold = JournalFold.rebuilt(from: Array(received.values), onto: StudyProgress(createdAt: start))
            }
            if Int.random(in: 0..<8, using: &random) == 0 { fold.compact() }
        }
        return fold.progress
    }

    @Test func everyInterleavingConvergesOnTheWholeFold() {
        for seed in 0..<1_000 as Range<UInt64> {
            var random = SeededRandom(seed: seed)
            let journals = Self.devices.map { Self.journal(of: $0, count: Int.random(in: 3...16, using: &random), using: &random) }
            let all = journals.flatMap { $0 }.shuffled(using: &random)
            // Progress begins with its earliest event, whichever device made the fold.
            let expected = ProgressReducer.fold(all, onto: StudyProgress(createdAt: all.map(\.time).min()!)).progress
            for _ in 0..<2 {
                let progress = Self.replica(of: journals, using: &random)
                #expect(progress == expected, "seed \(seed)")
                if progress != expected { return }
            }
        }
    }

    @Test func aBookmarkIsLastWriterWinsByTime() {
        let on = ProgressEvent.bookmark(item: "v:a", on: true).journalEvent(id: .init(device: "laptop", sequence: 1), time: Self.start + 10)
        let off = ProgressEvent.bookmark(item: "v:a", on: false).journalEvent(id: .init(device: "desktop", sequence: 1), time: Self.start + 20)
        for order in [[on, off], [off, on]] {
            var fold = JournalFold(base: StudyProgress(createdAt: Self.start))
            for event in order where fold.absorb([event]) == .needsRebuild { Issue.record("no base to rebuild from") }
            #expect(!fold.progress.isBookmarked("v:a"))
        }
    }

    @Test func anEventOlderThanTheBaseAsksForARebuild() {
        let late = ProgressEvent.bookmark(item: "v:a", on: true).journalEvent(id: .init(device: "laptop", sequence: 1), time: Self.start)
        let recent = ProgressEvent.bookmark(item: "v:b", on: true).journalEvent(id: .init(device: "desktop", sequence: 1), time: Self.start + 60)
        var fold = JournalFold(base: StudyProgress(createdAt: Self.start))
        #expect(fold.absorb([recent]) == .applied)
        fold.compact()
        #expect(fold.absorb([late]) == .needsRebuild)
        #expect(!fold.progress.isBookmarked("v:a"))
        var refold = JournalFold(base: StudyProgress(createdAt: Self.start))
        #expect(refold.absorb([recent]) == .applied)
        #expect(refold.absorb([late]) == .refolded)
        #expect(refold.progress.isBookmarked("v:a") && refold.progress.isBookmarked("v:b"))
        #expect(refold.absorb([late, recent]) == .nothingNew)
    }
}
