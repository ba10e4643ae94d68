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

    @Test("A one-kanji word read by its kun'yomi has examples showing it as a word of its own (碑 いしぶみ never inside 記念碑)")
    func oneKanjiWordsStandAlone() throws {
        var onyomi: [String: Set<String>] = [:]
        for file in ["kanji/n5.json", "kanji/n4.json", "kanji/n3.json", "kanji/n2.json", "kanji/n1.json", "kanji/names.json"] {
            for item in try KanjiDeckIntegrityTests.deck(file).items {
                onyomi[item.kanji] = Set(item.onyomi.map { Kana.hiragana(from: $0.filter { $0 != "-" && $0 != "." }) })
            }
        }
        let affix = ["prefix", "suffix", "counter"]
        var inside: [String] = []
        for word in try words() where word.word.count == 1 && onyomi[word.word].map({ !$0.contains(word.reading) }) == true
            && !affix.contains(where: { (word.partOfSpeech ?? "").contains($0) }) {
            for example in word.examples {
                let segments = example.segments
                let alone = segments.indices.contains { index in
                    let before = index > 0 ? segments[index - 1].text.last : nil
                    let after = index + 1 < segments.count ? segments[index + 1].text.first : nil
                    let joins = { (c: Character?) in
                        c.map { Kana.isKanji($0) || $0.isNumber || $0.unicodeScalars.allSatisfy { (0x30A1...0x30FA).contains($0.value) } } ?? false
                    }
                    return segments[index].text == word.word && segments[index].reading == word.reading
                        && !joins(before) && !joins(after)
                }
                if !alone { inside.append("\(word.id): \(example.japanese)") }
            }
        }
        #expect(inside.isEmpty, "\(inside.count): \(inside.prefix(10))")
    }
}
