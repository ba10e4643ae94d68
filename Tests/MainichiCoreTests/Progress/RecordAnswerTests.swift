import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Answers saved one by one as a test goes, and the end of the test counting none of them twice.
@Suite struct RecordAnswerTests {
    let day = DayKey(kind: .vocab, level: .n5, day: 3)
    let word = "v:猫:ねこ"

    @Test func wrongAnswerEntersTheNotebookAndReviewsAndIsOnDiskAtOnce() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            let record = try store.recordAnswer(itemID: word, kind: .vocab, mode: .typedReading, isRight: false, at: clock.now)
            #expect(record == AnswerRecord(itemID: word, isRight: false, enteredNotebook: true, addedToReviews: true))
            // No close, no further save: a kill right after the answer.
        }
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let mistake = try #require(reopened.progress.mistakes[word])
        #expect(mistake.kind == .vocab)
        #expect(mistake.wrongCount == 1)
        #expect(mistake.modes == [.typedReading])
        #expect(mistake.lastWrong == clock.now)
        #expect(reopened.progress.srs[word] == SRSCard(due: clock.now))
    }

    @Test func rightAnswersAdvanceTheStreakAndTheThirdTakesTheItemOut() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try store.recordAnswer(itemID: "k:日", kind: .kanji, mode: .multipleChoice, isRight: false, at: clock.now)
        clock.advance(by: 60)
        try store.recordAnswer(itemID: "k:日", kind: .kanji, mode: .flashcard, isRight: true, at: clock.now)
        try store.recordAnswer(itemID: "k:日", kind: .kanji, mode: .flashcard, isRight: true, at: clock.now)
        #expect(store.progress.mistakes["k:日"]?.rightStreak == 2)
        // A wrong answer resets the streak and counts against the item.
        try store.recordAnswer(itemID: "k:日", kind: .kanji, mode: .flashcard, isRight: false, at: clock.now)
        let reset = try #require(store.progress.mistakes["k:日"])
        #expect(reset.rightStreak == 0)
        #expect(reset.wrongCount == 2)
        #expect(reset.modes == [.multipleChoice, .flashcard])
        #expect(reset.kind == .kanji)
        var records: [AnswerRecord] = []
        for step in 0..<3 {
            #expect(store.progress.mistakes["k:日"]?.rightAnswersNeeded == 3 - step)
            records.append(try store.recordAnswer(itemID: "k:日", kind: .kanji, mode: .multipleChoice, isRight: true, at: clock.now))
        }
        #expect(records.map(\.leftNotebook) == [false, false, true])
        #expect(records.allSatisfy { !$0.enteredNotebook && !$0.addedToReviews })
        store.close()
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.progress.mistakes["k:日"] == nil)
        #expect(reopened.progress.srs["k:日"] != nil, "leaving the notebook does not leave reviews")
    }

    @Test func rightAnswerToAnItemNotInTheNotebookOnlyAddsItToReviews() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let record = try store.recordAnswer(itemID: word, kind: .vocab, mode: .multipleChoice, isRight: true, at: clock.now)
        #expect(record == AnswerRecord(itemID: word, isRight: true, addedToReviews: true))
        #expect(store.progress.mistakes.isEmpty)
        #expect(store.progress.srs[word] == SRSCard(due: clock.now))
    }

    @Test func anItemAlreadyInReviewsKeepsItsCard() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        var card = SRSCard(due: clock.now + 86_400 * 9)
        card.step = 2
        try store.recordReview(of: word, card: card, wasNew: false, calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!))
        let record = try store.recordAnswer(itemID: word, kind: .vocab, mode: .multipleChoice, isRight: false, at: clock.now)
        #expect(!record.addedToReviews)
        #expect(store.progress.srs[word] == card)
    }

    @Test func theEndOfATestRecordsTheScoreWithoutCountingAnswersAgain() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        // "k:日" is in the notebook with two right answers in a row: the third, in this test, takes it out.
        try store.recordAnswer(itemID: "k:日", kind: .kanji, mode: .multipleChoice, isRight: false, at: clock.now)
        try store.recordAnswer(itemID: "k:日", kind: .kanji, mode: .multipleChoice, isRight: true, at: clock.now)
        try store.recordAnswer(itemID: "k:日", kind: .kanji, mode: .multipleChoice, isRight: true, at: clock.now)
        clock.advance(by: 3600)
        let answers = [("v:a:a", false), ("k:日", true), ("v:b:b", true), ("v:c:c", false)]
        var records: [AnswerRecord] = []
        for (id, isRight) in answers {
            let kind: DeckKind = id.hasPrefix("k:") ? .kanji : .vocab
            records.append(try store.recordAnswer(itemID: id, kind: kind, mode: .multipleChoice, isRight: isRight, at: clock.now))
        }
        let before = store.progress.mistakes
        let outcome = TestOutcome(day: day, mode: .multipleChoice, rightIDs: ["k:日", "v:b:b"], wrongIDs: ["v:a:a", "v:c:c"], date: clock.now)
        let record = try store.recordTest(outcome, recordedAnswers: records)

        #expect(store.progress.mistakes == before, "the notebook is not counted a second time")
        #expect(store.progress.mistakes["v:a:a"]?.wrongCount == 1)
        #expect(store.progress.mistakes["k:日"] == nil)
        #expect(record.enteredNotebook == ["v:a:a", "v:c:c"])
        #expect(record.leftNotebook == ["k:日"])
        #expect(record.isNewBest)
        store.close()
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let result = reopened.progress.result(for: day)
        #expect(result.bestScore == 2 && result.bestTotal == 4)
        #expect(result.lastScore == 2 && result.testCount == 1)
        // 2/4 is below the pass: the day is not done.
        #expect(!result.isCompleted)
        #expect(reopened.progress.mistakes == before)
    }

    @Test func aTestRecordedInOneGoStillCountsItsAnswers() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let record = try store.recordTest(TestOutcome(day: nil, mode: .flashcard, rightIDs: ["v:b:b"], wrongIDs: ["v:a:a"], date: clock.now))
        #expect(record.enteredNotebook == ["v:a:a"])
        #expect(store.progress.mistakes["v:a:a"]?.wrongCount == 1)
        #expect(store.progress.mistakes["v:b:b"] == nil)
        #expect(store.progress.srs.isEmpty, "recording a test in one go leaves reviews alone")
    }
}
