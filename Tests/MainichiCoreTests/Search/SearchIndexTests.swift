import Foundation
import Testing
@testable import MainichiCore

/// Search over the committed decks: every way of typing a word finds it, in a sensible order.
@Suite("Search index")
struct SearchIndexTests {
    static let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Decks")
    static let index: SearchIndex = SearchIndex.build(library: try! DeckLibrary(directory: decks))

    @Test("The index covers every vocabulary and kanji item")
    func coversAllDecks() throws {
        let library = try DeckLibrary(directory: Self.decks)
        #expect(Self.index.count > 9_000)
        #expect(Self.index.count == library.summaries.map(\.itemCount).reduce(0, +))
        #expect(Self.index.problems.isEmpty)
        #expect(Set(library.summaries.map(\.kind)) == [.vocab, .kanji])
    }

    @Test("Building from a library keeps no deck decoded there, and uses the decks it had decoded")
    func buildLeavesLibraryAsItWas() throws {
        let library = try DeckLibrary(directory: Self.decks)
        let n5 = try #require(library.summaries.first)
        _ = try library.deck(id: n5.deckID)
        let index = SearchIndex.build(library: library)
        #expect(library.summaries.filter { library.isLoaded(id: $0.deckID) }.map(\.deckID) == [n5.deckID])
        for query in ["tabe", "日", "eat", "ka", "hon"] {
            #expect(index.search(query) == Self.index.search(query), "\(query)")
        }
    }

    @Test("食べる is found from romaji, kana, katakana, the kanji and English", arguments: ["tabe", "たべ", "タベル", "食", "eat", "to eat", "TABERU"])
    func findsTaberu(query: String) {
        let results = Self.index.search(query, limit: 20)
        #expect(results.contains { $0.word == "食べる" }, "\(query): \(results.map(\.word))")
    }

    @Test("Exact matches come before prefixes, prefixes before substrings")
    func tiers() {
        let results = Self.index.search("食")
        #expect(results.first?.word == "食")
        #expect(results.first?.kind == .kanji)
        #expect(results.first?.match == .exact)
        let matches = results.map(\.match)
        #expect(matches == matches.sorted())
        #expect(matches.contains(.prefix) && matches.contains(.substring))
        let firstSubstring = results.firstIndex { $0.match == .substring }!
        #expect(results[..<firstSubstring].allSatisfy { $0.word.hasPrefix("食") })
        #expect(results[firstSubstring...].allSatisfy { $0.word.contains("食") && !$0.word.hasPrefix("食") })

        let taberu = Self.index.search("たべる")
        #expect(taberu.first?.reading == "たべる")
        #expect(taberu.first?.match == .exact)
    }

    @Test("Within a tier, easier levels first (a deck without a level last), then words before kanji, then earlier days")
    func levelOrder() {
        let results = Self.index.search("か")
        #expect(results.count > 100)
        for tier in [SearchResult.Match.exact, .prefix, .substring] {
            let keys = results.filter { $0.match == tier }.map { ($0.level?.order ?? Level.allCases.count, $0.kind == .vocab ? 0 : 1, $0.day) }
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }, "\(tier)")
        }
    }

    /// `hon` put 本 (ほん) at position 46, behind English words starting with "hon".
    @Test("A trailing n is read as ん: hon finds ほん as an exact match, before honest and honour")
    func trailingNIsN() throws {
        let results = Self.index.search("hon")
        let hon = try #require(results.firstIndex { $0.reading == "ほん" })
        #expect(results[hon].match == .exact)
        let english = try #require(results.firstIndex { $0.meaning.lowercased().contains("hon") && !$0.reading.contains("ほ") })
        #expect(hon < english)
    }

    /// `sen` ranked 文章 ("sentence") before 先輩 (せんぱい).
    @Test("A reading that starts with the query outranks an English meaning that does", arguments: ["sen", "kan"])
    func readingPrefixBeforeEnglish(query: String) throws {
        let results = Self.index.search(query)
        let kana = Kana.hiragana(from: RomajiConverter.convert(query + "n"))  // "senn": せん
        let lastReading = try #require(results.lastIndex { $0.kind == .vocab && $0.reading.hasPrefix(kana) && $0.match != .partial })
        let firstEnglishOnly = try #require(results.firstIndex {
            $0.meaning.lowercased().contains(query) && !Kana.hiragana(from: $0.reading).contains(kana) && !$0.word.contains(kana)
        })
        #expect(lastReading < firstEnglishOnly, "\(results.prefix(10).map(\.word))")
    }

    /// NFD kana, fullwidth romaji and half-width katakana found nothing.
    @Test("NFD kana, fullwidth romaji and half-width katakana find what their ordinary forms find",
          arguments: [("\u{304B}\u{3099}\u{3063}\u{3053}\u{3046}", "がっこう"), ("\u{306F}\u{309A}\u{3093}", "ぱん"),
                      ("ｇａｋｋｏｕ", "gakkou"), ("ＴＥＮ", "TEN"), ("ｼﾞｭｳ", "ジュウ"), ("ｶﾞｯｺｳ", "ガッコウ")])
    func normalisedForms(query: String, ordinary: String) {
        let expected = Self.index.search(ordinary, limit: 20).map(\.id)
        #expect(!expected.isEmpty)
        #expect(Self.index.search(query, limit: 20).map(\.id) == expected)
    }

    @Test("English matches at word starts only, case-insensitive")
    func englishWordPrefix() {
        let results = Self.index.search("Water")
        #expect(results.first?.meanings.contains { $0.lowercased().hasPrefix("water") } == true)
        for result in results {
            let text = result.meanings.joined(separator: " ").lowercased()
            let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" })
            // The romaji reading of the query ("わて") also finds あわてる.
            let found = words.contains { $0.hasPrefix("water") } || Kana.hiragana(from: result.reading.filter { $0 != "(" && $0 != ")" }).contains("わて")
            #expect(found, "\(result.word): \(text)")
        }
        // Inside a word is not a match: "ater" does not find 水 (water).
        #expect(Self.index.search("water").contains { $0.word == "水" })
        #expect(!Self.index.search("ater").contains { $0.word == "水" })
    }

    @Test("Tags in parentheses and a leading \"to \" are ignored: \"to eat (polite)\" is an exact match for eat",
          arguments: [("(polite) to eat", "eat"), ("to eat (polite)", "eat"), ("(usu. kana) to eat", "eat"),
                      ("(n) rain (weather)", "rain"), ("To Eat", "eat"), ("(kokuji)", "")])
    func englishForm(meaning: String, form: String) {
        #expect(SearchIndex.englishForm(meaning) == form)
    }

    @Test("A meaning is searched by its form, plus the whole text when it has a tag; fragments not at all", arguments: [
        ("to keep out (rain)", ["keep out", "to keep out (rain)"]), ("to eat", ["eat"]), ("I", ["i"]), ("a", ["a"]),
        ("t", []), ("to", []), ("%", ["%"]),
    ])
    func englishForms(meaning: String, forms: [String]) {
        #expect(SearchIndex.englishForms(of: meaning) == forms)
    }

    @Test("eat: exact meanings first, easier levels first: 召し上がる (N4) and 食う (N3) before 召す (N1)")
    func eatRanking() {
        let results = Self.index.search("eat")
        let exact = results.prefix { $0.match == .exact }
        let words = exact.map(\.word)
        #expect(words.contains("召し上がる") && words.contains("食う"), "\(words)")
        #expect(exact.map { $0.level?.order ?? Level.allCases.count } == exact.map { $0.level?.order ?? Level.allCases.count }.sorted())
        let position = { (word: String) in results.firstIndex { $0.word == word } ?? .max }
        #expect(position("召し上がる") < position("召す"))
        #expect(position("食う") < position("召す"))
        // A word inside a tag is still found, after the meanings that match outright.
        #expect(Self.index.search("rain").contains { $0.meanings.contains { $0.hasSuffix(" (rain)") } })
    }

    @Test("One letter matches a meaning only outright; cut fragments (\"t\", \"to\") are not searched")
    func oneLetter() {
        let t = Self.index.search("t")
        #expect(!t.contains { ["触れる", "潤う", "剥がす", "凌ぐ", "堪える"].contains($0.word) }, "\(t.map(\.word))")
        #expect(t.allSatisfy { $0.word.lowercased().hasPrefix("t") }, "\(t.map(\.word))")
        let i = Self.index.search("i")
        #expect(i.contains { $0.meanings.contains("I") && $0.match == .exact })
        #expect(Self.index.search("ten").first?.word == "十")
        let to = Self.index.search("to")
        #expect(!to.contains { $0.word == "合わす" && $0.match == .exact })
    }

    @Test("A doubled n is searched both as an input method reads it and as Hepburn", arguments: [
        ("kinnyoubi", "金曜日"), ("konnichiha", "こんにちは"), ("konnnichiha", "こんにちは"), ("onna", "女"), ("onnna", "女"),
    ])
    func doubledN(query: String, word: String) {
        let results = Self.index.search(query, limit: 50)
        #expect(results.contains { $0.word == word }, "\(query): \(results.map(\.word))")
    }

    @Test("Romaji with an unfinished tail: the hint shows the pending letters; the kana must fit them")
    func romajiQuery() {
        #expect(SearchQuery("tabe").kanaHint == "たべ")
        #expect(SearchQuery("taben").kanaHint == "たべ(n)")
        #expect(SearchQuery("cat").kanaHint == "か(t)")
        #expect(SearchQuery("eat").kanaHint == "えあ(t)")
        #expect(SearchQuery("たべ").kanaHint == nil)
        #expect(SearchQuery("ka").kanaHint == "か")
        // English words with a space are no reading: no "と えあ(t)" beside "to eat".
        #expect(SearchQuery("to eat").kanaHint == nil)
        #expect(SearchQuery("kaze no").kanaHint == nil)
        #expect(Self.index.search("taber", limit: 50).contains { $0.word == "食べる" })
        #expect(Self.index.search("tabem", limit: 50).contains { $0.word == "食べ物" })
        #expect(Self.index.search("kat", limit: 500).contains { $0.reading == "かった" || $0.reading.hasPrefix("かっ") })
        #expect(Self.index.search("  ").isEmpty)
    }

    @Test("A half-typed romaji never matches as if its tail were not there; English words come first", arguments: [
        ("cat", "猫", ["日", "下", "何", "火", "家"]), ("dog", "犬", ["土", "度"]), ("eat", "食べる", ["エアメール"]),
        ("red", "赤", ["列"]), ("bad", "悪い", ["バス", "バター", "番号"]),
    ])
    func halfTypedRomaji(query: String, english: String, wrong: [String]) {
        let results = Self.index.search(query)
        #expect(results.prefix(3).contains { $0.word == english }, "\(query): \(results.prefix(5).map(\.word))")
        #expect(!results.contains { wrong.contains($0.word) }, "\(query): \(results.map(\.word))")
        // Kana matches of the half-typed query come after every English match, and fit the tail.
        let firstPartial = results.firstIndex { $0.match == .partial } ?? results.endIndex
        #expect(results[firstPartial...].allSatisfy { $0.match == .partial })
        #expect(results.map(\.match) == results.map(\.match).sorted())
    }

    @Test("The same query always gives the same order, and limit keeps the best")
    func deterministic() {
        let all = Self.index.search("a")
        #expect(all == Self.index.search("a"))
        #expect(Array(all.prefix(7)) == Self.index.search("a", limit: 7))
    }
}
