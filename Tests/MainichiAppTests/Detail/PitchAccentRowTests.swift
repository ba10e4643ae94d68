import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("The pitch accent row of the word screen")
struct PitchAccentRowTests {
    /// A word from a small fixture, not the bundled decks: 食べる with its pitch dropping after べ.
    static let taberu = VocabItem(id: "v:食べる:たべる", word: "食べる", reading: "たべる", meanings: ["to eat"],
                                  day: 1, level: .n5, partOfSpeech: "ichidan verb, transitive", pitch: 2)

    func open(_ app: TestApp, _ word: VocabItem) {
        app.application.navigationController.push(WordDetailController(context: app.context, word: word, isInLibrary: false))
        app.application.render()
    }

    @Test("Each pattern is drawn with / at the rise and \\ at the drop, and named")
    func patterns() throws {
        let cases: [(String, Int, String)] = [
            ("がっこう", 0, "pitch  が/っこう  平板 (flat)"),
            ("いのち", 1, "pitch  い\\のち  頭高 (head-high)"),
            ("たべる", 2, "pitch  た/べ\\る  中高 (middle-high)"),
            ("おとうと", 4, "pitch  お/とうと\\  尾高 (tail-high)"),
        ]
        for (reading, downstep, expected) in cases {
            let accent = try #require(PitchAccent(reading: reading, downstep: downstep))
            #expect(WordDetailController.pitchLine(accent).map(\.0).joined() == expected)
        }
    }

    @Test("High morae take the accent colour, low ones the normal one")
    func highMoraeAreColoured() throws {
        let accent = try #require(PitchAccent(reading: "たべる", downstep: 2))
        let morae = WordDetailController.pitchLine(accent).filter { $0.1 != .dim }
        #expect(morae.map(\.0) == ["た", "べ", "る"])
        #expect(morae.map(\.1) == [.normal, .accent, .normal])
    }

    @Test("A word the deck gives no pitch for shows no pitch row")
    func noPitchNoRow() throws {
        let app = try TestApp()
        var word = Self.taberu
        word.pitch = nil
        open(app, word)
        #expect(!app.screen.contains("pitch"))
        let other = try TestApp()
        open(other, Self.taberu)
        #expect(other.screen.contains("pitch  た/べ\\る  中高 (middle-high)"))
    }

    @Test("Word screen with its pitch row at 80x24 and 40x12")
    func snapshots() throws {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let app = try TestApp(size: size)
            open(app, Self.taberu)
            assertSnapshot(app.terminal, named: "word-pitch-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }
}
