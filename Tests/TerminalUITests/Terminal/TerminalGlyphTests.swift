import Testing
@testable import TerminalUI

/// What the backend sends for one cell: ZWJ and friends never reach the terminal, ｼﾞ is two
/// cells rather than `??`, and an over-long cluster shows its base.
@Suite("Terminal glyphs")
struct TerminalGlyphTests {
    /// The terminal's width of one character, as glibc's wcwidth gives it for these cases.
    static func terminalWidth(_ scalar: Unicode.Scalar) -> Int {
        DisplayWidth.of(scalar)
    }

    static func cells(_ grapheme: String, width: Int) -> [String]? {
        TerminalGlyph.cells(for: grapheme, width: width, scalarWidth: terminalWidth)?
            .map { String(String.UnicodeScalarView($0)) }
    }

    @Test("Plain glyphs are one cell as they are")
    func plain() {
        #expect(Self.cells("a", width: 1) == ["a"])
        #expect(Self.cells("中", width: 2) == ["中"])
        #expect(Self.cells("か\u{3099}", width: 2) == ["か\u{3099}"])
    }

    /// ｼﾞ typed into an answer field showed as two literal question marks.
    @Test("Half-width ｼﾞ is written as ｼ and ﾞ in two cells, not ??")
    func halfWidthVoicedMark() {
        let grapheme = "ｼﾞ"
        #expect(grapheme.count == 1)
        #expect(grapheme.displayWidth == 2)
        #expect(Self.cells(grapheme, width: 2) == ["ｼ", "ﾞ"])
    }

    /// 一 + three ZWJ + 一 shifted the row in tmux and left stale cells.
    @Test("Zero-width joiners and other format characters are not sent")
    func zeroWidthFormatDropped() {
        let grapheme = "一\u{200D}\u{200D}\u{200D}"
        #expect(grapheme.count == 1)
        #expect(Self.cells(grapheme, width: 2) == ["一"])
        #expect(Self.cells("a\u{200B}", width: 1) == ["a"])
        #expect(Self.cells("\u{FEFF}", width: 1) == nil)
    }

    @Test("An emoji ZWJ family shows its first person; a pile of marks keeps the base and four")
    func overLongClusters() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        #expect(family.count == 1)
        #expect(Self.cells(family, width: 2) == ["👨"])
        let marks = "a" + String(repeating: "\u{0301}", count: 50)
        #expect(Self.cells(marks, width: 1) == ["a" + String(repeating: "\u{0301}", count: 4)])
    }

    @Test("A control character, or a base of the wrong width, gives nothing (the backend writes ?)")
    func nothingRecognisable() {
        #expect(Self.cells("\u{1B}", width: 1) == nil)
        #expect(Self.cells("中", width: 1) == nil)
    }
}
