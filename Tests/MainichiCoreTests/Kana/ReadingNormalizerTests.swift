import MainichiCore
import Testing

@Suite struct ReadingNormalizerTests {
    static let readingCases: [(String, [String])] = [
        ("ひと.つ", ["ひとつ", "ひと"]), ("ひと(つ)", ["ひとつ", "ひと"]), ("-び", ["び"]),
        ("〜び", ["び"]), ("ひと-", ["ひと"]), ("イチ", ["いち"]), ("コーヒー", ["こーひー"]),
        ("たべる", ["たべる"]), ("た.べる", ["たべる", "た"]), ("-か.い", ["かい", "か"]),
    ]

    @Test(arguments: readingCases)
    func forms(reading: String, forms: [String]) {
        #expect(ReadingNormalizer.forms(of: reading) == forms)
    }

    static let answerCases: [(String, String)] = [
        ("taberu", "たべる"), ("タベル", "たべる"), (" tabe ru ", "たべる"), ("kan", "かん"),
        ("KO-HI-", "こーひー"), ("たbe", "たべ"),
    ]

    @Test(arguments: answerCases)
    func answers(typed: String, normalized: String) {
        #expect(ReadingNormalizer.answer(typed) == normalized)
    }
}
