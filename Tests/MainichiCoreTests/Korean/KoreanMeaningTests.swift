import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite("Korean meanings in the deck format, quizzes, search and export")
struct KoreanMeaningTests {
    func word(_ id: String, _ word: String, _ english: [String], _ korean: [String]) -> StudyItem {
        var item = VocabItem(id: id, word: word, reading: "", meanings: english, day: 1, level: .n5)
        item.koreanMeanings = korean
        return .vocab(item)
    }

    @Test("A deck's ko and koNote load; bad ko is an error naming the path")
    func loads() throws {
        let json = """
        {"format":1,"kind":"vocab","level":"N5","title":"T","itemsPerDay":20,"items":[
        {"id":"v:勉強:べんきょう","word":"勉強","reading":"べんきょう","meanings":["study"],"ko":["공부(하다)"],"koNote":"note","day":1},
        {"id":"v:私:わたし","word":"私","reading":"わたし","meanings":["I"],"day":1}]}
        """
        let scratch = TemporaryDirectory()
        let url = scratch.file("ko.json")
        try Data(json.utf8).write(to: url)
        let deck = try DeckLoader.load(contentsOf: url, displayName: "ko.json")
        let first = try #require(deck.items.first?.vocab)
        #expect(first.koreanMeanings == ["공부(하다)"])
        #expect(first.koreanNote == "note")
        #expect(deck.items[1].meanings(in: .korean) == ["I"])
        #expect(DeckValidator.check(file: url.path).summary?.hasSuffix("1 with Korean meanings") == true)
        try Data(json.replacingOccurrences(of: "[\"공부(하다)\"]", with: "3").utf8).write(to: url)
        let report = DeckValidator.check(file: url.path)
        #expect(report.lines.contains { $0.contains("items[0].ko") }, "\(report.lines)")
    }

    @Test("Meanings in each language, with English as the fallback")
    func languages() {
        let item = word("v:a", "勉強", ["study"], ["공부(하다)", "학습"])
        #expect(item.meaningSummary(in: .english) == "study")
        #expect(item.meaningSummary(in: .korean) == "공부(하다); 학습")
        #expect(item.meaningSummary(in: .both) == "공부(하다); 학습 / study")
        #expect(word("v:b", "x", ["x"], []).meaningSummary(in: .both) == "x")
        #expect(MeaningLanguage.default(for: .korean) == .korean)
        #expect(Settings().meaningLanguage(for: .english) == .english)
    }

    @Test("Search: an exact Korean meaning first, then the cognate; opened parentheses found")
    func search() {
        let items = [word("v:1", "約束", ["promise"], ["약속(하다)"]), word("v:2", "契約", ["contract"], ["계약"]),
                     word("v:3", "勉強", ["study"], ["공부(하다)"])]
        let index = SearchIndex(items: items) { $0 == "契約" ? "약속" : nil }
        #expect(index.search("약속").map(\.word) == ["約束", "契約"])
        #expect(index.search("공부하다").first?.word == "勉強")
        #expect(index.search("약속").first?.koreanMeanings == ["약속(하다)"])
        #expect(index.search("promise").first?.word == "約束")
    }

    @Test("A Korean quiz's choices and answer are Korean")
    func quiz() {
        let items = (1...4).map { word("v:\($0)", "w\($0)", ["e\($0)"], ["k\($0)"]) }
        var random = SeededRandom(seed: 1)
        let quiz = Quiz(items: [items[0]], mode: .multipleChoice, order: .inOrder, meanings: .korean, using: &random) { _ in items }
        #expect(quiz.questions[0].rightMeaning == "k1")
        #expect(Set(quiz.questions[0].choices) == ["k1", "k2", "k3", "k4"])
    }

    @Test("A Korean question's wrong options are Korean too; an item without Korean meanings is asked in English")
    func oneLanguagePerQuestion() {
        let items = (1...4).map { word("v:k\($0)", "k\($0)", ["ek\($0)"], ["한\($0)"]) }
            + (1...4).map { word("v:e\($0)", "e\($0)", ["ee\($0)"], []) }
        var random = SeededRandom(seed: 2)
        let quiz = Quiz(items: [items[0], items[4]], mode: .multipleChoice, order: .inOrder, meanings: .korean, using: &random) { _ in items }
        #expect(Set(quiz.questions[0].choices) == ["한1", "한2", "한3", "한4"])
        #expect(quiz.questions[1].choices.allSatisfy { $0.hasPrefix("e") }, "\(quiz.questions[1].choices)")
        #expect(quiz.questions[1].choices.count == 4)
    }

    @Test("Export adds a Korean meanings column only when an item has them")
    func export() {
        let korean = ExportRow(item: word("v:1", "約束", ["promise"], ["약속(하다)"]), deckTitle: "T", isBookmarked: false, isMissed: false)
        let english = ExportRow(item: word("v:2", "x", ["x"], []), deckTitle: "T", isBookmarked: false, isMissed: false)
        #expect(ExportWriter.write([korean], format: .csv).hasPrefix(ExportWriter.csvColumns.joined(separator: ",") + ",Korean meanings\n"))
        #expect(ExportWriter.write([korean], format: .csv).contains("약속(하다)"))
        #expect(ExportWriter.write([english], format: .csv).hasPrefix(ExportWriter.csvColumns.joined(separator: ",") + "\n"))
    }
}

@Suite("Korean meanings in the learner's decks, import and the word-choice quiz")
struct KoreanMeaningCarryTests {
    @Test("An own deck keeps a word's Korean meanings through saving and loading")
    func ownDeck() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.file("data"), random: SeededRandom(seed: 7))
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        let deck = try store.createDeck(title: "Korean", kind: .vocab)
        var draft = UserItemDraft(word: "約束", reading: "やくそく", meanings: ["promise"])
        draft.koreanMeanings = [" 약속(하다) ", ""]
        let item = try store.addItem(draft, to: deck.id)
        #expect(item.koreanMeanings == ["약속(하다)"])
        library.loadUserDecks(from: store.directory)
        let loaded = try #require(try library.deck(id: deck.id).items.first?.vocab)
        #expect(loaded.koreanMeanings == ["약속(하다)"])
        #expect(UserItemDraft(item).koreanMeanings == ["약속(하다)"])
    }

    @Test("An export with Korean meanings imports them back")
    func importBack() throws {
        var word = VocabItem(id: "v:約束:やくそく", word: "約束", reading: "やくそく", meanings: ["promise"], day: 1, level: .n5)
        word.koreanMeanings = ["약속(하다)", "계약"]
        for format in [ExportFormat.anki, .csv] {
            let text = ExportWriter.write([ExportRow(item: .vocab(word), deckTitle: "Deck", isBookmarked: false, isMissed: false)],
                                          format: format)
            let document = try ImportReader.read(Array(text.utf8), fileName: format == .csv ? "export.csv" : "export.txt")
            let entry = try #require(ImportedEntry.entries(of: document, mapping: document.guessedMapping()).entries.first)
            #expect(entry.koreanMeanings == ["약속(하다)", "계약"], "\(format)")
            #expect(entry.meanings == ["promise"])
        }
        #expect(ColumnRole(label: "한국어 뜻") == .koreanMeaning)
    }

    @Test("Word choice asks the meaning and offers words, none sharing the asked meaning")
    func wordChoice() {
        func word(_ n: Int, _ korean: String) -> StudyItem {
            var item = VocabItem(id: "v:w\(n)", word: "語\(n)", reading: "ご\(n)", meanings: ["e\(n)"], day: 1, level: .n5)
            item.koreanMeanings = [korean]
            return .vocab(item)
        }
        let items = [word(1, "약속"), word(2, "약속"), word(3, "전화"), word(4, "공부"), word(5, "학생"),
                     word(6, "약속(하다)")]
        var random = SeededRandom(seed: 5)
        let quiz = Quiz(items: [items[0]], mode: .meaningToWord, order: .inOrder, meanings: .korean, using: &random) { _ in items }
        let question = quiz.questions[0]
        #expect(question.rightMeaning == "약속")
        #expect(question.choices[question.answerIndex] == "語1  ご1")
        #expect(!question.choices.contains("語2  ご2"), "a word that also means 약속 is not a wrong option")
        #expect(!question.choices.contains("語6  ご6"), "nor one that means 약속(하다)")
        #expect(question.choices.count == 4)
        #expect(question.rightAnswer(for: .meaningToWord) == "語1  ご1")
    }
}
