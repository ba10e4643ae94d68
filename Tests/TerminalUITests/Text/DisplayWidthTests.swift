import Testing
@testable import TerminalUI

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII is one column per character")
    func ascii() {
        #expect("hello, world".displayWidth == 12)
        #expect("".displayWidth == 0)
    }

    @Test("Hiragana, katakana and kanji are two columns each")
    func kanaAndKanji() {
        #expect("たべる".displayWidth == 6)
        #expect("カタカナ".displayWidth == 8)
        #expect("食べる".displayWidth == 6)
        #expect("日本語".displayWidth == 6)
        #expect("ー".displayWidth == 2)
        #expect("。".displayWidth == 2)
    }

    @Test("Fullwidth forms are two columns; halfwidth katakana one")
    func fullwidthAndHalfwidth() {
        #expect("ＡＢＣ１２３".displayWidth == 12)
        #expect("ｶﾀｶﾅ".displayWidth == 4)
        #expect("ｶﾞ".count == 1) // one grapheme cluster...
        #expect("ｶﾞ".displayWidth == 2) // ...but the halfwidth voiced mark takes its own column
        #expect("　".displayWidth == 2) // ideographic space
    }

    @Test("Combining marks add no column")
    func combining() {
        #expect("e\u{301}".displayWidth == 1)
        #expect("か\u{3099}".displayWidth == 2)
        #expect(Character("a\u{308}\u{301}").displayWidth == 1)
    }

    @Test("Emoji take two columns, including joined and flag sequences")
    func emoji() {
        #expect("😀".displayWidth == 2)
        #expect("👍🏽".displayWidth == 2)
        #expect("👨‍👩‍👧".displayWidth == 2)
        #expect("🇯🇵".displayWidth == 2)
        #expect("❤\u{FE0F}".displayWidth == 2)
        #expect("❤".displayWidth == 1)
    }

    @Test("Narrow chrome glyphs stay narrow")
    func chromeGlyphs() {
        #expect("›".displayWidth == 1)
        #expect("✓".displayWidth == 1)
        #expect("✗".displayWidth == 1)
    }

    @Test("Control characters have no width")
    func controls() {
        #expect("a\u{1B}[31mb".displayWidth == 6) // ESC counts 0; "[31m" is printable
        #expect("\r\n".displayWidth == 0)
        #expect("a\tb".displayWidth == 2)
        #expect("\u{85}".displayWidth == 0)
        #expect("a\u{1B}b".removingControlCharacters == "ab")
    }

    @Test("Zero-width characters on their own have no width")
    func zeroWidth() {
        #expect("\u{200D}".displayWidth == 0)
        #expect("\u{FE0F}".displayWidth == 0)
        #expect("\u{200B}".displayWidth == 0)
    }

    @Test("The scalar table agrees on block edges")
    func blockEdges() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x3040)!) == 1) // unassigned before hiragana
        #expect(DisplayWidth.of(Unicode.Scalar(0x3041)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x4DFF)!) == 1) // Yijing hexagram: narrow
        #expect(DisplayWidth.of(Unicode.Scalar(0x4E00)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x20B9F)!) == 2) // 𠮟, CJK extension B
        #expect(DisplayWidth.of(Unicode.Scalar(0xFF60)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFF61)!) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0xAC00)!) == 2) // Hangul syllable
    }
}
