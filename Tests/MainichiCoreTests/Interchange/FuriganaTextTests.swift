import MainichiCore
import Testing

@Suite("Furigana text")
struct FuriganaTextTests {
    @Test("brackets give the reading of the characters before them", arguments: [
        ("食[た]べる", "食べる", "たべる"),
        ("日本語[にほんご]", "日本語", "にほんご"),
        (" 食[た]べる", "食べる", "たべる"),
        ("お 茶[ちゃ]", "お茶", "おちゃ"),
        ("日本[にっ ぽん]", "日本", "にっぽん"),
        ("私[わたし]は 日本語[にほんご]", "私は日本語", "わたしはにほんご"),
        ("たべる", "たべる", "たべる"),
    ])
    func parse(text: String, word: String, reading: String) {
        let parsed = FuriganaText.parse(text)
        #expect(parsed.word == word)
        #expect(parsed.reading == reading)
    }

    @Test("only text with a bracket group has readings")
    func hasReadings() {
        #expect(FuriganaText.hasReadings("食[た]べる"))
        #expect(!FuriganaText.hasReadings("食べる"))
        #expect(!FuriganaText.hasReadings("a [b"))
    }
}
