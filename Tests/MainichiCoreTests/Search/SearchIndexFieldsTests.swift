import Foundation
import Testing
@testable import MainichiCore

/// The index writes its searchable text straight into its tables, skipping `lowercased()` for
/// text without case and turning katakana into hiragana byte by byte; what it writes must be
/// what `lowercased()`, `Kana.hiragana(from:)` and the English and Korean forms give, or a query
/// would find other items.
@Suite struct SearchIndexFieldsTests {
    /// Every searchable text of `item` as the index has always made it, with its kind, in order.
    static func expectedFields(of item: StudyItem, cognate: String?) -> [(String, SearchIndex.FieldKind)] {
        var fields: [(String, SearchIndex.FieldKind)] = []
        switch item {
        case .vocab(let word):
            fields.append((word.word.lowercased(), .headword))
            fields += word.alternates.map { ($0.lowercased(), .headword) }
            fields.append((Kana.hiragana(from: word.reading), .reading))
        case .kanji(let kanji):
            fields.append((kanji.kanji, .headword))
            fields += (kanji.onyomi + kanji.kunyomi).map { (Kana.hiragana(from: KanjiReading.bare($0)), .reading) }
        }
        fields += item.meanings.flatMap { SearchIndex.englishForms(of: $0).map { ($0, SearchIndex.FieldKind.english) } }
        let korean: [String]
        switch item {
        case .vocab(let word): korean = word.koreanMeanings
        case .kanji(let kanji): korean = kanji.koreanMeanings
        }
        fields += korean.flatMap { SearchIndex.koreanForms(of: $0).map { ($0, SearchIndex.FieldKind.korean) } }
        if case .vocab = item, let cognate { fields.append((cognate, .cognate)) }
        return fields.filter { !$0.0.isEmpty }
    }

    /// The fields the index holds, by item.
    static func fields(of index: SearchIndex) -> [[(String, SearchIndex.FieldKind)]] {
        var result = Array(repeating: [(String, SearchIndex.FieldKind)](), count: index.count)
        for position in stride(from: 0, to: index.fields.count, by: 4) {
            let text = String(decoding: index.bytes[Int(index.fields[position])..<Int(index.fields[position + 1])], as: UTF8.self)
            let kind = SearchIndex.FieldKind(rawValue: UInt8(index.fields[position + 3]))!
            result[Int(index.fields[position + 2])].append((text, kind))
        }
        return result
    }

    static func same(_ left: [(String, SearchIndex.FieldKind)], _ right: [(String, SearchIndex.FieldKind)]) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && Array($0.0.utf8) == Array($1.0.utf8) }
    }

    @Test("Every bundled item's searchable text is what lowercased(), Kana.hiragana and the meaning forms give")
    func bundledItems() throws {
        let library = try DeckLibrary(directory: SearchIndexCacheTests.decks)
        var items: [StudyItem] = []
        for summary in library.summaries { items += try library.deck(id: summary.deckID).items }
        let korean = KoreanLibrary(decksDirectory: library.directory)
        func cognate(_ word: String) -> String? {
            if case .word(_, let hangul)? = korean.cognate(for: word) { return hangul }
            return nil
        }
        let index = SearchIndex(items: items, cognates: cognate)
        let indexed = Self.fields(of: index)
        #expect(indexed.count == items.count)
        var mismatches: [String] = []
        for (item, fields) in zip(items, indexed) {
            let expected = Self.expectedFields(of: item, cognate: cognate(item.headword))
            if !Self.same(fields, expected) { mismatches.append(item.id) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("Words with capitals, Latin letters with accents, full-width letters and katakana of every kind")
    func unusualText() {
        let words = ["ＡＢＣ", "Tシャツ", "ÉCOLE", "ΣΟΦΙΑ", "İstanbul", "ｶﾀｶﾅ", "ヴァイオリン", "ヽヾゝゞ", "ㇰㇱ", "ヷヸヹヺ", "ー・ヿ",
                     "漢字カナ", "한국어", "Ꙁꙁ", "Ꜳꜳ", "ⓐⒶ", "DVD", "e-mail", "ＣＤ"]
        let items = words.enumerated().map { offset, word in
            var vocab = VocabItem(id: "v:\(offset)", word: word, reading: word, meanings: [word, "To \(word) (Tag)"],
                                  day: 1, level: .n5, alternates: [word.uppercased()])
            vocab.koreanMeanings = [word, "공부(하다)", " 말 "]
            return StudyItem.vocab(vocab)
        }
        let index = SearchIndex(items: items)
        for (item, fields) in zip(items, Self.fields(of: index)) {
            #expect(Self.same(fields, Self.expectedFields(of: item, cognate: nil)), "\(item.headword)")
        }
    }

    @Test("Text taken as caseless is left as it is by lowercased(), for every scalar of the first plane")
    func caselessRanges() {
        var wrong: [UInt32] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            if SearchIndex.isCaseless(text.utf8), text.lowercased() != text { wrong.append(value) }
        }
        #expect(wrong.isEmpty)
        #expect(SearchIndex.isCaseless("食べる".utf8) && SearchIndex.isCaseless("abc 1".utf8) && SearchIndex.isCaseless("공부".utf8))
        #expect(!SearchIndex.isCaseless("Abc".utf8) && !SearchIndex.isCaseless("é".utf8) && !SearchIndex.isCaseless("Ａ".utf8))
    }
}
