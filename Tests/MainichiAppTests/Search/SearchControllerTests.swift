import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Search as a person uses it: / from anywhere, results on every key press, opening a result.
@Suite("Search screen")
struct SearchControllerTests {
    /// Opens search with / from the main menu.
    static func openSearch(_ app: TestApp) throws -> SearchController {
        app.press("/")
        return try #require(app.application.navigationController.topController as? SearchController)
    }

    @Test("/ opens search; typing romaji shows the kana and finds 食べる on every key press")
    func typingRomaji() throws {
        let app = try TestApp()
        let search = try Self.openSearch(app)
        #expect(app.screen.contains("Type a word, a reading, romaji or English."))
        app.press("ta")
        let afterTwo = search.results.count
        app.press("be")
        #expect(search.results.count < afterTwo)
        #expect(app.screen.contains("tabe › たべ"))
        #expect(app.screen.contains("食べる"))
        #expect(app.lines[0].contains("\(search.results.count) found"))
        // j and k are text, not movement.
        app.press("j")
        #expect(search.field.text == "tabej")
    }

    /// A paste of a few KB of ASCII froze the app: every key searched again over a longer query.
    @Test("A pasted page of letters is cut to the longest query and searched once, when drawn")
    func pastedPageSearchesOnce() throws {
        let app = try TestApp()
        let search = try Self.openSearch(app)
        let before = search.searchCount
        for _ in 0..<5_000 { _ = app.application.navigationController.handle(.character("a")) }
        #expect(search.searchCount == before)
        app.application.render()
        #expect(search.searchCount == before + 1)
        #expect(search.field.text == String(repeating: "a", count: SearchController.maximumQueryLength))
        #expect(app.screen.contains("Nothing found"))
    }

    /// Audit F4: keys that arrive in one read are handled before the next frame; a mouse report
    /// typed into the field and PageDown in the same read crashed (the table paged over the rows
    /// of the last frame while the pending search replaced them).
    @Test("Typing and PageDown in one read page through the results of what was typed", arguments: [Key.pageDown, .pageUp, .down])
    func typingThenPagingBeforeAFrame(key: Key) throws {
        let app = try TestApp()
        let search = try Self.openSearch(app)
        app.press("a")
        #expect(!search.results.isEmpty)
        let navigation = app.application.navigationController
        for typed in Key.sequence("0;1;1M") { _ = navigation.handle(typed) }
        _ = navigation.handle(key)
        app.application.render()
        #expect(search.field.text == "a0;1;1M")
        #expect(search.results.isEmpty)
        #expect(app.screen.contains("Nothing found"))
        // And back to results: paging moves within them.
        for _ in 0..<6 { _ = navigation.handle(.backspace) }
        _ = navigation.handle(.pageDown)
        app.application.render()
        #expect(search.field.text == "a")
        #expect(search.selectedResult != nil)
    }

    /// An 8 KB paste into search (issue 27: it took seconds): bracketed, or key by key as a
    /// terminal without bracketed paste sends it, the field ends with the same text, cut only at
    /// the longest query, and no key of it acts as a command.
    @Test("An 8 KB paste lands in the field the same whether bracketed or typed key by key")
    func eightKilobytePaste() throws {
        let text = String(String(repeating: "tabemono? q/ ", count: 700).prefix(8_192))
        let expected = String(text.prefix(SearchController.maximumQueryLength))
        let bracketed = try TestApp()
        let first = try Self.openSearch(bracketed)
        bracketed.application.paste(text)
        #expect(first.field.text == expected)
        let typed = try TestApp()
        let second = try Self.openSearch(typed)
        for character in text { _ = typed.application.navigationController.handle(.character(character)) }
        typed.application.render()
        #expect(second.field.text == expected)
        for app in [bracketed, typed] {
            #expect(app.application.navigationController.topController is SearchController)
            #expect(app.lines[0].contains("Search"))
        }
    }

    @Test("Every way of typing finds 食べる", arguments: ["たべ", "食", "eat"])
    func findsTaberu(query: String) throws {
        let app = try TestApp()
        let search = try Self.openSearch(app)
        app.press(query)
        #expect(search.results.prefix(15).contains { $0.word == "食べる" })
        #expect(app.screen.contains("食べる"))
    }

    @Test("Rows line up: kind, word, reading, meaning, level and day in columns")
    func rowsAligned() throws {
        let app = try TestApp()
        _ = try Self.openSearch(app)
        app.press("taberu")
        let header = try #require(app.lines.firstIndex { $0.contains("Reading") && $0.contains("Meaning") })
        let readingColumn = app.lines[header].displayColumn(of: "Reading")
        let rows = app.lines[(header + 1)...].filter { $0.hasPrefix(" V ") || $0.hasPrefix(" K ") }
        #expect(rows.count >= 2)
        for row in rows {
            let cell = row.displayPrefix(columns: readingColumn)
            #expect(cell.displayWidth == readingColumn)
            #expect(!row.displaySuffix(from: readingColumn).hasPrefix(" "), "\(row)")
        }
    }

    @Test("Down and Ctrl-N move while typing; Enter opens the selected item's detail; Esc goes back")
    func openResult() throws {
        let app = try TestApp()
        let search = try Self.openSearch(app)
        app.press("食")
        let second = search.results[1]
        app.press(.down)
        app.press(.control("n"))
        app.press(.control("p"))
        #expect(search.selectedResult == second)
        app.press("\r")
        #expect(app.application.navigationController.topController !== search)
        #expect(app.lines[0].contains(second.word))
        app.press(.escape)
        #expect(app.application.navigationController.topController === search)
        app.press(.escape)
        #expect(app.application.navigationController.topController is MainMenuController)
    }

    @Test("Tab moves to the results, where d opens the item's day study list and letters go back to typing")
    func openDay() throws {
        let app = try TestApp()
        let search = try Self.openSearch(app)
        app.press("taberu")
        let result = try #require(search.selectedResult)
        app.press("\t")
        #expect(search.isBrowsing)
        app.press("d")
        let list = try #require(app.application.navigationController.topController as? StudyListController)
        #expect(list.title == "\(result.level!.displayName) Day \(result.day)")
        #expect(app.screen.contains(result.word))
        // The item is selected in its day, not the day's first row.
        let row = try #require(list.tableView.selectedIndexPath?.row)
        #expect(list.item(atRow: row).id == result.id)
        #expect(row > 0, "食べる should not be its day's first word, or this test proves nothing")
        app.press(.escape)
        app.press("x")
        #expect(!search.isBrowsing)
        #expect(search.field.text == "taberux")
    }

    @Test("Ctrl-G while typing opens the selected result's day with that result selected")
    func openDayWhileTyping() throws {
        let app = try TestApp()
        let search = try Self.openSearch(app)
        app.press("食")
        app.press(.down)
        app.press(.down)
        let result = try #require(search.selectedResult)
        app.press(.control("g"))
        let list = try #require(app.application.navigationController.topController as? StudyListController)
        let row = try #require(list.tableView.selectedIndexPath?.row)
        #expect(list.item(atRow: row).id == result.id)
    }

    @Test("At 160 columns the reading column grows to show whole reading lists; the meaning keeps the rest")
    func wideLayout() throws {
        let app = try TestApp(size: Size(width: 160, height: 48))
        _ = try Self.openSearch(app)
        app.press("人")
        let row = try #require(app.lines.first { $0.hasPrefix(" K  人 ") })
        let reading = (app.context.library.item(withID: "k:人").map { item -> String in
            guard case .kanji(let kanji) = item else { return "" }
            return (kanji.onyomi + kanji.displayKunyomi).joined(separator: ", ")
        }) ?? ""
        #expect(!reading.isEmpty && row.contains(reading), "\(row)")
        let header = try #require(app.lines.first { $0.contains("Reading") && $0.contains("Meaning") })
        #expect(header.displayColumn(of: "Meaning") - header.displayColumn(of: "Reading") <= 160 / 4 + 2)
    }

    @Test("A cut reading list ends with the mark right after a whole character, never after a blank or comma",
          arguments: [Size(width: 40, height: 12), Size(width: 80, height: 24)])
    func truncationMark(size: Size) throws {
        let app = try TestApp(size: size)
        _ = try Self.openSearch(app)
        app.press("食")
        let rows = app.lines.filter { $0.hasPrefix(" V ") || $0.hasPrefix(" K ") }
        #expect(rows.contains { $0.contains(String(String.truncationMark)) })
        // A row under a scroll mark is cut where the mark falls: its cut mark can follow anything.
        for row in rows where !row.trimmingCharacters(in: .whitespaces).hasSuffix("more") {
            #expect(!row.contains(" >") && !row.contains(",>"), "\(row)")
        }
    }

    @Test("truncatedList drops the separator before the mark", arguments: [
        ("ショク, ジキ, く(う)", 10, "ショク>"), ("ショク, ジキ", 12, "ショク, ジキ"), ("to eat; to drink", 9, "to eat>"),
        ("(male) (vulg) to eat", 9, "(male)>"), ("召し上がる", 8, "召し上>"), ("abc", 0, ""),
    ])
    func truncatedList(text: String, width: Int, expected: String) {
        #expect(text.truncatedList(toWidth: width) == expected)
        #expect(text.truncatedList(toWidth: width).displayWidth <= width)
    }

    @Test("The footer while browsing names each key once")
    func browsingFooter() throws {
        let app = try TestApp()
        _ = try Self.openSearch(app)
        app.press("eat\t")
        let footer = try #require(app.lines.last)
        #expect(footer.components(separatedBy: "Enter open").count == 2, "\(footer)")
        #expect(footer.contains("d day"))
        // Tab goes back to the field here, and the footer says so (it said "Tab results").
        #expect(footer.contains("Tab type"))
        #expect(!footer.contains("Tab results"))
    }

    @Test("No results says so")
    func nothingFound() throws {
        let app = try TestApp()
        _ = try Self.openSearch(app)
        app.press("qqqqzz")
        #expect(app.screen.contains("Nothing found for \"qqqqzz\"."))
    }
}

extension String {
    /// The display column where `needle` starts.
    func displayColumn(of needle: String) -> Int {
        guard let range = range(of: needle) else { return -1 }
        return String(self[..<range.lowerBound]).displayWidth
    }

    /// The leading characters that fill `columns` display columns.
    func displayPrefix(columns: Int) -> String {
        var result = "", width = 0
        for character in self {
            if width + character.displayWidth > columns { break }
            result.append(character)
            width += character.displayWidth
        }
        return result
    }

    /// What follows the first `columns` display columns.
    func displaySuffix(from columns: Int) -> String {
        String(dropFirst(displayPrefix(columns: columns).count))
    }
}
