import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The index built from deck outlines, a deck a step, answers as one built from the fully decoded
/// items, so reading only the outline changes nothing the learner sees in search.
@Suite struct SearchIndexBuilderTests {
    @Test("The bundled decks' index built from outlines answers every query as one built from the decoded items")
    func outlineIndexAnswersAsTheDecodedOne() throws {
        let library = try DeckLibrary(directory: SearchIndexCacheTests.decks)
        let outlined = SearchIndex.build(library: library)
        #expect(outlined.problems.isEmpty)
        #expect(!library.isLoaded(kind: .vocab, level: .n1), "built from the outline, N1 not decoded")
        var items: [StudyItem] = []
        for summary in library.summaries { items += try library.deck(id: summary.deckID).items }
        let korean = KoreanLibrary(decksDirectory: library.directory)
        let decoded = SearchIndex(items: items) { word in
            if case .word(_, let hangul)? = korean.cognate(for: word) { return hangul }
            return nil
        }
        #expect(outlined.count == decoded.count)
        for query in SearchIndexCacheTests.queries + ["공부", "전화", "약속", "hito"] {
            #expect(outlined.search(query) == decoded.search(query), "\(query)")
        }
        // Built again now that every deck is decoded: the decoded decks are used, the same index.
        let again = SearchIndex.build(library: library)
        for query in ["tabe", "cat", "日"] { #expect(again.search(query) == outlined.search(query), "\(query)") }
    }

    @Test("A build goes a deck a step and can be left at any step; a broken deck is left out and named")
    func stepsAndProblems() throws {
        let temporary = TemporaryDirectory()
        let directory = FixtureDecks.makeDirectory(in: temporary)
        let library = try DeckLibrary(directory: directory)
        var builder = SearchIndexBuilder(library: library)
        var steps = 0
        while !builder.isFinished {
            builder.step()
            steps += 1
        }
        #expect(steps == library.summaries.count)
        #expect(builder.index.search("go").isEmpty == false)
        #expect(builder.step() == false)

        // Listed while whole, then torn before the build reads it.
        let listed = try DeckLibrary(directory: directory)
        temporary.write("{\"format\": 1, \"kind\": \"vocab\"", to: "Decks/vocab/n4.json")
        let broken = SearchIndex.build(library: listed)
        #expect(broken.problems.count == 1)
        #expect(broken.problems.first?.contains("n4.json") == true)
        #expect(!broken.search("go").isEmpty, "the other decks are still indexed")
    }
}
