import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The segmenter over the bundled dictionary: words with their dictionary forms, readings and
/// inflections; everything else kept as what it is.
@Suite("Segmenter")
struct SegmenterTests {
    static let dictionary = try? JapaneseDictionary(decksDirectory: DeckIntegrityTests.decksDirectory)

    func tokens(_ text: String) throws -> [TextToken] {
        let dictionary = try #require(Self.dictionary)
        return Segmenter(dictionary: dictionary).tokens(in: text)
    }

    @Test("Every character is covered once, in order")
    func coversTheText() throws {
        let text = "昨日、友達と３時に新宿で映画を見ました。Netflixは 2.5 ドル！"
        let tokens = try tokens(text)
        #expect(tokens.map(\.text).joined() == text)
        var next = 0
        for token in tokens {
            #expect(token.range.lowerBound == next)
            next = token.range.upperBound
        }
    }

    @Test("A sentence is cut into its words with dictionary forms and readings")
    func sentence() throws {
        let tokens = try tokens("私は毎朝パンを食べています。")
        let words = tokens.filter(\.isWord)
        #expect(words.map(\.text) == ["私", "は", "毎朝", "パン", "を", "食べています"])
        let eat = try #require(words.last)
        #expect(eat.dictionaryForm == "食べる")
        #expect(eat.reading == "たべています")
        #expect(eat.inflections == [.teForm, .progressive, .polite])
        #expect(tokens.last?.kind == .punctuation)
    }

    @Test("A katakana name the dictionary lacks is one unknown word: トム is not 富む, メアリー no メ + アリ")
    func katakanaNames() throws {
        for (text, name) in [("トムは見に行きましょうと言った。", "トム"), ("メアリーはヤツを見た。", "メアリー"), ("ジョンソンさんが来た。", "ジョンソン")] {
            let first = try #require(try tokens(text).first)
            #expect(first.text == name)
            #expect(first.kind == .unknownKana)
        }
        // Loanwords and kana words in katakana are still words.
        let words = try tokens("スーパーでパンとケーキを買った。それはダメだ。").filter(\.isWord).compactMap(\.dictionaryForm)
        #expect(["スーパー", "パン", "ケーキ"].allSatisfy(words.contains))
        #expect(try tokens("それはダメだ。").contains { $0.text == "ダメ" && $0.isWord })
    }

    @Test("食べさせられなかった resolves to 食べる with its four steps")
    func longChain() throws {
        let token = try #require(try tokens("食べさせられなかった").first)
        #expect(token.text == "食べさせられなかった")
        #expect(token.dictionaryForm == "食べる")
        #expect(token.inflections == [.causative, .passive, .negative, .past])
    }

    @Test("An expression does not swallow a particle: 今日は雨 is 今日 + は + 雨")
    func particleAfterNoun() throws {
        #expect(try tokens("今日は雨です").filter(\.isWord).map(\.text).prefix(3) == ["今日", "は", "雨"])
    }

    @Test("Kanji with no word are one unknown token, never dropped; numbers and Latin stand alone")
    func unknownsAndOthers() throws {
        let tokens = try tokens("𠮷𠮷𠮷と3.5kg")
        #expect(tokens.first?.kind == .unknownKanji)
        #expect(tokens.first?.text == "𠮷𠮷𠮷")
        #expect(tokens.contains { $0.kind == .number && $0.text == "3.5" })
        #expect(tokens.contains { $0.kind == .latin && $0.text == "kg" })
    }

    @Test("A particle before a verb in kana stays a particle: 大人になった is に + なった (なる), not になう")
    func particleBeforeKanaVerb() throws {
        let words = try tokens("大人になった").filter(\.isWord)
        #expect(words.map(\.text) == ["大人", "に", "なった"])
        #expect(words.last?.dictionaryForm == "なる")
    }

    @Test("A compound no deck has is cut into the deck words it is made of: 旅行かばん is 旅行 + かばん")
    func compoundOfDeckWords() throws {
        #expect(try tokens("旅行かばん").filter(\.isWord).map(\.text) == ["旅行", "かばん"])
    }

    @Test("A word usually written in kana does not take the kanji of another: 彼 reads かれ, and した is する")
    func usuallyKana() throws {
        #expect(try tokens("彼は来た").first?.reading == "かれ")
        let did = try #require(try tokens("勉強した").last)
        #expect(did.dictionaryForm == "勉強する" || did.dictionaryForm == "する")
        #expect(try tokens("宿題をした").last?.dictionaryForm == "する")
    }

    @Test("Katakana words are found by their reading")
    func katakana() throws {
        let token = try #require(try tokens("コーヒー").first)
        #expect(token.kind == .word)
        #expect(token.reading == "こーひー")
    }
    @Test("A kana adverb keeps what looks like a particle: さらに, とにかく, やがて are one word each")
    func kanaAdverbs() throws {
        #expect(try tokens("さらに悪いことに").first?.text == "さらに")
        #expect(try tokens("とにかく彼はパリにいる").first?.text == "とにかく")
        #expect(try tokens("やがて事件の真相がわかる").first?.text == "やがて")
        // A kana deck word and a particle stay two: すぐ + に.
        #expect(try tokens("すぐに返事を下さい").filter(\.isWord).map(\.text).prefix(2) == ["すぐ", "に"])
    }

    @Test("が of a verb is the verb's own kana: 値段が上がった is 値段 + が + 上がった (上がる)")
    func gaInsideAVerb() throws {
        let words = try tokens("値段が上がった").filter(\.isWord)
        #expect(words.map(\.text) == ["値段", "が", "上がった"])
        #expect(words.last?.dictionaryForm == "上がる")
    }

    @Test("として and による are a particle and a verb a learner looks up: と + して (する)")
    func particleAndVerb() throws {
        let words = try tokens("警備員として仕事をしている").filter(\.isWord)
        #expect(words.map(\.text).prefix(3) == ["警備員", "と", "して"])
        #expect(words[2].dictionaryForm == "する")
        #expect(try tokens("いじめによる自殺").filter(\.isWord).map(\.text).prefix(3) == ["いじめ", "に", "よる"])
    }

    @Test("A verb's stem before a particle is the noun (悲しみを), before a verb the verb (働き続ける)")
    func stemOrNoun() throws {
        let grief = try #require(try tokens("悲しみを隠した").first)
        #expect(grief.text == "悲しみ")
        #expect(grief.dictionaryForm == "悲しみ")
        #expect(grief.inflections.isEmpty)
        let work = try #require(try tokens("働き続けなければならなかった").first)
        #expect(work.text == "働き")
        #expect(work.dictionaryForm == "働く")
    }

    @Test("する's stem after a kanji noun is する: 協議し合う is 協議 + し (する) + 合う")
    func suruStem() throws {
        let words = try tokens("協議し合わなければ").filter(\.isWord)
        #expect(words.map(\.text).prefix(2) == ["協議", "し"])
        #expect(words[1].dictionaryForm == "する")
    }

    @Test("A loanword no deck has that is two deck loanwords is the two: ポイント + カード")
    func loanwordCompound() throws {
        #expect(try tokens("ポイントカードはお持ちですか").filter(\.isWord).map(\.text).prefix(2) == ["ポイント", "カード"])
    }

    @Test("来る reads its own vowel by its ending: 来て きて, 来なかった こなかった, 来れば くれば")
    func kuruReadings() throws {
        #expect(try tokens("来て").first?.reading == "きて")
        #expect(try tokens("来ました").first?.reading == "きました")
        #expect(try tokens("来なかった").first?.reading == "こなかった")
        #expect(try tokens("来られる").first?.reading == "こられる")
        #expect(try tokens("来れば").first?.reading == "くれば")
        #expect(try tokens("来る").first?.reading == "くる")
    }

    @Test("A deck word spelled with kana after its kanji keeps them: 子ども is one word, 今日は two")
    func kanaTailOfDeckWord() throws {
        let child = try #require(try tokens("子どもが遊ぶ").first)
        #expect(child.text == "子ども")
        #expect(child.reading == "こども")
        #expect(try tokens("今日は雨").first?.text == "今日")
    }

    @Test("A stem in kana before 始める or 続ける is the verb's: さきはじめました is 咲く + 始める")
    func kanaStemBeforeCompoundVerb() throws {
        let words = try tokens("花がさきはじめました").filter(\.isWord)
        #expect(words.map(\.text) == ["花", "が", "さき", "はじめました"])
        let dictionary = try #require(Self.dictionary)
        #expect(words[2].entryPosition.flatMap { dictionary.entry(at: $0) }?.spellings.first == "咲く")
        #expect(words[2].inflections == [.nominal])
        #expect(words[3].dictionaryForm == "はじめる" || words[3].dictionaryForm == "始める")
    }

    @Test("A phrase in kana ending in the copula is the word and だ: そうだ is そう + だ")
    func phraseEndingInCopula() throws {
        #expect(try tokens("雨が降るそうだ").filter(\.isWord).map(\.text).suffix(2) == ["そう", "だ"])
    }

    @Test("A compound verb no deck has stays one verb: 話が持ち上がった is 話 + が + 持ち上がった (持ち上がる)")
    func compoundVerbNotInDecks() throws {
        let words = try tokens("新工場建設の話が持ち上がった。").filter(\.isWord)
        #expect(words.suffix(3).map(\.text) == ["話", "が", "持ち上がった"])
        #expect(words.last?.dictionaryForm == "持ち上がる")
        #expect(try tokens("その木は空にくっきりと浮かび上がっていた").last?.dictionaryForm == "浮かび上がる")
        // A stem and a verb that makes compounds with any stem stay two, as 働き続ける above.
        #expect(try tokens("ジムは手帳に何か書き始めた").filter(\.isWord).suffix(2).map(\.text) == ["書き", "始めた"])
    }

    @Test("が followed by ら, り, る, れ, ろ or っ is a verb's own kana: せりあがった is せりあがる")
    func verbsOwnGa() throws {
        let words = try tokens("喉元までせりあがった感情").filter(\.isWord)
        #expect(words.map(\.text).contains("せりあがった"))
        #expect(words.first { $0.text == "せりあがった" }?.dictionaryForm == "せりあがる")
        #expect(try tokens("甘やかすからつけあがるんだ").filter(\.isWord).map(\.text).contains("つけあがる"))
    }

    @Test("The listing たり and the classical ぬ are endings: したり is する, 知らぬ is 知る")
    func listingAndClassicalNegative() throws {
        let words = try tokens("手当てをしたり、介抱をしたりする").filter(\.isWord)
        #expect(words.map(\.text) == ["手当て", "を", "したり", "介抱", "を", "したり", "する"])
        #expect(words[2].dictionaryForm == "する")
        #expect(words[2].inflections == [.listing])
        let know = try #require(try tokens("知らぬが仏").first)
        #expect(know.text == "知らぬ")
        #expect(know.dictionaryForm == "知る")
        #expect(know.inflections == [.nuNegative])
        #expect(try tokens("数字を足したり引いたり").filter(\.isWord).suffix(2).map(\.dictionaryForm) == ["足す", "引く"])
    }

    @Test("A stem after お and before です or します is the verb's: お持ちですか is お + 持ち (持つ)")
    func honorificStem() throws {
        let words = try tokens("小銭をお持ちですか").filter(\.isWord)
        #expect(words.map(\.text).prefix(5) == ["小銭", "を", "お", "持ち", "です"])
        #expect(words[3].dictionaryForm == "持つ")
        #expect(words[3].inflections == [.nominal])
        // Before a particle without お, the noun: 悲しみを above.
        #expect(try tokens("持ちがいい").first?.dictionaryForm == "持ち")
    }

    @Test("A lone kanji before the に of purpose is the verb's stem: 見に行こう is 見 (見る) + に + 行こう")
    func stemOfPurpose() throws {
        let words = try tokens("映画を見に行こう").filter(\.isWord)
        #expect(words.map(\.text) == ["映画", "を", "見", "に", "行こう"])
        #expect(words[2].dictionaryForm == "見る")
        #expect(words[2].reading == "み")
        // A noun stays the noun: 釣りに行く.
        #expect(try tokens("釣りに行く").first?.dictionaryForm == "釣り")
    }

    @Test("A phrase in hiragana no deck has that is two deck words is the two: よくある is よく + ある")
    func kanaPhraseOfDeckWords() throws {
        #expect(try tokens("口を挟むことがよくある").filter(\.isWord).suffix(2).map(\.text) == ["よく", "ある"])
        #expect(try tokens("なぜそう考えるの").filter(\.isWord).prefix(2).map(\.text) == ["なぜ", "そう"])
        // さらなる stays one word: さら is 皿, no word usually written in kana.
        #expect(try tokens("さらなる分析が必要だ").first?.text == "さらなる")
    }

    @Test("ではなく is ない, not 鳴く in kana; 飲み物をくれ is くれる; いいね is いい + ね, not 言い値")
    func kanaGrammarWords() throws {
        let not = try #require(try tokens("注釈ではなく本文で扱う").first { $0.text == "なく" })
        #expect(not.dictionaryForm == "ない")
        #expect(not.inflections == [.adverbial])
        let give = try #require(try tokens("何か飲み物をくれ").last)
        #expect(give.text == "くれ")
        #expect(give.dictionaryForm == "くれる")
        #expect(give.inflections == [.imperative])
        #expect(try tokens("君のアイデアいいね").filter(\.isWord).suffix(2).map(\.text) == ["いい", "ね"])
    }

    @Test("は, が, も, の, を or に right after a noun is the particle: この店はいい is は + いい, not はい; 僕のせい is の + せい")
    func particleRightAfterNoun() throws {
        #expect(try tokens("この店はいいよ").filter(\.isWord).map(\.text) == ["この", "店", "は", "いい", "よ"])
        #expect(try tokens("日本はいずれ変わる").filter(\.isWord).map(\.text).prefix(3) == ["日本", "は", "いずれ"])
        #expect(try tokens("全部僕のせいだ").filter(\.isWord).map(\.text).suffix(3) == ["の", "せい", "だ"])
        #expect(try tokens("兄は何もしない").filter(\.isWord).suffix(2).map(\.dictionaryForm) == ["も", "する"])
        #expect(try tokens("このデザインがいい").filter(\.isWord).suffix(2).map(\.text) == ["が", "いい"])
        // に after a noun: 冗談にすぎない is に + すぎない, not 似る; 金はなし is は + なし, not 話.
        let merely = try tokens("それは冗談にすぎない").filter(\.isWord)
        #expect(merely.suffix(2).map(\.text) == ["に", "すぎない"])
        #expect(!merely.contains { $0.dictionaryForm == "似る" || $0.dictionaryForm == "にる" })
        #expect(try tokens("お金はなし").filter(\.isWord).suffix(2).map(\.text) == ["は", "なし"])
        // A kana word after kana is left as it was: はい at the start, はず after a verb.
        #expect(try tokens("はい、そうです").first?.text == "はい")
        #expect(try tokens("来るはずだ").filter(\.isWord).map(\.text).contains("はず"))
    }

    @Test("は after a verb's stem is the verb's own kana: 当てはまる is one verb, 手をつける still three words")
    func haInsideVerb() throws {
        let fits = try #require(try tokens("その説明はこの場合にも当てはまらない").last)
        #expect(fits.text == "当てはまらない")
        #expect(fits.dictionaryForm == "当てはまる")
        #expect(try tokens("数字を式に当てはめた").last?.dictionaryForm == "当てはめる")
        #expect(try tokens("料理に手をつけた").filter(\.isWord).suffix(3).map(\.text) == ["手", "を", "つけた"])
    }

    @Test("A conjunction that is a word and a particle starts a clause: 氷を加熱すると is する + と, すると、 at the start stays")
    func conjunctionStartsAClause() throws {
        let heat = try tokens("氷を加熱すると溶ける").filter(\.isWord)
        #expect(heat.map(\.text).prefix(5) == ["氷", "を", "加熱", "する", "と"])
        #expect(try tokens("すると、犬が吠えた").first?.text == "すると")
        #expect(try tokens("ところで、明日は暇？").first?.text == "ところで")
        // Conjunctions that join nouns inside a clause stay whole.
        #expect(try tokens("ペンまたは鉛筆で書く").filter(\.isWord).map(\.text).contains("または"))
    }

    @Test("この本の表紙 is 本 + の, not ほんの written in kanji; ほんの少し stays ほんの")
    func bookIsNotMere() throws {
        #expect(try tokens("この本の表紙は赤い").filter(\.isWord).map(\.text).prefix(3) == ["この", "本", "の"])
        #expect(try tokens("ほんの少し待って").first?.text == "ほんの")
    }

    @Test("After a number 本 is the counter and の the particle: 3本の鉛筆 さんぼん, 1本の木 いっぽん, 6本の ろっぽん; この本の内容 ほん; 本の少し stays ほんの")
    func counterBeforeNo() throws {
        for (text, reading) in [("3本の鉛筆", "ぼん"), ("1本の木", "ぽん"), ("6本の", "ぽん"), ("鉛筆が３本の箱", "ぼん")] {
            let words = try tokens(text).filter(\.isWord)
            let counter = try #require(words.first { $0.text.hasPrefix("本") }, "\(text)")
            #expect(counter.text == "本", "\(text): \(words.map(\.text))")
            #expect(counter.reading == reading, "\(text)")
            #expect(counter.dictionaryForm == "本", "\(text)")
            let after = try #require(words.firstIndex { $0.text == "本" }.map { words.index(after: $0) })
            #expect(after < words.endIndex && words[after].text == "の", "\(text): \(words.map(\.text))")
        }
        // Without a number 本の before a noun is read by what stands before it: the book's の after
        // この, the pre-noun ほんの ("mere") where a phrase starts.
        let book = try tokens("この本の内容").filter(\.isWord)
        #expect(book.map(\.text).prefix(3) == ["この", "本", "の"])
        #expect(book.dropFirst().first?.reading == "ほん")
        for text in ["本の少し待って", "それは本の冗談だ"] {
            let mere = try #require(try tokens(text).first { $0.text.hasPrefix("本") }, "\(text)")
            #expect(mere.text == "本の", "\(text)")
            #expect(mere.reading == "ほんの", "\(text)")
        }
    }

    @Test("After を comes a verb, not a particle: スカートをはいた is はく, 荷物をのせた is のせる")
    func verbAfterWo() throws {
        let wore = try #require(try tokens("新しいスカートをはいた").last)
        #expect(wore.text == "はいた")
        #expect(wore.dictionaryForm == "はく")
        let loaded = try #require(try tokens("荷物をのせた").last)
        #expect(loaded.text == "のせた")
        #expect(loaded.dictionaryForm == "のせる")
    }

    @Test("知らぬ間に is one expression read しらぬまに, not 知らぬ + 間 read あいだ + に")
    func classicalNegativePhrase() throws {
        let phrase = try #require(try tokens("知らぬ間に雨が降った").first)
        #expect(phrase.text == "知らぬ間に")
        #expect(phrase.reading == "しらぬまに")
        #expect(try tokens("知らぬ間に雨が降った").allSatisfy { $0.reading != "あいだ" })
    }

    @Test("上野 reads うえの, not こうずけ, the old province that is JMdict's only 上野")
    func placeNameReadsByItsWords() throws {
        let tokens = try tokens("上野に行った")
        let place = tokens.prefix { $0.text != "に" }
        #expect(place.map(\.text).joined() == "上野")
        #expect(place.compactMap(\.reading).joined() == "うえの")
    }

    @Test("着替えなさい is 着替える with the imperative なさい, not the noun 着替え and なさる")
    func imperativeOfAVerbWithANounStem() throws {
        let tokens = try tokens("早く着替えなさい。").filter(\.isWord)
        let change = try #require(tokens.last)
        #expect(change.text == "着替えなさい")
        #expect(change.dictionaryForm == "着替える")
        #expect(change.inflections == [.politeImperative])
    }

    @Test("なるほど alone is the expression なるほど, not なる + ほど")
    func expressionAlone() throws {
        for text in ["なるほど", "ああ、なるほど！"] {
            let word = try #require(try tokens(text).filter(\.isWord).last)
            #expect(word.text == "なるほど")
            #expect(word.dictionaryForm == "なるほど")
        }
        // Inside a clause an expression's words still come apart: 水をください is ください.
        #expect(try tokens("水をください").last?.dictionaryForm == "くださる")
    }

    @Test("After digits a counter is read as one: ２８日 is にち (not ひ), ３月 がつ, １０分 じゅっぷん's ぷん, ５分 ふん")
    func countersAfterDigits() throws {
        for (text, counter, reading) in [("２８日に会おう", "日", "にち"), ("3月です", "月", "がつ"), ("１０分待った", "分", "ぷん"), ("５年だ", "年", "ねん"),
                                         ("1分待った", "分", "ぷん"), ("3分待った", "分", "ぷん"), ("6分待った", "分", "ぷん"),
                                         ("2分待った", "分", "ふん"), ("5分待った", "分", "ふん")] {
            let tokens = try tokens(text)
            #expect(tokens.first?.kind == .number)
            let word = try #require(tokens.dropFirst().first)
            #expect(word.text == counter)
            #expect(word.reading == reading, "\(text)")
        }
        // Without a number before it, 日 is the day.
        #expect(try tokens("日が昇る").first?.reading == "ひ")
    }

    @Test("Each number from 1 to 10 and 100 before 分, 本, 杯, 匹, 回 and 階 reads its counter as said: ４分 よんぷん, ４本 よんほん, ３階 さんがい, ３回 さんかい")
    func counterSoundChangeTable() throws {
        // The counter's reading after 1, 2, ... 10 and 100 (いっぷん, にふん, さんぷん, よんぷん, ごふん, ...).
        let numbers = Array(1...10) + [100]
        let table: [(counter: String, readings: [String])] = [
            ("分", ["ぷん", "ふん", "ぷん", "ぷん", "ふん", "ぷん", "ふん", "ぷん", "ふん", "ぷん", "ぷん"]),
            ("本", ["ぽん", "ほん", "ぼん", "ほん", "ほん", "ぽん", "ほん", "ぽん", "ほん", "ぽん", "ぽん"]),
            ("杯", ["ぱい", "はい", "ばい", "はい", "はい", "ぱい", "はい", "ぱい", "はい", "ぱい", "ぱい"]),
            ("匹", ["ぴき", "ひき", "びき", "ひき", "ひき", "ぴき", "ひき", "ぴき", "ひき", "ぴき", "ぴき"]),
            ("回", ["かい", "かい", "かい", "かい", "かい", "かい", "かい", "かい", "かい", "かい", "かい"]),
            ("階", ["かい", "かい", "がい", "かい", "かい", "かい", "かい", "かい", "かい", "かい", "かい"]),
        ]
        for (counter, readings) in table {
            for (number, reading) in zip(numbers, readings) {
                for digits in ["\(number)", String(String.UnicodeScalarView("\(number)".unicodeScalars.map { Unicode.Scalar($0.value + 0xFEE0)! }))] {
                    let text = "\(digits)\(counter)だった。"
                    let tokens = try tokens(text)
                    #expect(tokens.first?.kind == .number, "\(text): \(tokens.map(\.text))")
                    let word = try #require(tokens.dropFirst().first, "\(text)")
                    #expect(word.text == counter, "\(text): \(tokens.map(\.text))")
                    #expect(word.reading == reading, "\(text): \(word.reading ?? "nil")")
                }
            }
        }
    }

    @Test("A number with a decimal point or thousands separators is one token: マグニチュード５.８, 1,000円")
    func decimalNumbers() throws {
        #expect(try tokens("マグニチュード５.８の地震").map(\.text) == ["マグニチュード", "５.８", "の", "地震"])
        #expect(try tokens("1,000円").first?.text == "1,000")
        #expect(try tokens("3.14").map(\.text) == ["3.14"])
        // A list is not one number, nor is a full stop after digits.
        #expect(try tokens("1,2,3").filter { $0.kind == .number }.map(\.text) == ["1", "2", "3"])
        #expect(try tokens("５人。").map(\.text).first == "５")
    }

    @Test("A word JMdict spells with digits and reads otherwise than number and counter is one: ２人 is ふたり; ３人 is ３ + 人")
    func numberWordsWithTheirOwnReading() throws {
        let two = try #require(try tokens("２人で行った").first)
        #expect(two.text == "２人")
        #expect(two.reading == "ふたり")
        #expect(try tokens("1人暮らし").first?.reading == "ひとり")
        // A number and a counter read as such stay two: the number, then the counter.
        #expect(try tokens("３人で行った").prefix(2).map(\.text) == ["３", "人"])
        #expect(try tokens("２８日に").prefix(2).map(\.text) == ["２８", "日"])
    }

    @Test("A date or count in digits with a reading of its own is that word: ２日 ふつか, 1日 ついたち, 14日 じゅうよっか, 2つ ふたつ")
    func datesAndCountsInDigits() throws {
        for (text, word, form, reading) in [
            ("1日に", "1日", "一日", "ついたち"), ("2日に", "2日", "二日", "ふつか"), ("３日に", "３日", "三日", "みっか"),
            ("10日に", "10日", "十日", "とおか"), ("14日に", "14日", "十四日", "じゅうよっか"), ("20日に", "20日", "二十日", "はつか"),
            ("24日に", "24日", "二十四日", "にじゅうよっか"), ("2つください", "2つ", "二つ", "ふたつ"), ("７つの海", "７つ", "七つ", "ななつ"),
        ] {
            let first = try #require(try tokens(text).first)
            #expect(first.text == word, "\(text)")
            #expect(first.reading == reading, "\(text)")
            #expect(first.dictionaryForm == form, "\(text)")
            // Enter opens the word's own entry, the one the decks teach.
            let entry = try #require(first.entryPosition.flatMap { Self.dictionary?.entry(at: $0) }, "\(text)")
            #expect(entry.spellings.contains(form) && entry.readings.first == reading, "\(text)")
        }
        // ASCII and full-width digits are one word alike.
        #expect(try tokens("２日に").first?.reading == "ふつか")
        #expect(try tokens("2日に").first?.entryPosition == tokens("２日に").first?.entryPosition)
        #expect(try tokens("２４日").first?.reading == "にじゅうよっか")
        // A number read before its counter stays the number and the counter: ２８日 にち, 3人 にん, １分 (いっ)ぷん.
        for (text, counter, reading) in [("28日に", "日", "にち"), ("２８日に", "日", "にち"), ("3人で", "人", "にん"), ("１分待った", "分", "ぷん")] {
            let tokens = try tokens(text)
            #expect(tokens.first?.kind == .number, "\(text)")
            #expect(tokens.dropFirst().first?.text == counter, "\(text)")
            #expect(tokens.dropFirst().first?.reading == reading, "\(text)")
        }
        // 1月 is January (いちがつ), never ひとつき, the 一月 that is one month.
        #expect(try tokens("1月1日").compactMap(\.reading).joined() == "がつついたち")
    }

    @Test("Digits become kanji numerals as written (14: 十四, 20: 二十) and are read as before a counter")
    func kanjiNumerals() {
        #expect([1, 2, 10, 14, 20, 24, 99].map(NumberReading.kanji) == ["一", "二", "十", "十四", "二十", "二十四", "九十九"])
        #expect(NumberReading.kanji(0) == nil && NumberReading.kanji(100) == nil)
        #expect(NumberReading.readings(1) == ["いち", "いっ"])
        #expect(NumberReading.readings(10) == ["じゅう", "じゅっ", "じっ"])
        #expect(NumberReading.readings(28).contains("にじゅうはち"))
        #expect(NumberReading.readings(24).contains("にじゅうよん"))
    }

    @Test("まで and ので are the particles, not a kana word and で: 彼まで is 彼 + まで, never ま (まあ) + で")
    func twoKanaParticles() throws {
        for (text, particle) in [("彼まで来た。", "まで"), ("駅まで歩いた。", "まで"), ("２日まで休みです。", "まで"), ("雨なので行かない。", "ので")] {
            let tokens = try tokens(text)
            #expect(tokens.contains { $0.text == particle }, "\(text): \(tokens.map(\.text))")
            #expect(!tokens.contains { $0.text == "ま" }, "\(text): \(tokens.map(\.text))")
        }
        // A word of its own ending in で stays one: いつまでも, それで.
        #expect(try tokens("いつまでも元気で。").first?.text == "いつまでも")
    }

    /// A dictionary in text form of `entries` (the E lines' fields after "E\t"), keyed by their
    /// spellings and readings as the build keys them.
    static func fixtureDictionary(_ entries: [String]) throws -> JapaneseDictionary {
        var keys: [String: [Int]] = [:]
        for (position, entry) in entries.enumerated() {
            let fields = entry.split(separator: "\t", omittingEmptySubsequences: false)
            for name in (fields[1] + " " + fields[2]).split(separator: " ") where keys[String(name)]?.last != position {
                keys[String(name), default: []].append(position)
            }
        }
        let keyLines = keys.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { "K\t\($0)\t" + keys[$0]!.map(String.init).joined(separator: ",") }
        let scratch = TemporaryDirectory()
        let url = scratch.file("segmenter.txt")
        try ((entries.map { "E\t" + $0 } + keyLines).joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return try JapaneseDictionary(contentsOf: url)
    }

    @Test("A word no deck has that the analyser's dictionary cuts is its parts: 有力者 is 有力 + 者; a deck word stays whole")
    func wordTheAnalyserCuts() throws {
        // `s`: the analyser's dictionary cuts the word; `w`: it has the word whole (dictionary.bin's granularity flag).
        func entries(youryokushaMarks: String) -> [String] {
            ["1541710\t有力\tゆうりょく\t1w\tN1\tな-adjective|influential",
             "1322990\t者\tもの\t1w\tN3\tnoun|person",
             "1662480\t有力者\tゆうりょくしゃ\t\(youryokushaMarks)\t\tnoun|influential person",
             "1477810\t発売\tはつばい\t1w\tN2\tする-noun|sale",
             "1620400\t中\tちゅう\t1w\tN3\tsuffix|during",
             "1477820\t発売中\tはつばいちゅう\tw\t\tnoun|now on sale",
             "1979930\tお互い\tおたがい\t1s\tN3\tnoun|each other",
             "1268770\t互い\tたがい\t1w\tN3\tnoun|each other",
             "1270190\tお\tお\t1\t\tprefix|honorific"]
        }
        func words(_ text: String, _ dictionary: JapaneseDictionary) -> [String] {
            Segmenter(dictionary: dictionary).tokens(in: text).filter(\.isWord).map(\.text)
        }
        let marked = try Self.fixtureDictionary(entries(youryokushaMarks: "1s"))
        #expect(words("彼は有力者だ", marked).contains(["有力", "者"]))
        #expect(!words("彼は有力者だ", marked).contains("有力者"))
        // The same shape the analyser has whole stays one word; a deck word it cuts stays as the deck teaches it.
        #expect(words("発売中です", marked).first == "発売中")
        #expect(words("お互いに", marked).first == "お互い")
        // Without the mark (a dictionary built without the analyser), 有力者 is one word, as before.
        let unmarked = try Self.fixtureDictionary(entries(youryokushaMarks: "1"))
        #expect(words("彼は有力者だ", unmarked).contains("有力者"))
        // The bundled dictionary carries the marks.
        let tokens = try tokens("彼は政界の有力者だ。授業中にガムを噛むな。お互いに助け合う。")
        #expect(tokens.map(\.text).contains(["有力", "者"]) && tokens.map(\.text).contains(["授業", "中"]))
        #expect(tokens.contains { $0.text == "お互い" && $0.isWord })
    }

    @Test("The parts of a compound the analyser cuts read as the compound reads them: 授業中's 中 is ちゅう, 有力者's 者 しゃ, 陳列品's 品 ひん")
    func partsReadAsTheirCompound() throws {
        let tokens = try tokens("授業中に寝た。彼は有力者だ。陳列品を見る。家の中にいる。")
        func reading(_ text: String, after previous: String) -> String? {
            zip(tokens, tokens.dropFirst()).first { $0.0.text == previous && $0.1.text == text }?.1.reading
        }
        #expect(reading("中", after: "授業") == "ちゅう")
        #expect(reading("者", after: "有力") == "しゃ")
        #expect(reading("品", after: "陳列") == "ひん")
        // The entry Enter opens is the one read so: 中 "during", not 中 "inside".
        let during = try #require(zip(tokens, tokens.dropFirst()).first { $0.0.text == "授業" && $0.1.text == "中" }?.1)
        let dictionary = try #require(Self.dictionary)
        let entry = try #require(during.entryPosition.flatMap(dictionary.entry(at:)))
        #expect(entry.readings.contains("ちゅう"), "\(entry.readings)")
        #expect(entry.senses.contains { $0.partOfSpeech.hasPrefix("suffix") && $0.glosses.contains { $0.hasPrefix("during") } },
                "\(entry.senses)")
        // 中 after の is no compound's part: still なか.
        #expect(reading("中", after: "の") == "なか")
    }

    @Test("でした after a な-adjective or noun is the copula's past, not で + した: 大変でした is です, past")
    func copulaForms() throws {
        for (text, word, steps) in [("大変でした。", "でした", [Inflection.past]), ("学生でしょう。", "でしょう", [.volitional]),
                                    ("静かでして、", "でして", [.teForm]), ("雨だった。", "だった", [.past]), ("元気だろう", "だろう", [.volitional])] {
            let tokens = try tokens(text)
            let copula = try #require(tokens.dropFirst().first, "\(text)")
            #expect(copula.text == word, "\(text): \(tokens.map(\.text))")
            #expect(["です", "だ"].contains(copula.dictionaryForm) && copula.inflections == steps, "\(text)")
            // する is no word of the sentence, so `mine` does not list it.
            #expect(!tokens.contains { $0.dictionaryForm == "する" }, "\(text)")
        }
        // The negative forms keep their words: では or じゃ, and ある or ない.
        #expect(try tokens("学生ではありません。").filter(\.isWord).compactMap(\.dictionaryForm) == ["学生", "では", "ある"])
        #expect(try tokens("学生じゃなかった。").filter(\.isWord).compactMap(\.dictionaryForm) == ["学生", "じゃ", "ない"])
        // で and した of a place and a verb stay apart where no copula ends the clause.
        #expect(try tokens("日本でしたいこと").map(\.text).prefix(3) == ["日本", "で", "したい"])
    }

    @Test("いる after a godan て form in で is the verb's auxiliary: 読んでいた is 読む, not 読んで + いた (いる)")
    func progressiveAfterVoicedTe() throws {
        for (text, form, steps) in [("本を読んでいた。", "読む", [Inflection.teForm, .progressive, .past]),
                                    ("川で泳いでいる。", "泳ぐ", [.teForm, .progressive]),
                                    ("まだ飲んでいない。", "飲む", [.teForm, .progressive, .negative]),
                                    ("もう死んでしまった。", "死ぬ", [.teForm, .completion, .past]),
                                    ("食べている。", "食べる", [.teForm, .progressive])] {
            let tokens = try tokens(text)
            let verb = try #require(tokens.first { $0.dictionaryForm == form }, "\(text): \(tokens.map(\.text))")
            #expect(verb.inflections == steps, "\(text)")
            #expect(!tokens.contains { $0.dictionaryForm == "いる" || $0.dictionaryForm == "しまう" }, "\(text)")
        }
        // で after a noun is still the particle: 公園で + 遊んでいた is 公園 + で + 遊んでいた.
        #expect(try tokens("公園で遊んでいた。").map(\.text).prefix(3) == ["公園", "で", "遊んでいた"])
    }

    @Test("ある before a noun at the start of a clause is 或る \"a certain\"; after に or が it is the verb 有る")
    func aruBeforeNoun() throws {
        let dictionary = try #require(Self.dictionary)
        func partOfSpeech(_ token: TextToken?) -> String? {
            token?.entryPosition.flatMap { dictionary.entry(at: $0) }?.senses.first?.partOfSpeech
        }
        for text in ["ある母親が言った。", "昔、ある村に住んでいた。", "私はある人に会った。"] {
            let aru = try tokens(text).first { $0.text == "ある" }
            #expect(partOfSpeech(aru) == "pre-noun adjective", "\(text)")
        }
        for text in ["机の上にある本を読んだ。", "問題がある人", "時間がある。"] {
            let aru = try tokens(text).first { $0.text == "ある" }
            #expect(partOfSpeech(aru)?.hasPrefix("godan verb") == true, "\(text)")
        }
    }

    @Test("A counter with no 何 word after digits reads as the counter, with the number's sound change: ３杯 ばい, ２軒 けん, ５足 そく")
    func countersBySense() throws {
        for (text, reading) in [("３杯飲んだ。", "ばい"), ("１杯", "ぱい"), ("６杯", "ぱい"), ("２杯", "はい"), ("１０杯", "ぱい"),
                                ("２軒の家", "けん"), ("３軒", "げん"), ("５足の靴", "そく"), ("３足", "ぞく")] {
            let tokens = try tokens(text)
            #expect(tokens.first?.kind == .number, "\(text)")
            let counter = try #require(tokens.dropFirst().first, "\(text)")
            #expect(counter.reading == reading, "\(text)")
        }
        // Without digits before them they are the words: 杯 さかずき, 軒 のき, 足 あし.
        #expect(try tokens("足が痛い").first?.reading == "あし")
        #expect(NumberReading.counterReading("はい", after: 3) == "ばい" && NumberReading.counterReading("けん", after: 1) == "けん")
        #expect(NumberReading.counterReading("はい", after: 100) == "ぱい" && NumberReading.counterReading("はい", after: 1000) == "ばい")
    }

    @Test("ていく said short is the verb's too: 持ってく and 持ってった are 持つ, te iku, contracted (never く or った alone)")
    func contractedTeIku() throws {
        for (text, surface, form, steps) in [("お弁当を持ってく。", "持ってく", "持つ", [Inflection.teForm, .goingOn, .contracted]),
                                             ("傘を持ってった。", "持ってった", "持つ", [.teForm, .goingOn, .contracted, .past]),
                                             ("本を読んでく？", "読んでく", "読む", [.teForm, .goingOn, .contracted]),
                                             ("ご飯を食べてった。", "食べてった", "食べる", [.teForm, .goingOn, .contracted, .past]),
                                             ("鳥が飛んでった。", "飛んでった", "飛ぶ", [.teForm, .goingOn, .contracted, .past])] {
            let tokens = try tokens(text)
            let verb = try #require(tokens.first { $0.dictionaryForm == form }, "\(text): \(tokens.map(\.text))")
            #expect(verb.text == surface, "\(text): \(tokens.map(\.text))")
            #expect(verb.inflections == steps, "\(text): \(tokens.map(\.text))")
        }
        // ている in the past stays ている.
        let had = try #require(tokens("傘を持っていた。").first { $0.dictionaryForm == "持つ" })
        #expect(had.inflections == [.teForm, .progressive, .past])
    }

    @Test("ていく and てくる are the verb's: 持ってきた is 持つ, te kuru, past; 持っていく never reads いい")
    func teIkuAndTeKuru() throws {
        for (text, form, steps) in [("お弁当を持っていく。", "持つ", [Inflection.teForm, .goingOn]),
                                    ("傘を持ってきた。", "持つ", [.teForm, .comingOn, .past]),
                                    ("人口が増えていく。", "増える", [.teForm, .goingOn]),
                                    ("彼はまだ帰ってこない。", "帰る", [.teForm, .comingOn, .negative])] {
            let tokens = try tokens(text)
            let verb = try #require(tokens.first { $0.dictionaryForm == form }, "\(text): \(tokens.map(\.text))")
            #expect(verb.inflections == steps, "\(text): \(tokens.map(\.text))")
            #expect(!tokens.contains { ["いい", "いく", "行く", "くる", "来る"].contains($0.dictionaryForm ?? "") },
                    "\(text): \(tokens.map { $0.dictionaryForm ?? $0.text })")
        }
    }
}
