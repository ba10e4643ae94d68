#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The "write it" exercise: for each kanji the learner writes it on paper from its meaning and
/// readings, then Space draws it stroke by stroke to compare, and the learner grades themselves.
///
/// Grades go through `ReviewSession.grade`, as in the review screen: each is saved at once (card,
/// today's count, a history line), and a kanji not yet in reviews enters them. Keys: Space or
/// Enter shows the kanji being written (again: all at once; once drawn: grade Good), 1-4 grade,
/// u undoes the last grade. The strokes play on the screen's tick, `KanjiDetailController.strokePause`
/// apart, so tests step a fake clock.
public final class WriteItController: ScreenController {
    /// Where the exercise stands for the kanji showing.
    enum Phase: Equatable {
        /// The learner is writing on paper; nothing is drawn.
        case writing
        /// The kanji is being drawn or is drawn; grading is open.
        case shown
        /// Every kanji has been graded.
        case finished
    }

    let context: AppContext
    let items: [KanjiItem]
    private let session: ReviewSession
    private(set) var index = 0
    private(set) var phase: Phase
    /// The stroke being drawn (1-based) while playing; nil when the whole kanji shows.
    private(set) var currentStroke: Int?
    /// When the last stroke was drawn while playing; nil when not playing.
    private var playStart: Date?
    private var shownAt: Date

    /// The exercise's words in the interface's language.
    private var strings: any ReviewStrings { context.strings.review }
    private var show: KeyBinding {
        KeyBinding(keys: [.space, .enter], keyLabel: "Space", label: strings.showLabel, help: strings.writeShowHelp)
    }
    /// The grade keys, one binding per rating.
    private var gradeKeys: GradeKeyMap { GradeKeyMap(strings: strings, help: strings.writeGradeHelp) }
    private var grades: KeyBinding { gradeKeys.all }
    private var undo: KeyBinding { KeyBinding("u", label: strings.undoLabel, help: strings.writeUndoHelp) }

    /// An exercise over `items` (kanji only; words are left out), in the order given.
    public init(context: AppContext, items: [StudyItem]) {
        self.context = context
        self.items = items.compactMap(\.kanji)
        let now = context.now
        self.session = ReviewSession(progress: context.progress, history: context.history,
                                     settings: context.settings.settings, scheduler: context.scheduler, now: now,
                                     calendar: context.calendar)
        self.phase = self.items.isEmpty ? .finished : .writing
        self.shownAt = now
        super.init(title: context.strings.review.writeTitle)
    }

    /// The kanji showing, if any.
    var kanji: KanjiItem? { index < items.count && phase != .finished ? items[index] : nil }

    public override var titleAccessory: String? {
        phase == .finished ? nil : "\(index + 1)/\(items.count)"
    }

    public override var keyBindings: [KeyBinding] {
        switch phase {
        case .writing: [show, undo]
        case .shown: [grades, KeyBinding(keys: show.keys, keyLabel: show.keyLabel, label: strings.ratingName(.good), help: show.help), undo]
        case .finished: [undo]
        }
    }

    // MARK: - Playing

    /// Whether the strokes are being drawn one by one.
    var isPlaying: Bool { playStart != nil }

    public override var tickInterval: Double? { isPlaying ? KanjiDetailController.strokePause : nil }

    /// One stroke a tick at most, so a late tick never skips one.
    public override func tick(at date: Date) {
        guard let playStart, let kanji, let strokes = context.strokes.strokes(for: kanji.kanji) else { return }
        guard date.timeIntervalSince(playStart) >= KanjiDetailController.strokePause * 0.9 else { return }
        self.playStart = date
        let next = (currentStroke ?? 0) + 1
        if next > strokes.count {
            self.playStart = nil
            currentStroke = nil
        } else {
            currentStroke = next
        }
    }

    // MARK: - Keys

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case undo:
            undoLastGrade()
        case show:
            switch phase {
            case .writing: reveal()
            case .shown where isPlaying:
                playStart = nil
                currentStroke = nil
            case .shown: grade(.good)
            case .finished: return false
            }
        case grades where phase == .shown:
            if let rating = gradeKeys.rating(for: key) { grade(rating) }
        default:
            return false
        }
        return true
    }

    private func reveal() {
        guard let kanji else { return }
        phase = .shown
        if context.strokes.strokes(for: kanji.kanji) != nil {
            playStart = context.now
            currentStroke = 1
        }
    }

    /// Grades the kanji showing through the review session and moves to the next.
    func grade(_ rating: Rating) {
        guard phase == .shown, let kanji else { return }
        let now = context.now
        let item = StudyItem.kanji(kanji)
        let card = context.perform(self) {
            try session.grade(kanji.id, rating: rating, at: now, duration: now.timeIntervalSince(shownAt),
                              day: item.dayKey)
        }
        if let card {
            let wait = context.strings.common.interval(card.due.timeIntervalSince(now))
            showStatus(strings.writeGraded(kanji: kanji.kanji, rating: strings.ratingName(rating), wait: wait), role: .dim)
        }
        moveTo(index + 1)
    }

    private func undoLastGrade() {
        guard session.canUndo else {
            showStatus(strings.nothingToUndo, role: .dim)
            return
        }
        let undone = context.perform(self) { try session.undo(at: context.now) }
        guard let grade = undone ?? nil, let position = items.lastIndex(where: { $0.id == grade.id }) else { return }
        moveTo(position)
        showStatus(strings.writeUndid(kanji: items[position].kanji, rating: strings.ratingName(grade.rating)), role: .dim)
    }

    private func moveTo(_ position: Int) {
        index = position
        phase = position < items.count ? .writing : .finished
        playStart = nil
        currentStroke = nil
        shownAt = context.now
    }

    // MARK: - Drawing

    public override func draw(in canvas: Canvas) {
        guard let kanji else {
            drawFinished(in: canvas)
            return
        }
        var text = canvas
        if phase == .shown, let strokes = context.strokes.strokes(for: kanji.kanji) {
            text = KanjiDrawing.drawPanel(strokes, shownStrokes: currentStroke, in: canvas, contentWidth: 20,
                                          maximumRows: (canvas.width - 22) / 2, strings: context.strings.detail)
        }
        let width = text.width - 2
        var y = 0
        text.draw(strings.kanjiOrigin(deck: DeckNames.level(of: .kanji(kanji), in: context.library, strings: context.strings.common), day: kanji.day),
                  at: Point(x: 1, y: y), role: .dim, maxWidth: width)
        y += 2
        for line in kanji.meaningSummary(in: context.meaningLanguage).wrapped(toWidth: max(1, width)).prefix(2) {
            text.draw(line, at: Point(x: 1, y: y), role: .title, maxWidth: width)
            y += 1
        }
        if !kanji.onyomi.isEmpty {
            // A reading too long for a narrow screen ends in the truncation mark, never a hard cut.
            let on = kanji.onyomi.joined(separator: "、").truncated(toWidth: max(1, width - strings.onLabel.displayWidth))
            text.draw([(strings.onLabel, .dim), (on, .accent)], at: Point(x: 1, y: y))
            y += 1
        }
        // With the Korean bridge, the Korean reading under the on'yomi.
        if phase == .shown, let line = KoreanBridge(context: context).line(for: .kanji(kanji)) {
            text.subcanvas(Rect(x: 1, y: y, width: max(0, width), height: 1)).draw(line, at: .zero)
            y += 1
        }
        if !kanji.kunyomi.isEmpty {
            let kun = kanji.displayKunyomi.joined(separator: "、").truncated(toWidth: max(1, width - strings.kunLabel.displayWidth))
            text.draw([(strings.kunLabel, .dim), (kun, .accent)], at: Point(x: 1, y: y))
            y += 1
        }
        text.draw(strings.strokes(kanji.strokes), at: Point(x: 1, y: y), role: .dim, maxWidth: width)
        y += 2
        switch phase {
        case .writing:
            let wide = width >= strings.writePrompt.displayWidth
            text.draw(wide ? strings.writePrompt : strings.writePromptNarrow1, at: Point(x: 1, y: y), role: .dim, maxWidth: width)
            if !wide { text.draw(strings.writePromptNarrow2, at: Point(x: 1, y: y + 1), role: .dim, maxWidth: width) }
        case .shown:
            let buttons = Rating.allCases.map { "\($0.rawValue) \(strings.ratingName($0))" }
            let rows = width >= buttons.joined(separator: "  ").displayWidth ? [buttons.joined(separator: "  ")]
                : [buttons[0...1].joined(separator: "  "), buttons[2...3].joined(separator: "  ")]
            // On a short screen the answer takes the stroke count's line rather than hide under the grades.
            let answerY = max(0, min(y, text.height - rows.count - 1))
            text.fill(Rect(x: 0, y: answerY, width: text.width, height: 1))
            text.draw([(strings.answerLabel, .dim), (kanji.kanji, .title)], at: Point(x: 1, y: answerY))
            for (offset, row) in rows.enumerated() {
                text.draw(row, at: Point(x: 1, y: text.height - rows.count + offset), role: .accent, maxWidth: width)
            }
        case .finished:
            break
        }
    }

    private func drawFinished(in canvas: Canvas) {
        let counts = Rating.allCases.map { "\(strings.ratingName($0)) \(session.count(of: $0))" }
        let lines: [(String, StyleRole)] = [
            (items.isEmpty ? strings.noKanjiToWrite : strings.written(session.grades.count), .title),
            ("", .normal),
            (counts.joined(separator: "  "), .normal),
            ("", .normal),
            (strings.escBack + (session.canUndo ? strings.undoLastShort : ""), .dim),
        ]
        for (offset, line) in lines.enumerated() {
            canvas.draw(line.0, row: 1 + offset, alignment: .center, role: line.1)
        }
    }
}
