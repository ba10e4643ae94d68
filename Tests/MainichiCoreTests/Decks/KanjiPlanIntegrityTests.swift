import Foundation
import Testing
@testable import MainichiCore

/// Checks that the committed decks plan kanji days with the vocabulary (tools/decks/planning.py):
/// no word comes before a kanji of its own level's kanji deck that it is written with.
@Suite("Kanji plan integrity")
struct KanjiPlanIntegrityTests {
    @Test("every kanji a word takes from its own level's kanji deck is taught on or before the word's day")
    func kanjiBeforeWords() throws {
        let library = try DeckIntegrityTests.library.get()
        var checked = 0
        for level in DeckIntegrityTests.levels {
            let kanji = try #require(library.kanji[level])
            let vocab = try #require(library.vocab[level])
            let taught = Dictionary(kanji.items.map { ($0.kanji, $0.day) }, uniquingKeysWith: min)
            for word in vocab.items {
                for character in word.word {
                    guard let day = taught[String(character)] else { continue }
                    checked += 1
                    #expect(day <= word.day, "\(level) \(word.id) on day \(word.day) uses \(character), taught on day \(day)")
                }
            }
        }
        // The levels' own kanji are used by many words: the check is not vacuous.
        #expect(checked > 2_500)
    }

    @Test("at every level at least 95% of the words written with kanji have all their kanji taught by their day")
    func kanjiFirstShare() throws {
        let library = try DeckIntegrityTests.library.get()
        let levels = DeckIntegrityTests.levels
        var taught: [String: (level: Int, day: Int)] = [:]
        for (rank, level) in levels.enumerated() {
            for item in try #require(library.kanji[level]).items where taught[item.kanji] == nil {
                taught[item.kanji] = (rank, item.day)
            }
        }
        for (rank, level) in levels.enumerated() {
            let written = try #require(library.vocab[level]).items.filter { $0.word.contains(where: Kana.isKanji) }
            let covered = written.filter { word in
                word.word.filter(Kana.isKanji).allSatisfy { character in
                    guard let at = taught[String(character)] else { return false }
                    return at.level < rank || (at.level == rank && at.day <= word.day)
                }
            }
            #expect(written.count > 100)
            #expect(Double(covered.count) >= 0.95 * Double(written.count), "\(level): \(covered.count) of \(written.count)")
        }
    }

    @Test("一 to 十 are taught on one N5 kanji day, with 私 and 曜 at N5")
    func numbersTogether() throws {
        let library = try DeckIntegrityTests.library.get()
        let kanji = try #require(library.kanji["N5"])
        let days = Set(kanji.items.filter { "一二三四五六七八九十".contains($0.kanji) }.map(\.day))
        #expect(days.count == 1, "\(days)")
        let n5 = Set(kanji.items.map(\.kanji))
        #expect(n5.isSuperset(of: ["私", "曜"]))
    }

    @Test("N5 kanji day 1 teaches the kanji of the first lessons' words (先生, 学生, the numbers)")
    func firstKanjiDay() throws {
        let library = try DeckIntegrityTests.library.get()
        let vocab = try #require(library.vocab["N5"])
        let kanji = try #require(library.kanji["N5"])
        let taught = Set(kanji.items.map(\.kanji))
        // The kanji the first vocabulary day needs from the N5 kanji deck are all on kanji day 1.
        let needed = Set(vocab.items.filter { $0.day == 1 }.flatMap { $0.word.map(String.init) }).intersection(taught)
        let dayOne = Set(kanji.items.filter { $0.day == 1 }.map(\.kanji))
        #expect(!needed.isEmpty)
        #expect(needed.isSubset(of: dayOne), "\(needed.subtracting(dayOne)) not on kanji day 1")
    }
}

/// The frequent-word decisions of tools/decks/curation.tsv hold in the committed decks.
@Suite("Frequent word decisions")
struct FrequentWordDecisionTests {
    @Test("every keep line names an N2/N1 word of the decks, every move line's word is at its level")
    func decisionsHold() throws {
        let library = try DeckIntegrityTests.library.get()
        let curation = DeckIntegrityTests.decksDirectory.deletingLastPathComponent().appendingPathComponent("tools/decks/curation.tsv")
        let lines = try String(contentsOf: curation, encoding: .utf8).split(separator: "\n")
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        var levelOf: [String: String] = [:]
        for (level, deck) in library.vocab {
            for item in deck.items { levelOf["\(item.word)\t\(item.reading)"] = level }
        }
        let keeps = lines.filter { $0.first == "keep" && $0.count == 4 }
        #expect(keeps.count > 100)
        for line in keeps {
            let level = levelOf["\(line[1])\t\(line[2])"]
            #expect(level == "N2" || level == "N1", "kept \(line[1]) \(line[2]) is at \(level ?? "no level")")
            #expect(!line[3].isEmpty)
        }
        for line in lines where line.first == "move" && line.count == 5 {
            #expect(levelOf["\(line[1])\t\(line[2])"] == line[3], "\(line[1]) \(line[2]) is not at \(line[3])")
        }
    }
}
