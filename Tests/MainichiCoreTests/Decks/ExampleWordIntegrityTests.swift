import Foundation
import Testing
@testable import MainichiCore

/// The committed decks' examples are the word itself (tools/decks/vocab.py `judge`): each reads the
/// word as the item does, with readings the analysers gave, and no kana look-alike or cruel sentence.
@Suite("Examples that are the word")
struct ExampleWordIntegrityTests {
    func words() throws -> [VocabItem] {
        try ExampleReadingIntegrityTests().words()
    }

    /// Readings other than the item's that curation.tsv lets examples show (日本 にっぽん), keyed by word and reading.
    func variants() throws -> [String: Set<String>] {
        let curation = ExampleReadingIntegrityTests.decksDirectory.deletingLastPathComponent()
            .appendingPathComponent("tools/decks/curation.tsv")
        var result: [String: Set<String>] = [:]
        for line in try String(contentsOf: curation, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 5, fields[0] == "variant" { result["\(fields[1])\t\(fields[2])", default: []].insert(fields[3]) }
        }
        return result
    }

    @Test("An example that writes a kanji word reads it as the item (間 never ま for あいだ, 金 never きん for かね)")
    func kanjiWordsReadAsTheItem() throws {
        let variants = try variants()
        var forced: [String] = []
        var checked = 0
        for word in try words() where !word.word.isEmpty && word.word.allSatisfy({ Kana.isKanji($0) || $0 == "々" }) {
            let allowed = variants["\(word.word)\t\(word.reading)", default: []].union([word.reading])
            // An alternate that continues the word (手当て for 手当) is split by its okurigana.
            let longer = word.alternates.filter { $0.hasPrefix(word.word) && $0 != word.word }
            for example in word.examples where example.japanese.contains(word.word)
                && !longer.contains(where: { example.japanese.contains($0) }) {
                checked += 1
                let segments = example.segments
                let read = segments.indices.contains { start in
                    var text = "", reading = ""
                    for segment in segments[start...] {
                        text += segment.text
                        reading += segment.reading
                        if text == word.word { return allowed.contains(reading) }
                        if !word.word.hasPrefix(text) { return false }
                    }
                    return false
                }
                if !read { forced.append("\(word.id): \(example.japanese)") }
            }
        }
        #expect(checked > 5_000)
        #expect(forced.isEmpty, "\(forced.count): \(forced.prefix(10))")
    }

    @Test("日本's examples read it にほん or にっぽん, as the analysers do (a curation line allows にっぽん)")
    func nihonReadsAsTheAnalysersDo() throws {
        let nihon = try #require(try words().first { $0.word == "日本" && $0.reading == "にほん" })
        #expect(!nihon.examples.isEmpty)
        for example in nihon.examples {
            #expect(example.segments.contains { $0.text == "日本" && ["にほん", "にっぽん"].contains($0.reading) }, "\(example.japanese)")
        }
    }

    @Test("Kana items have no look-alike examples (はし in 損はしない, もし in 何もしない, それに as それ+に)", arguments: [
        ("はし", "損はし"), ("もし", "何もし"), ("なお", "早急なお"), ("ところが", "高いところが"), ("ばね", "なければね"),
        ("まして", "致しまして"), ("まして", "いたしまして"), ("それに", "はそれに"),
    ])
    func noLookAlikes(word: String, fragment: String) throws {
        let items = try words().filter { $0.word == word }
        #expect(!items.isEmpty, "no item \(word)")
        for item in items {
            #expect(!item.examples.contains { $0.japanese.contains(fragment) }, "\(item.id)")
        }
    }

    @Test("No example holds violence or an insult the word itself does not name (殺された for とうとう, 不細工)")
    func noCruelExamples() throws {
        let terms = ["殺", "死ね", "暴漢", "ピストル", "拳銃", "不細工", "ブス", "畜生", "野郎", "貴様", "てめえ", "自殺", "爆弾"]
        var cruel: [String] = []
        for word in try words() {
            let forms = [word.word] + word.alternates
            for example in word.examples {
                for term in terms where example.japanese.contains(term)
                    && !forms.contains(where: { $0.contains(term) || term.contains($0) }) {
                    cruel.append("\(word.id): \(example.japanese)")
                }
            }
        }
        #expect(cruel.isEmpty, "\(cruel.prefix(10))")
    }

    @Test("The build's example checks are in NOTICE.md and each is 0")
    func buildChecksAreZero() throws {
        let notice = try String(contentsOf: ExampleReadingIntegrityTests.decksDirectory.appendingPathComponent("NOTICE.md"), encoding: .utf8)
        let names = [
            "examples whose word neither analyser finds read as the item",
            "kana examples that are another word (UniDic lemma, part of speech, or a piece of two words)",
            "examples whose segments are not the analysers' readings",
            "examples with violence or an insult the word does not name",
            "kana items taking the meaning of another entry written in kanji",
            "kana items resolved to an untagged entry where another entry of that kana is common (あら the fish), or a less tagged one where another entry written in kana is more common (クラブ the nightclub)",
            "words whose part of speech is 'other' (匹敵: JMdict's vs alone is a する-noun)",
        ]
        for name in names {
            #expect(notice.contains("- \(name): 0\n"), "\(name)")
        }
    }
}

/// Wrong entries of the second pass stay fixed, and vulgar senses stay out of learners' meanings.
@Suite("Entries and meanings a teacher corrected")
struct CorrectedEntryTests {
    func item(_ id: String) throws -> VocabItem? {
        try ExampleReadingIntegrityTests().words().first { $0.id == id }
    }

    @Test("The words the list meant are taught with their own reading and meaning", arguments: [
        ("v:華奢:きゃしゃ", "delicate"), ("v:仮名:かな", "kana"), ("v:値:ね", "price"), ("v:トン:トン", "ton"),
        ("v:どうか:どうか", "please"), ("v:毎月:まいつき", "every month"), ("v:値:あたい", "value"),
    ])
    func correctedEntries(id: String, meaning: String) throws {
        let word = try #require(try item(id), "\(id) is missing")
        #expect(word.meanings.contains { $0.contains(meaning) }, "\(word.meanings)")
    }

    @Test("The wrong entries are gone", arguments: ["v:華奢:かしゃ", "v:仮名:かめい", "v:ね:ね", "v:とん:とん", "v:毎月:まいげつ", "v:で:で"])
    func wrongEntriesGone(id: String) throws {
        #expect(try item(id) == nil)
    }

    @Test("The teacher's sample at seed 20261201: the words the lists meant, in the sense a learner meets", arguments: [
        ("v:あら:あら", "oh"), ("v:出直し:でなおし", "fresh start"), ("v:ソース:ソース", "sauce"),
        ("v:全く:まったく", "(not) at all"), ("v:強いて:しいて", "if one must"), ("v:やる:やる", "to give"),
    ])
    func sampledWordsMeanWhatTheListMeant(id: String, meaning: String) throws {
        let word = try #require(try item(id), "\(id) is missing")
        #expect(word.meanings.contains { $0.contains(meaning) }, "\(word.meanings)")
    }

    @Test("Senses of other words or other fields stay out (あら the fish, アルバイト albite, 匹敵 'other')", arguments: [
        ("v:あら:あら", "perch"), ("v:アルバイト:アルバイト", "albite"), ("v:自動:じどう", "intransitive"), ("v:量:りょう", "pramana"),
        ("v:輸出:ゆしゅつ", "efferent"), ("v:輸入:ゆにゅう", "afferent"), ("v:いつも:いつも", "never"),
    ])
    func otherSensesStayOut(id: String, gloss: String) throws {
        let word = try #require(try item(id), "\(id) is missing")
        #expect(!word.meanings.contains { $0.contains(gloss) }, "\(word.meanings)")
    }

    @Test("匹敵 is a する-noun, and つける's Korean is not 켜다 (that is 点ける, at N5 beside it)")
    func partOfSpeechAndKoreanSense() throws {
        #expect(try #require(try item("v:匹敵:ひってき")).partOfSpeech == "する-noun")
        #expect(!(try #require(try item("v:つける:つける")).koreanMeanings.contains("켜다")))
        #expect(try #require(try item("v:点ける:つける")).koreanMeanings.contains("켜다"))
    }

    @Test("値 あたい is not glossed as a price (that is 値 ね)")
    func valueIsNotPrice() throws {
        let word = try #require(try item("v:値:あたい"))
        #expect(!word.meanings.contains("price"))
    }

    @Test("No vulgar or slang sense in a learner's meanings (犬 asshole, 息子 penis)", arguments: [
        ("v:犬:いぬ", "asshole"), ("v:息子:むすこ", "penis"), ("v:生:なま", "sex"), ("v:はめる:はめる", "fuck"), ("v:おかず:おかず", "masturbate"),
    ])
    func noVulgarSenses(id: String, gloss: String) throws {
        let word = try #require(try item(id), "\(id) is missing")
        #expect(!word.meanings.contains { $0.localizedCaseInsensitiveContains(gloss) }, "\(word.meanings)")
    }
}
