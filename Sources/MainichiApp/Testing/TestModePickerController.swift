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
        modes = TestMode.allCases.filter { $0 != .onyomi || offersOnyomi }
        let numbers = (1...modes.count).map(String.init).joined()
        pick = KeyBinding(numbers, keyLabel: "1-\(modes.count)", label: "mode", help: "Start the test in that mode")
        super.init(title: "Test mode")
        tableView.reservesExpansionColumn = false
        if let index = modes.firstIndex(of: context.settings.settings.defaultTestMode) {
            tableView.selectRow(at: TableIndexPath(row: index))
        }
    }

    override var headerHeight: Int { 2 }

    override func drawHeader(in canvas: Canvas) {
        let count = plan.items.count
        canvas.draw("Test \(plan.name): \(count) question\(count == 1 ? "" : "s"). How?", at: Point(x: 2, y: 0), role: .dim,
                    maxWidth: canvas.width - 3)
    }

    override var keyBindings: [KeyBinding] { [pick] + tableView.keyBindings }

    override func numberOfRows(in tableView: TableView) -> Int { modes.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let mode = modes[indexPath.row]
        cell.columns = ["\(indexPath.row + 1)", mode.displayName, Self.explanation(of: mode)]
        cell.columnRoles = [.accent, .normal, .dim]
        cell.columnLayout = ColumnLayout([.fixed(3, alignment: .trailing), .fixed(15), .flexible()])
        return cell
    }

    static func explanation(of mode: TestMode) -> String {
        switch mode {
        case .multipleChoice: "pick the meaning among four"
        case .typedReading: "type the reading in romaji or kana"
        case .flashcard: "reveal, then say if you knew it"
        case .onyomi: "type the on'yomi; the Korean reading is the hint"
        }
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
