import Foundation
import Testing
@testable import MainichiCore

/// The dictionary words the segmenter cut into words of their own, found again over its tokens.
@Suite("LongerWordFinder")
struct LongerWordFinderTests {
    func tokens(_ text: String) throws -> (tokens: [TextToken], dictionary: JapaneseDictionary) {
        let dictionary = try #require(SegmenterTests.dictionary)
        return (Segmenter(dictionary: dictionary).tokens(in: text), dictionary)
    }

    func words(_ text: String, at word: String) throws -> [(form: String, place: LongerWord.Place, range: Range<Int>, headword: String)] {
        let (tokens, dictionary) = try tokens(text)
        let index = try #require(tokens.firstIndex { $0.text == word }, "no token \(word) in \(tokens.map(\.text))")
        return LongerWordFinder(dictionary: dictionary).words(around: index, in: tokens).map {
            ($0.form, $0.place, $0.range, dictionary.entry(at: $0.entryPosition)?.headword ?? "")
        }
    }

    @Test("授業中 is found from 授業 in 授業中に寝た, which the segmenter cuts 授業 + 中")
    func fromTheStart() throws {
        let (tokens, _) = try tokens("授業中に寝た")
        #expect(tokens.prefix(2).map(\.text) == ["授業", "中"])
        let found = try words("授業中に寝た", at: "授業")
        let first = try #require(found.first)
        #expect(first.form == "授業中")
        #expect(first.headword == "授業中")
        #expect(first.place == .startsHere)
        #expect(first.range == 0..<3)
    }

    @Test("授業中 is found from 中 too, as the word that ends there")
    func fromTheEnd() throws {
        let found = try words("授業中に寝た", at: "中")
        let word = try #require(found.first { $0.form == "授業中" })
        #expect(word.place == .endsHere)
        #expect(word.range == 0..<3)
        // Words starting at 中 come before it.
        #expect(found.firstIndex { $0.place == .startsHere } ?? 0 <= found.firstIndex { $0.form == "授業中" } ?? 0)
    }

    @Test("The other cut compounds: 有力者, 大掃除, 郵便受け, from either end")
    func otherCompounds() throws {
        #expect(try tokens("年末に大掃除した。").tokens.map(\.text).contains("大"))
        #expect(try tokens("郵便受けを見た。").tokens.map(\.text).contains("郵便"))
        #expect(try words("彼は有力者だ。", at: "有力").contains { $0.form == "有力者" && $0.place == .startsHere })
        #expect(try words("彼は有力者だ。", at: "者").contains { $0.form == "有力者" && $0.place == .endsHere })
        #expect(try words("年末に大掃除した。", at: "大").contains { $0.form == "大掃除" && $0.range == 3..<6 })
        #expect(try words("年末に大掃除した。", at: "掃除").contains { $0.form == "大掃除" && $0.place == .endsHere })
        #expect(try words("郵便受けを見た。", at: "郵便").first?.form == "郵便受け")
    }

    @Test("A word the segmenter keeps whole, or one at the end of a sentence, has none; punctuation stops a word")
    func none() throws {
        #expect(try words("猫が好きだ。", at: "猫").isEmpty)
        // 授業。中 is no 授業中.
        #expect(try words("授業。中に", at: "授業").allSatisfy { $0.form != "授業中" })
    }

    @Test("At most the limit, each entry once")
    func limit() throws {
        let (tokens, dictionary) = try tokens("授業中に寝た")
        let finder = LongerWordFinder(dictionary: dictionary)
        #expect(finder.words(around: 1, in: tokens, limit: 1).count <= 1)
        let all = finder.words(around: 1, in: tokens, limit: 20)
        #expect(Set(all.map(\.entryPosition)).count == all.count)
        #expect(finder.words(around: 99, in: tokens).isEmpty)
    }
}
