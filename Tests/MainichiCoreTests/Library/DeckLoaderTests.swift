import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct DeckLoaderTests {
    let file = "Decks/vocab/n5.json"

    func problems(_ text: String) -> [String] {
        problems(Array(text.utf8))
    }

    func problems(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try DeckLoader.decode(bytes, file: file)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func loadsAValidVocabularyDeck() throws {
        let deck = try DeckLoader.decode(Array(FixtureDecks.vocab(count: 5, perDay: 2).utf8), file: file)
        #expect(deck.kind == .vocab)
        #expect(deck.level == .n5)
        #expect(deck.title == "JLPT N5 Vocabulary")
        #expect(deck.items.count == 5)
        #expect(deck.dayCount == 3)
        let first = try #require(deck.items.first?.vocab)
        #expect(first.word == "語0")
        #expect(first.meanings == ["meaning 0", "sense 0"])
        #expect(first.examples == [ExampleSentence(japanese: "例0です。", english: "Example 0.")])
        #expect(first.level == .n5)
    }

    /// A vocabulary deck of 3 days with `topics` as its `dayTopics` field.
    func deck(dayTopics topics: String) -> String {
        FixtureDecks.vocab(count: 5, perDay: 2).replacingOccurrences(of: #""itemsPerDay": 2,"#, with: #""itemsPerDay": 2, "dayTopics": \#(topics),"#)
    }

    @Test("a day's topic is read; a day without one, or with a topic this app has no name for, has none")
    func readsDayTopics() throws {
        let deck = try DeckLoader.decode(Array(deck(dayTopics: #"{"1": "school", "3": "astronomy"}"#).utf8), file: file)
        #expect(deck.topic(forDay: 1) == .school)
        #expect(deck.topic(forDay: 2) == nil)
        #expect(deck.topic(forDay: 3) == nil)
        #expect(try DeckLoader.decode(Array(FixtureDecks.vocab().utf8), file: file).dayTopics.isEmpty)
    }

    @Test("a topic under a key that is no day, or that is not a string, is a problem naming the field")
    func badDayTopicsSayWhere() {
        #expect(problems(deck(dayTopics: #"{"first": "school"}"#)) == [#"Decks/vocab/n5.json: dayTopics: expected a whole number from 1 to 9999, found "first""#])
        #expect(problems(deck(dayTopics: #"{"1": 7}"#)) == ["Decks/vocab/n5.json: dayTopics.1: expected a string, found a number"])
        #expect(problems(deck(dayTopics: #"["school"]"#)) == ["Decks/vocab/n5.json: dayTopics: expected an object, found an array"])
    }

    @Test func loadsAValidKanjiDeck() throws {
        let deck = try DeckLoader.decode(Array(FixtureDecks.kanji().utf8), file: "Decks/kanji/n5.json")
        let first = try #require(deck.items.first?.kanji)
        #expect(first.kanji == "日")
        #expect(first.radicalNumber == 72)
        #expect(first.kunyomi == ["ひ", "-び", "-か"])
        #expect(first.examples.map(\.level) == [.n5, nil])
    }

    @Test func meaningsOfTheWrongTypeNameFilePathAndTypes() {
        let items = [FixtureDecks.vocabItem(0, day: 1), FixtureDecks.vocabItem(1, day: 1, meanings: "42")]
        #expect(problems(FixtureDecks.vocab(items: items))
                == ["Decks/vocab/n5.json: items[1].meanings: expected an array of strings, found a number"])
    }

    @Test func aMeaningThatIsNotAString() {
        let items = [FixtureDecks.vocabItem(0, day: 1, meanings: "[\"eat\", null]")]
        #expect(problems(FixtureDecks.vocab(items: items))
                == ["Decks/vocab/n5.json: items[0].meanings[1]: expected a string, found null"])
    }

    @Test func emptyMeanings() {
        let items = [FixtureDecks.vocabItem(0, day: 1, meanings: "[]"), FixtureDecks.vocabItem(1, day: 1, meanings: "[\"  \"]")]
        #expect(problems(FixtureDecks.vocab(items: items)) == [
            "Decks/vocab/n5.json: items[0].meanings: expected at least one meaning, found an empty array",
            "Decks/vocab/n5.json: items[1].meanings: expected at least one meaning, found only empty strings",
        ])
    }

    @Test func missingFieldIsNamed() {
        let item = #"{"id": "v:a:a", "word": "a", "meanings": ["x"], "day": 1}"#
        #expect(problems(FixtureDecks.vocab(items: [item]))
                == ["Decks/vocab/n5.json: items[0].reading: missing; expected a string"])
    }

    @Test func duplicateIdsPointAtTheFirstUse() {
        let items = [FixtureDecks.vocabItem(0, day: 1), FixtureDecks.vocabItem(1, day: 1), FixtureDecks.vocabItem(0, day: 2)]
        #expect(problems(FixtureDecks.vocab(items: items))
                == ["Decks/vocab/n5.json: items[2].id: duplicate id \"v:語0:ご0\" (first used by items[0])"])
    }

    @Test(arguments: [("0", "0"), ("-3", "-3"), ("1.5", "1.5")])
    func dayBelowOneOrFractional(day: String, shown: String) {
        let item = #"{"id": "v:a:a", "word": "a", "reading": "a", "meanings": ["x"], "day": \#(day)}"#
        #expect(problems(FixtureDecks.vocab(items: [item]))
                == ["Decks/vocab/n5.json: items[0].day: expected a whole number from 1 to 9999, found \(shown)"])
    }

    /// A mistyped day once made the loader allocate one range per day up to it (a crash at
    /// 999999999999999, a hang at 100000000).
    @Test(arguments: [("10000", "10000"), ("100000000", "100000000"), ("999999999999999", "999999999999999")])
    func absurdDayIsAnError(day: String, shown: String) {
        let item = #"{"id": "v:a:a", "word": "a", "reading": "a", "meanings": ["x"], "day": \#(day)}"#
        #expect(problems(FixtureDecks.vocab(items: [item]))
                == ["Decks/vocab/n5.json: items[0].day: expected a whole number from 1 to 9999, found \(shown)"])
    }

    /// A ten-thousand-character kanji and radical 999 passed as "ok" (B11).
    @Test func kanjiIsOneCharacterAndRadicalIsKangxi() {
        let deck = FixtureDecks.kanji(characters: ["食べる"])
            .replacingOccurrences(of: "\"radicalNumber\": 72", with: "\"radicalNumber\": 999")
        let found = problems(deck)
        #expect(found.contains { $0.hasSuffix("items[0].kanji: expected one character, found 3 (\"食べる\")") })
        #expect(found.contains { $0.hasSuffix("items[0].radicalNumber: expected a whole number from 1 to 214 (the Kangxi radicals), found 999") })
    }

    @Test func rareReadingsAreOptionalAndMustBeTheKanjisOwn() throws {
        let marked = FixtureDecks.kanji(characters: ["日"])
            .replacingOccurrences(of: "\"meanings\": [\"day\", \"sun\"]", with: "\"rareReadings\": [\"ジツ\", \"-か\"], \"meanings\": [\"day\", \"sun\"]")
        let kanji = try #require(try DeckLoader.decode(Array(marked.utf8), file: "Decks/kanji/n5.json").items.first?.kanji)
        #expect(kanji.rareReadings == ["ジツ", "-か"])
        #expect(kanji.rankedOnyomi.map(\.reading) == ["ニチ", "ジツ"] && kanji.rankedOnyomi.map(\.isRare) == [false, true])
        #expect(kanji.rankedKunyomi.map(\.reading) == ["ひ", "〜び", "〜か"] && kanji.rankedKunyomi.last?.isRare == true)
        let plain = try #require(try DeckLoader.decode(Array(FixtureDecks.kanji().utf8), file: "Decks/kanji/n5.json").items.first?.kanji)
        #expect(plain.rareReadings.isEmpty)
        let wrong = marked.replacingOccurrences(of: "[\"ジツ\", \"-か\"]", with: "[\"リットル\"]")
        #expect(problems(wrong).contains { $0.contains("items[0].rareReadings") && $0.contains("リットル") })
    }

    /// `"word":"X","word":"国"` passed silently, the later key winning (B11).
    @Test func duplicateFieldInAnItem() {
        let item = #"{"id": "v:a:a", "word": "X", "word": "国", "reading": "a", "meanings": ["x"], "day": 1}"#
        let found = problems(FixtureDecks.vocab(items: [item]))
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix(#"the field "word" appears twice in one object"#) == true)
    }

    @Test func unsupportedFormatVersion() {
        let text = FixtureDecks.vocab().replacingOccurrences(of: "\"format\": 1", with: "\"format\": 2")
        #expect(problems(text)
                == ["Decks/vocab/n5.json: format: expected 1 (the only format version this mainichi reads), found 2"])
    }

    @Test func unknownKindAndLevel() {
        let text = FixtureDecks.vocab()
            .replacingOccurrences(of: "\"kind\": \"vocab\"", with: "\"kind\": \"grammar\"")
            .replacingOccurrences(of: "\"level\": \"N5\"", with: "\"level\": \"N6\"")
        #expect(problems(text) == [
            "Decks/vocab/n5.json: kind: expected \"vocab\" or \"kanji\", found \"grammar\"",
            "Decks/vocab/n5.json: level: expected one of N5, N4, N3, N2, N1, found \"N6\"",
        ])
    }

    @Test func topLevelOfTheWrongType() {
        #expect(problems("[1, 2]") == ["Decks/vocab/n5.json: (top level): expected an object, found an array"])
    }

    @Test func everyProblemIsReportedNotJustTheFirst() {
        let items = [
            FixtureDecks.vocabItem(0, day: 1, meanings: "\"eat\""),
            #"{"id": "v:b:b", "word": 5, "reading": "b", "meanings": ["x"], "day": 1}"#,
            FixtureDecks.vocabItem(2, day: 0),
        ]
        #expect(problems(FixtureDecks.vocab(items: items)) == [
            "Decks/vocab/n5.json: items[0].meanings: expected an array of strings, found a string",
            "Decks/vocab/n5.json: items[1].word: expected a string, found a number",
            "Decks/vocab/n5.json: items[2].day: expected a whole number from 1 to 9999, found 0",
        ])
    }

    @Test func truncatedFileGivesItsPosition() {
        let text = FixtureDecks.vocab()
        let cut = String(text.prefix(text.count / 2))
        let found = problems(cut)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Decks/vocab/n5.json: line ") == true)
        #expect(found.first?.hasSuffix("unexpected end of file (the file looks truncated)") == true)
    }

    @Test func invalidUTF8IsLocated() {
        var bytes = Array(#"{"format": 1, "title": "ab"#.utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(#"c"}"#.utf8)
        #expect(problems(bytes) == ["Decks/vocab/n5.json: line 1, column 27: invalid UTF-8 (deck files must be UTF-8 text)"])
    }

    @Test func invalidUTF8IsReportedBeforeAnEarlierSyntaxError() {
        var bytes = Array(#"{"format": @, "title": "x"#.utf8)
        bytes += [0xE3, 0x81]
        bytes += Array(#"", "kind": "vocab"}"#.utf8)
        #expect(problems(bytes) == ["Decks/vocab/n5.json: line 1, column 26: invalid UTF-8 (deck files must be UTF-8 text)"])
    }

    @Test func invalidUTF8InAnEscapedStringIsLocated() {
        var bytes = Array(#"{"title": "\n ok "#.utf8)
        bytes += [0xC0, 0xAF]
        bytes += Array(#""}"#.utf8)
        #expect(problems(bytes) == ["Decks/vocab/n5.json: line 1, column 18: invalid UTF-8 (deck files must be UTF-8 text)"])
    }

    @Test func fileCutInsideACharacterIsInvalidUTF8() {
        let bytes = Array(#"{"title": "食"#.utf8).dropLast(2)
        #expect(problems(Array(bytes)) == ["Decks/vocab/n5.json: line 1, column 12: invalid UTF-8 (deck files must be UTF-8 text)"])
    }

    @Test func everyTextFieldIsSanitisedAndTrimmed() throws {
        // Raw (unescaped) U+3000, NBSP, NEL, DEL and the 8-bit CSI, and an escaped ESC sequence.
        let item = """
        {"id": "v:a:a", "word": "\u{3000}食べる ", "reading": "た\u{9B}31mべる", "day": 1,
         "meanings": ["\u{A0}eat\u{A0}", "caf\u{E9} \u{A9}", "\\u001b[2Jwipe", "\u{85}"],
         "alternates": ["喰\u{7F}べる"], "examples": [{"ja": "\u{2003}食べる。", "en": "I eat.\\n"}]}
        """
        let deck = try DeckLoader.decode(Array(FixtureDecks.vocab(items: [item]).utf8), file: file)
        let word = try #require(deck.items.first?.vocab)
        #expect(word.word == "食べる")
        #expect(word.reading == "たべる")
        #expect(word.meanings == ["eat", "caf\u{E9} \u{A9}", "wipe"])
        #expect(word.alternates == ["喰べる"])
        #expect(word.examples == [ExampleSentence(japanese: "食べる。", english: "I eat.")])
    }

    @Test func partOfSpeechAndJMdictEntryAreOptionalAndChecked() throws {
        let good = """
        {"id": "v:a:a", "word": "a", "reading": "あ", "day": 1, "meanings": ["m"],
         "partOfSpeech": "godan verb, \\u001b[2Jtransitive", "jmdict": 1358280}
        """
        let deck = try DeckLoader.decode(Array(FixtureDecks.vocab(items: [good]).utf8), file: file)
        #expect(deck.items.first?.vocab?.partOfSpeech == "godan verb, transitive")
        let plain = try DeckLoader.decode(Array(FixtureDecks.vocab(count: 1, perDay: 1).utf8), file: file)
        #expect(plain.items.first?.vocab?.partOfSpeech == nil)
        let bad = """
        {"id": "v:a:a", "word": "a", "reading": "あ", "day": 1, "meanings": ["m"], "partOfSpeech": 3, "jmdict": "x"}
        """
        let found = problems(FixtureDecks.vocab(items: [bad]))
        #expect(found.count == 2)
        #expect(found.contains { $0.contains("items[0].partOfSpeech") })
        #expect(found.contains { $0.contains("items[0].jmdict") })
    }

    @Test func exampleSegmentsAndPitchAreOptionalAndChecked() throws {
        let good = """
        {"id": "v:a:a", "word": "見る", "reading": "みる", "day": 1, "meanings": ["see"], "pitch": 1,
         "examples": [{"ja": "見て。", "en": "Look.", "segments": [["見", "み"], ["て。"]]},
                      {"ja": "見た", "en": "Saw."}]}
        """
        let deck = try DeckLoader.decode(Array(FixtureDecks.vocab(items: [good]).utf8), file: file)
        let word = try #require(deck.items.first?.vocab)
        #expect(word.pitch == 1)
        #expect(word.pitchAccent?.pattern == .headHigh)
        #expect(word.examples.first?.segments == [ReadingSegment(text: "見", reading: "み"), ReadingSegment(text: "て。")])
        #expect(word.examples.last?.segments == [])
        let bad = """
        {"id": "v:a:a", "word": "見る", "reading": "みる", "day": 1, "meanings": ["see"], "pitch": 3,
         "examples": [{"ja": "見て。", "en": "Look.", "segments": [["見", "mi"], ["て。"]]},
                      {"ja": "見た", "en": "Saw.", "segments": [["見", "み"], ["て"]]},
                      {"ja": "見た", "en": "Saw.", "segments": "見た"}]}
        """
        let found = problems(FixtureDecks.vocab(items: [bad]))
        #expect(found.count == 4)
        #expect(found.contains { $0.contains("items[0].pitch: expected a downstep from 0 to the 2 morae of \"みる\", found 3") })
        #expect(found.contains { $0.contains("items[0].examples[0].segments[0]: expected the reading of \"見\" in kana") })
        #expect(found.contains { $0.contains("items[0].examples[1].segments: the segments spell \"見て\", not the sentence \"見た\"") })
        #expect(found.contains { $0.contains("items[0].examples[2].segments: expected an array") })
    }

    @Test func anExamplesKoreanTranslationIsOptionalCleanedAndChecked() throws {
        let good = """
        {"id": "v:a:a", "word": "見る", "reading": "みる", "day": 1, "meanings": ["see"],
         "examples": [{"ja": "見て。", "en": "Look.", "ko": " 봐.\\u001b[2J "}, {"ja": "見た", "en": "Saw."}]}
        """
        let deck = try DeckLoader.decode(Array(FixtureDecks.vocab(items: [good]).utf8), file: file)
        let word = try #require(deck.items.first?.vocab)
        #expect(word.examples.map(\.korean) == ["봐.", nil])
        let bad = """
        {"id": "v:a:a", "word": "見る", "reading": "みる", "day": 1, "meanings": ["see"],
         "examples": [{"ja": "見て。", "en": "Look.", "ko": ["봐."]}]}
        """
        let found = problems(FixtureDecks.vocab(items: [bad]))
        #expect(found.count == 1)
        #expect(found.contains { $0.contains("items[0].examples[0].ko") }, "\(found)")
    }

    @Test func syntaxErrorsAreLocatedByLineAndColumn() {
        #expect(problems("{\n  \"format\": 1,\n  \"kind\" \"vocab\"\n}")
                == ["Decks/vocab/n5.json: line 3, column 10: expected ':' after a field name, found character '\"'"])
        #expect(problems("{\"a\": tru}") == ["Decks/vocab/n5.json: line 1, column 10: expected \"true\", found character '}'"])
        #expect(problems("{\"a\": @}") == ["Decks/vocab/n5.json: line 1, column 7: expected a value, found character '@'"])
        #expect(problems("{} x") == ["Decks/vocab/n5.json: line 1, column 4: unexpected character 'x' after the end of the document"])
    }

    @Test func emptyFile() {
        #expect(problems("  \n") == ["Decks/vocab/n5.json: the file is empty"])
    }

    @Test func absurdNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(problems(text) == ["Decks/vocab/n5.json: line 1, column 257: nested too deeply"])
    }

    @Test func unreadableFile() {
        do {
            _ = try DeckLoader.load(contentsOf: URL(fileURLWithPath: "/nonexistent/n9.json"), displayName: "n9.json")
            Issue.record("loading a missing file succeeded")
        } catch {
            #expect(error.description == "n9.json: cannot read the file (no such file)")
        }
    }

    @Test("A FIFO in a deck's place is refused as not a file, never waited on, in the outline and the whole decode")
    func fifoIsRefused() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("n5.json")
        #expect(mkfifo(url.path, 0o600) == 0)
        #expect(throws: DeckLoadError.self) { _ = try DeckLoader.loadOutline(contentsOf: url, displayName: "n5.json") }
        #expect(throws: DeckLoadError.self) { _ = try DeckLoader.load(contentsOf: url, displayName: "n5.json") }
    }

    @Test func escapesAreDecoded() throws {
        let item = #"{"id": "v:a:a", "word": "\u98df\u3079\u308b", "reading": "a", "meanings": ["say \"hi\"", "\ud83d\ude00 tab\there"], "day": 1}"#
        let deck = try DeckLoader.decode(Array(FixtureDecks.vocab(items: [item]).utf8), file: file)
        let word = try #require(deck.items.first?.vocab)
        #expect(word.word == "食べる")
        #expect(word.meanings == ["say \"hi\"", "😀 tab here"])
    }
}
