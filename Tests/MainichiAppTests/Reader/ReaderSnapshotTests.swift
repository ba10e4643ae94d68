import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Snapshots of the Read screen at 80x24 and 40x12, in English and Korean: a word known, one
/// learning, the others new, readings after the new and learning ones, the cursor on a word.
@Suite("Read screen snapshots")
struct ReaderSnapshotTests {
    /// Puts 毎朝 in reviews (learning) and marks 猫 known, then moves to 食べさせられた.
    static func prepare(_ app: TestApp) throws {
        let morning = try #require(app.context.library.item(withID: "v:毎朝:まいあさ"))
        _ = try app.context.progress.addToReviews([morning.id])
        // The mark reads the progress again, with the card of 毎朝.
        app.press("k")
        app.press("llll")
    }

    @Test("English at 80x24 and 40x12: colours by knowledge, readings, legend and coverage")
    func english() throws {
        for size in KoreanSnapshots.sizes {
            let app = try ReaderTestText.app(size: size)
            try Self.prepare(app)
            app.application.render()
            assertSnapshot(app.terminal, named: "reader-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }

    @Test("Korean at 80x24 and 40x12")
    func korean() throws {
        try KoreanSnapshots.check("reader") { app in
            app.application.navigationController.push(ReaderController(context: app.context, text: ReaderTestText.story,
                                                                      shelf: app.context.readerShelf))
            app.application.render()
            try Self.prepare(app)
        }
    }

    /// A short Aozora Bunko book: title page, ruby, a run cut in two under one reading, colophon.
    static let book = """
        春の手紙
        山田花子

        　朝、郵便受《ゆうびんう》けに手紙が入っていた。台所《だいどころ》で｜古い写真《ふるいしゃしん》を見た。
        　今日《こんにち》、私は丘《おか》へ行く。
        底本：「春の手紙」架空出版
        入力：テスト
        """

    @Test("An Aozora book at 80x24 and 40x12: its ruby as readings, title page and colophon dimmed")
    func aozora() throws {
        let text = try ReaderText.decode(Array(Self.book.utf8), path: nil, strings: Strings(.english))
        for size in KoreanSnapshots.sizes {
            let app = try ReaderTestText.app(text, size: size)
            app.application.render()
            assertSnapshot(app.terminal, named: "reader-aozora-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }

    @Test("Each kind of word looks different from the others in the light, dark and monochrome themes")
    func rolesInEveryTheme() {
        let roles: [StyleRole] = [.readerNew, .readerLearning, .readerKnown, .readerIgnored]
        for theme in [Theme.dark, .light, .monochrome] {
            let looks = theme.addingReaderLooks()
            let styles = roles.map { looks.style(for: $0) }
            #expect(Set(styles.map { "\($0)" }).count == roles.count, "\(theme.name): two kinds of word look the same")
            // New and learning words stand out from plain text, even without colour.
            #expect(looks.style(for: .readerNew) != looks.style(for: .normal), "\(theme.name)")
            #expect(looks.style(for: .readerLearning) != looks.style(for: .normal), "\(theme.name)")
            #expect(looks.style(for: .readerReading) != looks.style(for: .normal), "\(theme.name)")
        }
    }
}
