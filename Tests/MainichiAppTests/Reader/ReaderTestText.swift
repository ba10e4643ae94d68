import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// A short text and a Read screen over it, for the reader's tests.
enum ReaderTestText {
    /// Four lines: an inflected verb, a sentence of common words, a blank line, a place name.
    static let story = ReaderText(path: "/texts/story.txt", name: "story.txt", lines: [
        "猫が魚を食べさせられた。",
        "私は毎朝パンを食べています。",
        "",
        "東京は日本の首都です。",
    ])

    /// An app whose root is the Read screen over `text`.
    static func app(_ text: ReaderText = story, size: Size = Size(width: 80, height: 24), theme: Theme = .dark,
                    localeEnvironment: [String: String] = [:], directory: URL? = nil) throws -> TestApp {
        try TestApp(size: size, directory: directory, theme: theme,
                    root: { ReaderController(context: $0, text: text, shelf: $0.readerShelf) },
                    localeEnvironment: localeEnvironment)
    }

    /// The Read screen of `app`, wherever it is on the stack.
    static func reader(_ app: TestApp) throws -> ReaderController {
        try #require(app.application.navigationController.viewControllers.compactMap { $0 as? ReaderController }.first)
    }

    /// The screen cell where `text` first shows, found by display width.
    static func point(of text: String, in app: TestApp) -> Point? {
        for (y, line) in app.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            return Point(x: String(line[..<range.lowerBound]).displayWidth, y: y)
        }
        return nil
    }

    /// The role `text` is drawn in (its first cell).
    static func role(of text: String, in app: TestApp) -> StyleRole? {
        point(of: text, in: app).flatMap { app.terminal.role(at: $0) }
    }
}
