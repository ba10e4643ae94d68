import MainichiCore
import Testing

@Suite struct ReadingMatcherTests {
    static let cases: [(readings: [String], answer: String, expected: ReadingMatch)] = [
        // Right: any listed reading, typed as romaji, hiragana or katakana.
        (["たべる"], "taberu", .right("たべる")),
        (["たべる"], "たべる", .right("たべる")),
        (["たべる"], "TABERU", .right("たべる")),
        (["コーヒー"], "ko-hi-", .right("コーヒー")),
        (["コーヒー"], "コーヒー", .right("コーヒー")),
        (["イチ", "ひと.つ"], "ichi", .right("イチ")),
        (["イチ", "ひと.つ"], "hitotsu", .right("ひと.つ")),
        (["イチ", "ひと.つ"], "hito", .right("ひと.つ")),
        (["ニチ", "ジツ", "ひ", "-び", "-か"], "bi", .right("-び")),
        (["ニチ", "ジツ", "ひ", "-び", "-か"], "ka", .right("-か")),
        (["ほん"], "hon", .right("ほん")),
        (["ほん"], "honn", .right("ほん")),
        // "nn" is ん as in an input method, and the Hepburn reading of nn + vowel is accepted too.
        (["こんにちは"], "konnichiha", .right("こんにちは")),
        (["こんにちは"], "konnnichiha", .right("こんにちは")),
        (["こんにちは"], "こんいちは", .right("こんにちは")),
        (["きんようび"], "kinnyoubi", .right("きんようび")),
        (["きんようび"], "kin'youbi", .right("きんようび")),
        (["ほんや"], "honnya", .right("ほんや")),
        (["さんにん"], "sannin", .right("さんにん")),
        (["さんにん"], "sannnin", .right("さんにん")),
        (["おんな"], "onna", .right("おんな")),
        (["おんな"], "onnna", .right("おんな")),
        (["こんにゃく"], "konnyaku", .right("こんにゃく")),
        (["しんぶん"], "shinbun", .right("しんぶん")),
        (["かんい"], "kan'i", .right("かんい")),
        (["かんい"], "kanni", .right("かんい")),
        (["オンナ"], "ONNA", .right("オンナ")),
        (["さんにん", "さんいん"], "sannin", .right("さんいん")),
        // Near misses: one long vowel or small っ off.
        (["おばあさん"], "obasan", .nearMiss("おばあさん")),
        (["おばさん"], "obaasan", .nearMiss("おばさん")),
        (["コーヒー"], "koohii", .nearMiss("コーヒー")),
        (["とうきょう"], "tokyo", .nearMiss("とうきょう")),
        (["とうきょう"], "to-kyo-", .nearMiss("とうきょう")),
        (["がっこう"], "gakou", .nearMiss("がっこう")),
        (["きって"], "kite", .nearMiss("きって")),
        (["ちょっと"], "chotto", .right("ちょっと")),
        (["ちょっと"], "choto", .nearMiss("ちょっと")),
        (["せんせい"], "sensee", .nearMiss("せんせい")),
        (["こんにちは"], "konnichiwaa", .wrong),
        (["ほんや"], "honnyaa", .nearMiss("ほんや")),
        (["こうえん"], "kouennoo", .wrong),
        // Wrong.
        (["たべる"], "nomu", .wrong),
        (["たべる"], "", .wrong),
        (["たべる"], "tabe", .wrong),
        (["たべる"], "taberu!", .wrong),
        (["がっこう"], "gakkai", .wrong),
        (["おばあさん"], "obaasann", .right("おばあさん")),
        (["きんようび"], "kinyoubi", .wrong),
        (["かんい"], "kani", .wrong),
        (["ひと.つ"], "hitots", .wrong),
        (["ひと.つ"], "futatsu", .wrong),
    ]

    @Test(arguments: cases)
    func verdicts(readings: [String], answer: String, expected: ReadingMatch) {
        #expect(ReadingMatcher(acceptedReadings: readings).match(answer) == expected)
    }

    @Test func onlyRightCountsAsRight() {
        #expect(ReadingMatch.right("a").isRight)
        #expect(!ReadingMatch.nearMiss("a").isRight)
        #expect(!ReadingMatch.wrong.isRight)
    }
}
