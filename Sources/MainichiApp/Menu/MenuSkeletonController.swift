import MainichiCore
import TerminalUI

/// The main menu as the first frame draws it, before the decks and the progress are open: the
/// same title, date, tagline, rows and layout as `MainMenuController`, with only the statuses that
/// need nothing from disk (Add word, Search, Statistics, Settings, Help); the others stay blank
/// until the real menu replaces this one a moment later, so no figure is ever shown wrong.
///
/// It is drawn once and never handles a key: keys typed meanwhile wait in the terminal and go to
/// the real menu (`StartScreen`).
final class MenuSkeletonController: TableViewController {
    private let strings: Strings
    private let date: String
    private let statuses: [String]
    private let entries = MainMenuController.Entry.allCases

    /// The skeleton in `strings`, dated `date`, with the settings status of `settings` under `theme`.
    init(strings: Strings, date: String, settings: Settings, theme: Settings.ThemeName) {
        self.strings = strings
        self.date = date
        statuses = entries.map { entry in
            if entry == .settings { return MenuStatus.settings(settings, theme: theme, strings: strings) }
            return MainMenuController.fixedStatus(of: entry, strings: strings) ?? ""
        }
        super.init(title: strings.menu.appTitle)
        tableView.reservesExpansionColumn = false
    }

    override var titleAccessory: String? { date }

    override var headerHeight: Int { 1 }

    override func drawHeader(in canvas: Canvas) {
        MainMenuController.drawTagline(in: canvas, strings: strings.menu)
    }

    override func numberOfRows(in tableView: TableView) -> Int { entries.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        MainMenuController.configure(cell, entry: entries[indexPath.row], status: statuses[indexPath.row], strings: strings.menu,
                                     titleWidth: MainMenuController.titleWidth(of: entries, strings: strings.menu))
        return cell
    }
}
