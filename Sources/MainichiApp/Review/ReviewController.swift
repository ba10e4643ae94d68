#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MainichiCore
import TerminalUI

/// A spaced-repetition review session: due reviews, then new items, one card at a time.
///
/// The card shows the word or kanji; Space or Enter reveals its reading and meaning (a kanji's
/// readings and two example words). Then 1 Again, 2 Hard, 3 Good, 4 Easy, each labelled with the
/// wait it gives; Space or Enter means Good. `u` undoes the last grade, as many times as wanted;
/// `p` pronounces; `i` (or Tab) switches to typing the reading (romaji becomes kana as typed).
/// A right reading grades Good at once and the next card shows, with a confirmation in the status
/// line; a near miss or a wrong one reveals the answer next to what was typed and suggests Hard or
/// Again, which Space or Enter then gives (the footer names it). While typing, every letter goes
/// to the field: Tab stops typing, and undo (`u`) works again after it.
///
/// Before each card the session takes in cards that have fallen due since it started (within the
/// daily limits). When nothing is due yet but a card in learning steps, or a review due within the
/// hour, is still to come, the screen counts down to the earliest one ("Next card in 33s") and
/// shows it when the time arrives. The title bar counts the new, learning and due cards waiting,
/// the same figures as the main menu and `mainichi stats` (`Learner.reviewStatus()`, whose total is
/// the session's `ReviewQueue.remainingCount`). Every grade is saved at once (see `ReviewSession`).
public final class ReviewController: ScreenController {
    /// Where the session is.
    public enum Phase: Equatable {
        case front
        case revealed
        case waiting(until: Date)
        case finished
    }

    let context: AppContext
    /// The session: queue, grades and undo.
    public private(set) var session: ReviewSession
    public private(set) var phase: Phase = .finished
    /// The card showing, if any.
    public private(set) var item: StudyItem?
    /// The id of the card showing: the item's, or its production card's (`ReviewDirection`), which
    /// asks the meaning for the word.
    public private(set) var cardID = ""
    /// Whether the card showing asks the word for its meaning (an Anki note's reversed card).
    var asksProduction: Bool { ReviewDirection(cardID: cardID) == .production }
    /// Whether the reading is typed before the answer shows.
    public private(set) var isTypingReading = false
    /// The verdict on the typed reading, once submitted.
    public private(set) var typedVerdict: ReadingMatch?
    /// The near miss of the first try at the card showing, while the learner types again.
    public private(set) var retrySlip: ReadingSlip?
    /// The rating Space and Enter give after the reveal.
    public private(set) var suggestedRating: Rating = .good
    /// The wait each rating would give the card showing.
    public private(set) var previews: [Rating: TimeInterval] = [:]

    /// How many lines of a revealed card taller than the screen are scrolled off its top.
    public private(set) var cardScroll = 0
    /// Whether the card showing is taller than the room for it (j/k scroll it), as last drawn.
    private var cardOverflows = false

    let answerField = TextField(placeholder: "romaji or kana")
    /// What was typed for the card showing, in kana, once checked.
    public private(set) var typedAnswer: String?
    private var shownAt = Date()

    /// The screen's words in the interface's language.
    private var strings: any ReviewStrings { context.strings.review }
    private var reveal: KeyBinding {
        KeyBinding(keys: [.space, .enter], keyLabel: "Space", label: strings.showLabel, help: strings.showHelp)
    }
    /// The grade keys, one binding per rating.
    private var gradeKeys: GradeKeyMap { GradeKeyMap(strings: strings, help: strings.gradeHelp) }
    private var grades: KeyBinding { gradeKeys.all }
    private var undo: KeyBinding { KeyBinding("u", label: strings.undoLabel, help: strings.undoHelp) }
    private var pronounce: KeyBinding { KeyBinding("p", label: strings.sayLabel, help: strings.sayHelp) }
    private var typing: KeyBinding {
        KeyBinding(keys: [.character("i"), .tab], keyLabel: "i", label: strings.typeLabel, help: strings.typeHelp)
    }
    private var stopTyping: KeyBinding { KeyBinding(keys: [.tab], label: strings.stopTypingLabel, help: strings.stopTypingHelp) }
    private var submit: KeyBinding { KeyBinding(keys: [.enter], label: strings.checkLabel, help: strings.checkHelp) }
    /// On a shown card: Space grades as suggested, Enter opens the detail.
    private var gradeSuggested: KeyBinding {
        KeyBinding(keys: [.space], keyLabel: "Space", label: strings.ratingName(suggestedRating), help: strings.gradeSuggestedHelp)
    }
    private var detail: KeyBinding { KeyBinding(keys: [.enter], label: strings.detailLabel, help: strings.detailHelp) }
    private var bookmark: KeyBinding { KeyBinding("b", label: strings.bookmarkLabel, help: strings.bookmarkHelp) }
    private var suspend: KeyBinding { KeyBinding("s", label: strings.suspendLabel, help: strings.suspendHelp) }
    private var editItem: KeyBinding { KeyBinding("e", label: strings.editLabel, help: strings.editHelp, showsInFooter: false) }
    /// On a card taller than the screen: j/k (Down/Up) scroll it.
    private var scrollCard: KeyBinding {
        KeyBinding(keys: [.character("j"), .down, .character("k"), .up], keyLabel: "j/k",
                   label: context.strings.menu.scrollLabel, help: strings.scrollCardHelp, showsInFooter: cardOverflows)
    }

    public init(context: AppContext) {
        self.context = context
        self.session = ReviewSession(progress: context.progress, history: context.history,
                                     settings: context.settings.settings, scheduler: context.scheduler, now: context.now,
                                     calendar: context.calendar)
        super.init(title: context.strings.review.title)
        answerField.placeholder = context.strings.review.answerPlaceholder
        answerField.transform = RomajiConverter.convert
        answerField.onSubmit = { [unowned self] text in self.check(text) }
        advance()
    }

    // MARK: - Catching up

    /// The fewest overdue reviews after which the screen offers to spread them over days.
    static let catchUpThreshold = Learner.catchUpThreshold
    /// The spreads offered, in days.
    static let catchUpChoices = Learner.catchUpChoices
    private var offeredCatchUp = false

    public override func viewDidAppear() {
        super.viewDidAppear()
        offerCatchUp()
    }

    /// After a break (at least `catchUpThreshold` reviews overdue from before today), offers to
    /// spread them over a few days, the most likely forgotten first (`CatchUpPlan`).
    func offerCatchUp() {
        guard !offeredCatchUp else { return }
        offeredCatchUp = true
        let overdue = context.learner.overdueReviewCount
        guard overdue >= Self.catchUpThreshold else { return }
        let buttons = Self.catchUpChoices.map { Alert.Button(strings.catchUpDays($0), keys: [.character(Character("\($0)"))]) }
            + [Alert.Button(strings.notNow, keys: [.character("n")], isCancel: true)]
        present(Alert(
            title: strings.catchUpTitle,
            message: strings.catchUpQuestion(overdue: overdue),
            buttons: buttons, focusedButton: 1) { [weak self] choice in
                guard let self, choice < Self.catchUpChoices.count else { return }
                self.spreadOverdue(over: Self.catchUpChoices[choice])
            })
    }

    private func spreadOverdue(over days: Int) {
        let plan = context.perform(self) { try context.learner.spreadOverdueReviews(over: days) }
        guard let plan else { return }
        session = ReviewSession(progress: context.progress, history: context.history,
                                settings: context.settings.settings, scheduler: context.scheduler, now: context.now,
                                calendar: context.calendar)
        advance()
        showStatus(strings.spread(days: days, perDay: plan.perDay.map(String.init).joined(separator: ", ")))
    }

    /// The reviews waiting, as the menu says them ("20 new, 3 learning, 5 due"): the same figures,
    /// from `Learner.reviewStatus()`; shorter in a narrow title bar. New items today's limit holds
    /// back follow the counts ("+3 held"), in the longest wording that fits.
    public override func titleAccessory(fittingWidth width: Int) -> String? {
        guard phase != .finished else { return nil }
        let status = context.learner.reviewStatus()
        let full = context.strings.common.reviewCounts(status.counts, compact: false)
        let compact = context.strings.common.reviewCounts(status.counts, compact: true)
        guard let held = status.newItemsHeldBack else { return full.displayWidth <= width ? full : compact }
        let menu = context.strings.menu
        let choices = [full + "; " + menu.newHeldBack(held, compact: false),
                       full + " " + menu.newHeldBack(held, compact: true),
                       compact + " " + menu.newHeldBack(held, compact: true)]
        return choices.first { $0.displayWidth <= width } ?? compact
    }

    public override var titleAccessory: String? { titleAccessory(fittingWidth: .max) }

    /// The reading field has the keyboard while it is open on the card's front (`?` is typed).
    public override var isEditingText: Bool { phase == .front && isTypingReading }

    public override var keyBindings: [KeyBinding] {
        switch phase {
        case .front where isTypingReading:
            // Letters type text here, so u is not undo; Tab leaves typing first.
            return [stopTyping, submit]
        case .front:
            // 1-4 say that the answer comes first, so they are listed here too.
            return [reveal, pronounce, typing, undo, grades.hiddenFromFooter()]
        case .revealed:
            // On a card taller than the screen the scroll keys come first, so that even a narrow
            // footer names them (the grade row on the card names 1-4 already).
            return (cardOverflows ? [scrollCard] : []) + [grades, gradeSuggested, detail, bookmark, suspend, pronounce, undo]
                + (ownDeck(of: item) != nil ? [editItem] : []) + (cardOverflows ? [] : [scrollCard])
        case .waiting, .finished:
            return [undo]
        }
    }

    public override var tickInterval: Double? {
        switch phase {
        case .waiting: 1
        // The done screen's status line ("next review in 4m") stays current, and a card that
        // falls due is shown.
        case .finished: 30
        case .front, .revealed: nil
        }
    }

    public override func tick(at date: Date) {
        switch phase {
        case .waiting(let until) where until <= context.now:
            advance()
        case .finished:
            if session.next(at: context.now) != .finished { advance() }
        default:
            break
        }
    }

    // MARK: - Moving through the session

    /// Shows what the session has next at the current time.
    func advance() {
        retrySlip = nil
        typedVerdict = nil
        typedAnswer = nil
        suggestedRating = .good
        previews = [:]
        cardScroll = 0
        answerField.text = ""
        while true {
            switch session.next(at: context.now) {
            case .card(let id):
                guard let found = context.library.item(withID: id) else {
                    session.skip(id)
                    continue
                }
                item = found
                cardID = id
                phase = .front
                shownAt = context.now
            case .waiting(let until):
                item = nil
                phase = .waiting(until: until)
            case .finished:
                item = nil
                phase = .finished
            }
            return
        }
    }

    func showAnswer() {
        guard phase == .front, let item else { return }
        phase = .revealed
        previews = session.previewIntervals(for: cardID, at: context.now)
        let settings = context.settings.settings
        if settings.autoplayOnReveal && settings.audioEnabled { context.pronounce(item, from: self) }
    }

    /// Checks the typed reading: right grades Good at once; otherwise the answer shows beside what
    /// was typed, with Hard (near miss) or Again suggested. Nothing typed is not an answer.
    func check(_ text: String) {
        guard phase == .front, let item else { return }
        let typed = RomajiConverter.finish(text).trimmingWhitespace()
        guard !typed.isEmpty else {
            showStatus(strings.typeReadingFirst, role: .dim)
            return
        }
        let verdict = ReadingMatcher(item: item, library: context.library).match(typed)
        if let kind = verdict.slipKind {
            context.perform(self) { try context.progress.recordSlip(itemID: item.id, kind: kind, at: context.now) }
        }
        if case .nearMiss(let slip) = verdict, context.settings.settings.secondChance, retrySlip == nil {
            // One more try, with a hint naming the slip.
            retrySlip = slip
            answerField.text = ""
            showStatus(SlipText.hint(for: slip, in: context.strings.testing), role: .accent)
            return
        }
        switch verdict {
        case .right:
            phase = .revealed
            grade(.good, confirming: typed)
            return
        case .nearMiss: suggestedRating = .hard
        case .wrong: suggestedRating = .again
        }
        typedVerdict = verdict
        typedAnswer = typed
        showAnswer()
    }

    /// Grades the card showing and moves on; the status line confirms the grade (with a ✓ and
    /// the reading when `typed` was right).
    func grade(_ rating: Rating, confirming typed: String? = nil) {
        guard phase == .revealed, let item else { return }
        let now = context.now
        let duration = now.timeIntervalSince(shownAt)
        let card = context.perform(self) {
            try session.grade(cardID, rating: rating, at: now, duration: duration, day: item.dayKey)
        }
        advance()
        if let card {
            let wait = context.strings.common.interval(card.due.timeIntervalSince(now))
            if let typed {
                showStatus(strings.typedRight(headword: item.headword, typed: typed, wait: wait), role: .correct)
            } else {
                showStatus(strings.graded(headword: item.headword, rating: strings.ratingName(rating), wait: wait), role: .dim)
            }
        }
    }

    func undoLastGrade() {
        guard session.canUndo else {
            showStatus(strings.nothingToUndo, role: .dim)
            return
        }
        let undone = context.perform(self) { try session.undo(at: context.now) }
        advance()
        if let undone = undone ?? nil {
            let word = context.library.item(withID: undone.id)?.headword ?? undone.id
            showStatus(strings.undid(rating: strings.ratingName(undone.rating), headword: word), role: .dim)
        }
    }

    // MARK: - Keys

    /// A paste goes into the reading field while it is open: its newline never submits.
    public override func handlePaste(_ text: String) -> Bool {
        guard phase == .front && isTypingReading else { return false }
        answerField.paste(text)
        return true
    }

    public override func handle(_ key: Key) -> Bool {
        if case .waiting(let until) = phase, until <= context.now { advance() }
        if phase == .front && isTypingReading {
            switch key {
            case .tab:
                isTypingReading = false
            case .escape:
                return false
            default:
                return answerField.handle(key)
            }
            return true
        }
        switch key {
        case undo:
            undoLastGrade()
        case typing where phase == .front:
            isTypingReading.toggle()
        case pronounce:
            guard let item else { return false }
            context.pronounce(item, from: self)
        case gradeSuggested where phase == .revealed:
            grade(suggestedRating)
        case detail where phase == .revealed:
            if let item { push(ItemDetail.controller(for: item, context: context)) }
        case bookmark where phase == .revealed:
            guard let item else { return false }
            if let isBookmarked = context.perform(self, { try context.progress.toggleBookmark(item.id) }) {
                showStatus(context.strings.study.bookmarkStatus(item.headword, isBookmarked: isBookmarked))
            }
        case suspend where phase == .revealed:
            suspendCard()
        case scrollCard where phase == .revealed:
            let down = key == .character("j") || key == .down
            cardScroll = max(0, cardScroll + (down ? 1 : -1))
        case editItem where phase == .revealed:
            editOwnItem()
        case reveal:
            if phase == .front { showAnswer() } else { return false }
        case grades where phase == .revealed:
            if let rating = gradeKeys.rating(for: key) { grade(rating) }
        case grades where phase == .front:
            // Grading needs the answer seen first: say so rather than ignore the key.
            showStatus(strings.answerFirst, role: .dim)
        default:
            return false
        }
        return true
    }

    // MARK: - Card actions

    /// The learner's own deck `item` belongs to, for `e`; nil for the bundled decks.
    private func ownDeck(of item: StudyItem?) -> String? {
        guard let item, let store = context.deckStore else { return nil }
        let deckID = item.deck.rawValue
        return store.items(inDeck: deckID).contains { $0.id == item.id } ? deckID : nil
    }

    /// `s`: suspends the shown card (reviews leave it out until Leeches takes it back) and goes on.
    private func suspendCard() {
        guard let item else { return }
        guard context.perform(self, { try context.progress.setSuspended(cardID, true) }) != nil else { return }
        session.skip(cardID)
        showStatus(context.strings.practice.nowSuspended(item.headword))
        advance()
    }

    /// `e`: the word (or kanji) form of the shown card's item, when it is one of the learner's own.
    private func editOwnItem() {
        guard let item, let deckID = ownDeck(of: item), let store = context.deckStore else { return }
        switch item {
        case .vocab(let word): push(UserDeckActions.form(editing: word, in: deckID, store: store, context: context))
        case .kanji(let kanji): push(UserDeckActions.kanjiForm(editing: kanji, in: deckID, store: store, context: context))
        }
    }

    // MARK: - Drawing

    public override func draw(in canvas: Canvas) {
        switch phase {
        case .front, .revealed:
            if let item { drawCard(item, in: phase == .revealed ? canvasBesideDrawing(of: item, in: canvas) : canvas) }
        case .waiting(let until):
            let wait = until.timeIntervalSince(context.now)
            var lines: [[(String, StyleRole)]] = [
                [(strings.nextCardIn(strings.countdown(seconds: Int(wait.rounded(.up)))), .title)],
                [(strings.cardsComeBack, .dim)],
            ]
            let limitLines = newItemsLimitLines(width: canvas.width)
            if !limitLines.isEmpty { lines += [[]] + limitLines }
            drawCentered(lines, in: canvas, top: max(0, min(canvas.height / 2 - 1, canvas.height - lines.count)))
        case .finished:
            drawDone(in: canvas)
        }
    }

    /// Lapses per item, counted from history once per session, for the leech mark.
    private lazy var leechIndex = LeechIndex(events: context.history.read().events)
    /// With the "Kanji drawings" setting on, draws a kanji large on the right and returns the
    /// canvas left for the card; otherwise (or for a word, or when too narrow) the whole canvas.
    private func canvasBesideDrawing(of item: StudyItem, in canvas: Canvas) -> Canvas {
        guard context.settings.settings.showsKanjiDrawings, let kanji = item.kanji,
              let strokes = context.strokes.strokes(for: kanji.kanji) else { return canvas }
        return KanjiDrawing.drawPanel(strokes, in: canvas, strings: context.strings.detail)
    }

    private func drawCard(_ item: StudyItem, in canvas: Canvas) {
        let card = context.progress.progress.srs[cardID]
        let isNew = card.map { $0.lastReview == nil } ?? true
        var state = isNew ? strings.stateNew : (card?.state == .review ? strings.stateReview : strings.stateLearning)
        let isLeech = leechIndex.isLeech(cardID, threshold: context.settings.settings.leechThreshold)
        if isLeech { state = strings.leech(state) }
        canvas.draw(strings.origin(deck: DeckNames.level(of: item, in: context.library, strings: context.strings.common), kind: item.kind, day: item.day), at: Point(x: 1, y: 0), role: .dim)
        canvas.draw(state, row: 0, x: 0, width: canvas.width - 1, alignment: .trailing,
                    role: isLeech ? .wrong : (isNew ? .accent : .dim))

        // Each line with whether it is centred on its own (false: part of the left-aligned answer
        // block, so a kanji's On/Kun labels and example columns line up).
        // A word written in its reading is asked from its meaning when typed, as tests ask it:
        // showing the word would show the answer; so is every production card typed.
        let asksFromMeaning = phase == .front && isTypingReading && ((item.vocab?.isKanaOnly ?? false) || asksProduction)
        let headline = asksFromMeaning ? context.meaningSummary(item) : item.headword
        var lines: [(spans: [(String, StyleRole)], centred: Bool)] = [([(headline, .title)], true), ([], true)]
        // Meaning first (Korean to Japanese, or a production card): the front asks with the
        // meaning; the back shows the word under it as usual.
        if (context.settings.settings.reviewsMeaningFirst || asksProduction) && !asksFromMeaning {
            lines.insert(([(context.meaningSummary(item), .title)], true), at: 0)
            if phase != .revealed { lines.remove(at: 1) }
        }
        if phase == .revealed {
            let answer = answerLines(item, width: max(10, canvas.width - 2))
            lines += answer.lines.map { ($0, !answer.isBlock) }
            if let verdict = typedVerdict, let typed = typedAnswer {
                lines.append(([], true))
                switch verdict {
                case .right: lines.append(([(strings.right, .correct)], true))
                case .nearMiss(let slip):
                    lines.append(([(strings.almostTyped, .accent), (typed, .accent), (strings.answerSeparator, .accent)]
                        + SlipText.markedAnswer(KanjiReading.bare(slip.reading), given: typed, role: .accent), true))
                case .wrong:
                    lines.append(([(strings.wrongTyped, .wrong), (typed, .wrong), (strings.answerSeparator, .wrong)]
                        + SlipText.markedAnswer(item.vocab?.reading ?? item.primaryReading, given: typed, role: .wrong), true))
                }
            }
        } else if !isTypingReading {
            lines.append(([(strings.spaceShows, .dim)], true))
        }
        let gradeRows = phase == .revealed ? gradeLines(width: canvas.width) : []
        let room = max(0, canvas.height - 2 - gradeRows.count - (gradeRows.isEmpty ? 0 : 1))
        // A line wider than the card (a sentence mined from a text, a long meaning) wraps; a card
        // taller than its room loses its blank lines, then scrolls (j/k), with marks saying so.
        let wrapWidth = max(10, canvas.width - 2)
        lines = lines.flatMap { line -> [(spans: [(String, StyleRole)], centred: Bool)] in
            guard line.centred, line.spans.count == 1, line.spans[0].0.displayWidth > wrapWidth else { return [line] }
            let role = line.spans[0].1
            return line.spans[0].0.wrapped(toWidth: wrapWidth).map { ([($0, role)], true) }
        }
        if lines.count > room { lines.removeAll { $0.spans.isEmpty } }
        cardOverflows = lines.count > room
        cardScroll = min(cardScroll, max(0, lines.count - room))
        let hiddenAbove = cardScroll, hiddenBelow = max(0, lines.count - room - cardScroll)
        lines = Array(lines.dropFirst(cardScroll).prefix(room))
        let block = lines.filter { !$0.centred }.map { $0.spans.reduce(0) { $0 + $1.0.displayWidth } }.max() ?? 0
        let blockX = max(1, (canvas.width - block) / 2)
        for (offset, line) in lines.enumerated() {
            if line.centred {
                drawCentered([line.spans], in: canvas, top: 2 + offset)
            } else {
                drawLine(line.spans, in: canvas, x: blockX, y: 2 + offset)
            }
        }
        // The marks sit on the blank rows above and below the card's lines.
        let chrome = context.strings.chrome
        if hiddenAbove > 0 {
            canvas.draw(chrome.moreAbove, row: 1, x: 0, width: canvas.width - 1, alignment: .trailing, role: .dim)
        }
        if hiddenBelow > 0 {
            canvas.draw(chrome.moreBelow, row: 2 + room, x: 0, width: canvas.width - 1, alignment: .trailing, role: .dim)
        }

        if phase == .front && isTypingReading {
            let y = min(canvas.height - 1, 4)
            let label = asksFromMeaning ? strings.wordLabel : strings.readingLabel
            let width = min(canvas.width - 4, 36)
            let x = max(1, (canvas.width - width) / 2)
            canvas.draw(label, at: Point(x: x, y: y), role: .dim)
            let labelWidth = label.displayWidth
            answerField.draw(in: canvas.subcanvas(Rect(x: x + labelWidth, y: y, width: max(0, width - labelWidth), height: 1)))
        }
        for (offset, row) in gradeRows.enumerated() {
            let y = canvas.height - gradeRows.count + offset
            let width = row.reduce(0) { $0 + $1.0.displayWidth }
            canvas.draw(row, at: Point(x: max(0, (canvas.width - width) / 2), y: y))
        }
    }

    /// Reading and meaning (a word written in kana only shows no reading: it is the word); for a
    /// kanji, its readings in display form, its meaning and two example words in columns, as a
    /// block to be drawn left-aligned.
    private func answerLines(_ item: StudyItem, width: Int) -> (lines: [[(String, StyleRole)]], isBlock: Bool) {
        switch item {
        case .vocab(let word):
            let meaning: [(String, StyleRole)] = [(context.meaningSummary(item), .normal)]
            var lines = word.word == word.reading ? [meaning] : [[(word.reading, .accent)], meaning]
            // With the Korean bridge, the word's Korean cognate (or a false-friend warning).
            if let line = KoreanBridge(context: context).line(for: item) { lines.append(line) }
            // What makes a card worth reading: the pitch, the first example with the readings the
            // setting asks for and its translation, and the word's kanji with their meanings.
            if let accent = word.pitchAccent {
                lines.append(WordDetailController.pitchLine(accent, strings: context.strings.detail))
            }
            if let example = word.examples.first {
                let library = context.library
                // Broken between its segments, so a kanji keeps its bracketed reading on its line.
                let shown = ExampleReadingText.lines(of: example, mode: context.settings.settings.exampleReadings,
                                                     width: width) { kanji in
                    guard let level = library.item(withID: "k:\(kanji)")?.kanji?.level, let wordLevel = word.level else { return false }
                    return level <= wordLevel
                }
                lines += [[]] + shown.map { [($0, .normal)] } + example.translations(in: context.meaningLanguage).map { [($0, .dim)] }
            }
            let kanji = WordDetailController.kanji(in: word.word, library: context.library)
            if !kanji.isEmpty {
                var spans: [(String, StyleRole)] = []
                for (index, item) in kanji.enumerated() {
                    spans += [((index == 0 ? "" : "   ") + item.kanji, .title),
                              (" " + (item.meanings(in: context.meaningLanguage).first ?? ""), .dim)]
                }
                lines += [[], spans]
            }
            return (lines, false)
        case .kanji(let kanji):
            var lines: [[(String, StyleRole)]] = []
            if !kanji.onyomi.isEmpty { lines.append([(strings.onLabel, .dim), (kanji.onyomi.joined(separator: ", "), .accent)]) }
            // With the Korean bridge, the Korean reading right under the on'yomi it parallels.
            if let line = KoreanBridge(context: context).line(for: item) { lines.append(line) }
            if !kanji.kunyomi.isEmpty { lines.append([(strings.kunLabel, .dim), (kanji.displayKunyomi.joined(separator: ", "), .accent)]) }
            lines.append([(context.meaningSummary(item), .normal)])
            let examples = Array(kanji.examples.prefix(2))
            if !examples.isEmpty {
                lines.append([])
                let wordWidth = examples.map(\.word.displayWidth).max() ?? 0
                let readingWidth = examples.map(\.reading.displayWidth).max() ?? 0
                for example in examples {
                    let wordPad = String(repeating: " ", count: wordWidth - example.word.displayWidth + 2)
                    let readingPad = String(repeating: " ", count: readingWidth - example.reading.displayWidth + 2)
                    lines.append([(example.word, .title), (wordPad, .normal), (example.reading, .accent),
                                  (readingPad, .normal), (context.exampleMeaning(example), .dim)])
                }
            }
            return (lines, true)
        }
    }

    /// "1 Again 1m  2 Hard 6m  3 Good 10m  4 Easy 8d", on two rows when narrow; the suggested
    /// rating in reverse video.
    private func gradeLines(width: Int) -> [[(String, StyleRole)]] {
        let buttons = Rating.allCases.map { rating -> [(String, StyleRole)] in
            let label = previews[rating].map(context.strings.common.interval) ?? ""
            let role: StyleRole = rating == suggestedRating ? .selection : .button
            return [("\(rating.rawValue)", .footerKey), (" \(strings.ratingName(rating)) ", role), (label, .dim)]
        }
        let gap: [(String, StyleRole)] = [("   ", .normal)]
        let oneRow = buttons.dropFirst().reduce(buttons[0]) { $0 + gap + $1 }
        if oneRow.reduce(0, { $0 + $1.0.displayWidth }) <= width - 2 { return [oneRow] }
        return [buttons[0] + gap + buttons[1], buttons[2] + gap + buttons[3]]
    }

    private func drawDone(in canvas: Canvas) {
        let reviewed = session.grades.count
        let status = context.learner.reviewStatus()
        var lines: [[(String, StyleRole)]] = [
            [(reviewed == 0 ? strings.nothingToReview : strings.doneForNow, .title)],
            [],
        ]
        if reviewed > 0 {
            lines.append([(strings.reviewed(reviewed, new: session.newCount), .normal)])
            lines.append([("\(strings.ratingName(.again)) \(session.count(of: .again))", .wrong),
                          ("  \(strings.ratingName(.hard)) \(session.count(of: .hard))", .dim),
                          ("  \(strings.ratingName(.good)) \(session.count(of: .good))", .correct),
                          ("  \(strings.ratingName(.easy)) \(session.count(of: .easy))", .accent)])
            lines.append([])
        }
        let situation = context.strings.menu.reviewSituation(status.situation(now: context.now, calendar: context.calendar))
        lines.append([(situation.capitalizedFirst, .dim)])
        lines += newItemsLimitLines(width: canvas.width)
        if session.canUndo { lines.append([(strings.undoHint, .dim)]) }
        // Too tall for a small screen: the blank lines go, then the undo hint (the footer names u).
        if lines.count > canvas.height { lines.removeAll { $0.isEmpty } }
        if lines.count > canvas.height, session.canUndo { lines.removeLast() }
        drawCentered(lines, in: canvas, top: max(0, (canvas.height - lines.count) / 2))
    }

    /// When today's new-items limit holds new items back: how many and the limit, then where to
    /// change it, each wrapped to `width`; no lines otherwise.
    private func newItemsLimitLines(width: Int) -> [[(String, StyleRole)]] {
        guard let held = context.learner.reviewStatus().newItemsHeldBack else { return [] }
        let menu = context.strings.menu
        let wrapWidth = max(10, width - 2)
        return menu.newHeldBack(held, compact: false).capitalizedFirst.wrapped(toWidth: wrapWidth).map { [($0, .accent)] }
            + menu.newLimitHint.wrapped(toWidth: wrapWidth).map { [($0, .dim)] }
    }

    private func drawCentered(_ lines: [[(String, StyleRole)]], in canvas: Canvas, top: Int) {
        for (offset, spans) in lines.enumerated() {
            let y = top + offset
            guard y < canvas.height else { break }
            let width = spans.reduce(0) { $0 + $1.0.displayWidth }
            drawLine(spans, in: canvas, x: width <= canvas.width - 2 ? (canvas.width - width) / 2 : 1, y: y)
        }
    }

    /// Draws spans from column `x`, cut at the right margin with the truncation mark.
    private func drawLine(_ spans: [(String, StyleRole)], in canvas: Canvas, x start: Int, y: Int) {
        guard y < canvas.height else { return }
        let width = spans.reduce(0) { $0 + $1.0.displayWidth }
        if start + width <= canvas.width - 1 {
            canvas.draw(spans, at: Point(x: start, y: y))
            return
        }
        let line = canvas.subcanvas(Rect(x: start, y: y, width: max(0, canvas.width - 1 - start), height: 1))
        var x = 0
        for (index, span) in spans.enumerated() {
            let isLast = index == spans.count - 1
            x += line.draw(span.0, at: Point(x: x, y: 0), role: span.1, mark: isLast ? String.truncationMark : nil)
        }
        if x >= line.width, let last = spans.last {
            line.draw(String(String.truncationMark), at: Point(x: line.width - 1, y: 0), role: last.1)
        }
    }
}

private extension KeyBinding {
    func withKeyLabel(_ keyLabel: String) -> KeyBinding {
        var copy = self
        copy.keyLabel = keyLabel
        return copy
    }

    func withLabel(_ label: String) -> KeyBinding {
        var copy = self
        copy.label = label
        return copy
    }
}

private extension String {
    /// The string with its first letter in upper case: "next review in 3h" gives "Next review in 3h".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
