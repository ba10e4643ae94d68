import Foundation
import Testing
@testable import MainichiCore

/// The committed decks give every example its readings and most words their pitch accent.
@Suite("Example readings and pitch accent in the bundled decks")
struct ExampleReadingIntegrityTests {
    static let decksDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Decks")

    func words() throws -> [VocabItem] {
        let library = try DeckLibrary(directory: Self.decksDirectory)
        return try library.summaries(of: .vocab).flatMap { summary in
            try library.deck(id: summary.deckID).items.compactMap(\.vocab)
        }
    }

    @Test("Every example carries segments that spell it, with a kana reading on every kanji segment")
    func everyExampleCanBeRead() throws {
        var unread: [String] = []
        for word in try words() {
            for example in word.examples {
                let spelled = example.segments.map(\.text).joined().filter { !$0.isWhitespace }
                let bare = example.segments.contains { $0.reading.isEmpty && $0.text.contains(where: Kana.isKanji) }
                if example.segments.isEmpty || spelled != example.japanese.filter({ !$0.isWhitespace }) || bare {
                    unread.append("\(word.id): \(example.japanese)")
                }
            }
        }
        #expect(unread.isEmpty, "\(unread.prefix(10))")
    }

    @Test("At least 89% of the words carry a pitch accent that fits their reading")
    func pitchCoverage() throws {
        let all = try words()
        let covered = all.filter { $0.pitchAccent != nil }.count
        #expect(all.count > 0)
        #expect(Double(covered) >= 0.89 * Double(all.count), "\(covered) of \(all.count)")
    }
}
