import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Read in the main menu: the files read last, each with the line the learner got to.
@Suite("Read files list")
struct ReaderFilesControllerTests {
    @Test("At 80x24 and 40x12, in English and Korean, a long file name is cut, never the line it was left at")
    func lineNeverCut() throws {
        for (environment, line) in [([String: String](), "line 57"), (["LANG": "ko_KR.UTF-8"], "57행")] {
            for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
                let scratch = TemporaryDirectory()
                let directory = scratch.file("mainichi-files")
                let app = try TestApp(size: size, directory: directory, localeEnvironment: environment)
                let shelf = app.context.readerShelf
                try shelf.note("/books/東京の雪のニュース記事です.txt", line: 56, column: 0, at: app.context.now)
                try shelf.note("/books/short.txt", line: 2, column: 0, at: app.context.now.addingTimeInterval(1))
                let menu = try #require(app.application.navigationController.topController as? MainMenuController)
                menu.open(.read)
                app.application.render()
                let row = try #require(app.lines.first { $0.contains("東京の雪") }, "\(app.screen)")
                #expect(row.contains(line), "\(size): \(row)")
                #expect(app.lines.contains { $0.contains("short.txt") }, "\(app.screen)")
                #expect(app.terminal.buffer.hasWholeGlyphs)
            }
        }
    }
}
