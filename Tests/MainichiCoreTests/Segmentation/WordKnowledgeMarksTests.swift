import Foundation
import Testing
@testable import MainichiCore

/// The marks a learner sets in the reader decide how a word counts, over what the reviews say:
/// the colours of the Read screen and the figures of `mainichi mine` follow them.
@Suite struct WordKnowledgeMarksTests {
    static let dictionary = SegmenterTests.dictionary

    @Test func aMarkedWordCountsAsMarkedAndTheCoverageFollows() throws {
        let dictionary = try #require(Self.dictionary)
        let text = "猫が好きです。猫は魚を食べました。"
        let tokens = Segmenter(dictionary: dictionary).tokens(in: text)
        let cat = try #require(tokens.first { $0.text == "猫" })
        let fish = try #require(tokens.first { $0.text == "魚" })
        let ate = try #require(tokens.first { $0.dictionaryForm == "食べる" })
        var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
        let before = WordKnowledgeIndex(progress: progress, dictionary: dictionary)
        #expect(before.knowledge(of: cat) == .new)
        #expect(before.knowledge(of: fish) == .new)

        let catPosition = try #require(cat.entryPosition)
        let fishPosition = try #require(fish.entryPosition)
        let catEntry = try #require(dictionary.entry(at: catPosition))
        let fishEntry = try #require(dictionary.entry(at: fishPosition))
        progress.wordMarks[WordMark.key(ofSequence: catEntry.sequence)] = .known
        progress.wordMarks[WordMark.key(ofSequence: fishEntry.sequence)] = .ignored
        let after = WordKnowledgeIndex(progress: progress, dictionary: dictionary)
        #expect(after.knowledge(of: cat) == .known)
        #expect(after.knowledge(of: fish) == .ignored)
        #expect(after.knowledge(of: ate) == .new)

        let coverage = TextCoverage(text: text, tokens: tokens, knowledge: after.knowledge(of:), dictionary: dictionary)
        // The ignored word is not a word to learn; the known one counts twice in the running text.
        #expect(!coverage.words.contains { $0.entryPosition == fish.entryPosition })
        #expect(coverage.words.first { $0.entryPosition == cat.entryPosition }?.knowledge == .known)
        #expect(coverage.runningShare > coverage.distinctShare)
    }

    @Test("A word written in kanji is not the kana deck word read alike: knowing はい \"yes\" does not make 杯 known, while する keeps the kana id")
    func kanjiWordIsNotTheKanaDeckWord() throws {
        let dictionary = try #require(Self.dictionary)
        let tokens = Segmenter(dictionary: dictionary).tokens(in: "はい、3杯飲みました。")
        let yes = try #require(tokens.first { $0.text == "はい" })
        let cups = try #require(tokens.first { $0.text == "杯" })
        var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
        progress.srs["v:はい:はい"] = SRSCard(due: Date(timeIntervalSince1970: 0))
        let index = WordKnowledgeIndex(progress: progress, dictionary: dictionary)
        #expect(index.knowledge(of: yes) == .learning)
        #expect(index.knowledge(of: cups) == .new)
        let cupEntry = try #require(cups.entryPosition.flatMap(dictionary.entry(at:)))
        #expect(!WordKnowledgeIndex.itemIDs(of: cupEntry).contains("v:はい:はい"))
        // A word usually written in kana keeps its kana id: する is the deck's する.
        let doEntry = try #require(dictionary.lookup("する").first { $0.isUsuallyKana })
        #expect(WordKnowledgeIndex.itemIDs(of: doEntry).contains("v:する:する"))
    }
}
