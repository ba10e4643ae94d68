import Testing
@testable import TerminalUI

@Suite("Table key map labels")
struct TableKeyMapTests {
    @Test("On an open row the expand key says the collapse label when the chrome has one")
    func collapseLabel() {
        var chrome = ChromeText.english
        #expect(TableKeyMap(chrome: chrome, expands: true, selectionIsExpanded: true).expand.label == "expand",
                "English keeps its label")
        chrome.collapseLabel = "fold"
        #expect(TableKeyMap(chrome: chrome, expands: true, selectionIsExpanded: true).expand.label == "fold")
        #expect(TableKeyMap(chrome: chrome, expands: true, selectionIsExpanded: false).expand.label == "expand")
    }
}
