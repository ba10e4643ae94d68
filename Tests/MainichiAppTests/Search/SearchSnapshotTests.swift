import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Snapshots of the search screen at 80x24, 40x12 and 160x48, dark and monochrome: kanji with
/// long reading lists, a half-typed romaji query, and browsing the results.
@Suite("Search snapshots")
struct SearchSnapshotTests {
    @Test("Kanji results: reading lists sized from the rows shown, cut after a whole reading")
    func kanjiResults() throws {
        try StudyScreenSnapshots.check("search-person") { $0.press("/人") }
    }

    @Test("A half-typed romaji query: English first, the hint shows the pending letter")
    func halfTyped() throws {
        try StudyScreenSnapshots.check("search-cat") { $0.press("/cat") }
    }

    @Test("Browsing the results with Tab")
    func browsing() throws {
        try StudyScreenSnapshots.check("search-browsing") { $0.press("/eat\tjj") }
    }
}

extension SearchSnapshotTests {
    @Test("A word no deck has: dictionary rows below the 'not in your decks' mark")
    func dictionaryRows() throws {
        try StudyScreenSnapshots.check("search-dictionary") { $0.press("/nekomimi") }
    }
}
