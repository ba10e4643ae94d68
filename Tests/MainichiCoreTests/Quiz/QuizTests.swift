import Testing
@testable import MainichiCore

@Suite struct QuizTests {
    typealias F = QuizFixtures

    func multipleChoice(_ items: [StudyItem], pool: [StudyItem], seed: UInt64 = 1, order: QuizOrder = .shuffled) -> Quiz {
        var random = SeededRandom(seed: seed)
        return Quiz(items: items, mode: .multipleChoice, order: order, using: &random) { _ in pool }
    }

    @Test func distractorsComeFromTheSameLevelAndKind() {
        let n5 = F.words(30)
        let n4 = F.words(30, level: .n4)
        let kanji = [F.kanji("日", on: ["ニチ"], kun: ["ひ"], meanings: ["day"]), F.kanji("月", on: ["ゲツ"], kun: ["つき"], meanings: ["moon"])]
        let quiz = multipleChoice(Array(n5.prefix(10)), pool: n5 + n4 + kanji)
        let allowed = Set(n5.map(\.meaningSummary))
        for question in quiz.questions {
            #expect(question.choices.count == 4)
            #expect(question.choices.allSatisfy { allowed.contains($0) })
            #expect(question.choices[question.answerIndex] == question.item.meaningSummary)
            #expect(Set(question.choices).count == question.choices.count)
        }
    }

    @Test func aDistractorNeverRepeatsOrSharesTheRightMeaning() {
        let eat = F.word("食べる", "たべる", ["to eat"])
        let pool = [
            eat,
            F.word("くう", "くう", ["To Eat"]),                         // same text, other case
            F.word("めしあがる", "めしあがる", ["to drink", "to eat"]),  // shares a meaning
            F.word("飲む", "のむ", ["to drink"]),
            F.word("見る", "みる", ["to see"]),
            F.word("見る2", "みる", ["to see"]),                        // same text as another distractor
        ]
        for seed in UInt64(1)...40 {
            let question = multipleChoice([eat], pool: pool, seed: seed).questions[0]
            #expect(question.choices.sorted() == ["to drink", "to eat", "to see"])
            #expect(question.choices.filter { $0.lowercased() == "to eat" }.count == 1)
        }
    }

    @Test func fewerCandidatesGiveFewerOptionsAndOneItemWorks() {
        let one = F.words(1)
        let lone = multipleChoice(one, pool: one).questions
        #expect(lone.count == 1)
        #expect(lone[0].choices == [one[0].meaningSummary])
        #expect(lone[0].answerIndex == 0)

        let three = F.words(3)
        for question in multipleChoice(three, pool: three).questions {
            #expect(question.choices.count == 3)
            #expect(question.choices[question.answerIndex] == question.item.meaningSummary)
        }
        // No candidates at all (an empty pool) still asks the question.
        #expect(multipleChoice(three, pool: []).questions.allSatisfy { $0.choices.count == 1 })
    }

    @Test func noQuestionIsAskedTwice() {
        let words = F.words(20)
        let quiz = multipleChoice(words + words.prefix(5), pool: words)
        #expect(quiz.questions.count == 20)
        #expect(Set(quiz.questions.map(\.item.id)) == Set(words.map(\.id)))
    }

    @Test func theSameSeedGivesTheSameQuizAndAnotherSeedAnother() {
        let words = F.words(20)
        let pool = F.words(200)
        #expect(multipleChoice(words, pool: pool, seed: 9) == multipleChoice(words, pool: pool, seed: 9))
        #expect(multipleChoice(words, pool: pool, seed: 9) != multipleChoice(words, pool: pool, seed: 10))
    }

    @Test func inOrderKeepsTheGivenOrderAndShuffledDoesNot() {
        let words = F.words(20)
        #expect(multipleChoice(words, pool: words, order: .inOrder).questions.map(\.item) == words)
        #expect(multipleChoice(words, pool: words, order: .shuffled).questions.map(\.item) != words)
    }

    @Test func rightAnswersAreSpreadOverThePositions() {
        let words = F.words(40)
        let positions = Set(multipleChoice(words, pool: words).questions.map(\.answerIndex))
        #expect(positions == [0, 1, 2, 3])
    }

    @Test func typedReadingAcceptsKanaAlternatesAndEveryKanjiReading() {
        let word = F.word("お祖母さん", "おばあさん", ["grandmother"], alternates: ["御祖母さん", "おばあちゃん"])
        #expect(QuizQuestion.acceptedReadings(of: word) == ["おばあさん", "おばあちゃん"])
        let one = F.kanji("一", on: ["イチ", "イツ"], kun: ["ひと", "ひと.つ", "-び"], meanings: ["one"])
        let accepted = QuizQuestion.acceptedReadings(of: one)
        #expect(accepted.contains("イチ") && accepted.contains("ひとつ") && accepted.contains("び"))
        #expect(!accepted.contains { $0.contains(".") || $0.contains("-") })
        #expect(QuizQuestion.readingsText(of: one) == "イチ, イツ, ひと, ひと(つ), 〜び")
    }

    @Test func aKanaOnlyWordAsksForTheWordAndAKatakanaWordTakesHiragana() {
        let bus = F.word("バス", "バス", ["bus"])
        let eat = F.word("食べる", "たべる", ["to eat"])
        var random = SeededRandom(seed: 1)
        let typed = Quiz(items: [bus, eat], mode: .typedReading, order: .inOrder, using: &random)
        #expect(typed.questions.map(\.asksForWord) == [true, false])
        var session = QuizSession(quiz: typed, startedAt: .init(timeIntervalSince1970: 0))
        #expect(session.submitReading("basu")?.isRight == true, "romaji becomes kana and katakana matches hiragana")
        let choice = Quiz(items: [bus], mode: .multipleChoice, order: .inOrder, using: &random)
        #expect(choice.questions.first?.asksForWord == false, "only typed reading asks for the word")
    }

    @Test func everyKanjiReadingIsShownInDisplayForm() {
        let day = F.kanji("日", on: ["ニチ", "ジツ"], kun: ["ひ", "-び", "ひと.つ"], meanings: ["day"])
        #expect(QuizQuestion.displayedReadings(of: day) == "ニチ、ジツ  ひ、〜び、ひと(つ)")
        #expect(QuizQuestion(item: day).rightAnswer(for: .flashcard) == "ニチ、ジツ  ひ、〜び、ひと(つ)  day")
        let kunOnly = F.kanji("込", on: [], kun: ["こ.む"], meanings: ["crowded"])
        #expect(QuizQuestion.displayedReadings(of: kunOnly) == "こ(む)")
        #expect(QuizQuestion.displayedReadings(of: F.word("食べる", "たべる", ["to eat"])) == "たべる")
    }
}

@Suite struct QuizOwnDeckTests {
    @Test("an item of a learner's deck takes wrong options from the other decks the caller adds")
    func ownDeckBorrowsDistractors() throws {
        let own = try #require(DeckID(rawValue: "manga-words"))
        let word = StudyItem.vocab(VocabItem(id: "v:#0000000000000001", word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"],
                                             day: 1, level: nil, deck: own))
        let bundled = QuizFixtures.words(30)
        var random = SeededRandom(seed: 3)
        let quiz = Quiz(items: [word], mode: .multipleChoice, order: .inOrder, using: &random) { _ in [word] + bundled }
        let question = try #require(quiz.questions.first)
        #expect(question.choices.count == 4)
        #expect(question.choices[question.answerIndex] == "cat ears")
    }
}
