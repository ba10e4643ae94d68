import Foundation
import TestSupport
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
                // As the store does: fold again what the late events touch, or now and then everything.
                let known = Array(received.values)
                if Bool.random(using: &random) || fold.refold(batch, known: known) == .needsRebuild {
                    fold = JournalFold.rebuilt(from: known, onto: StudyProgress(createdAt: start))
                }
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

    /// Every kind of change, over a few items, days and activity days, so late events touch some
    /// parts and not others.
    static func mixedJournal(of device: String, count: Int, using random: inout SeededRandom) -> [JournalEvent] {
        var time = start + Double(Int.random(in: 0..<60, using: &random))
        return (1...count).map { sequence in
            time += Double(Int.random(in: -5..<40, using: &random))
            let item = items.randomElement(using: &random)!
            let kind = DeckKind(itemID: item) ?? .vocab
            let day = ["jlpt-vocab-n5:1", "jlpt-vocab-n5:2", "vocab:N5:3"].randomElement(using: &random)!
            let stamp = ["2026-11-10", "2026-11-11", "2026-11-12"].randomElement(using: &random)!
            var card = SRSCard(due: time + 86_400)
            card.reviewCount = sequence
            let change: ProgressEvent = switch Int.random(in: 0..<14, using: &random) {
            case 0: .bookmark(item: item, on: Bool.random(using: &random))
            case 1: .answer(item: item, kind: kind, mode: .flashcard, isRight: Bool.random(using: &random))
            case 2: .counted(item: item, kind: kind, mode: .typedReading, isRight: Bool.random(using: &random))
            case 3: .test(day: Bool.random(using: &random) ? day : nil, mode: .multipleChoice, score: Int.random(in: 0...5, using: &random), total: 5)
            case 4: .studied(day: day)
            case 5: .review(item: item, card: card, wasNew: Bool.random(using: &random), dayStamp: stamp)
            case 6: .reviewUndo(item: item, card: Bool.random(using: &random) ? card : nil, wasNew: Bool.random(using: &random), dayStamp: stamp)
            case 7: .mistakeRemoved(item: item)
            case 8: .reviewsAdded(items: Array(items.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))))
            case 9: .reviewsRemoved(items: Array(items.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))))
            case 10: .slip(item: item, kind: SlipKind.allCases.randomElement(using: &random)!)
            case 11: .suspension(item: item, on: Bool.random(using: &random))
            case 12: .wordMark(word: "jmdict:\(sequence % 3)", mark: [WordMark.known, .ignored, nil].randomElement(using: &random)!)
            default: .answer(item: item, kind: kind, mode: .typedReading, isRight: false)
            }
            return change.journalEvent(id: .init(device: device, sequence: sequence), time: time)
        }
    }

    /// A device holding its own journal (folded, snapshot taken) that receives another device's
    /// journal, partly older than its snapshot: folding again only the parts the late events touch
    /// gives what folding every event from nothing gives, whatever kinds of change they are.
    @Test func aLateMergeFoldsAgainOnlyWhatItTouchesAndGivesTheWholeFold() {
        var refolded = 0
        for seed in 0..<1_000 as Range<UInt64> {
            var random = SeededRandom(seed: seed)
            let own = Self.mixedJournal(of: "desktop", count: Int.random(in: 1...30, using: &random), using: &random)
            let other = Self.mixedJournal(of: "phone", count: Int.random(in: 1...30, using: &random), using: &random)
            let all = own + other
            let expected = ProgressReducer.fold(all, onto: StudyProgress(createdAt: all.map(\.time).min()!)).progress
            var fold = JournalFold.rebuilt(from: own, onto: StudyProgress(createdAt: own.map(\.time).min()!))
            // Part of the other journal arrives first, the rest (with a repeat) later.
            let cut = Int.random(in: 0...other.count, using: &random)
            for batch in [Array(other[..<cut]), Array(other[(cut / 2)...])] where !batch.isEmpty {
                if fold.absorb(batch) == .needsRebuild {
                    #expect(fold.refold(batch, known: own + other[..<cut]) == .refolded, "seed \(seed)")
                    refolded += 1
                }
                fold.compact()
            }
            #expect(fold.progress == expected, "seed \(seed)")
            if fold.progress != expected { return }
        }
        #expect(refolded > 500)
    }

    /// Another device's first event carries the day layout its store stamped; arriving late but
    /// the last in fold order to carry one, it sets the layout as a whole fold does.
    @Test func aLateEventCarryingTheLastDayLayoutSetsIt() {
        func stamped(_ event: JournalEvent, layout: Int) -> JournalEvent {
            var event = event
            event.fields.append(.init(key: ProgressReducer.dayLayoutField, value: .number(Double(layout))))
            return event
        }
        var own = (1...11).map { sequence in
            ProgressEvent.bookmark(item: "v:a", on: sequence % 2 == 1)
                .journalEvent(id: .init(device: "desktop", sequence: sequence), time: Self.start + Double(sequence * 60))
        }
        own[0] = stamped(own[0], layout: 2)
        let other = [stamped(ProgressEvent.answer(item: "k:c", kind: .kanji, mode: .flashcard, isRight: false)
            .journalEvent(id: .init(device: "phone", sequence: 1), time: Self.start + 300), layout: 3)]
        let all = own + other
        let expected = ProgressReducer.fold(all, onto: StudyProgress(createdAt: all.map(\.time).min()!)).progress
        #expect(expected.dayLayout == 3)
        var fold = JournalFold.rebuilt(from: own, onto: StudyProgress(createdAt: own[0].time))
        #expect(fold.progress.dayLayout == 2)
        #expect(fold.absorb(other) == .needsRebuild)
        #expect(fold.refold(other, known: own) == .refolded)
        #expect(fold.progress == expected)
    }

    /// Start-up finding another device's journal, older than the snapshot, mirrored into the data
    /// directory while the app was closed: what it shows is the fold of every event, and again
    /// after the next start (from the snapshot it then writes).
    @Test func startUpWithLateEventsFromAnotherDeviceShowsTheWholeFold() throws {
        for seed in 0..<20 as Range<UInt64> {
            var random = SeededRandom(seed: seed)
            let own = Self.mixedJournal(of: "desktop", count: 40, using: &random)
            let other = Self.mixedJournal(of: "phone", count: 40, using: &random)
            let all = own + other
            let expected = ProgressReducer.fold(all, onto: StudyProgress(createdAt: all.map(\.time).min()!)).progress
            let temporary = TemporaryDirectory()
            try Data("desktop\n".utf8).write(to: temporary.url.appendingPathComponent(DeviceIdentity.fileName))
            try JournalFile(url: temporary.url.appendingPathComponent("journal-desktop.jsonl")).append(own)
            try ProgressStore(directory: temporary.url).close() // its snapshot
            try JournalFile(url: temporary.url.appendingPathComponent("journal-phone.jsonl")).append(other)
            for _ in 0..<2 {
                let store = try ProgressStore(directory: temporary.url)
                #expect(store.progress == expected, "seed \(seed)")
                store.close()
            }
        }
    }

    @Test func aBaselineAmongTheEventsAsksForARebuild() {
        let recent = ProgressEvent.bookmark(item: "v:b", on: true).journalEvent(id: .init(device: "desktop", sequence: 1), time: Self.start + 60)
        let late = ProgressEvent.bookmark(item: "v:a", on: true).journalEvent(id: .init(device: "laptop", sequence: 1), time: Self.start)
        let baseline = JournalMigration.baseline(StudyProgress(createdAt: Self.start), id: .init(device: "desktop", sequence: 0), time: Self.start - 60)
        var fold = JournalFold.rebuilt(from: [recent], onto: StudyProgress(createdAt: Self.start))
        #expect(fold.absorb([late]) == .needsRebuild)
        #expect(fold.refold([late], known: [baseline, recent]) == .needsRebuild)
        #expect(!fold.progress.isBookmarked("v:a"))
        #expect(fold.refold([late], known: [recent]) == .refolded)
        #expect(fold.progress.isBookmarked("v:a") && fold.progress.isBookmarked("v:b"))
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
