import Testing
@testable import MainichiCore

/// The Read screen counts a long text once and judges its words again after each mark.
@Suite struct TextCoverageRejudgedTests {
    @Test func judgedAgainAsIfCountedAfresh() throws {
        let dictionary = try #require(SegmenterTests.dictionary)
        let text = "猫が魚を食べた。猫は寝た。"
        let tokens = Segmenter(dictionary: dictionary).tokens(in: text)
        let cat = try #require(tokens.first { $0.text == "猫" }?.entryPosition)
        let fish = try #require(tokens.first { $0.text == "魚" }?.entryPosition)
        let judge: (Int) -> WordKnowledge = { $0 == cat ? .known : $0 == fish ? .ignored : .new }
        let counted = TextCoverage(text: text, tokens: tokens, knowledge: { _ in .new }, dictionary: dictionary)
        let fresh = TextCoverage(text: text, tokens: tokens, knowledge: { $0.entryPosition.map(judge) ?? .ignored }, dictionary: dictionary)
        let again = counted.rejudged { judge($0.entryPosition) }
        #expect(again.words == fresh.words)
        #expect(!again.words.contains { $0.entryPosition == fish })
        #expect(again.runningShare == fresh.runningShare && again.runningShare > 0)
        // The ignore taken away: the word is back, with its count and sentence.
        let back = counted.rejudged { $0.entryPosition == cat ? .known : .new }
        #expect(back.words.first { $0.entryPosition == fish }?.firstSentence == "猫が魚を食べた。")
    }
}
