import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct SlipRecordTests {
    @Test func slipsSurviveReopeningAndAreReadByCodableToo() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            try store.recordSlip(itemID: "v:今日:きょう", kind: .longVowel, at: clock.now)
            try store.recordSlip(itemID: "v:学校:がっこう", kind: .smallKana, at: clock.now)
            try store.recordSlip(itemID: "v:今日:きょう", kind: .longVowel, at: clock.now)
            store.close()
        }
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.progress.slips.map(\.kind) == [.longVowel, .smallKana, .longVowel])
        let summary = reopened.progress.slipSummary(lastMisses: 50)
        #expect(summary.missCount == 3)
        #expect(summary.counts.map(\.kind) == [.longVowel, .smallKana])
        #expect(summary.counts.map(\.count) == [2, 1])
        #expect(reopened.progress.itemIDs(withSlip: .longVowel) == ["v:今日:きょう"])
        reopened.close()
        guard case .loaded(let snapshot) = JournalSnapshot.read(reopened.snapshotURL) else {
            Issue.record("no snapshot written on close")
            return
        }
        #expect(snapshot.progress.slips == reopened.progress.slips)
    }

    @Test func onlyTheLastSlipsAreKeptAndCounted() {
        var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
        for index in 0..<(SlipRecord.kept + 10) {
            progress.addSlip(SlipRecord(itemID: "v:\(index)", kind: index < 20 ? .dakuten : .other,
                                        date: Date(timeIntervalSince1970: Double(index))))
        }
        #expect(progress.slips.count == SlipRecord.kept)
        #expect(progress.slips.first?.itemID == "v:10")
        let recent = progress.slipSummary(lastMisses: 50)
        #expect(recent.missCount == 50 && recent.counts.map(\.kind) == [.other])
    }
}
