import Foundation
import Testing
@testable import MainichiCore

/// The committed decks teach each word in JMdict's first common spelling, or say why not (issue 9).
@Suite("Spellings in the bundled decks")
struct SpellingIntegrityTests {
    /// The `spelling` lines of tools/decks/curation.tsv: word and reading of each.
    static func curatedSpellings() throws -> Set<[String]> {
        let curation = DeckIntegrityTests.decksDirectory.deletingLastPathComponent().appendingPathComponent("tools/decks/curation.tsv")
        let lines = try String(contentsOf: curation, encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        return Set(lines.filter { $0.first == "spelling" && $0.count == 4 && !$0[3].isEmpty }.map { [$0[1], $0[2]] })
    }

    // The twin of the build's check (resolve.later_spellings): a word is taught in JMdict's first
    // common spelling. The decks keep the other spellings of the entry as alternates, so a headword
    // listed after one of its own alternates is a later spelling, and only a reviewed decision of
    // the curation file may teach it (登る, not 上る: climbing).
    @Test("no word is taught in a later spelling of its JMdict entry than one of its alternates unless curation.tsv says why (書取 for 書き取り)")
    func firstSpellings() throws {
        let library = try DeckIntegrityTests.library.get()
        let dictionary = try JapaneseDictionary(decksDirectory: DeckIntegrityTests.decksDirectory)
        let curated = try Self.curatedSpellings()
        var later: [String] = []
        var headwords: Set<[String]> = []
        for item in library.vocab.values.flatMap(\.items) where item.word != item.reading {
            headwords.insert([item.word, item.reading])
            guard let sequence = item.jmdict,
                  let entry = dictionary.lookup(item.word).first(where: { $0.sequence == sequence }),
                  let index = entry.spellings.firstIndex(of: item.word) else { continue }
            let earlier = (item.alternates ?? []).filter { (entry.spellings.firstIndex(of: $0) ?? index) < index }
            if !earlier.isEmpty && !curated.contains([item.word, item.reading]) {
                later.append("\(item.id) after \(earlier.joined(separator: ","))")
            }
        }
        #expect(later.isEmpty, "\(later)")
        #expect(curated.count >= 10)
        let stale = curated.subtracting(headwords)
        #expect(stale.isEmpty, "spelling lines naming no headword: \(stale.sorted { $0[0] < $1[0] })")
    }
}
