#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The Import screen: a file path is typed, then a preview shows what importing it would do, and
/// nothing is written until the learner confirms.
///
/// The preview lists the file's format, the role of each column (word, reading, meaning, notes,
/// tags, guid or ignored; guessed from the header or the content, changed with Left/Right on
/// the column), how many rows are new, update a word of the deck (matched by GUID, else word and
/// reading) or are bad, the first rows, and every bad row with its line number and why. Enter
/// asks, then imports into the deck (a new deck named after the file when none was chosen);
/// Esc goes back to the path, and from there leaves: cancelling writes nothing.
public final class ImportController: ScreenController {
    /// One line of the preview.
    enum Line: Equatable {
        case heading(String)
        case text(String)
        case column(Int)
        case row(ImportOutcome.Row)
        case problem(ImportProblem)
    }

    let context: AppContext
    /// The text of these screens in the learner's language.
    var strings: any WordsStrings { context.strings.words }
    let store: any UserDeckStoring
    /// The deck imported into; nil imports into a new deck.
    private(set) var deckID: String?
    /// The deck the screen was opened for (the selected one in My decks); `d` switches between it
    /// and a new deck, so a whole Anki deck need not land in the deck that happened to be selected.
    private let chosenDeckID: String?
    /// The path field.
    lazy var field = TextField(placeholder: strings.importPathPlaceholder)
    /// The preview's lines.
    let tableView = TableView()
    /// Why the last file could not be read.
    private(set) var loadError: String?
    /// The file read, its path and the mapping in use; nil while the path is typed.
    private(set) var document: ImportDocument?
    private(set) var path = ""
    private(set) var mapping = ColumnMapping(roles: [])
    private(set) var preview: ImportOutcome?
    private(set) var lines: [Line] = []
    private let dataSource = LinesDataSource()
    /// The width the preview was laid out for (bad rows wrap).
    private var layoutWidth = 80
    /// The widths of the word and reading columns of the first rows.
    private var sampleWidths = (word: 4, reading: 4)

    /// The first rows shown.
    static let sampleRowCount = 5

    private lazy var read = KeyBinding(keys: [.enter], label: strings.label(.read), help: strings.importReadHelp)
    private lazy var confirm = KeyBinding(keys: [.enter], label: strings.label(.confirmImport), help: strings.importConfirmHelp)
    private lazy var target = KeyBinding("d", label: strings.label(.targetDeck), help: strings.importTargetHelp,
                                         isEnabled: chosenDeckID != nil)
    private lazy var changeRole = KeyBinding(keys: [.left, .right, .character("h"), .character("l")], keyLabel: "Left/Right",
                                        label: strings.label(.column), help: strings.importColumnHelp)

    /// - Parameter deckID: the deck to import into; nil (or a kanji deck) makes a new deck of words.
    public init(context: AppContext, store: any UserDeckStoring, deckID: String?) {
        self.context = context
        self.store = store
        self.deckID = deckID.flatMap { id in store.userDecks.first { $0.id == id && $0.kind == .vocab }?.id }
        chosenDeckID = self.deckID
        super.init(title: context.strings.words.importTitle)
        dataSource.controller = self
        tableView.dataSource = dataSource
        tableView.delegate = dataSource
        tableView.reservesExpansionColumn = false
        tableView.register(ImportLineCell.self, forCellReuseIdentifier: ImportLineCell.reuseIdentifier)
        field.onSubmit = { [unowned self] text in self.load(text) }
    }

    /// The name of the deck imported into, or of the new one.
    var deckName: String {
        if let deckID, let deck = store.userDecks.first(where: { $0.id == deckID }) { return deck.name }
        return newDeckName
    }

    private var newDeckName: String {
        // The deck the file names, as `mainichi import` takes it (#deck:, else the deck column).
        if let document, let name = UserDeckImport.deckName(of: document) { return name }
        let file = path.split(separator: "/").last.map(String.init) ?? strings.importedDeckName
        let stem = file.split(separator: ".").dropLast().joined(separator: ".")
        return stem.isEmpty ? file : stem
    }

    public override var titleAccessory: String? { document == nil ? nil : strings.into(deckName) }

    public override var keyBindings: [KeyBinding] {
        // The table's keys in the app's language (a bare TableView speaks English).
        if let chrome = navigationController?.chrome { tableView.chrome = chrome }
        // Esc is the navigation's "back": to the path from the preview, then out.
        return document == nil ? [read] : ([confirm, changeRole, target, tableView.keys.move] + tableView.keys.scrolling).filter(\.isEnabled)
    }

    /// The path field has the keyboard until a file is read (`?` is typed there; F1 is help).
    public override var isEditingText: Bool { document == nil }

    public override var backKeys: [Key] { [.escape] }

    // MARK: - Reading

    /// Reads the file at `typed` and shows its preview, or says why it cannot be read.
    func load(_ typed: String) {
        guard !typed.trimmingSpaces.isEmpty else {
            showStatus(strings.importNeedsPath, role: .wrong)
            return
        }
        let resolved = ImportFile.resolve(typed)
        let lower = resolved.lowercased()
        if lower.hasSuffix(".apkg") || lower.hasSuffix(".colpkg") {
            openPackage(resolved)
            return
        }
        do {
            let bytes = try ImportFile.read(resolved)
            // A zip under another name is an Anki package too.
            if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
                openPackage(resolved)
                return
            }
            let document = try ImportReader.read(bytes, fileName: typed.trimmingSpaces)
            self.document = document
            path = resolved
            loadError = nil
            mapping = document.guessedMapping()
            rebuild()
            tableView.selectRow(at: lines.firstIndex { if case .column = $0 { true } else { false } }.map { TableIndexPath(row: $0) })
        } catch {
            loadError = context.strings.errors.text(error)
            showStatus(strings.importUnreadable, role: .wrong)
        }
    }

    /// Reads the Anki package at `path` and opens its preview; its import leaves this screen too.
    private func openPackage(_ path: String) {
        guard let reader = context.ankiPackageReader else {
            loadError = context.language.ankiImportScreen.noReader
            showStatus(strings.importUnreadable, role: .wrong)
            return
        }
        do {
            let collection = try reader.read(packageAt: URL(fileURLWithPath: path))
            loadError = nil
            let preview = AnkiPackageImportController(context: context, reader: reader, url: URL(fileURLWithPath: path),
                                                      collection: collection)
            navigationController?.push(preview) { [weak self] (message: String?) in
                guard let self, let message else { return }
                let navigation = self.navigationController
                self.dismiss()
                navigation?.showStatus(message)
            }
        } catch {
            loadError = context.strings.errors.text(error)
            showStatus(strings.importUnreadable, role: .wrong)
        }
    }

    /// Compares the file with the deck under the current mapping and lays out the preview.
    private func rebuild() {
        guard let document else { return }
        guard let preview = context.perform(self, { try store.previewImport(document, mapping: mapping, intoDeck: deckID,
                                                                          newDeckName: newDeckName) }) else { return }
        self.preview = preview
        var lines: [Line] = [.text(strings.format(document.format, separator: document.separator, wasHTML: document.wasHTML)), .heading(strings.columnsHeading)]
        lines += mapping.roles.indices.map { .column($0) }
        lines.append(.heading(strings.counts(rows: preview.recordCount, new: preview.newCount, updates: preview.updateCount, errors: preview.errorCount)))
        let sample = preview.rows.prefix(Self.sampleRowCount)
        sampleWidths = (sample.map { $0.word.displayWidth }.max() ?? 4, sample.map { $0.reading.displayWidth }.max() ?? 4)
        if !preview.rows.isEmpty {
            lines.append(.heading(strings.firstRowsHeading))
            lines += preview.rows.prefix(Self.sampleRowCount).map { .row($0) }
        }
        if !preview.problems.isEmpty {
            let readAsText = preview.problems.count { $0.reason == .unclosedQuote }
            lines.append(.heading(strings.problemsHeading(preview.problems.count, readAsText: readAsText)))
            lines += preview.problems.map { .problem($0) }
        }
        self.lines = lines
        tableView.reloadData()
    }

    // MARK: - Keys

    public override func handle(_ key: Key) -> Bool {
        guard document != nil else {
            if key == .escape { return false }
            return field.handle(key)
        }
        switch key {
        case .escape:
            // Back to the path: nothing was written.
            document = nil
            preview = nil
            lines = []
            tableView.reloadData()
            return true
        case confirm:
            askToImport()
            return true
        case target:
            guard chosenDeckID != nil else { return false }
            deckID = deckID == nil ? chosenDeckID : nil
            rebuild()
            return true
        case .left, .character("h"):
            cycleSelectedColumn(by: -1)
            return true
        case .right, .character("l"):
            cycleSelectedColumn(by: 1)
            return true
        default:
            return tableView.handle(key)
        }
    }

    public override func handlePaste(_ text: String) -> Bool {
        guard document == nil else { return false }
        field.paste(text)
        return true
    }

    /// Gives the selected column the next (or previous) role; a role moved onto it leaves the
    /// column that had it (`ColumnMapping.assign`).
    func cycleSelectedColumn(by step: Int) {
        guard let row = tableView.selectedIndexPath?.row, row < lines.count, case .column(let column) = lines[row] else {
            showStatus(strings.selectColumnFirst, role: .dim)
            return
        }
        let roles = ColumnRole.allCases
        let current = roles.firstIndex(of: mapping.roles[column]) ?? 0
        let next = roles[(current + step + roles.count) % roles.count]
        mapping.assign(next, to: column)
        rebuild()
    }

    private func askToImport() {
        guard let preview else { return }
        guard !preview.rows.isEmpty else {
            showStatus(strings.nothingToImport, role: .wrong)
            return
        }
        present(.confirm(strings.importQuestion(new: preview.newCount, updates: preview.updateCount, deck: deckName, isNew: deckID == nil),
                         confirmTitle: strings.importButton, cancelTitle: strings.notYetButton) { [weak self] confirmed in
            if confirmed { self?.write() }
        })
    }

    /// Writes the import: the deck first when it is new, then every word in one change.
    func write() {
        guard let preview, let document else { return }
        let name = deckName
        let folder = path.isEmpty ? nil : URL(fileURLWithPath: path).deletingLastPathComponent()
        guard let target = context.perform(self, { try store.commitImport(document, mapping: mapping, intoDeck: deckID,
                                                                        newDeckName: newDeckName, soundFolder: folder) })
        else { return }
        deckID = target
        context.lastUsedUserDeckID = target
        let message = strings.imported(new: preview.newCount, updated: preview.updateCount, toCheck: preview.checkCount, deck: name)
        let navigation = navigationController
        dismiss(result: target)
        navigation?.showStatus(message)
    }

    // MARK: - Drawing

    public override func draw(in canvas: Canvas) {
        guard document != nil else {
            drawPathPrompt(in: canvas)
            return
        }
        if layoutWidth != canvas.width {
            layoutWidth = canvas.width
            tableView.reloadData()
        }
        if let chrome = navigationController?.chrome { tableView.chrome = chrome }
        tableView.draw(in: canvas)
    }

    private func drawPathPrompt(in canvas: Canvas) {
        canvas.draw(strings.fileLabel, at: Point(x: 2, y: 1), role: .accent)
        let x = 2 + strings.fileLabel.displayWidth + 1
        field.draw(in: canvas.subcanvas(Rect(x: x, y: 1, width: max(1, canvas.width - x - 2), height: 1)))
        var y = 3
        if let loadError {
            for line in loadError.wrapped(toWidth: max(1, canvas.width - 4)) where y < canvas.height {
                canvas.draw(line, at: Point(x: 2, y: y), role: .wrong)
                y += 1
            }
            y += 1
        }
        for line in strings.importHint(deck: deckName, isNew: deckID == nil).wrapped(toWidth: max(1, canvas.width - 4))
            where y < canvas.height {
            canvas.draw(line, at: Point(x: 2, y: y), role: .dim)
            y += 1
        }
    }

    // MARK: - Lines

    fileprivate func height(of line: Line) -> Int {
        guard case .problem(let problem) = line else { return 1 }
        return min(4, max(1, context.strings.errors.importProblem(problem).wrapped(toWidth: max(1, layoutWidth - 6)).count))
    }

    fileprivate func configure(_ cell: ImportLineCell, for line: Line) {
        switch line {
        case .heading(let text):
            cell.spans = [("  " + text, .sectionHeader)]
        case .text(let text):
            cell.spans = [("  " + text, .dim)]
        case .column(let index):
            let label = document.map { index < $0.columnLabels.count ? $0.columnLabels[index] : "" } ?? ""
            let role = mapping.roles[index]
            let sample = preview.flatMap { _ in document?.records.first.map { index < $0.fields.count ? $0.fields[index] : "" } } ?? ""
            let name = label.isEmpty ? sample : label
            cell.spans = [("  \(index + 1) ", .dim), ("< \(strings.roleName(role)) >".padded(toWidth: 14), role == .ignored ? .dim : .accent),
                          (" " + name.split(separator: "\n").joined(separator: " "), .normal)]
        case .row(let row):
            let entry = row
            let wordWidth = min(sampleWidths.word, max(4, layoutWidth / 4))
            let readingWidth = min(sampleWidths.reading, max(4, layoutWidth / 4))
            let mark = row.isUpdate ? strings.updateMark : strings.newMark
            let markWidth = max(strings.newMark.displayWidth, strings.updateMark.displayWidth)
            cell.spans = [("  \(entry.line)".padded(toWidth: 7), .dim),
                          (entry.word.truncated(toWidth: wordWidth).padded(toWidth: wordWidth + 2), .title),
                          (entry.reading.truncated(toWidth: readingWidth).padded(toWidth: readingWidth + 2), .accent),
                          (mark.padded(toWidth: markWidth + 2), .dim),
                          (entry.meanings.joined(separator: "; "), .normal)]
        case .problem(let problem):
            let wrapped = context.strings.errors.importProblem(problem).wrapped(toWidth: max(1, layoutWidth - 6))
            cell.spans = [("  ", .normal), (wrapped.first ?? "", .wrong)]
            cell.continuation = Array(wrapped.dropFirst())
        }
    }

    /// The data source and delegate of the preview's table.
    private final class LinesDataSource: TableViewDataSource, TableViewDelegate {
        weak var controller: ImportController?

        func numberOfRows(in tableView: TableView) -> Int { controller?.lines.count ?? 0 }

        func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Int {
            guard let controller, indexPath.row < controller.lines.count else { return 1 }
            return controller.height(of: controller.lines[indexPath.row])
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: ImportLineCell.reuseIdentifier, as: ImportLineCell.self)
            if let controller, indexPath.row < controller.lines.count {
                controller.configure(cell, for: controller.lines[indexPath.row])
            }
            return cell
        }
    }
}
