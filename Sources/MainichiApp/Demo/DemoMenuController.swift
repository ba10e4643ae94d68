import MainichiCore
import TerminalUI

/// The demo's root menu: the view-layer demo lists (the app itself is `mainichi`).
final class DemoMenuController: TableViewController {
    private enum Entry {
        case header(String)
        case demo(String, String, () -> ScreenController)
    }

    private let strings: Strings
    private let entries: [Entry]
    private let cycleTheme: KeyBinding
    /// The width of the demos' titles, measured.
    private let titleWidth: Int

    init(strings: Strings) {
        self.strings = strings
        let demo = strings.demo
        entries = [
            .header(demo.menuHeader),
            .demo(demo.longListTitle, demo.longListSummary, { LongListController(count: 10_000, strings: strings) }),
            .demo(demo.wordsTitle, demo.wordsSummary, { JapaneseListController(strings: strings) }),
            .demo(demo.fieldTitle, demo.fieldSummary, { TextFieldDemoController(strings: strings) }),
        ]
        titleWidth = [demo.longListTitle, demo.wordsTitle, demo.fieldTitle].map(\.displayWidth).max() ?? 0
        cycleTheme = KeyBinding("t", label: demo.themeLabel, help: demo.themeHelp)
        super.init(title: "Mainichi")
        tableView.reservesExpansionColumn = false
    }

    override var keyBindings: [KeyBinding] { super.keyBindings + [cycleTheme] }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case cycleTheme:
            guard let application else { return true }
            let themes = Theme.all
            let index = themes.firstIndex { $0.name == application.theme.name } ?? 0
            application.theme = themes[(index + 1) % themes.count]
            showStatus(strings.demo.theme(application.theme.name))
            return true
        default:
            return super.handle(key)
        }
    }

    override func numberOfRows(in tableView: TableView) -> Int { entries.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        switch entries[indexPath.row] {
        case .header(let title):
            cell.text = title
            cell.textRole = .sectionHeader
        case .demo(let title, let summary, _):
            cell.columns = ["  " + title, summary]
            cell.columnRoles = [.normal, .dim]
            cell.columnLayout = ColumnLayout([.fixed(titleWidth + 4), .flexible()])
            cell.detailText = ">"
            cell.detailRole = .accent
        }
        return cell
    }

    override func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool {
        if case .header = entries[indexPath.row] { return false }
        return true
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        switch entries[indexPath.row] {
        case .header: break
        case .demo(_, _, let make): push(make())
        }
    }
}
