import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// A word's entry on the Read screen lists the longer dictionary words the segmenter cut into
/// words (授業中 as 授業 + 中): Enter opens one, `+` adds it with its sentence.
@Suite("Read screen: longer words")
struct ReaderLongerWordsTests {
    static let text = ReaderText(path: "/texts/class.txt", name: "class.txt", lines: ["授業中に寝てしまった。"])

    /// Presses j until a longer word's row is selected (at most `limit` times).
    static func selectLongerWord(_ app: TestApp, _ detail: DetailController, limit: Int = 20) {
        for _ in 0..<limit where !(detail.selectedRow?.key.hasPrefix("longer:") ?? false) { app.press("j") }
    }

    @Test("Enter on 授業 shows 授業中 under its entry; Enter on it opens its entry; + there adds it with the sentence")
    func openAndAdd() throws {
        let app = try ReaderTestText.app(Self.text)
        let deck = try app.context.userDecks.createDeck(title: "Reading", kind: .vocab)
        let reader = try ReaderTestText.reader(app)
        #expect(reader.currentToken?.text == "授業")
        app.press("\r")
        let detail = try #require(app.application.navigationController.topController as? DetailController)
        #expect(detail.longerWords.first?.form == "授業中")
        #expect(app.screen.contains("Also in the dictionary here"), "\(app.screen)")
        let row = try #require(app.lines.first { $0.contains("授業中") && $0.contains("じゅぎょうちゅう") }, "\(app.screen)")
        #expect(row.contains("in class"), "\(row)")
        Self.selectLongerWord(app, detail)
        #expect(detail.selectedRow?.key == "longer:0")
        app.press("\r")
        let entry = try #require(app.application.navigationController.topController as? DictionaryEntryController)
        #expect(entry.entry.headword == "授業中")
        #expect(app.lines[1].contains("授業中"))
        app.press("+")
        #expect(app.application.navigationController.topController is DeckPickerController)
        app.press("\r")
        #expect(app.application.navigationController.topController === entry)
        #expect(app.screen.contains("added 授業中 to Reading"), "\(app.screen)")
        let item = try #require(try app.context.userDecks.deck(deck.id).items.first)
        #expect(item.word == "授業中")
        #expect(item.reading == "じゅぎょうちゅう")
        #expect(item.examples.map(\.ja) == ["授業中に寝てしまった。"])
        #expect(app.context.progress.progress.srs[item.id] != nil)
        // Back on the text, 授業 itself was not added.
        app.press(.escape)
        app.press(.escape)
        #expect(app.application.navigationController.topController === reader)
        #expect(try app.context.userDecks.deck(deck.id).items.count == 1)
    }

    @Test("Enter on 中 shows 授業中 too; + on its row adds it, + on the entry adds 中 itself with the sentence")
    func fromTheEndAndPlus() throws {
        let app = try ReaderTestText.app(Self.text)
        let deck = try app.context.userDecks.createDeck(title: "Reading", kind: .vocab)
        let reader = try ReaderTestText.reader(app)
        app.press("l")
        #expect(reader.currentToken?.text == "中")
        app.press("\r")
        let detail = try #require(app.application.navigationController.topController as? DetailController)
        #expect(detail.longerWords.map(\.form).contains("授業中"))
        #expect(detail.longerWords.first { $0.form == "授業中" }?.place == .endsHere)
        // + on the title row adds the word of the text, with its sentence.
        #expect(detail.selectedRow?.key.hasPrefix("longer:") == false)
        app.press("+\r")
        var items = try app.context.userDecks.deck(deck.id).items
        #expect(items.map(\.word) == ["中"])
        #expect(items.first?.examples.map(\.ja) == ["授業中に寝てしまった。"])
        Self.selectLongerWord(app, detail)
        let selected = try #require(detail.selectedRow?.key)
        let index = try #require(Int(selected.dropFirst("longer:".count)))
        app.press("+\r")
        #expect(app.application.navigationController.topController === detail)
        items = try app.context.userDecks.deck(deck.id).items
        #expect(items.map(\.word) == ["中", detail.longerWords[index].form])
        #expect(items.last?.examples.map(\.ja) == ["授業中に寝てしまった。"])
    }

    @Test("The words list opens a word as the text has it: 授業 with 授業中 under it")
    func wordsList() throws {
        let app = try ReaderTestText.app(Self.text)
        app.press("c")
        let list = try #require(app.application.navigationController.topController as? ReaderWordsController)
        let row = try #require(list.words.firstIndex { $0.dictionaryForm == "授業" })
        list.tableView.selectRow(at: TableIndexPath(row: row))
        app.press("\r")
        let detail = try #require(app.application.navigationController.topController as? DetailController)
        #expect(detail.longerWords.first?.form == "授業中")
        #expect(detail.minedWord?.sentence == "授業中に寝てしまった。")
    }

    @Test("A word the segmenter kept whole lists none")
    func none() throws {
        let app = try ReaderTestText.app()
        app.press("\r")
        let detail = try #require(app.application.navigationController.topController as? DetailController)
        #expect(detail.longerWords.isEmpty)
        #expect(!app.screen.contains("Also in the dictionary"))
    }

    /// Opens 授業's entry and selects 授業中's row (the screen scrolls to it).
    static func openLongerWords(_ app: TestApp) throws {
        app.press("\r")
        let detail = try #require(app.application.navigationController.topController as? DetailController)
        selectLongerWord(app, detail)
        app.application.render()
    }

    @Test("Snapshots at 80x24 and 40x12 in English: the section's columns line up after wide glyphs")
    func english() throws {
        for size in KoreanSnapshots.sizes {
            let app = try ReaderTestText.app(Self.text, size: size)
            try Self.openLongerWords(app)
            assertSnapshot(app.terminal, named: "reader-longer-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
            let row = try #require(app.lines.first { $0.contains("授業中") && $0.contains("じゅぎょうちゅう") }, "\(app.screen)")
            // 2 spaces, 授業中 (6 columns), 2 spaces: the reading starts at column 1 + 10.
            #expect(String(row[..<row.range(of: "じゅぎょうちゅう")!.lowerBound]).displayWidth == 11, "\(row)")
            let chrome = [app.lines.first ?? "", app.lines.last ?? ""].joined()
            #expect(!chrome.unicodeScalars.contains { KoreanSnapshots.ambiguous.contains($0) })
        }
    }

    @Test("Snapshots at 80x24 and 40x12 in Korean")
    func korean() throws {
        try KoreanSnapshots.check("reader-longer") { app in
            app.application.navigationController.push(ReaderController(context: app.context, text: Self.text,
                                                                      shelf: app.context.readerShelf))
            app.application.render()
            try Self.openLongerWords(app)
            #expect(app.screen.contains("사전에 있는 더 긴 단어"), "\(app.screen)")
        }
    }
}
