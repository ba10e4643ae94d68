#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The files read last, most recent first, each with the line the learner got to: Enter opens one
/// in the Read screen where they left it; `x` takes one off the list.
final class ReaderFilesController: TableViewController {
    let context: AppContext
    private let shelf: ReaderShelf
    private var files: [ReaderShelf.Entry] = []
    private var strings: any ReaderStrings { context.strings.reader }
    private var remove: KeyBinding {
        KeyBinding("x", label: strings.removeFileLabel, help: strings.removeFileHelp, isEnabled: !files.isEmpty)
    }

    init(context: AppContext, shelf: ReaderShelf) {
        self.context = context
        self.shelf = shelf
        super.init(title: context.strings.reader.filesTitle)
        tableView.reservesExpansionColumn = false
        // The columns are laid out by the width (`drawnWidth`).
        reloadsOnWidthChange = true
        reload()
    }

    override var title: String {
        get { strings.filesTitle }
        set {}
    }

    override var keyBindings: [KeyBinding] { super.keyBindings + [remove].filter(\.isEnabled) }

    override func viewWillAppear() {
        reload()
    }

    private func reload() {
        files = shelf.files
        tableView.emptyMessage = strings.noFiles
        tableView.reloadData()
    }

    override func numberOfRows(in tableView: TableView) -> Int { files.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let file = files[indexPath.row]
        let url = URL(fileURLWithPath: file.path)
        let folder = url.deletingLastPathComponent().path
        cell.columns = [" " + url.lastPathComponent.removingControlCharacters, strings.fileLine(file.line + 1),
                        folder.removingControlCharacters]
        cell.columnRoles = [.normal, .dim, .dim]
        cell.columnLayout = layout
        return cell
    }

    /// The file name as wide as it needs, up to 30 columns and to what the line leaves (the
    /// name is cut first), the line, then the folder in the rest.
    private var layout: ColumnLayout {
        let lineWidth = (files.map { strings.fileLine($0.line + 1).displayWidth }.max() ?? 0) + 2
        let longest = files.map { URL(fileURLWithPath: $0.path).lastPathComponent.displayWidth }.max() ?? 0
        let nameWidth = min(30, max(12, longest + 3), max(8, drawnWidth - 4 - lineWidth))
        return ColumnLayout([.fixed(nameWidth), .fixed(lineWidth), .flexible()])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        let file = files[indexPath.row]
        do {
            let text = try ReaderText.read(path: file.path, strings: context.strings)
            push(ReaderController(context: context, text: text, shelf: shelf))
        } catch {
            showStatus(error.message, role: .wrong)
        }
    }

    override func handle(_ key: Key) -> Bool {
        if remove.matches(key), let row = tableView.selectedIndexPath?.row, row < files.count {
            context.perform(self) { try shelf.remove(files[row].path) }
            reload()
            return true
        }
        return super.handle(key)
    }
}
