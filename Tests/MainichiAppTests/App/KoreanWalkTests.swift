import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Walks the app in Korean on the in-memory terminal, from every main-menu entry three screens
/// deep and into the help overlay, and fails on an English sentence in the chrome (title bar,
/// status line, footer) of any screen it passes: the same check the commands get.
@Suite("Korean walk through every screen")
struct KoreanWalkTests {
    @Test("from every menu entry three screens deep and the key help: no English sentence in the chrome",
          arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func walk(size: Size) throws {
        let entries = try TestApp(size: size, localeEnvironment: ["LANG": "ko_KR.UTF-8"]).context.deckStore == nil ? 10 : 12
        var visited = 0
        for index in 0..<entries {
            let app = try TestApp(size: size, localeEnvironment: ["LANG": "ko_KR.UTF-8"])
            app.press(String(repeating: "j", count: index))
            for step in ["\r", "\r", "\r", "?"] {
                app.press(step)
                visited += 1
                let chrome = [app.lines.first ?? "", app.lines.dropLast().last ?? "", app.lines.last ?? ""]
                let english = EnglishSentences.find(in: chrome.joined(separator: "\n"))
                #expect(english.isEmpty, "menu row \(index), after \(step.debugDescription) at \(size): \(english)\n\(app.screen)")
                #expect(app.terminal.buffer.hasWholeGlyphs, "menu row \(index) at \(size): a wide glyph was cut")
            }
        }
        #expect(visited == entries * 4)
    }
}
