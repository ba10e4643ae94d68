import MainichiCore
import TerminalUI

/// Asks how to be tested: 1 multiple choice, 2 typed reading, 3 flashcard, and for kanji with the
/// Korean bridge shown 4 on'yomi (the Korean reading as the hint). Choosing replaces the picker
/// with the test, so going back from the test returns to where the test was started.
final class TestModePickerController: TableViewController {
    let plan: TestPlan
    let context: AppContext
    private let modes: [TestMode]

    private let pick: KeyBinding

    init(plan: TestPlan, context: AppContext) {
        self.plan = plan
        self.context = context
        let offersOnyomi = KoreanBridge(context: context).isShown && plan.items.contains { $0.kanji != nil }
        // Word choice (meaning first) is offered when the learner reads meanings in Korean.
        let offersWordChoice = context.meaningLanguage != .english
        modes = TestMode.allCases.filter { ($0 != .onyomi || offersOnyomi) && ($0 != .meaningToWord || offersWordChoice) }
        let numbers = (1...modes.count).map(String.init).joined()
        let strings = context.strings.testing
        pick = KeyBinding(numbers, keyLabel: "1-\(modes.count)", label: strings.modeKeyLabel, help: strings.modeHelp)
        super.init(title: strings.modePickerTitle)
        tableView.reservesExpansionColumn = false
        if let index = modes.firstIndex(of: context.settings.settings.defaultTestMode) {
            tableView.selectRow(at: TableIndexPath(row: index))
        }
    }

    override var headerHeight: Int { 2 }

    override func drawHeader(in canvas: Canvas) {
        let count = plan.items.count
        canvas.draw(context.strings.testing.pickerHeader(name: plan.name(in: context.strings), count: count), at: Point(x: 2, y: 0), role: .dim,
                    maxWidth: canvas.width - 3)
    }

    override var keyBindings: [KeyBinding] { [pick] + tableView.keyBindings }

    override func numberOfRows(in tableView: TableView) -> Int { modes.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let mode = modes[indexPath.row]
        let common = context.strings.common
        cell.columns = ["\(indexPath.row + 1)", common.testModeName(mode), context.strings.testing.modeExplanation(mode)]
        cell.columnRoles = [.accent, .normal, .dim]
        // The name column fits the language's longest mode name.
        let nameWidth = modes.map { common.testModeName($0).displayWidth }.max() ?? 0
        cell.columnLayout = ColumnLayout([.fixed(3, alignment: .trailing), .fixed(max(15, nameWidth)), .flexible()])
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        begin(modes[indexPath.row])
    }

    override func handle(_ key: Key) -> Bool {
        if case .character(let character) = key, let number = character.wholeNumberValue, (1...modes.count).contains(number) {
            begin(modes[number - 1])
            return true
        }
        return super.handle(key)
    }

    private func begin(_ mode: TestMode) {
        navigationController?.replaceTop(with: TestLauncher.makeTest(plan: plan, mode: mode, context: context))
    }
}
