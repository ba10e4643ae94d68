import TerminalUI

/// The demo's root menu: the view-layer demo lists (the app itself is `mainichi`).
final class DemoMenuController: TableViewController {
    private enum Entry {
        case header(String)
        case demo(String, String, () -> ScreenController)
    }

    private let entries: [Entry] = [
        .header("View layer demos"),
        .demo("10,000 rows", "a long list: scrolls as fast as a short one", { LongListController(count: 10_000) }),
        .demo("Japanese words", "expandable rows, aligned columns", { JapaneseListController() }),
        .demo("Text field", "type, edit, submit", { TextFieldDemoController() }),
    ]

    private let cycleTheme = KeyBinding("t", label: "theme", help: "Switch between the dark, light and monochrome themes")

    init() {
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
            showStatus("theme: \(application.theme.name)")
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
            cell.columnLayout = ColumnLayout([.fixed(18), .flexible()])
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
