import MainichiCore
import Testing

@Suite struct RomajiConverterTests {
    /// Types `keys` one at a time into a field that converts after every key press.
    func typed(_ keys: String) -> String {
        var field = ""
        for key in keys {
            field = RomajiConverter.convert(field + String(key))
        }
        return field
    }

    static let syllableCases: [(String, String)] = [
        ("ka", "か"), ("kka", "っか"), ("nn", "ん"), ("n'", "ん"), ("shi", "し"), ("si", "し"),
        ("chi", "ち"), ("ti", "ち"), ("tsu", "つ"), ("tu", "つ"), ("fu", "ふ"), ("hu", "ふ"),
        ("ji", "じ"), ("zi", "じ"), ("kya", "きゃ"), ("sha", "しゃ"), ("sya", "しゃ"),
        ("cha", "ちゃ"), ("tya", "ちゃ"), ("ja", "じゃ"), ("jya", "じゃ"), ("zya", "じゃ"),
        ("xtu", "っ"), ("ltsu", "っ"), ("xa", "ぁ"), ("lyo", "ょ"), ("wo", "を"), ("-", "ー"),
        ("ryo", "りょ"), ("nya", "にゃ"), ("dji", "dじ"), ("vu", "ゔ"), ("fa", "ふぁ"),
        ("di", "ぢ"), ("du", "づ"), ("thi", "てぃ"), ("she", "しぇ"), ("je", "じぇ"),
    ]

    @Test(arguments: syllableCases)
    func syllable(romaji: String, kana: String) {
        #expect(RomajiConverter.finish(romaji) == kana)
        #expect(typed(romaji + " ") == kana + " ")
    }

    static let wordCases: [(String, String)] = [
        ("taberu", "たべる"), ("gakkou", "がっこう"), ("zasshi", "ざっし"), ("matcha", "まっちゃ"),
        ("kitte", "きって"), ("kanji", "かんじ"), ("sanpo", "さんぽ"), ("shinbun", "しんぶん"),
        ("onnna", "おんな"), ("konnnichiha", "こんにちは"), ("honnda", "ほんだ"), ("hon", "ほん"),
        ("honn", "ほん"), ("kin'you", "きんよう"), ("kinyou", "きにょう"), ("sannnin", "さんにん"),
        ("kan'i", "かんい"), ("konnyoubi", "こんようび"),
        ("benkyou", "べんきょう"), ("ko-hi-", "こーひー"), ("toukyou", "とうきょう"),
        ("shashin", "しゃしん"), ("jisho", "じしょ"), ("otousan", "おとうさん"),
        ("ryokou", "りょこう"), ("chotto", "ちょっと"), ("hyaku", "ひゃく"), ("senshuu", "せんしゅう"),
        ("kon'ya", "こんや"), ("fuyu", "ふゆ"), ("tsukue", "つくえ"), ("dzu", "づ"),
    ]

    @Test(arguments: wordCases)
    func word(romaji: String, kana: String) {
        #expect(RomajiConverter.finish(romaji) == kana)
        #expect(RomajiConverter.finish(typed(romaji)) == kana, "typed one key at a time")
    }

    /// "nn" is ん at once, as in an input method: a Hepburn doubled n before a vowel or y is ん
    /// followed by that vowel (answer checking and search also try the Hepburn reading).
    static let doubledNCases: [(String, String)] = [
        ("kinnyoubi", "きんようび"), ("honnya", "ほんや"), ("konnichiha", "こんいちは"),
        ("onna", "おんあ"), ("sannin", "さんいん"), ("sann", "さん"), ("jibunn", "じぶん"),
        ("nnn", "んん"), ("NNA", "ンア"), ("ONNA", "オンア"),
    ]

    @Test(arguments: doubledNCases)
    func doubledNIsNAtOnce(romaji: String, kana: String) {
        #expect(RomajiConverter.finish(romaji) == kana)
        #expect(RomajiConverter.finish(typed(romaji)) == kana, "typed one key at a time")
    }

    static let capitalCases: [(String, String)] = [
        ("KA", "カ"), ("Ka", "カ"), ("KOOHI-", "コオヒー"), ("KO-HI-", "コーヒー"),
        ("TOKKYO", "トッキョ"), ("PAN", "パン"), ("konpyu-TA-", "こんぴゅーター"), ("RAMEN", "ラメン"),
    ]

    @Test(arguments: capitalCases)
    func capitalsGiveKatakana(romaji: String, kana: String) {
        #expect(RomajiConverter.finish(romaji) == kana)
    }

    static let tailCases: [(String, String)] = [
        ("tab", "たb"), ("k", "k"), ("n", "n"), ("kan", "かn"), ("ky", "ky"), ("ts", "ts"),
        ("kk", "っk"), ("sh", "sh"), ("xt", "xt"), ("ltsu", "っ"), ("nya", "にゃ"),
        // No stray n after "nn"; a third n waits for what follows.
        ("konn", "こん"), ("sann", "さん"), ("jibunn", "じぶん"), ("nnn", "んn"),
        ("sanni", "さんい"), ("sannin", "さんいn"), ("kan'", "かん"), ("kany", "かny"),
    ]

    @Test(arguments: tailCases)
    func unfinishedTailStaysAsTyped(romaji: String, shown: String) {
        #expect(typed(romaji) == shown)
        #expect(RomajiConverter.convert(romaji) == shown)
    }

    @Test func finishingTurnsOnlyATrailingNIntoN() {
        #expect(RomajiConverter.finish("kan") == "かん")
        #expect(RomajiConverter.finish("tab") == "たb")
        #expect(RomajiConverter.finish("ky") == "ky")
        #expect(RomajiConverter.finish("KAN") == "カン")
    }

    @Test func kanaFromAnInputMethodPassesThrough() {
        #expect(RomajiConverter.convert("たべる") == "たべる")
        #expect(RomajiConverter.convert("カタカナ") == "カタカナ")
        #expect(RomajiConverter.convert("食べる") == "食べる")
        #expect(RomajiConverter.convert("たbe") == "たべ")
        #expect(typed("たberu") == "たべる")
        #expect(RomajiConverter.convert("ー") == "ー")
    }

    @Test func textThatIsNotRomajiIsLeftAlone() {
        #expect(RomajiConverter.finish("q") == "q")
        #expect(RomajiConverter.finish("123") == "123")
        #expect(RomajiConverter.finish("ka ki") == "か き")
        #expect(RomajiConverter.finish("xyz") == "xyz")
    }

    static let queryCases: [(String, String?)] = [
        ("tabe", "たべ"), ("taben", "たべ"), ("TABE", "たべ"), ("たべ", "たべ"), ("taber", "たべ"),
        ("gakkou", "がっこう"), ("食", nil), ("xyz", nil), ("hello world", nil), ("", nil),
        ("konn", "こん"), ("konnichi", "こんいち"),
    ]

    @Test(arguments: queryCases)
    func searchQueries(query: String, kana: String?) {
        #expect(RomajiConverter.searchKana(for: query) == kana)
    }

    static let alternativeCases: [(String, [String])] = [
        ("こんいちは", ["こんにちは"]), ("きんようび", ["きんにょうび"]), ("ほんや", ["ほんにゃ"]),
        ("おんあ", ["おんな"]), ("コンイチハ", ["コンニチハ"]), ("ほんだ", []), ("かに", []), ("ほん", []),
        ("さんいん", ["さんにん"]), ("こんうえ", ["こんぬえ"]), ("ほんあんい", ["ほんなんい", "ほんあんに", "ほんなんに"]),
    ]

    @Test(arguments: alternativeCases)
    func hepburnAlternatives(kana: String, alternatives: [String]) {
        #expect(RomajiConverter.hepburnAlternatives(of: kana).sorted() == alternatives.sorted())
    }

    @Test func searchCandidatesTryTheHepburnReadingAfterTheTypedOne() {
        #expect(RomajiConverter.searchKanaCandidates(for: "konnichi") == ["こんいち", "こんにち"])
        #expect(RomajiConverter.searchKanaCandidates(for: "kinnyou") == ["きんよう", "きんにょう"])
        #expect(RomajiConverter.searchKanaCandidates(for: "tabe") == ["たべ"])
        #expect(RomajiConverter.searchKanaCandidates(for: "xyz") == [])
    }
}
