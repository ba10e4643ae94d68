import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Audit F3: an event id whose sequence is absurdly large (Int.max) made counting on trap on every
/// change, on every launch. Such a line is skipped as invalid, with a notice naming the file and
/// the line, and the store carries on from the last valid sequence.
@Suite struct JournalSequenceBoundTests {
    static func line(device: String, sequence: String) -> String {
        #"{"id":"\#(device):\#(sequence)","time":1795870000,"type":"bookmark","item":"v:二:に","on":true}"#
    }

    @Test func aSequenceAboveTheBoundIsAnInvalidLine() {
        // 19 digits (the general reader), 16 and 18 digits (the typed reader), one above the bound.
        for sequence in ["9223372036854775807", "1125899906842625", "999999999999999999",
                         String(JournalEvent.ID.maximumSequence + 1)] {
            let bytes = Array(Self.line(device: "d3f1", sequence: sequence).utf8)
            #expect(throws: JournalEvent.LineError.invalid(.noID), "sequence \(sequence)") {
                try JournalEvent.decode(line: bytes[...])
            }
            #expect(JournalEvent.ID("d3f1:\(sequence)") == nil)
        }
        let largest = Array(Self.line(device: "d3f1", sequence: String(JournalEvent.ID.maximumSequence)).utf8)
        #expect((try? JournalEvent.decode(line: largest[...]))?.id.sequence == JournalEvent.ID.maximumSequence)
    }

    /// The audit's reproduction: the line appended to this device's journal, with the snapshot
    /// removed (a rebuild) and kept (the line read as the tail after it).
    @Test(arguments: [false, true])
    func aChangeAfterAnIntMaxSequenceIsSaved(keepingSnapshot: Bool) throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try store.toggleBookmark("k:日")
        try store.toggleBookmark("k:月")
        store.close()
        if !keepingSnapshot { try FileManager.default.removeItem(at: store.snapshotURL) }
        let handle = try FileHandle(forWritingTo: store.journalURL)
        handle.seekToEndOfFile()
        handle.write(Data((Self.line(device: store.device, sequence: "9223372036854775807") + "\n").utf8))
        try handle.close()

        clock.advance(by: 60)
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        defer { reopened.close() }
        let notice = try #require(reopened.recoveryNotice)
        #expect(notice.contains(store.journalURL.lastPathComponent))
        // Read after the snapshot or in a rebuild, the line is named by its place in the file.
        #expect(notice.contains("line 3: skipped a line with no valid id"))
        #expect(!reopened.progress.isBookmarked("v:二:に"))
        try reopened.toggleBookmark("k:火")
        let last = try #require(try String(contentsOf: store.journalURL, encoding: .utf8).split(separator: "\n").last)
        #expect(last.hasPrefix(#"{"id":"\#(store.device):3""#))
        #expect(reopened.progress.isBookmarked("k:火"))
    }

    /// The decks' edit logs count on from their last sequence number the same way.
    @Test func aDeckEditWithASequenceAboveTheBoundIsPassedOver() throws {
        let temporary = TemporaryDirectory()
        let edit = UserDeckEdit(time: 1_800_000_000, device: "a1", seq: 1, op: .deck, deck: "mine", title: "Mine",
                                kind: .vocab, itemsPerDay: 10)
        let line = try #require(String(data: try JSONEncoder().encode(edit), encoding: .utf8))
        let absurd = line.replacingOccurrences(of: #""seq":1"#, with: #""seq":9223372036854775807"#)
        #expect(absurd != line)
        let url = temporary.write(line + "\n" + absurd + "\n", to: "decks-a1.jsonl")
        #expect(UserDeckSync.edits(in: url).map(\.seq) == [1])
    }
}
