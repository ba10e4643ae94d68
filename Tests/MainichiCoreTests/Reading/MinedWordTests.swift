import Testing
@testable import MainichiCore

/// `MinedWord` from the bundled dictionary: what the Read screen's `+` and `mine --add` add.
@Suite("Mined words")
struct MinedWordTests {
    @Test("A conjugated word of a text becomes its dictionary form, reading, a deck word's meanings with Korean, and its sentence")
    func fromToken() throws {
        let dictionary = try #require(SegmenterTests.dictionary)
        let library = try DeckLibrary(directory: DeckIntegrityTests.decksDirectory)
        let text = "昨日は雨だった。猫は魚を食べさせられなかった。"
        let token = try #require(Segmenter(dictionary: dictionary).tokens(in: text).first { $0.text.hasPrefix("食べ") })
        let word = try #require(MinedWord(token, in: text, dictionary: dictionary, library: library))
        #expect(word.word == "食べる" && word.reading == "たべる")
        #expect(word.sentence == "猫は魚を食べさせられなかった。")
        #expect(word.meanings.contains("to eat") && word.koreanMeanings.contains("먹다"), "\(word)")
        let particle = try #require(Segmenter(dictionary: dictionary).tokens(in: text).first { $0.kind == .punctuation })
        #expect(MinedWord(particle, in: text, dictionary: dictionary, library: library) == nil)
    }

    @Test("A word written in katakana keeps its katakana as its reading (コーヒー, never こーひー); a word in kanji its hiragana")
    func katakanaReadingAsWritten() throws {
        let dictionary = try #require(SegmenterTests.dictionary)
        let library = try DeckLibrary(directory: DeckIntegrityTests.decksDirectory)
        let text = "朝はコーヒーを飲みました。"
        let tokens = Segmenter(dictionary: dictionary).tokens(in: text)
        func mined(_ prefix: String) throws -> MinedWord {
            let token = try #require(tokens.first { $0.text.hasPrefix(prefix) }, "\(tokens.map(\.text))")
            return try #require(MinedWord(token, in: text, dictionary: dictionary, library: library))
        }
        let coffee = try mined("コーヒー")
        #expect(coffee.word == "コーヒー" && coffee.reading == "コーヒー", "\(coffee)")
        let drink = try mined("飲")
        #expect(drink.word == "飲む" && drink.reading == "のむ", "\(drink)")
        // As `mainichi mine --add` makes it, from the text's coverage (whose readings are in hiragana).
        let coverage = TextCoverage(text: text, tokens: tokens, knowledge: { _ in .new }, dictionary: dictionary)
        let word = try #require(coverage.words.first { $0.dictionaryForm == "コーヒー" })
        #expect(MinedWord(word, dictionary: dictionary, library: library)?.reading == "コーヒー")
    }
}
