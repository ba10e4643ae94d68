import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Review sessions on the in-memory terminal with the test clock: reveal, grade labels, saving,
/// undo, a lapse and learning steps coming back.
@Suite("Review screen")
struct ReviewControllerTests {
    /// The first `count` words of N5 day 1.
    static func words(_ app: TestApp, count: Int) throws -> [StudyItem] {
        Array(try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1)).prefix(count))
    }

    /// Adds `items` to reviews and opens the review screen on top of the menu.
    @discardableResult
    static func startReview(_ app: TestApp, items: [StudyItem]) throws -> ReviewController {
        try app.context.progress.addToReviews(items.map(\.id))
        let controller = ReviewController(context: app.context)
        app.application.navigationController.push(controller)
        app.application.render()
        return controller
    }

    /// A review card last seen `days` ago and due now.
    static func dueReviewCard(_ app: TestApp, days: Double) -> SRSCard {
        var card = SRSCard(due: app.now)
        card.state = .review
        card.step = nil
        card.stability = days
        card.difficulty = 5
        card.lastReview = app.now.addingTimeInterval(-days * 86_400)
        return card
    }

    @Test("The front shows the word only; Space reveals reading, meaning and the waits each grade gives")
    func revealAndLabels() throws {
        let app = try TestApp()
        let words = try Self.words(app, count: 2)
        try Self.startReview(app, items: words)
        let first = words[0].vocab!
        #expect(app.screen.contains(first.word))
        #expect(!app.screen.contains(first.meanings[0]))
        #expect(app.lines[0].contains("2 new, 0 learning, 0 due"))
        app.press(" ")
        #expect(app.screen.contains(first.reading))
        #expect(app.screen.contains(first.meanings[0]))
        // A new card: Again 1 minute, Hard halfway between the steps, Good the 10-minute step.
        let labels = app.lines.first { $0.contains("Again") }!
        #expect(labels.contains("1 Again 1m"))
        #expect(labels.contains("2 Hard 6m"))  // 5.5 minutes, in whole minutes
        #expect(labels.contains("3 Good 10m"))
        #expect(labels.contains("4 Easy"))
    }

    @Test("A grade is saved at once: the card, today's count, and a history line with rating and time")
    func gradeSaves() throws {
        let app = try TestApp()
        let words = try Self.words(app, count: 2)
        try Self.startReview(app, items: words)
        app.advance(by: 7)
        app.press(" 3")
        let card = try #require(app.context.progress.progress.srs[words[0].id])
        #expect(card.step == 1)
        #expect(card.lastReview == app.now)
        #expect(app.context.progress.progress.activity(on: app.now, calendar: app.context.calendar).newItems == 1)
        let event = try #require(app.context.history.read().events.last)
        #expect(event.type == .review)
        #expect(event.itemID == words[0].id)
        #expect(event.rating == .good)
        #expect(event.duration == 7)
        #expect(app.screen.contains(words[1].headword))
        #expect(app.lines[0].contains("1 new, 1 learning, 0 due"))
    }

    @Test("u undoes grades several levels deep, back to the first card")
    func undoSeveralLevels() throws {
        let app = try TestApp()
        let words = try Self.words(app, count: 3)
        try Self.startReview(app, items: words)
        let before = app.context.progress.progress.srs
        app.press(" 4 4 1")      // Easy, Easy, Again
        #expect(app.screen.contains("Next card in 1m"))
        app.press("u")
        #expect(app.screen.contains(words[2].headword))
        #expect(app.screen.contains("undid Again"))
        app.press("uu")
        #expect(app.context.progress.progress.srs == before)
        #expect(app.context.progress.progress.activity(on: app.now, calendar: app.context.calendar).newItems == 0)
        #expect(app.screen.contains(words[0].headword))
        #expect(app.lines[0].contains("3 new, 0 learning, 0 due"))
        app.press("u")
        #expect(app.screen.contains("nothing to undo"))
    }

    @Test("Undone grades leave the History screen and the statistics: grade twice, undo once, one review counts")
    func undoneGradesLeaveHistoryAndStatistics() throws {
        let app = try TestApp()
        let words = try Self.words(app, count: 2)
        try Self.startReview(app, items: words)
        app.press(" 3")
        app.advance(by: 5)
        app.press(" 4")
        app.advance(by: 5)
        app.press("u")
        let history = HistoryController(context: app.context)
        app.application.navigationController.push(history)
        app.application.render()
        #expect(app.screen.contains("1 review"))
        #expect(!app.screen.contains("2 reviews"))
        let statistics = Statistics.compute(library: app.context.library, progress: app.context.progress.progress,
                                            events: app.context.history.read().events, now: app.now,
                                            calendar: app.context.calendar)
        #expect(statistics.today.reviewed == 1)
        #expect(statistics.today.newLearned == 1)
    }

    @Test("A learning step comes back when its time comes, driven by the clock")
    func learningStepComesBack() throws {
        let app = try TestApp()
        let word = try Self.words(app, count: 1)[0]
        try Self.startReview(app, items: [word])
        app.press(" 1")
        #expect(app.screen.contains("Next card in 1m"))
        #expect(!app.lines.dropLast(2).joined().contains(word.headword))
        app.advance(by: 27)
        app.application.tick()
        #expect(app.screen.contains("Next card in 33s"))
        app.advance(by: 33)
        app.application.tick()
        #expect(app.screen.contains(word.headword))
        app.press(" 3")
        #expect(app.screen.contains("Next card in 10m"))
        app.advance(by: 600)
        app.application.tick()
        app.press(" 3")
        #expect(app.screen.contains("Done for now."))
        #expect(app.screen.contains("Reviewed 3 (1 new)"))
        #expect(app.context.progress.progress.srs[word.id]?.state == .review)
    }

    @Test("A review card falling due during the session is served; the countdown goes to the earliest card")
    func cardsFallingDueDuringTheSession() throws {
        let app = try TestApp()
        let words = try Self.words(app, count: 3)
        var soon = Self.dueReviewCard(app, days: 8)
        soon.due = app.now.addingTimeInterval(150)
        var later = Self.dueReviewCard(app, days: 8)
        later.due = app.now.addingTimeInterval(16)
        try app.context.progress.update { progress in
            progress.srs[words[1].id] = soon
            progress.srs[words[2].id] = later
        }
        try Self.startReview(app, items: [words[0]])
        #expect(app.lines[0].contains("1 new, 0 learning, 0 due"))
        app.advance(by: 20)
        app.press(" 1")   // words[0] back in 1 minute; words[2] fell due 4 seconds ago
        #expect(app.screen.contains(words[2].headword))
        #expect(app.lines[0].contains("0 new, 1 learning, 1 due"))
        app.press(" 3")
        // words[0] comes back at +80s, words[1] is due at +150s: the countdown is to the first.
        #expect(app.screen.contains("Next card in 1m"))
        app.advance(by: 60)
        app.application.tick()
        #expect(app.screen.contains(words[0].headword))
        app.press(" 3")   // its next step is 10 minutes away; words[1] comes first, in 70 seconds
        #expect(app.screen.contains("Next card in 2m"))
        app.advance(by: 70)
        app.application.tick()
        #expect(app.screen.contains(words[1].headword))
    }

    @Test("A lapse: Again on a review card starts relearning, and it comes back 10 minutes later")
    func lapse() throws {
        let app = try TestApp()
        let word = try Self.words(app, count: 1)[0]
        try app.context.progress.update { $0.srs[word.id] = Self.dueReviewCard(app, days: 12) }
        let controller = ReviewController(context: app.context)
        app.application.navigationController.push(controller)
        app.application.render()
        #expect(app.screen.contains("review"))
        app.press(" ")
        #expect(app.lines.contains { $0.contains("1 Again 10m") })
        app.press("1")
        #expect(app.context.progress.progress.srs[word.id]?.state == .relearning)
        #expect(app.context.progress.progress.activity(on: app.now, calendar: app.context.calendar).reviews == 1)
        #expect(app.screen.contains("Next card in 10m"))
        app.advance(by: 600)
        app.application.tick()
        #expect(app.screen.contains(word.headword))
        #expect(app.screen.contains("learning"))
    }

    @Test("Typed reading: right grades Good at once; wrong shows what was typed and Space gives Again")
    func typedReading() throws {
        let app = try TestApp()
        let words = try ["v:一:いち", "v:一つ:ひとつ", "v:一日:いちにち"].map { try #require(app.context.library.item(withID: $0)) }
        let controller = try Self.startReview(app, items: words)
        app.press("i")
        #expect(controller.isTypingReading)
        #expect(app.lines.last!.contains("Enter check"))
        #expect(app.lines.last!.contains("Tab stop typing"))
        #expect(!app.lines.last!.contains("undo"))
        // Enter with nothing typed is not an answer.
        app.press("\r")
        #expect(controller.phase == .front)
        #expect(app.screen.contains("type the reading first"))
        #expect(app.context.history.read().events.isEmpty)
        // Right: graded Good at once, the next card shows, the status line confirms.
        app.press("ichi\r")
        #expect(app.context.history.read().events.first?.rating == .good)
        #expect(controller.item?.id == words[1].id)
        #expect(controller.phase == .front)
        #expect(app.screen.contains("✓ 一 いち: right, Good"))
        // Wrong: what was typed beside the answer; the footer names the grade Space gives.
        app.press("futatsu\r")
        #expect(app.screen.contains("✗ you typed ふたつ; answer ひとつ"))
        #expect(app.lines.last!.contains("Space Again"))
        #expect(!app.lines.last!.contains("Space good"))
        app.press(" ")
        let events = app.context.history.read().events
        #expect(events.first { $0.itemID == words[0].id }?.rating == .good)
        #expect(events.first { $0.itemID == words[1].id }?.rating == .again)
        // While typing, u is a letter, not undo.
        app.press("u")
        #expect(controller.answerField.text == "う")
        #expect(app.context.history.read().events.count == 2)
    }

    @Test("The typing mode's help lists no u for undo, and every help line fits 80 columns")
    func typingHelp() throws {
        let app = try TestApp()
        try Self.startReview(app, items: try Self.words(app, count: 1))
        // ? is typed in the field; F1 opens the help there.
        app.press("i?")
        #expect(app.screen.contains("F1 help"))
        app.press(.function(1))
        #expect(app.screen.contains("stop typing"))
        #expect(!app.lines.contains { $0.contains(" u ") && $0.contains("Undo") })
        #expect(!app.screen.contains(String(String.truncationMark)))
        app.press("\u{1B}\t ?")
        #expect(app.screen.contains("Undo the last grade"))
        #expect(!app.screen.contains(String(String.truncationMark)))
    }

    @Test("Romaji typed in the answer field turns into kana as it is typed")
    func romajiInField() throws {
        let app = try TestApp()
        // A word written with kanji (a kana-only word is asked from its meaning, with "Word: ").
        let word = try #require(try Self.words(app, count: 20).first { $0.vocab?.isKanaOnly == false })
        let controller = try Self.startReview(app, items: [word])
        app.press("itabe")
        #expect(controller.answerField.text == "たべ")
        #expect(app.screen.contains("Reading: たべ"))
    }

    @Test("p pronounces the reading; with nothing in reviews the screen says how to add some")
    func pronounceAndEmpty() throws {
        let app = try TestApp()
        let word = try Self.words(app, count: 1)[0]
        try Self.startReview(app, items: [word])
        app.press("p")
        #expect(app.pronouncer.spokenTexts.last == word.vocab!.reading)

        let empty = try TestApp()
        empty.application.navigationController.push(ReviewController(context: empty.context))
        empty.application.render()
        #expect(empty.screen.contains("Nothing to review now."))
        #expect(empty.screen.contains("No reviews yet: press a in a study list or take a test"))
    }

    @Test("A kanji card reveals its readings and two example words")
    func kanjiCard() throws {
        let app = try TestApp()
        // The first kanji of N5 Day 1 whose readings fit on one line and that has three examples.
        let kanji = try #require(try app.context.library.items(for: DayKey(kind: .kanji, level: .n5, day: 1)).compactMap(\.kanji).first {
            $0.displayKunyomi.joined(separator: ", ").count < 60 && $0.examples.count >= 3
        })
        try Self.startReview(app, items: [.kanji(kanji)])
        app.press(" ")
        #expect(app.screen.contains(kanji.onyomi.joined(separator: ", ")))
        #expect(app.screen.contains(kanji.displayKunyomi.joined(separator: ", ")))
        for example in kanji.examples.prefix(2) { #expect(app.screen.contains(example.word)) }
        #expect(!app.screen.contains(kanji.examples[2].reading + "  "))
    }

    @Test("A kanji's revealed answer is one left-aligned block: labels, meaning and example columns line up")
    func kanjiAnswerAligned() throws {
        let app = try TestApp()
        let kanji = try #require(try app.context.library.items(for: DayKey(kind: .kanji, level: .n5, day: 1)).first?.kanji)
        try Self.startReview(app, items: [.kanji(kanji)])
        app.press(" ")
        func column(of text: String) throws -> Int {
            let line = try #require(app.lines.first { $0.contains(text) })
            return String(line[..<line.range(of: text)!.lowerBound]).displayWidth
        }
        let on = try column(of: "On  "), kun = try column(of: "Kun ")
        #expect(on == kun)
        let examples = kanji.examples.prefix(2)
        let words = try examples.map { try column(of: $0.word + " ") }
        let readings = try examples.map { try column(of: $0.reading + " ") }
        #expect(Set(words) == [on])
        #expect(Set(readings).count == 1)
    }

    @Test("A word written in kana only does not show its reading a second time")
    func kanaOnlyWord() throws {
        let app = try TestApp()
        let word = try #require(app.context.library.item(withID: "v:あの:あの"))
        try Self.startReview(app, items: [word])
        app.press(" ")
        // The word's own line only (the example sentence below may use the word).
        #expect(app.lines.count { $0.trimmingCharacters(in: .whitespaces) == "あの" } == 1)
        #expect(app.screen.contains(word.vocab!.meanings[0]))
    }

    @Test("After an undo the card shows the same grade labels again, fuzz included, and grading gives them")
    func labelsStableAcrossUndo() throws {
        let app = try TestApp()
        let words = try Self.words(app, count: 2)
        try Self.startReview(app, items: words)
        try app.context.progress.update { $0.srs[words[0].id] = Self.dueReviewCard(app, days: 30) }
        let controller = ReviewController(context: app.context)
        app.application.navigationController.push(controller)
        app.press(" ")
        let labels = try #require(app.lines.first { $0.contains("Easy") })
        app.press("4")
        let easy = try #require(app.context.progress.progress.srs[words[0].id])
        app.press("u")
        app.press(" ")
        #expect(app.lines.first { $0.contains("Easy") } == labels)
        app.press("4")
        #expect(app.context.progress.progress.srs[words[0].id]?.due == easy.due)
        #expect(labels.contains("4 Easy \(IntervalFormatter.string(for: easy.due.timeIntervalSince(app.now)))"))
    }
}

