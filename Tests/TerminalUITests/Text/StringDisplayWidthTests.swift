import Testing
import TerminalUI

@Suite("Truncating, padding and wrapping by display width")
struct StringDisplayWidthTests {
    @Test("Text that fits is unchanged")
    func fits() {
        #expect("食べる".truncated(toWidth: 6) == "食べる")
        #expect("abc".truncated(toWidth: 10) == "abc")
    }

    @Test("Cut text ends with the ASCII mark and never splits a wide glyph")
    func truncation() {
        #expect("to eat, to live".truncated(toWidth: 6) == "to ea>")
        // 4 columns: "食" (2) + room for 1 more before the mark; "べ" would straddle, so a space.
        #expect("食べる".truncated(toWidth: 4) == "食 >")
        #expect("食べる".truncated(toWidth: 5) == "食べ>")
        #expect("食べる".truncated(toWidth: 5).displayWidth == 5)
        #expect("食べる".truncated(toWidth: 3, mark: nil) == "食 ")
        #expect("食べる".truncated(toWidth: 0) == "")
    }

    @Test("Padding reaches the exact width on either side")
    func padding() {
        #expect("日本".padded(toWidth: 6) == "日本  ")
        #expect("日本".padded(toWidth: 6, alignment: .trailing) == "  日本")
        #expect("ab".padded(toWidth: 5, alignment: .center) == " ab  ")
        #expect("日本語です".padded(toWidth: 5).displayWidth == 5)
    }

    @Test("Wrapping breaks English at spaces and Japanese anywhere")
    func wrapping() {
        #expect("the quick brown fox".wrapped(toWidth: 10) == ["the quick", "brown fox"])
        #expect("日本語の勉強".wrapped(toWidth: 5) == ["日本", "語の", "勉強"])
        #expect("one\ntwo".wrapped(toWidth: 10) == ["one", "two"])
        #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
        for line in "a mix of 日本語 and English words".wrapped(toWidth: 7) {
            #expect(line.displayWidth <= 7)
        }
    }

    @Test("Plain ASCII text wraps as any other: spaces at breaks dropped, long words cut, blank lines kept")
    func wrappingASCII() {
        #expect("  leading, double  spaces and a verylongword at the end  ".wrapped(toWidth: 8)
                == ["leading,", "double ", "spaces", "and a", "verylong", "word at", "the end ", ""])
        #expect("a b c d e f".wrapped(toWidth: 1) == ["a", "b", "c", "d", "e", "f"])
        #expect("first\n\nthird line here".wrapped(toWidth: 6) == ["first", "", "third", "line", "here"])
        #expect("exactly ten chars".wrapped(toWidth: 10) == ["exactly", "ten chars"])
        // The same breaks when a wide character sends the text through the grapheme loop.
        #expect("exactly ten chars 日".wrapped(toWidth: 10) == ["exactly", "ten chars", "日"])
    }
}
