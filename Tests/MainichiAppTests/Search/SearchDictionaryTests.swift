import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Search over the decks and then the offline dictionary: deck items first, then entries no deck
/// has below a "not in your decks" row, each opening a read-only entry screen.
@Suite("Search with the dictionary")
struct SearchDictionaryTests {
    @Test("Deck items come first; dictionary rows after them are entries no deck has, below the mark")
    func deckItemsFirst() throws {
        let app = try TestApp(size: Size(width: 80, height: 40))
        let search = try SearchControllerTests.openSearch(app)
        app.press("neko")
        #expect(!search.results.isEmpty)
        #expect(!search.dictionaryResults.isEmpty)
        #expect(search.dictionaryResults.allSatisfy { $0.entry.level == nil })
        let lines = app.lines
        let mark = try #require(lines.firstIndex { $0.contains("-- not in your decks --") })
        let lastDeckRow = try #require(lines.lastIndex { $0.hasPrefix(" V ") || $0.hasPrefix(" K ") })
        let firstDictionaryRow = try #require(lines.firstIndex { $0.hasPrefix(" D ") })
        #expect(lastDeckRow < mark && mark < firstDictionaryRow)
        let first = try #require(search.dictionaryResults.first)
        #expect(lines[firstDictionaryRow].contains(first.entry.headword))
    }

    @Test("Enter on a dictionary row opens its entry with every sense; Esc comes back")
    func openEntry() throws {
        let app = try TestApp()
        let search = try SearchControllerTests.openSearch(app)
        app.press("nekomimi")
        let found = try #require(search.dictionaryResults.first)
        if search.results.isEmpty {
            #expect(search.selectedResult == nil)
        } else {
            for _ in search.results { app.press(.down) }
        }
        app.press("\r")
        let screen = try #require(app.application.navigationController.topController as? DictionaryEntryController)
        #expect(screen.entry == found.entry)
        #expect(app.screen.contains(found.entry.headword))
        #expect(app.screen.contains("not in your decks"))
        for sense in found.entry.senses.prefix(3) {
            #expect(app.screen.contains(try #require(sense.glosses.first)))
        }
        app.press(.escape)
        #expect(app.application.navigationController.topController === search)
    }
}
