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

    private let retestWrong = KeyBinding("w", label: "retest wrong", help: "Test again only the items answered wrong")
    private let retestAll = KeyBinding("a", label: "retest all", help: "Test all the items again")
    private let pronounce = KeyBinding("p", label: "say", help: "Pronounce the selected item")

    init(plan: TestPlan, session: QuizSession, duration: TimeInterval, record: TestRecord?, context: AppContext) {
        self.plan = plan
        self.session = session
        self.duration = duration
        self.record = record
        self.context = context
        // An empty first column of width 0 indents the rows under the header.
        rowFields = session.questions.map {
            ["", " ", $0.item.headword, QuizQuestion.displayedReadings(of: $0.item), $0.rightMeaning]
        }
        super.init(title: "Result")
        tableView.reservesExpansionColumn = false
        tableView.emptyMessage = "No questions were asked."
    }

    /// Columns for a screen width: every reading (a kanji's on'yomi and kun'yomi) gets more room
    /// on a wider screen and is cut to fit on a narrow one, keeping room for the meaning.
    private func updateLayout(width: Int) {
        guard width != layoutWidth else { return }
        layoutWidth = width
        let readingCap = max(10, min(32, width / 3))
        layout = ColumnLayout.aligning(rowFields, maximumWidths: [0, 1, 14, readingCap])
    }

    override func draw(in canvas: Canvas) {
        updateLayout(width: canvas.width)
        super.draw(in: canvas)
    }

    override var titleAccessory: String? { "\(session.score)/\(session.total)" }

    override var keyBindings: [KeyBinding] {
        [session.wrongItems.isEmpty ? retestWrong.hiddenFromFooter() : retestWrong, retestAll, KeyBinding(keys: [.enter], label: "detail", help: "Open the selected item"), pronounce]
            + tableView.keyBindings.filter { !$0.keys.contains(.enter) }.map { $0.hiddenFromFooter() }
    }

    // MARK: - Header

    override var headerHeight: Int { 3 }

    override func drawHeader(in canvas: Canvas) {
        let percent = session.percent
        canvas.draw([("Score ", .dim), ("\(session.score)/\(session.total)", .title),
                     ("  \(percent)%", percent >= 80 ? .correct : .normal),
                     ("  time ", .dim), (QuizSession.formatDuration(duration), .normal)], at: Point(x: 2, y: 0))
        let wrong = session.wrongIDs.count
        var spans: [(String, StyleRole)] = []
        if record?.isNewBest == true { spans.append(("new best!  ", .accent)) }
        spans.append((wrong == 0 ? "all right" : "\(wrong) wrong: w retests \(wrong == 1 ? "it" : "them")",
                      wrong == 0 ? .correct : .dim))
        if let left = record?.leftNotebook.count, left > 0 {
            spans.append(("  \(left) left the mistakes notebook", .dim))
        }
        canvas.draw(spans, at: Point(x: 2, y: 1))
        canvas.draw("\(plan.name)  \(session.mode.displayName)", at: Point(x: 2, y: 2), role: .dim, maxWidth: canvas.width - 3)
    }

    // MARK: - Rows

    override func numberOfRows(in tableView: TableView) -> Int { session.total }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let right = session.answers[indexPath.row]?.isRight ?? false
        var fields = rowFields[indexPath.row]
        fields[1] = right ? "✓" : "✗"
        cell.columns = fields
        cell.columnRoles = [.normal, right ? .correct : .wrong, .normal, .dim, .normal]
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
                showStatus("Nothing to retest: every answer was right.", role: .correct)
                return true
            }
            retest(TestPlan(items: wrong, kind: plan.kind, day: plan.day, source: .retest, retestsWrongOnly: true,
                            dayName: plan.dayName))
        case retestAll:
            // All of a retest of wrong items is still only some of the day: never the day's score.
            retest(TestPlan(items: session.questions.map(\.item), kind: plan.kind, day: plan.day, source: .retest,
                            retestsWrongOnly: plan.retestsWrongOnly, title: "Retest all", dayName: plan.dayName))
        case pronounce:
            guard let row = tableView.selectedIndexPath?.row else { return true }
            context.pronounce(TestController.spokenReading(of: session.questions[row].item), from: self)
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
