import Foundation
import Testing
@testable import MainichiCore

@Suite struct QuizSessionTests {
    typealias F = QuizFixtures
    let start = Date(timeIntervalSince1970: 1_000_000)

    func session(_ items: [StudyItem], mode: TestMode) -> QuizSession {
        var random = SeededRandom(seed: 3)
        let quiz = Quiz(items: items, mode: mode, order: .inOrder, using: &random) { _ in F.words(30) }
        return QuizSession(quiz: quiz, startedAt: start)
    }

    @Test func scoresMultipleChoiceAndListsRightAndWrongIDs() {
        let items = Array(F.words(30).prefix(4))
        var session = session(items, mode: .multipleChoice)
        #expect(session.progressText == "1/4")
        for number in 0..<4 {
            let question = session.currentQuestion!
            let pick = number == 1 ? (question.answerIndex + 1) % question.choices.count : question.answerIndex
            let answer = session.choose(pick)!
            #expect(answer.isRight == (number != 1))
            let again = session.choose(question.answerIndex)
            #expect(again == nil, "a question is answered once")
            session.advance()
        }
        #expect(session.isFinished)
        #expect(session.progressText == "4/4")
        #expect(session.score == 3 && session.percent == 75)
        #expect(session.wrongIDs == [items[1].id])
        #expect(session.rightIDs == [items[0].id, items[2].id, items[3].id])
        let outcome = session.outcome(day: DayKey(kind: .vocab, level: .n5, day: 1), date: start.addingTimeInterval(95))
        #expect(outcome.score == 3 && outcome.total == 4 && outcome.mode == .multipleChoice)
        #expect(session.duration(until: start.addingTimeInterval(95)) == 95)
        #expect(QuizSession.formatDuration(95) == "1:35")
        #expect(QuizSession.formatDuration(3725) == "1:02:05")
    }

    @Test func cannotMoveOnBeforeAnsweringOrPickAMissingOption() {
        var session = session(Array(F.words(30).prefix(2)), mode: .multipleChoice)
        let moved = session.advance()
        #expect(!moved)
        let missing = session.choose(7)
        #expect(missing == nil)
        #expect(session.progressText == "1/2")
    }

    @Test func typedReadingTakesRomajiAndKanaAndCountsANearMissAsWrong() {
        let grandmother = F.word("お祖母さん", "おばあさん", ["grandmother"])
        let one = F.kanji("一", on: ["イチ"], kun: ["ひと.つ"], meanings: ["one"])
        let school = F.word("学校", "がっこう", ["school"])
        var session = session([grandmother, one, school, grandmother], mode: .typedReading)
        #expect(session.total == 3)
        let first = session.submitReading("obaasan")
        #expect(first?.isRight == true)
        session.advance()
        let second = session.submitReading("hitotsu")
        #expect(second?.isRight == true)
        session.advance()
        let near = session.submitReading("gakou")!
        #expect(!near.isRight)
        #expect(near.nearMiss == "がっこう")
        #expect(near.given == "がこう")
        session.advance()
        #expect(session.score == 2 && session.wrongIDs == [school.id])
    }

    @Test func aNearMissGetsOneMoreTryWhenAllowed() {
        let today = F.word("今日", "きょう", ["today"])
        let school = F.word("学校", "がっこう", ["school"])
        var session = session([today, school], mode: .typedReading)
        session.allowsSecondChance = true
        #expect(session.submitReading("kyoo") == nil, "the first near miss is not an answer")
        #expect(session.pendingSlip == ReadingSlip(kind: .longVowel, reading: "きょう"))
        #expect(session.currentAnswer == nil)
        let second = session.submitReading("kyou")
        #expect(second?.isRight == true)
        #expect(session.pendingSlip == nil)
        session.advance()
        #expect(session.submitReading("gakou") == nil)
        let wrong = session.submitReading("gako")!
        #expect(!wrong.isRight && wrong.wasSecondTry && wrong.slip == .longVowel)
        session.advance()
        #expect(session.score == 1 && session.wrongIDs == [school.id])
    }

    @Test func aPlainMissIsWrongAtOnceEvenWithASecondChance() {
        var session = session([F.word("学校", "がっこう", ["school"])], mode: .typedReading)
        session.allowsSecondChance = true
        let answer = session.submitReading("taberu")
        #expect(answer?.isRight == false)
        #expect(answer?.slip == .other)
        #expect(session.pendingSlip == nil)
    }

    @Test func typedReadingOfAKanjiTakesAnyOnOrKunReading() {
        let day = F.kanji("日", on: ["ニチ", "ジツ"], kun: ["ひ", "-び", "-か"], meanings: ["day"])
        for (typed, right) in [("nichi", true), ("ジツ", true), ("bi", true), ("ka", true), ("tsuki", false)] {
            var session = session([day], mode: .typedReading)
            let answer = session.submitReading(typed)
            #expect(answer?.isRight == right, "\(typed)")
        }
    }

    @Test func flashcardsCountWhatTheLearnerSays() {
        var session = session(Array(F.words(30).prefix(2)), mode: .flashcard)
        session.mark(knewIt: true)
        session.advance()
        session.mark(knewIt: false)
        session.advance()
        #expect(session.isFinished && session.score == 1 && session.wrongItems.count == 1)
    }

    @Test func percentRoundsToTheNearestButNeverClaimsAPerfectOrEmptyScore() {
        func percent(right: Int, of total: Int) -> Int {
            var session = session(Array(F.words(total)), mode: .flashcard)
            for index in 0..<total {
                session.mark(knewIt: index < right)
                session.advance()
            }
            return session.percent
        }
        #expect(percent(right: 2, of: 3) == 67)
        #expect(percent(right: 1, of: 3) == 33)
        #expect(percent(right: 1, of: 8) == 13)
        #expect(percent(right: 18, of: 20) == 90)
        #expect(percent(right: 199, of: 200) == 99, "99.5% is not all right")
        #expect(percent(right: 1, of: 300) == 1, "0.3% is not none right")
        #expect(percent(right: 3, of: 3) == 100 && percent(right: 0, of: 3) == 0)
    }
}
