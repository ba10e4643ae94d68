#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The end of a test: the score, the time taken and every item with its outcome.
///
/// `w` retests only the wrong ones (and from that retest's result, the ones still wrong, until
/// none are); `a` retests all; Enter opens an item's detail; `p` pronounces it.
final class TestResultController: TableViewController {
    let plan: TestPlan
    let session: QuizSession
    let duration: TimeInterval
    /// What saving changed (new best, notebook), or nil when saving failed.
    let record: TestRecord?
    let context: AppContext
    /// Every row's fields, measured once: "", mark, headword, every reading, meaning.
    private let rowFields: [[String]]
    private var layout = ColumnLayout([.fixed(1)])
    private var layoutWidth = 0
    /// On a narrow screen, each kanji row's lines (see `stackedKanjiRows`); empty otherwise.
    private var stackedRows: [[[(String, StyleRole)]]] = []

    /// Below this width a kanji result row no longer fits on one line: it takes a line for its
    /// kanji and readings and one for its meaning (more when they wrap).
    static let stackedKanjiWidth = 60
    /// The most lines the readings, and the meaning, of one stacked row take before being cut.
    static let stackedLineCap = 3

    /// The result's words in the interface's language.
    private var strings: any TestingStrings { context.strings.testing }
    private var retestWrong: KeyBinding { KeyBinding("w", label: strings.retestWrongLabel, help: strings.retestWrongHelp) }
    private var retestAll: KeyBinding { KeyBinding("a", label: strings.retestAllLabel, help: strings.retestAllHelp) }
    private var pronounce: KeyBinding { KeyBinding("p", label: strings.sayLabel, help: strings.sayResultHelp) }

    init(plan: TestPlan, session: QuizSession, duration: TimeInterval, record: TestRecord?, context: AppContext) {
        self.plan = plan
        self.session = session
        self.duration = duration
        self.record = record
        self.context = context
        // An empty first column of width 0 indents the rows under the header. A kanji result has
        // the study list's columns: kanji, on'yomi, kun'yomi, meaning.
        rowFields = session.questions.map { question in
            switch question.item {
            case .kanji(let kanji) where plan.kind == .kanji:
                return ["", " ", question.item.headword, kanji.onyomi.joined(separator: "、"),
                        kanji.displayKunyomi.joined(separator: "、"), question.rightMeaning]
            case .vocab where plan.kind == .kanji:
                return ["", " ", question.item.headword, question.item.readingBesideHeadword, "", question.rightMeaning]
            case .vocab:
                // A word in kana alone leaves the reading blank, as the study lists do.
                return ["", " ", question.item.headword, question.item.readingBesideHeadword, question.rightMeaning]
            default:
                return ["", " ", question.item.headword, QuizQuestion.displayedReadings(of: question.item),
                        question.rightMeaning]
            }
        }
        super.init(title: context.strings.testing.resultTitle)
        tableView.register(DetailCell.self, forCellReuseIdentifier: DetailCell.reuseIdentifier)
        tableView.reservesExpansionColumn = false
        tableView.emptyMessage = context.strings.testing.noQuestions
    }

    /// Columns for a screen width: every reading (a kanji's on'yomi and kun'yomi) gets more room
    /// on a wider screen and is cut to fit on a narrow one, keeping room for the meaning.
    private func updateLayout(width: Int) {
        guard width != layoutWidth else { return }
        layoutWidth = width
        if plan.kind == .kanji {
            layout = Self.kanjiLayout(rowFields, width: width)
            let stacked = width < Self.stackedKanjiWidth ? Self.stackedKanjiRows(rowFields, width: width) : []
            if stacked.count != stackedRows.count || !stacked.isEmpty {
                stackedRows = stacked
                tableView.reloadData()
            }
            return
        }
        let readingCap = max(10, min(32, width / 3))
        layout = ColumnLayout.aligning(rowFields, maximumWidths: [0, 1, 14, readingCap])
    }

    /// Measured columns for kanji rows ("", mark, kanji, on, kun, meaning), shared out as the study
    /// list shares them (`StudyColumns.fit`): the meaning keeps its part, the widest reading gives up cells first.
    static func kanjiLayout(_ rows: [[String]], width: Int) -> ColumnLayout {
        func widest(_ column: Int) -> Int { rows.map { $0[column].displayWidth }.max() ?? 0 }
        let gap = StudyColumns.spacing
        let kanjiWidth = min(max(2, widest(2)), StudyColumns.japaneseCap)
        let room = width - 1 - kanjiWidth - 5 * gap
        let fitted = StudyColumns.fit(natural: [widest(3), widest(4)],
                                      caps: [StudyColumns.japaneseCap, max(StudyColumns.kunyomiCap, room)],
                                      meaning: widest(5), room: room,
                                      meaningShare: width >= 56 ? 2.0 / 5.0 : 1.0 / 6.0)
        return ColumnLayout([.fixed(0), .fixed(1), .fixed(kanjiWidth), .fixed(fitted[0]), .fixed(fitted[1]), .flexible()],
                            spacing: gap)
    }

    /// Kanji rows for a narrow screen, each as lines of text and roles (the mark left blank): the
    /// kanji, then its on'yomi and kun'yomi wrapped after a reading; under them the meaning,
    /// wrapped at spaces. Readings and meaning are each cut after `stackedLineCap` lines.
    ///
    ///     ✗  生  セイ、ショウ  い(きる)、い(かす)、
    ///            う(まれる)、なま
    ///            life; genuine; birth
    static func stackedKanjiRows(_ rows: [[String]], width: Int) -> [[[(String, StyleRole)]]] {
        let gap = String(repeating: " ", count: StudyColumns.spacing)
        let kanjiWidth = min(max(2, rows.map { $0[2].displayWidth }.max() ?? 0), StudyColumns.japaneseCap)
        // The detail cell draws from column 1; the mark (span 1 of the first line, filled in by
        // the cell) sits at column 2 as in the one-line rows.
        let indent = String(repeating: " ", count: 2 + gap.count + kanjiWidth + gap.count)
        let room = max(4, width - indent.count - 2)
        return rows.map { fields in
            let on = fields[3].isEmpty ? [] : fields[3].components(separatedBy: "、")
            let kun = fields[4].isEmpty ? [] : fields[4].components(separatedBy: "、")
            var pieces = on.enumerated().map { $0.element + ($0.offset < on.count - 1 ? "、" : gap) }
            pieces += kun.enumerated().map { $0.element + ($0.offset < kun.count - 1 ? "、" : "") }
            let readings = capped(packed(pieces, toWidth: room), joinedBy: "", width: room)
            let meaning = capped(fields[5].wrapped(toWidth: room), joinedBy: " ", width: room)
            var lines: [[(String, StyleRole)]] = []
            let headword = fields[2].truncated(toWidth: kanjiWidth).padded(toWidth: kanjiWidth)
            lines.append([(" ", .normal), (" ", .normal), (gap + headword + gap, .normal), (readings.first ?? "", .dim)])
            lines += readings.dropFirst().map { [(indent, StyleRole.normal), ($0, StyleRole.dim)] }
            lines += meaning.map { [(indent, StyleRole.normal), ($0, StyleRole.normal)] }
            return lines
        }
    }

    /// Pieces laid one after another in lines of at most `width` columns, a new line only between
    /// pieces (a piece wider than a line is wrapped alone); blanks at line ends dropped.
    private static func packed(_ pieces: [String], toWidth width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            let trimmed = String(piece.reversed().drop(while: { $0 == " " }).reversed())
            if !line.isEmpty, line.displayWidth + trimmed.displayWidth > width {
                lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
                line = ""
            }
            line += piece
            if line.displayWidth > width {
                let parts = line.wrapped(toWidth: width)
                lines += parts.dropLast()
                line = parts.last ?? ""
            }
        }
        line = String(line.reversed().drop(while: { $0 == " " }).reversed())
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// At most `stackedLineCap` lines; when more, the last kept one runs on into the next
    /// (after `separator`) and is cut with the truncation mark.
    private static func capped(_ lines: [String], joinedBy separator: String, width: Int) -> [String] {
        guard lines.count > stackedLineCap else { return lines }
        var kept = Array(lines.prefix(stackedLineCap))
        kept[kept.count - 1] = (kept[kept.count - 1] + separator + lines[stackedLineCap]).truncated(toWidth: width)
        return kept
    }

    override func draw(in canvas: Canvas) {
        updateLayout(width: canvas.width)
        super.draw(in: canvas)
    }

    override var titleAccessory: String? { "\(session.score)/\(session.total)" }

    override var keyBindings: [KeyBinding] {
        let table = tableView.keys
        return [session.wrongItems.isEmpty ? retestWrong.hiddenFromFooter() : retestWrong, retestAll,
                table.open.relabeled(strings.detailLabel, help: strings.detailHelp), pronounce]
            + ([table.move, table.expand] + table.scrolling).filter(\.isEnabled).map { $0.hiddenFromFooter() }
    }

    // MARK: - Header

    override var headerHeight: Int { 3 }

    override func drawHeader(in canvas: Canvas) {
        let percent = session.percent
        canvas.draw([(strings.scoreLabel, .dim), ("\(session.score)/\(session.total)", .title),
                     ("  \(percent)%", percent >= 80 ? .correct : .normal),
                     (strings.timeLabel, .dim), (QuizSession.formatDuration(duration), .normal)], at: Point(x: 2, y: 0))
        let wrong = session.wrongIDs.count
        var spans: [(String, StyleRole)] = []
        // A first test is the day's only score, not a new best (2/20 is no record to celebrate).
        if record?.isNewBest == true, (record?.dayResult?.testCount ?? 0) > 1 { spans.append((strings.newBest, .accent)) }
        spans.append((wrong == 0 ? strings.allRight : strings.wrongCount(wrong), wrong == 0 ? .correct : .dim))
        if let left = record?.leftNotebook.count, left > 0 {
            spans.append((strings.leftNotebook(left), .dim))
        }
        canvas.subcanvas(Rect(x: 2, y: 1, width: max(0, canvas.width - 3), height: 1)).draw(spans, at: .zero)
        canvas.draw("\(plan.name(in: context.strings))  \(context.strings.common.testModeName(session.mode))",
                    at: Point(x: 2, y: 2), role: .dim, maxWidth: canvas.width - 3)
    }

    // MARK: - Rows

    override func numberOfRows(in tableView: TableView) -> Int { session.total }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Int {
        indexPath.row < stackedRows.count ? stackedRows[indexPath.row].count : 1
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let right = session.answers[indexPath.row]?.isRight ?? false
        if indexPath.row < stackedRows.count {
            let cell = tableView.dequeueReusableCell(withIdentifier: DetailCell.reuseIdentifier, as: DetailCell.self)
            var lines = stackedRows[indexPath.row]
            lines[0][1] = (right ? "✓" : "✗", right ? .correct : .wrong)
            cell.lines = lines
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        var fields = rowFields[indexPath.row]
        fields[1] = right ? "✓" : "✗"
        cell.columns = fields
        cell.columnRoles = [.normal, right ? .correct : .wrong, .normal, .dim]
            + (fields.count == 6 ? [.dim, .normal] : [.normal])
        cell.columnLayout = layout
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        push(ItemDetail.controller(for: session.questions[indexPath.row].item, context: context))
    }

    // MARK: - Keys

    override func handle(_ key: Key) -> Bool {
        switch key {
        case retestWrong:
            let wrong = session.wrongItems
            guard !wrong.isEmpty else {
                showStatus(strings.nothingToRetest, role: .correct)
                return true
            }
            retest(TestPlan(items: wrong, kind: plan.kind, day: plan.day, source: .retest, retestsWrongOnly: true,
                            dayName: plan.dayName))
        case retestAll:
            // All of a retest of wrong items is still only some of the day: never the day's score.
            retest(TestPlan(items: session.questions.map(\.item), kind: plan.kind, day: plan.day, source: .retest,
                            retestsWrongOnly: plan.retestsWrongOnly, title: strings.retestAllTitle, dayName: plan.dayName))
        case pronounce:
            guard let row = tableView.selectedIndexPath?.row else { return true }
            context.pronounce(session.questions[row].item, from: self)
        default:
            return super.handle(key)
        }
        return true
    }

    /// Replaces this screen with a test of `plan` in the same mode; abandoning it comes back here.
    private func retest(_ plan: TestPlan) {
        let test = TestLauncher.makeTest(plan: plan, mode: session.mode, context: context, returningTo: self)
        navigationController?.replaceTop(with: test)
    }
}
