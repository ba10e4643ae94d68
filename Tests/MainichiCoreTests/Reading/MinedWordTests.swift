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
}
