import Foundation
import Testing
@testable import MainichiCore

/// Decks/index.json, read with the project's JSON parser at every start.
@Suite struct DeckIndexTests {
    static let decksDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Decks")

    @Test("the bundled index lists every JLPT level of both kinds, and the names deck by its id")
    func bundledIndexReads() throws {
        let index = try #require(DeckIndex.read(from: Self.decksDirectory))
        #expect(index.format == 1)
        for kind in DeckKind.allCases {
            #expect(Set(index.decks.filter { $0.kind == kind }.compactMap(\.level)) == Set(Level.allCases))
        }
        let names = try #require(index.decks.first { $0.id != nil })
        #expect(names.level == nil && names.kind == .kanji && names.itemCount > 0 && names.dayCount > 0)
        #expect(index.decks.allSatisfy { $0.bytes > 0 && !$0.title.isEmpty && $0.file.hasSuffix(".json") })
    }

    @Test("an entry not as written makes the whole index unusable (the library then reads the decks)",
          arguments: [#""itemCount":"3""#, #""kind":"grammar""#, #""level":"N6""#, #""id":"Not An Id""#])
    func wrongEntryIsRefused(field: String) throws {
        let good = #"{"format":1,"decks":[{"file":"vocab/n5.json","kind":"vocab","level":"N5","title":"T","itemCount":3,"dayCount":1,"bytes":10}]}"#
        #expect(try DeckIndex.parse(Array(good.utf8))?.decks.first?.itemCount == 3)
        let key = field.prefix { $0 != ":" }
        let entry = #"{"file":"vocab/n5.json","kind":"vocab","level":"N5","title":"T","itemCount":3,"dayCount":1,"bytes":10}"#
        var fields = entry.dropFirst().dropLast().split(separator: ",").filter { !$0.hasPrefix(key) }.map(String.init)
        fields.append(field)
        let bad = #"{"format":1,"decks":[{"# + fields.joined(separator: ",") + "}]}"
        #expect(try DeckIndex.parse(Array(bad.utf8)) == nil)
    }
}
