import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The times of the learner's deck changes (`decks/sync/made.jsonl`): the lines a note writes.
@Suite("Deck change times")
struct UserDeckChangeTimesTests {
    static let keys = [
        "manga-words", "manga-words\tv:#00ff3a9b12c4d5e6", "manga-words\tk:#0123456789abcdef", "my-jlpt-n5\tv:#1",
        "", "a\"quoted\" deck", "back\\slash", "a/b", "日本語\tv:#2", "bell\u{7}\tv:#3", "line\nbreak",
    ]

    @Test("the lines noted for many keys are the encoder's lines, byte for byte, at any time", arguments: [
        1_764_390_000.0, 1_764_390_000.125, 1_764_390_061.987654321, 0.5, 0,
    ])
    func linesAsTheEncoderWritesThem(time: Double) throws {
        let fast = UserDeckChangeTimes.encoded(Self.keys, time: time)
        let slow = UserDeckChangeTimes.encoded(Self.keys.map { UserDeckChangeTimes.Line(key: $0, time: time) })
        #expect(String(decoding: fast, as: UTF8.self) == String(decoding: slow, as: UTF8.self))
    }

    @Test("an import's 1,000 keys noted at once read back, each at the time noted")
    func notedKeysReadBack() throws {
        let temporary = TemporaryDirectory()
        let times = UserDeckChangeTimes(logDirectory: temporary.file("data/decks/sync"))
        let keys = (0..<1000).map { UserDeckChangeTimes.key(deck: "bench", item: "v:#\(String($0, radix: 16))") }
        times.note(keys, at: Date(timeIntervalSince1970: 1_764_390_000.25))
        times.note(["bench\tv:#0", "a\"b"], at: Date(timeIntervalSince1970: 1_764_390_100))
        let read = times.read().times
        #expect(read.count == 1001)
        #expect(read["bench\tv:#3e7"] == 1_764_390_000.25)
        #expect(read["bench\tv:#0"] == 1_764_390_100)
        #expect(read["a\"b"] == 1_764_390_100)
    }
}
