import Testing
@testable import MainichiCore

@Suite struct TextSanitizerTests {
    @Test(arguments: [
        ("\u{1B}[2Jclear", "clear"),
        ("\u{1B}]0;pwned\u{07}title", "title"),
        ("\u{1B}]2;pwned\u{1B}\\title", "title"),
        ("bell\u{07}", "bell"),
        ("red \u{1B}[31;1mtext\u{1B}[0m", "red text"),
        ("\u{9B}2Jc1 csi", "c1 csi"),
        ("line one\nline two\r\nthree", "line one line two three"),
        ("tab\there", "tab here"),
        ("del\u{7F}ete", "delete"),
        ("\u{1B}7saved\u{1B}8", "saved"),
        ("食べる café", "食べる café"),
        // Bidirectional controls (audit F14): an override, isolates, marks; other punctuation stays.
        ("evil\u{202E}txt.exe", "eviltxt.exe"),
        ("\u{2066}ねこ\u{2069} \u{2067}x\u{2068}y\u{2069}", "ねこ xy"),
        ("a\u{200E}b\u{200F}c\u{061C}d\u{202A}e\u{202B}f\u{202C}g\u{202D}h", "abcdefgh"),
        ("it’s — “quoted” … ok", "it’s — “quoted” … ok"),
    ])
    func stripsControlsAndEscapes(input: String, expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
    }

    @Test func cleanTextIsReturnedUnchanged() {
        let text = "to eat; to live on (e.g. a salary)"
        #expect(TextSanitizer.sanitize(text) == text)
    }

    @Test func hostileDeckLoadsWithoutAnyControlCharacter() throws {
        let item = #"""
        {"id": "v:悪:わる", "word": "悪\u001b[2J", "reading": "わる\u0007", "meanings": ["bad\u001b]0;owned\u0007", "\u001b[31mred\u001b[0m", "\u009b1;1Hmoved"],
         "day": 1, "examples": [{"ja": "悪い\u001b[5n。", "en": "It is\nbad."}]}
        """#
        let deck = try DeckLoader.decode(Array(FixtureDecks.vocab(items: [item]).utf8), file: "evil.json")
        let word = try #require(deck.items.first?.vocab)
        let texts = [word.word, word.reading] + word.meanings + [word.examples[0].japanese, word.examples[0].english]
        #expect(texts == ["悪", "わる", "bad", "red", "moved", "悪い。", "It is bad."])
        for text in texts {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }
}
