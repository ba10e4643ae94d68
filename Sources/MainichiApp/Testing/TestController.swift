#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// A test being taken: one question at a time, immediate feedback, then the result screen.
///
/// The title bar always shows the progress ("7/20"). Multiple choice: keys 1-4 pick a meaning.
/// Typed reading: romaji turns into kana as it is typed; Enter checks it (a word written in kana
/// only shows its meaning and asks for the word, since showing it would give the answer away).
/// Flashcard: Space shows the answer, then y (knew it) or n (didn't) goes straight on to the next
/// card; y or n before Space answers at once and shows the answer with the verdict. After each answer the screen says right or
/// wrong with the right answer; Enter or Space goes on. Esc asks before abandoning.
///
/// Each answer is saved the moment it is given (mistakes notebook and reviews), so abandoning,
/// quitting, a crash or a kill never loses it; after the last question the test's score (the
/// day's result) and its history entry are saved and the test is replaced by its result screen.
final class TestController: ScreenController {
    let plan: TestPlan
    let context: AppContext
    private(set) var session: QuizSession
    /// The result screen a retest was started from; abandoning the retest goes back to it.
    private let previousResult: TestResultController?
    /// What saving each answer changed, in answer order, for the result screen.
    private(set) var answerRecords: [AnswerRecord] = []
    /// Whether a flashcard's answer is showing.
    private(set) var isRevealed = false
    private let field = TextField(placeholder: "")

    /// The test's words in the interface's language.
    private var strings: any TestingStrings { context.strings.testing }

    private var choose: KeyBinding { KeyBinding("1234", keyLabel: "1-4", label: strings.chooseLabel, help: strings.chooseHelp) }
    private var submit: KeyBinding { KeyBinding(keys: [.enter], label: strings.checkLabel, help: strings.checkHelp) }
    private var reveal: KeyBinding { KeyBinding(keys: [.space], keyLabel: "Space", label: strings.showLabel, help: strings.showHelp) }
    private var knew: KeyBinding { KeyBinding("y", label: strings.knewLabel, help: strings.knewHelp) }
    private var didNotKnow: KeyBinding { KeyBinding("n", label: strings.didNotKnowLabel, help: strings.didNotKnowHelp) }
    private var next: KeyBinding { KeyBinding(keys: [.enter, .space], keyLabel: "Enter", label: strings.nextLabel, help: strings.nextHelp) }
    private var pronounce: KeyBinding { KeyBinding("p", label: strings.sayLabel, help: strings.sayHelp) }
    private var abandon: KeyBinding {
        KeyBinding(keys: [.escape, .character("q")], keyLabel: "Esc/q", label: strings.stopLabel, help: strings.stopHelp,
                   showsInFooter: false)
    }

    /// Esc and q abandon the test (asking first, in `shouldPop`); h, Left and Backspace do not,
    /// so a stray key of a typing hand cannot start leaving.
    override var backKeys: [Key] { [.escape, .character("q")] }

    init(plan: TestPlan, quiz: Quiz, context: AppContext, previousResult: TestResultController? = nil) {
        self.plan = plan
        self.context = context
        self.previousResult = previousResult
        self.session = QuizSession(quiz: quiz, startedAt: context.now)
        session.allowsSecondChance = context.settings.settings.secondChance
        super.init(title: plan.title(in: context.strings.testing))
        field.transform = { RomajiConverter.convert($0) }
        field.onSubmit = { [unowned self] text in check(text) }
        updatePlaceholder()
    }

    /// The typing hint fits the question: the reading, the on'yomi, or the word itself for a
    /// kana-only word.
    private func updatePlaceholder() {
        guard let question = session.currentQuestion else { return }
        field.placeholder = question.asksForWord ? strings.typeWordPlaceholder
            : question.asksForOnyomi(in: session.mode) ? strings.typeOnyomiPlaceholder
            : strings.typeReadingPlaceholder
    }

    /// The Korean bridge (a kanji's Korean reading, a word's cognate) for feedback and hints.
    private var korean: KoreanBridge { KoreanBridge(context: context) }

    override var titleAccessory: String? { session.progressText }

    // MARK: - Keys

    /// The answer field has the keyboard while a typed question waits for its answer.
    override var isEditingText: Bool {
        session.currentQuestion != nil && session.currentAnswer == nil && session.mode.isTyped
    }

    override var keyBindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        if session.currentAnswer != nil {
            bindings = [next, pronounce]
        } else {
            switch session.mode {
            case .multipleChoice: bindings = [choose, pronounce]
            case .meaningToWord: bindings = [choose]
            case .typedReading, .onyomi: bindings = [submit]
            case .flashcard: bindings = isRevealed ? [knew, didNotKnow, pronounce] : [reveal, knew, didNotKnow, pronounce]
            }
        }
        return bindings + [abandon]
    }

    /// No search in the middle of a test: it would show the answers, and a second test could be
    /// started inside this one.
    override var allowsAppKeys: Bool { false }

    /// A paste goes into the answer field as text: its newline never submits the answer.
    override func handlePaste(_ text: String) -> Bool {
        guard session.currentQuestion != nil, session.currentAnswer == nil, session.mode.isTyped else { return false }
        field.paste(text)
        return true
    }

    override func handle(_ key: Key) -> Bool {
        guard let question = session.currentQuestion else { return false }
        if key == .escape {
            confirmAbandon()
            return true
        }
        // Q would quit at once and lose the test's score: ask first, as Esc and q do. While typing
        // a reading it stays text.
        if key == .character("Q"), !(session.mode.isTyped && session.currentAnswer == nil) {
            confirmQuit()
            return true
        }
        if session.currentAnswer != nil {
            switch key {
            case next: goOn()
            case pronounce: say(question.item)
            default: return false
            }
            return true
        }
        switch session.mode {
        case .multipleChoice, .meaningToWord:
            if case .character(let character) = key, let number = character.wholeNumberValue,
               (1...question.choices.count).contains(number) {
                save(session.choose(number - 1), to: question)
                moveOnIfRight(question)
                return true
            }
            // Speaking the word would give a word-choice answer away.
            if session.mode == .multipleChoice, pronounce.matches(key) { say(question.item); return true }
            return false
        case .typedReading, .onyomi:
            // Every printable key is text here (even q, h and p); the field leaves Esc and arrows up/down.
            return field.handle(key)
        case .flashcard:
            switch key {
            case reveal where !isRevealed: isRevealed = true
            // y or n before Space answers at once: the feedback shows the answer anyway, so a
            // learner sure of an item need not press Space first, and no key is silently dead.
            case knew: gradeCard(question, knewIt: true)
            case didNotKnow: gradeCard(question, knewIt: false)
            case pronounce: say(question.item)
            default: return false
            }
            return true
        }
    }

    /// Saves a flashcard's y or n. With the answer already shown, the test goes straight on (one
    /// key per card after Space, as in Anki) and the status line names the verdict; before Space,
    /// the answer shows with the verdict and Enter goes on.
    private func gradeCard(_ question: QuizQuestion, knewIt: Bool) {
        let wasRevealed = isRevealed
        isRevealed = true
        save(session.mark(knewIt: knewIt), to: question)
        guard wasRevealed else { return }
        showStatus(knewIt ? strings.cardKnown(question.item.headword) : strings.cardNotKnown(question.item.headword),
                   role: knewIt ? .correct : .wrong)
        goOn()
    }

    override func shouldPop() -> Bool {
        confirmAbandon()
        return false
    }

    private func check(_ text: String) {
        guard let question = session.currentQuestion else { return }
        guard !text.trimmingWhitespace().isEmpty else {
            showStatus(question.asksForWord ? strings.typeWordFirst : strings.typeReadingFirst, role: .dim)
            return
        }
        // Hangul is the Korean input method left on (도조 for どうぞ), not an answer: say so and
        // let the learner type it again.
        if text.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }) {
            field.text = ""
            showStatus(strings.hangulTyped, role: .accent)
            return
        }
        var matcher = question.asksForOnyomi(in: session.mode)
            ? question.item.kanji.map(ReadingMatcher.init(onyomiOf:)) ?? ReadingMatcher(acceptedReadings: question.acceptedReadings)
            : ReadingMatcher(item: question.item, library: context.library)
        if question.asksForWord {
            // Asked by its meaning: another word of the test with that meaning is a near miss.
            matcher = matcher.sharingMeaning(with: question.item, among: session.questions.map(\.item))
        }
        let answer = session.submitReading(text, matcher: matcher)
        if answer == nil, let slip = session.pendingSlip {
            // A near miss: one more try, with a hint naming the slip. The miss still counts in
            // the statistics of slips.
            recordSlip(slip.kind, of: question.item)
            field.text = ""
            showStatus(strings.secondTry(SlipText.name(of: slip.kind, in: strings)), role: .accent)
            return
        }
        save(answer, to: question)
        moveOnIfRight(question)
    }

    /// With "Move on when right" on (the default), a right choice or typed answer goes straight to
    /// the next question, the status line naming what was right; a wrong one stays for Enter, so
    /// its correction can be read.
    private func moveOnIfRight(_ question: QuizQuestion) {
        guard context.settings.settings.movesOnWhenRight, session.currentAnswer?.isRight == true else { return }
        let item = question.item
        let reading = item.primaryReading == item.headword ? "" : item.primaryReading
        showStatus(strings.movedOnRight(item.headword, reading: reading, meaning: question.rightMeaning), role: .correct)
        goOn()
    }

    /// Saves the kind of slip of a wrong typed reading.
    private func recordSlip(_ kind: SlipKind, of item: StudyItem) {
        context.perform(self) { try context.progress.recordSlip(itemID: item.id, kind: kind, at: context.now) }
    }

    /// Saves an answer just given (nil when the question was already answered) at once: the
    /// mistakes notebook and reviews.
    private func save(_ answer: QuizAnswer?, to question: QuizQuestion) {
        guard let answer else { return }
        let item = question.item
        let record = context.perform(self) { () throws -> AnswerRecord in
            try context.progress.recordAnswer(itemID: item.id, kind: item.kind, mode: session.mode,
                                              isRight: answer.isRight, at: context.now)
        }
        if let record { answerRecords.append(record) }
        if let slip = answer.slip { recordSlip(slip, of: item) }
    }

    private func say(_ item: StudyItem) {
        context.pronounce(item, from: self)
    }

    /// The kana to speak for an item, so that 生 is not misread.
    static func spokenReading(of item: StudyItem) -> String {
        item.spokenReading
    }

    private func goOn() {
        session.advance()
        isRevealed = false
        field.text = ""
        if session.isFinished { finish() } else { updatePlaceholder() }
    }

    private func confirmAbandon() {
        present(.confirm(strings.abandonQuestion, title: strings.abandonTitle, confirmTitle: strings.abandonButton,
                         cancelTitle: strings.keepGoing, focusesCancel: true) { [weak self] abandon in
            guard abandon, let self else { return }
            if let previousResult {
                navigationController?.replaceTop(with: previousResult)
            } else {
                dismiss()
            }
        })
    }

    private func confirmQuit() {
        present(.confirm(strings.quitQuestion, title: strings.quitTitle, confirmTitle: strings.quitButton,
                         cancelTitle: strings.keepGoing, focusesCancel: true) { [weak self] quit in
            // Through the navigation controller, so unsaved changes are still asked about.
            if quit { self?.navigationController?.requestQuit() }
        })
    }

    // MARK: - Finishing

    /// Saves what belongs to a finished test (the day's score, the history entry; the answers are
    /// saved already) and shows the result screen.
    private func finish() {
        let date = context.now
        let duration = session.duration(until: date)
        // A retest of wrong items names its day in history but is not the day's score.
        let outcome = session.outcome(day: plan.scoredDay, date: date)
        let event = plan.historyEvent(for: outcome, duration: duration)
        let record = context.perform(self) {
            try context.progress.recordTest(outcome, recordedAnswers: answerRecords, history: event)
        }
        let result = TestResultController(plan: plan, session: session, duration: duration, record: record, context: context)
        navigationController?.replaceTop(with: result)
    }

    // MARK: - Drawing

    override func draw(in canvas: Canvas) {
        guard let question = session.currentQuestion else { return }
        let canvas = canvasBesideDrawing(question, in: canvas)
        let gap = canvas.height >= 14 ? 1 : 0
        let left = 2
        let width = canvas.width - left - 1
        var y = 0
        canvas.draw("\(plan.name(in: context.strings))  \(context.strings.common.testModeName(session.mode))",
                    at: Point(x: left, y: y), role: .dim, maxWidth: width)
        y += 1 + gap
        let answer = session.currentAnswer
        let headline = canvas.subcanvas(Rect(x: left, y: y, width: width, height: 1))
        if session.mode == .meaningToWord && answer == nil {
            // The meaning asks for the word.
            headline.draw(question.rightMeaning, at: .zero, role: .title)
        } else if question.asksForWord && answer == nil {
            // The word is its own reading: ask with the meaning instead.
            headline.draw(question.rightMeaning, at: .zero, role: .title)
        } else {
            let x = headline.draw(question.item.headword, at: .zero, role: .title)
            if answer != nil || (session.mode == .flashcard && isRevealed) {
                // Every reading (a kanji's on'yomi and kun'yomi), cut to fit; none when the
                // word is written in its reading.
                let readings = QuizQuestion.displayedReadings(of: question.item)
                let extra = question.asksForWord || session.mode == .meaningToWord
                    ? [session.mode == .meaningToWord && readings != question.item.headword ? readings : "", question.rightMeaning]
                        .filter { !$0.isEmpty }.joined(separator: "  ")
                    : readings
                if !extra.isEmpty && extra != question.item.headword {
                    headline.draw("  " + extra, at: Point(x: x, y: 0), role: .dim)
                }
            }
        }
        y += 1 + gap
        let body = canvas.subcanvas(Rect(x: left, y: y, width: width, height: max(0, canvas.height - y)))
        switch session.mode {
        case .multipleChoice, .meaningToWord: drawChoices(question, answer: answer, in: body)
        case .typedReading, .onyomi: drawTyped(question, answer: answer, in: body, gap: gap)
        case .flashcard: drawFlashcard(question, answer: answer, in: body, gap: gap)
        }
    }

    /// With the "Kanji drawings" setting on, a flashcard's back draws its kanji large on the right
    /// and the rest of the card uses the canvas left of it; otherwise the whole canvas.
    private func canvasBesideDrawing(_ question: QuizQuestion, in canvas: Canvas) -> Canvas {
        guard session.mode == .flashcard, isRevealed || session.currentAnswer != nil,
              context.settings.settings.showsKanjiDrawings, let kanji = question.item.kanji,
              let strokes = context.strokes.strokes(for: kanji.kanji) else { return canvas }
        return KanjiDrawing.drawPanel(strokes, in: canvas, strings: context.strings.detail)
    }

    private func drawChoices(_ question: QuizQuestion, answer: QuizAnswer?, in canvas: Canvas) {
        for (index, choice) in question.choices.enumerated() {
            var mark = " ", role = StyleRole.normal
            if let answer {
                if index == question.answerIndex {
                    mark = "✓"; role = .correct
                } else if choice == answer.given {
                    mark = "✗"; role = .wrong
                } else {
                    role = .dim
                }
            }
            canvas.draw([(mark + " ", role), ("\(index + 1)  ", .accent), (choice.truncated(toWidth: max(1, canvas.width - 5)), role)],
                        at: Point(x: 0, y: index))
        }
        if let answer {
            drawFeedback(answer, question: question, in: canvas, at: question.choices.count + (canvas.height > question.choices.count + 2 ? 1 : 0))
        }
    }

    private func drawTyped(_ question: QuizQuestion, answer: QuizAnswer?, in canvas: Canvas, gap: Int) {
        let asksForOnyomi = question.asksForOnyomi(in: session.mode)
        let label = question.asksForWord ? strings.wordLabel : asksForOnyomi ? strings.onyomiLabel : strings.readingLabel
        canvas.draw(label, at: .zero, role: .dim)
        // The answer starts after the widest label of the language, so it stays put between questions.
        let fieldX = [strings.wordLabel, strings.onyomiLabel, strings.readingLabel].map(\.displayWidth).max()! + 2
        if let answer {
            if answer.isRight {
                canvas.draw(answer.given, at: Point(x: fieldX, y: 0), role: .correct, maxWidth: canvas.width - fieldX)
            } else {
                // What was typed, with what the right reading does not have (an extra long vowel,
                // a wrong kana) marked, as the answer below marks what was missed.
                let nearest = Self.nearestReading(to: answer, of: question)
                canvas.subcanvas(Rect(x: fieldX, y: 0, width: max(0, canvas.width - fieldX), height: 1))
                    .draw(SlipText.markedAnswer(answer.given, given: nearest, role: .wrong), at: .zero)
            }
            drawFeedback(answer, question: question, in: canvas, at: 1 + gap)
        } else {
            field.draw(in: canvas.subcanvas(Rect(x: fieldX, y: 0, width: max(1, canvas.width - fieldX), height: 1)))
            // The on'yomi test's hint: the kanji's Korean reading (학 for ガク), under the meaning.
            var hintY = 1 + gap + 1
            if asksForOnyomi, let kanji = question.item.kanji, let note = korean.kanjiNote(kanji) {
                canvas.draw([(strings.koreanHint, .dim), (note.text, note.role)], at: Point(x: 0, y: hintY))
                hintY += 1
            }
            if let slip = session.pendingSlip {
                let hint = canvas.width >= 60 ? SlipText.hint(for: slip, in: strings) : SlipText.shortHint(for: slip, in: strings)
                canvas.draw(hint, at: Point(x: 0, y: hintY), role: .accent, maxWidth: canvas.width)
            }
            let prompt = question.asksForWord
                ? (canvas.width >= 60 ? strings.kanaWordPrompt : strings.kanaWordPromptShort)
                : strings.meaningPrompt(question.rightMeaning)
            canvas.draw(prompt, at: Point(x: 0, y: 1 + gap), role: .dim, maxWidth: canvas.width)
            // A leech drill shows the word in its example sentence, for context.
            if plan.source == .leeches, let example = question.item.vocab?.examples.first {
                canvas.draw(example.japanese, at: Point(x: 0, y: 3 + 2 * gap), maxWidth: canvas.width)
                canvas.draw(example.translation(in: context.meaningLanguage), at: Point(x: 0, y: 4 + 2 * gap), role: .dim,
                            maxWidth: canvas.width)
            }
        }
    }

    private func drawFlashcard(_ question: QuizQuestion, answer: QuizAnswer?, in canvas: Canvas, gap: Int) {
        guard isRevealed || answer != nil else {
            let hint = canvas.width >= 60 ? strings.flashcardPrompt : strings.flashcardPromptShort
            canvas.draw(hint, at: .zero, role: .dim, maxWidth: canvas.width)
            return
        }
        canvas.draw(question.rightMeaning, at: .zero, maxWidth: canvas.width)
        if let answer {
            drawFeedback(answer, question: question, in: canvas, at: 1 + gap)
        } else {
            canvas.draw([("y", .accent), (strings.knewItAfterKey, .dim), ("n", .accent), (strings.didNotAfterKey, .dim)],
                        at: Point(x: 0, y: 1 + gap))
        }
    }

    /// The accepted reading a wrong typed answer came nearest: its near miss, else the reading
    /// sharing most characters with it.
    private static func nearestReading(to answer: QuizAnswer, of question: QuizQuestion) -> String {
        let readings = typedReadings(of: question)
        return answer.nearMiss ?? readings.max { overlap($0, answer.given) < overlap($1, answer.given) } ?? ""
    }

    /// The readings a typed question accepted, bare: the on'yomi in an on'yomi test.
    private static func typedReadings(of question: QuizQuestion) -> [String] {
        (question.acceptedReadings.isEmpty ? QuizQuestion.acceptedReadings(of: question.item) : question.acceptedReadings)
            .map(KanjiReading.bare)
    }

    /// How many characters of `reading` a typed answer got (to pick the reading to mark).
    private static func overlap(_ reading: String, _ given: String) -> Int {
        ReadingDifference.marks(expected: reading, given: given).count { !$0 }
    }

    /// "✓ right" or "✗ wrong: <answer>" (or "✗ almost: おばあさん"), then how to go on.
    private func drawFeedback(_ answer: QuizAnswer, question: QuizQuestion, in canvas: Canvas, at y: Int) {
        let verdict: [(String, StyleRole)]
        if answer.isRight {
            verdict = [(strings.right, .correct)]
        } else if let nearMiss = answer.nearMiss, !answer.wasSecondTry {
            verdict = [(strings.almost, .wrong)] + SlipText.markedAnswer(nearMiss, given: answer.given, role: .wrong)
                + [(strings.countsAsWrong, .dim)]
        } else if session.mode == .flashcard {
            verdict = [(strings.notKnownYet, .wrong)]
        } else if session.mode.isTyped {
            // The answer with what was missed marked, against the reading the answer came nearest.
            let readings = Self.typedReadings(of: question)
            let nearest = Self.nearestReading(to: answer, of: question)
            let others = readings.filter { $0 != nearest }
            verdict = [(strings.wrong, .wrong)] + SlipText.markedAnswer(nearest, given: answer.given, role: .wrong)
                + (others.isEmpty ? [] : [(strings.also(others.joined(separator: ", ")), .dim)])
        } else {
            verdict = [(strings.wrong, .wrong), (question.rightAnswer(for: session.mode), .wrong)]
        }
        let row = canvas.subcanvas(Rect(x: 0, y: y, width: canvas.width, height: 1))
        row.draw(verdict, at: .zero)
        var hintY = y + 1
        // With the Korean bridge: the kanji's Korean reading or the word's cognate under the verdict.
        if let line = korean.line(for: question.item) {
            canvas.subcanvas(Rect(x: 0, y: hintY, width: canvas.width, height: 1)).draw(line, at: .zero)
            hintY += 1
        }
        let hint = session.index + 1 < session.total ? strings.nextQuestion : strings.seeResult
        canvas.draw(hint, at: Point(x: 0, y: hintY), role: .dim, maxWidth: canvas.width)
    }
}
