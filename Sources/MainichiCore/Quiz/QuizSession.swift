#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A quiz being taken: which question is asked, the answers so far, the score and the time.
///
/// Answer the current question with `choose(_:)`, `submitReading(_:)` or `mark(knewIt:)`
/// (whichever fits the mode), show the verdict, then `advance()`. A question is answered once;
/// further answers to it are ignored until `advance()`. Each answer is saved as it is given with
/// `ProgressStore.recordAnswer(itemID:kind:mode:isRight:at:)`; when `isFinished`,
/// `outcome(day:date:)` gives what `ProgressStore.recordTest(_:recordedAnswers:)` saves.
public struct QuizSession: Sendable, Equatable {
    public let quiz: Quiz
    /// When the first question was shown (from the injected clock).
    public let startedAt: Date
    /// The index of the question being asked; equals the question count when finished.
    public private(set) var index = 0
    /// The answers, by question index; nil for questions not answered yet.
    public private(set) var answers: [QuizAnswer?]
    /// Whether a near miss earns one more try (the `secondChance` setting).
    public var allowsSecondChance = false
    /// The near miss of the current question's first try, while the learner tries again.
    public private(set) var pendingSlip: ReadingSlip?

    public init(quiz: Quiz, startedAt: Date) {
        self.quiz = quiz
        self.startedAt = startedAt
        self.answers = Array(repeating: nil, count: quiz.questions.count)
    }

    public var mode: TestMode { quiz.mode }
    public var questions: [QuizQuestion] { quiz.questions }
    /// The number of questions.
    public var total: Int { quiz.questions.count }

    /// The question being asked, or nil when finished.
    public var currentQuestion: QuizQuestion? { index < total ? quiz.questions[index] : nil }
    /// The current question's answer once given (the screen shows feedback while it is set).
    public var currentAnswer: QuizAnswer? { index < total ? answers[index] : nil }
    /// Whether every question was answered and the learner moved past the last one.
    public var isFinished: Bool { index >= total }
    /// "7/20": the question being asked (or the last one, once finished) out of all.
    public var progressText: String { "\(min(index + 1, total))/\(total)" }

    // MARK: - Answering

    /// Picks option `choice` (from 0) of a multiple-choice question; nil when there is no such
    /// option or the question is already answered.
    @discardableResult
    public mutating func choose(_ choice: Int) -> QuizAnswer? {
        guard let question = currentQuestion, currentAnswer == nil, question.choices.indices.contains(choice) else { return nil }
        return record(QuizAnswer(isRight: choice == question.answerIndex, given: question.choices[choice]))
    }

    /// Checks a typed reading (romaji, kana or both); nil when already answered, or when a near
    /// miss earns a second try. Only an exact match with an accepted reading is right.
    ///
    /// With `allowsSecondChance`, the first near miss on a question is not an answer: it is kept in
    /// `pendingSlip` (for the hint) and the learner types again; a second miss is wrong. Without it,
    /// a near miss is recorded as wrong at once, with the reading it nearly was.
    /// - Parameter matcher: the rule to judge by; `ReadingMatcher(item:library:)` knows the word's
    ///   kanji (for on/kun and other-word slips). Defaults to the question's readings alone.
    @discardableResult
    public mutating func submitReading(_ typed: String, matcher: ReadingMatcher? = nil) -> QuizAnswer? {
        guard let question = currentQuestion, currentAnswer == nil else { return nil }
        let given = RomajiConverter.finish(typed.trimmingWhitespace())
        let matcher = matcher ?? ReadingMatcher(acceptedReadings: question.acceptedReadings)
        let secondTry = pendingSlip != nil
        switch matcher.match(given) {
        case .right:
            pendingSlip = nil
            return record(QuizAnswer(isRight: true, given: given))
        case .nearMiss(let slip):
            if allowsSecondChance && !secondTry {
                pendingSlip = slip
                return nil
            }
            pendingSlip = nil
            return record(QuizAnswer(isRight: false, given: given, nearMiss: KanjiReading.bare(slip.reading),
                                     slip: slip.kind, wasSecondTry: secondTry))
        case .wrong:
            pendingSlip = nil
            return record(QuizAnswer(isRight: false, given: given, slip: .other, wasSecondTry: secondTry))
        }
    }

    /// Records a flashcard as known or not; nil when already answered.
    @discardableResult
    public mutating func mark(knewIt: Bool) -> QuizAnswer? {
        guard currentQuestion != nil, currentAnswer == nil else { return nil }
        return record(QuizAnswer(isRight: knewIt, given: knewIt ? "knew it" : "didn't know"))
    }

    private mutating func record(_ answer: QuizAnswer) -> QuizAnswer {
        answers[index] = answer
        return answer
    }

    /// Moves to the next question once the current one is answered; returns whether it moved.
    @discardableResult
    public mutating func advance() -> Bool {
        guard currentAnswer != nil else { return false }
        pendingSlip = nil
        index += 1
        return true
    }

    // MARK: - Results

    /// Right answers so far.
    public var score: Int { answers.reduce(0) { $0 + (($1?.isRight ?? false) ? 1 : 0) } }
    /// The score in percent of all questions, rounded to the nearest (2/3 is 67%); never 100
    /// with a wrong answer, nor 0 with a right one.
    public var percent: Int {
        guard total > 0 else { return 0 }
        let nearest = (score * 200 + total) / (total * 2)
        return score == total ? 100 : min(99, max(score > 0 ? 1 : 0, nearest))
    }

    /// Ids answered right, in question order.
    public var rightIDs: [String] {
        zip(quiz.questions, answers).compactMap { $1?.isRight == true ? $0.item.id : nil }
    }
    /// Ids answered wrong (near misses included), in question order.
    public var wrongIDs: [String] {
        zip(quiz.questions, answers).compactMap { $1?.isRight == false ? $0.item.id : nil }
    }
    /// The items answered wrong, in question order.
    public var wrongItems: [StudyItem] {
        zip(quiz.questions, answers).compactMap { $1?.isRight == false ? $0.item : nil }
    }

    /// Seconds from the start to `date`.
    public func duration(until date: Date) -> TimeInterval {
        max(0, date.timeIntervalSince(startedAt))
    }

    /// The finished test for the progress store.
    /// - Parameter day: the day tested in full (its best score is updated), or nil.
    public func outcome(day: DayKey?, date: Date) -> TestOutcome {
        TestOutcome(day: day, mode: mode, rightIDs: rightIDs, wrongIDs: wrongIDs, date: date)
    }

    /// "2:05" or "1:02:05" for a duration in seconds.
    public static func formatDuration(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded(.down))
        let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
