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
        (["おばあさん"], "obasan", .nearMiss(ReadingSlip(kind: .longVowel, reading: "おばあさん"))),
        (["おばさん"], "obaasan", .nearMiss(ReadingSlip(kind: .longVowel, reading: "おばさん"))),
        (["コーヒー"], "koohii", .nearMiss(ReadingSlip(kind: .longVowel, reading: "コーヒー"))),
        (["とうきょう"], "tokyo", .nearMiss(ReadingSlip(kind: .longVowel, reading: "とうきょう"))),
        (["とうきょう"], "to-kyo-", .nearMiss(ReadingSlip(kind: .longVowel, reading: "とうきょう"))),
        (["がっこう"], "gakou", .nearMiss(ReadingSlip(kind: .smallKana, reading: "がっこう"))),
        (["きって"], "kite", .nearMiss(ReadingSlip(kind: .smallKana, reading: "きって"))),
        (["ちょっと"], "chotto", .right("ちょっと")),
        (["ちょっと"], "choto", .nearMiss(ReadingSlip(kind: .smallKana, reading: "ちょっと"))),
        (["せんせい"], "sensee", .nearMiss(ReadingSlip(kind: .longVowel, reading: "せんせい"))),
        (["こんにちは"], "konnichiwaa", .wrong),
        (["ほんや"], "honnyaa", .nearMiss(ReadingSlip(kind: .longVowel, reading: "ほんや"))),
        (["こうえん"], "kouennoo", .wrong),
        // Near misses of other kinds: small kana written large, dakuten, both at once.
        (["きょう"], "kiyou", .nearMiss(ReadingSlip(kind: .smallKana, reading: "きょう"))),
        (["がっこう"], "gatsukou", .nearMiss(ReadingSlip(kind: .smallKana, reading: "がっこう"))),
        (["きょう"], "kyoo", .nearMiss(ReadingSlip(kind: .longVowel, reading: "きょう"))),
        (["きょう"], "kyo", .nearMiss(ReadingSlip(kind: .longVowel, reading: "きょう"))),
        (["はな"], "bana", .nearMiss(ReadingSlip(kind: .dakuten, reading: "はな"))),
        (["かばん"], "kapan", .nearMiss(ReadingSlip(kind: .dakuten, reading: "かばん"))),
        (["がっこう"], "gako", .nearMiss(ReadingSlip(kind: .longVowel, reading: "がっこう"))),
        // Width variants count: fullwidth romaji, half-width katakana, NFD kana.
        (["じゅう"], "ｊｕｕ", .right("じゅう")),
        (["じゅう"], "ＪＵＵ", .right("じゅう")),
        (["じゅう"], "ｼﾞｭｳ", .right("じゅう")),
        (["じゅう"], "し\u{3099}ゅう", .right("じゅう")),
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
        #expect(!ReadingMatch.nearMiss(ReadingSlip(kind: .dakuten, reading: "a")).isRight)
        #expect(!ReadingMatch.wrong.isRight)
        #expect(ReadingMatch.right("a").slipKind == nil)
        #expect(ReadingMatch.wrong.slipKind == .other)
    }

    /// 一日 read ついたち, with 一 and 日 from a small fixture (readings and example words).
    static let one = KanjiItem(id: "k:一", kanji: "一", day: 1, level: .n5, strokes: 1, radical: "一",
                               onyomi: ["イチ", "イツ"], kunyomi: ["ひと.つ"], meanings: ["one"],
                               examples: [KanjiExample(word: "一人", reading: "ひとり", meaning: "one person")])
    static let day = KanjiItem(id: "k:日", kanji: "日", day: 1, level: .n5, strokes: 4, radical: "日",
                               onyomi: ["ニチ", "ジツ"], kunyomi: ["ひ", "-び", "-か"], meanings: ["day"],
                               examples: [KanjiExample(word: "日本", reading: "にほん", meaning: "Japan"),
                                          KanjiExample(word: "一日", reading: "ついたち", meaning: "first day")])
    static let firstDay = StudyItem.vocab(VocabItem(id: "v:一日", word: "一日", reading: "ついたち", meanings: ["first of the month"],
                                                    day: 1, level: .n5))

    @Test func theKanjiReadAnotherWayIsAnOnKunSlip() {
        let matcher = ReadingMatcher(item: Self.firstDay, relatedKanji: [Self.one, Self.day])
        #expect(matcher.match("ついたち") == .right("ついたち"))
        #expect(matcher.match("ichinichi") == .nearMiss(ReadingSlip(kind: .onKun, reading: "ついたち")))
        #expect(matcher.match("hitohi") == .nearMiss(ReadingSlip(kind: .onKun, reading: "ついたち")))
        #expect(matcher.match("ichi") == .wrong, "one kanji's reading alone does not spell the word")
    }

    @Test func anotherWordsReadingWithTheSameKanjiIsASlip() {
        let matcher = ReadingMatcher(item: Self.firstDay, relatedKanji: [Self.one, Self.day])
        #expect(matcher.match("hitori") == .nearMiss(ReadingSlip(kind: .otherWord, reading: "ついたち", otherWord: "一人")))
        let kanji = ReadingMatcher(item: .kanji(Self.day), relatedKanji: [Self.day])
        #expect(kanji.match("nihon") == .nearMiss(ReadingSlip(kind: .otherWord, reading: "ニチ", otherWord: "日本")))
        #expect(kanji.match("jitsu") == .right("ジツ"))
    }

    @Test func aWordAndItsKanaSpellingsAreAcceptedAsInATest() {
        let word = StudyItem.vocab(VocabItem(id: "v:矢張り", word: "矢張り", reading: "やはり", meanings: ["as expected"],
                                             day: 1, level: .n5, alternates: ["やっぱり"]))
        #expect(ReadingMatcher(item: word, relatedKanji: []).match("yappari") == .right("やっぱり"))
    }

    @Test("An on'yomi question accepts the on'yomi only: a kun'yomi is an on/kun slip, an example word's reading another word's")
    func onyomiMatcher() {
        let matcher = ReadingMatcher(onyomiOf: Self.one)
        #expect(matcher.match("ichi") == .right("イチ"))
        #expect(matcher.match("いつ") == .right("イツ"))
        #expect(matcher.match("hitotsu").slipKind == .onKun)
        #expect(matcher.match("hitori").slipKind == .otherWord)
        var random = SeededRandom(seed: 1)
        let quiz = Quiz(items: [.kanji(Self.one), Self.firstDay], mode: .onyomi, order: .inOrder, using: &random)
        #expect(quiz.questions[0].acceptedReadings == ["イチ", "イツ"])
        #expect(quiz.questions[0].asksForOnyomi(in: .onyomi))
        #expect(quiz.questions[0].rightAnswer(for: .onyomi) == "イチ, イツ")
        #expect(quiz.questions[1].acceptedReadings == ["ついたち"], "a word is asked for its reading")
        #expect(!quiz.questions[1].asksForOnyomi(in: .onyomi))
    }
}
