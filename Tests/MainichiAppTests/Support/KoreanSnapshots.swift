import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Golden snapshots of screens in Korean (LANG=ko_KR.UTF-8) at 80x24 and 40x12: the text must fit,
/// no wide glyph may be cut, and no English word of the chrome may be left.
enum KoreanSnapshots {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]
    /// Glyphs many CJK terminals draw two cells wide while others draw one (STYLE: never in chrome).
    static let ambiguous = Set("…─│█▒●○■★×·•▀▄←↑→↓~".unicodeScalars)

    /// Builds a Korean app for each size, runs `setup` and compares with `<name>-ko-<w>x<h>`.
    static func check(_ name: String, welcomeShown: Bool = true, filePath: String = #filePath,
                      sourceLocation: SourceLocation = #_sourceLocation,
                      setup: (TestApp) throws -> Void) throws {
        for size in sizes {
            let app = try TestApp(size: size, welcomeShown: welcomeShown,
                                  localeEnvironment: ["LANG": "ko_KR.UTF-8"])
            try setup(app)
            app.application.render()
            assertSnapshot(app.terminal, named: "\(name)-ko-\(size.width)x\(size.height)", filePath: filePath,
                           sourceLocation: sourceLocation)
            #expect(app.terminal.buffer.hasWholeGlyphs, "\(name) \(size): a wide glyph was cut", sourceLocation: sourceLocation)
            // The chrome (title bar, status line, footer) uses no East-Asian-ambiguous glyph.
            let chrome = [app.lines.first ?? "", app.lines.dropLast().last ?? "", app.lines.last ?? ""].joined()
            let ambiguous = chrome.unicodeScalars.filter { Self.ambiguous.contains($0) }
            #expect(ambiguous.isEmpty, "\(name) \(size): ambiguous glyphs \(ambiguous) in the chrome",
                    sourceLocation: sourceLocation)
            // No English sentence in the chrome: title bar, status line, footer.
            let english = EnglishSentences.find(in: [app.lines.first ?? "", app.lines.dropLast().last ?? "", app.lines.last ?? ""]
                .joined(separator: "\n"))
            #expect(english.isEmpty, "\(name) \(size): English in the chrome: \(english)", sourceLocation: sourceLocation)
            let footer = app.lines.last ?? ""
            for english in ["help", "quit", "back", "move", "open"] {
                #expect(!footer.contains(" \(english)"), "\(name) \(size): English '\(english)' in the footer: \(footer)",
                        sourceLocation: sourceLocation)
            }
        }
    }
}
