import Testing
@testable import MainichiCore

/// The deinflection table: each chain a learner meets leads back to its dictionary form with
/// every step named.
@Suite("Deinflection")
struct DeinflectorTests {
    func steps(_ text: String, to form: String, _ wordClass: WordClass) -> [Inflection]? {
        Deinflector.standard.candidates(for: text)
            .first { $0.dictionaryForm == form && !$0.wordClass.isDisjoint(with: wordClass) }?.steps
    }

    @Test("食べさせられなかった is 食べる: causative, passive, negative, past")
    func longChain() {
        #expect(steps("食べさせられなかった", to: "食べる", .ichidan) == [.causative, .passive, .negative, .past])
    }

    @Test("Godan verbs of every ending come back from their past and て forms", arguments: [
        ("買った", "買う"), ("書いた", "書く"), ("泳いだ", "泳ぐ"), ("話した", "話す"), ("待った", "待つ"),
        ("死んだ", "死ぬ"), ("遊んだ", "遊ぶ"), ("読んだ", "読む"), ("帰った", "帰る"), ("行った", "行く"),
    ])
    func godanPast(text: String, form: String) {
        #expect(steps(text, to: form, .godan) == [.past])
        let te = String(text.dropLast()) + (text.hasSuffix("だ") ? "で" : "て")
        #expect(steps(te, to: form, .godan) == [.teForm])
    }

    @Test("たり, ぬ and the written passive せられる are undone", arguments: [
        ("食べたり", "食べる", WordClass.ichidan, [Inflection.listing]),
        ("読んだり", "読む", .godan, [.listing]),
        ("行ったり", "行く", .godan, [.listing]),
        ("したり", "する", .suru, [.listing]),
        ("来たり", "来る", .kuru, [.listing]),
        ("知らぬ", "知る", .godan, [.nuNegative]),
        ("罰せられる", "罰する", .suru, [.passive]),
    ])
    func listingAndClassical(text: String, form: String, wordClass: WordClass, expected: [Inflection]) {
        #expect(steps(text, to: form, wordClass) == expected)
    }

    @Test("する, 来る and い-adjectives", arguments: [
        ("しなかった", "する", WordClass.suru, [Inflection.negative, .past]),
        ("勉強させられた", "勉強する", .suru, [.causative, .passive, .past]),
        ("来なかった", "来る", .kuru, [.negative, .past]),
        ("こられる", "くる", .kuru, [.passive]),
        ("高くなかった", "高い", .iAdjective, [.negative, .past]),
        ("よかった", "いい", .iAdjective, [.past]),
        ("早く", "早い", .iAdjective, [.adverbial]),
    ])
    func irregular(text: String, form: String, wordClass: WordClass, expected: [Inflection]) {
        #expect(steps(text, to: form, wordClass) == expected)
    }

    @Test("ます forms and the auxiliaries after て", arguments: [
        ("食べませんでした", "食べる", WordClass.ichidan, [Inflection.polite, .negative, .past]),
        ("書きました", "書く", .godan, [.polite, .past]),
        ("読んでいた", "読む", .godan, [.teForm, .progressive, .past]),
        ("食べてる", "食べる", .ichidan, [.teForm, .progressive, .contracted]),
        ("忘れちゃった", "忘れる", .ichidan, [.teForm, .completion, .contracted, .past]),
        ("飲んじゃう", "飲む", .godan, [.teForm, .completion, .contracted]),
        ("書いておいた", "書く", .godan, [.teForm, .preparation, .past]),
        ("書ける", "書く", .godan, [.potential]),
        ("書かされた", "書く", .godan, [.causativePassive, .past]),
        ("行きたかった", "行く", .godan, [.desire, .past]),
        ("食べれば", "食べる", .ichidan, [.conditional]),
        ("飲もう", "飲む", .godan, [.volitional]),
        ("食べないで", "食べる", .ichidan, [.negative, .negativeTe]),
    ])
    func politeAndAuxiliaries(text: String, form: String, wordClass: WordClass, expected: [Inflection]) {
        #expect(steps(text, to: form, wordClass) == expected)
    }

    @Test("The text itself is the first candidate, and an ending alone is no word")
    func textFirst() {
        let candidates = Deinflector.standard.candidates(for: "た")
        #expect(candidates.first == Deinflection(dictionaryForm: "た", wordClass: .any, steps: []))
        #expect(!candidates.contains { $0.dictionaryForm == "る" })
    }

    @Test("ていく and てくる are auxiliaries of the て form, conjugated as 行く and 来る", arguments: [
        ("持っていく", "持つ", WordClass.godan, [Inflection.teForm, .goingOn]),
        ("持っていった", "持つ", .godan, [.teForm, .goingOn, .past]),
        ("増えていく", "増える", .ichidan, [.teForm, .goingOn]),
        ("持って行きます", "持つ", .godan, [.teForm, .goingOn, .polite]),
        ("持ってきた", "持つ", .godan, [.teForm, .comingOn, .past]),
        ("持って来た", "持つ", .godan, [.teForm, .comingOn, .past]),
        ("帰ってこない", "帰る", .godan, [.teForm, .comingOn, .negative]),
        ("飛んでくる", "飛ぶ", .godan, [.teForm, .comingOn]),
        ("なってきました", "なる", .godan, [.teForm, .comingOn, .polite, .past]),
    ])
    func goingAndComing(text: String, form: String, wordClass: WordClass, expected: [Inflection]) {
        #expect(steps(text, to: form, wordClass) == expected)
    }

    @Test("ていく's spoken contractions てく and てった are ていく too: 持ってく, 持ってった, 読んでく, 食べてった", arguments: [
        ("持ってく", "持つ", WordClass.godan, [Inflection.teForm, .goingOn, .contracted]),
        ("持ってった", "持つ", .godan, [.teForm, .goingOn, .contracted, .past]),
        ("読んでく", "読む", .godan, [.teForm, .goingOn, .contracted]),
        ("飛んでった", "飛ぶ", .godan, [.teForm, .goingOn, .contracted, .past]),
        ("食べてく", "食べる", .ichidan, [.teForm, .goingOn, .contracted]),
        ("食べてった", "食べる", .ichidan, [.teForm, .goingOn, .contracted, .past]),
    ])
    func contractedTeIku(text: String, form: String, wordClass: WordClass, expected: [Inflection]) {
        #expect(steps(text, to: form, wordClass) == expected)
    }

    @Test("持っていた is still ている in the past, not a contracted ていく: てく takes no endings of its own")
    func teIruPastIsNotTeKu() {
        #expect(steps("持っていた", to: "持つ", .godan) == [.teForm, .progressive, .past])
        #expect(!Deinflector.standard.candidates(for: "持っていた").contains { $0.steps.contains(.goingOn) })
    }

    @Test("いい conjugates from よい only: いく and いかった are no form of いい; かわいく still is かわいい")
    func iiOnlyFromYoi() {
        #expect(steps("いく", to: "いい", .iAdjective) == nil)
        #expect(steps("いかった", to: "いい", .iAdjective) == nil)
        #expect(steps("よく", to: "よい", .iAdjective) == [.adverbial])
        #expect(steps("よかった", to: "いい", .iAdjective) == [.past])
        #expect(steps("かわいく", to: "かわいい", .iAdjective) == [.adverbial])
    }
}
