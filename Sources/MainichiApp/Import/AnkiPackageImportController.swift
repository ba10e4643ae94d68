#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The preview of an Anki package, opened from the Import screen: each note type with its fields
/// and the role guessed for each (changed with Left/Right on the field), each Anki deck with how
/// many notes are new, update an item or cannot be imported, the first notes, every note that
/// cannot be imported and why, and the reviews, suspended cards and audio that come along.
/// Enter asks, then writes the decks, the review history and the audio; Esc goes back and writes
/// nothing. Its result is the status to show.
final class AnkiPackageImportController: ScreenController {
    /// One line of the preview.
    enum Line: Equatable {
        case heading(String)
        case text(String)
        /// A field of a note type (indices into `mappings` and its fields).
        case field(Int, Int)
        case row(String)
        case problem(String)
    }

    let context: AppContext
    let reader: any AnkiPackageReading
    let url: URL
    let collection: AnkiCollection
    var strings: any AnkiImportScreenStrings { context.language.ankiImportScreen }
    private(set) var mappings: [AnkiNoteTypeMapping]
    private(set) var plan: AnkiImport?
    private(set) var lines: [Line] = []
    let tableView = TableView()
    private let dataSource = LinesDataSource()

    private lazy var confirm = KeyBinding(keys: [.enter], label: context.strings.words.label(.confirmImport),
                                          help: context.strings.words.importConfirmHelp)
    private lazy var changeRole = KeyBinding(keys: [.left, .right, .character("h"), .character("l")], keyLabel: "Left/Right",
                                             label: context.strings.words.label(.column), help: strings.selectFieldFirst)

    init(context: AppContext, reader: any AnkiPackageReading, url: URL, collection: AnkiCollection) {
        self.context = context
        self.reader = reader
        self.url = url
        self.collection = collection
        mappings = AnkiImport.guessedMappings(for: collection)
        super.init(title: context.language.ankiImportScreen.title)
        dataSource.controller = self
        tableView.dataSource = dataSource
        tableView.delegate = dataSource
        tableView.reservesExpansionColumn = false
        tableView.register(ImportLineCell.self, forCellReuseIdentifier: ImportLineCell.reuseIdentifier)
        rebuild()
        tableView.selectRow(at: lines.firstIndex { if case .field = $0 { true } else { false } }.map { TableIndexPath(row: $0) })
    }

    override var titleAccessory: String? { url.lastPathComponent }

    override var keyBindings: [KeyBinding] {
        if let chrome = navigationController?.chrome { tableView.chrome = chrome }
        return [confirm, changeRole, tableView.keys.move] + tableView.keys.scrolling
    }

    override var backKeys: [Key] { [.escape] }

    /// The bundled items by the GUID Mainichi exports them with, when the package has such notes.
    private lazy var knownItems = AnkiImport.knownItems(of: collection, in: context.library)

    /// Whether some note of the package has a second card (a reversed card).
    private lazy var hasSecondCards = collection.cards.contains { $0.ordinal > 0 }

    /// Plans the import under the current mappings and lays out the preview.
    func rebuild() {
        guard let plan = context.perform(self, { try AnkiImport.plan(collection, mappings: mappings, store: context.userDecks,
                                                                     dictionary: context.dictionary, knownItems: knownItems) }) else { return }
        self.plan = plan
        var lines: [Line] = [.text(strings.summary(format: collection.format, notes: collection.notes.count,
                                                   cards: plan.cardCount, reviews: plan.reviewCount))]
        // The cards by kind, when the package has notes of two cards or more (decided by the
        // package, not the plan, so a role changed does not move the lines under the selection).
        if hasSecondCards {
            lines.append(.text(strings.cardKinds(recognition: plan.recognitionCardCount, production: plan.productionCardCount)))
        }
        lines.append(.text(strings.states(suspended: plan.suspendedCount, buried: plan.buriedCount, audio: plan.audioFiles.count)))
        for (typeIndex, mapping) in mappings.enumerated() {
            let notes = collection.notes.count { $0.noteTypeID == mapping.noteType.id }
            lines.append(.heading(strings.noteTypeHeading(TextSanitizer.sanitize(mapping.noteType.name), notes: notes)))
            lines += mapping.noteType.fieldNames.indices.map { .field(typeIndex, $0) }
        }
        var problems: [String] = []
        for deck in plan.decks {
            let deckPlan = deck.plan
            lines.append(.heading(strings.deck(TextSanitizer.sanitize(deck.name), new: deckPlan.newCount, updates: deckPlan.updateCount,
                                               errors: deckPlan.problems.count, isNew: deckPlan.createsDeck)))
            for row in deckPlan.rows.prefix(3) {
                let draft = row.draft
                lines.append(.row("\(draft.word)  \(draft.reading)  \(draft.meanings.joined(separator: "; "))"))
            }
            problems += deckPlan.problems.map { context.strings.errors.importProblem($0) }
        }
        lines += problems.map { .problem($0) }
        self.lines = lines
        tableView.reloadData()
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case confirm:
            askToImport()
            return true
        case .left, .character("h"):
            cycleSelectedField(by: -1)
            return true
        case .right, .character("l"):
            cycleSelectedField(by: 1)
            return true
        default:
            return tableView.handle(key)
        }
    }

    /// Gives the selected field the next (or previous) role.
    func cycleSelectedField(by step: Int) {
        guard let row = tableView.selectedIndexPath?.row, row < lines.count, case .field(let type, let field) = lines[row] else {
            showStatus(strings.selectFieldFirst, role: .dim)
            return
        }
        let roles = AnkiFieldRole.allCases
        let current = roles.firstIndex(of: mappings[type].roles[field]) ?? 0
        mappings[type].assign(roles[(current + step + roles.count) % roles.count], to: field)
        rebuild()
    }

    private var noteCount: Int { plan?.decks.reduce(0) { $0 + $1.plan.rows.count } ?? 0 }

    private func askToImport() {
        guard let plan, noteCount > 0 else {
            showStatus(context.strings.words.nothingToImport, role: .wrong)
            return
        }
        present(.confirm(strings.question(notes: noteCount, decks: plan.decks.count { !$0.plan.rows.isEmpty }, reviews: plan.reviewCount),
                         confirmTitle: context.strings.words.importButton, cancelTitle: context.strings.words.notYetButton) { [weak self] confirmed in
            if confirmed { self?.write() }
        })
    }

    /// Writes the decks, the review history (the scheduler of Settings, without fuzz) and the
    /// audio; the library and the search index are read again once, after every deck is written
    /// (not once a deck: seconds each on a large library).
    func write() {
        guard let plan else { return }
        let configured = context.scheduler
        let scheduler = FSRSScheduler(parameters: configured.parameters, desiredRetention: configured.desiredRetention,
                                      learningSteps: configured.learningSteps, relearningSteps: configured.relearningSteps,
                                      maximumInterval: configured.maximumInterval, enableFuzzing: false)
        let didChange = context.userDecks.didChange
        context.userDecks.didChange = nil
        let written = context.perform(self, { try plan.write(to: context.userDecks, progress: context.progress,
                                                             scheduler: scheduler, calendar: context.calendar, now: context.now) })
        context.userDecks.didChange = didChange
        if let deck = plan.decks.first(where: { !$0.plan.rows.isEmpty }) { didChange?(.items(deck.plan.deck.id)) }
        guard let outcome = written else { return }
        let media = context.perform(self, { try reader.copyMedia(plan.audioFiles, fromPackageAt: url,
                                                                 into: context.directories.data.appendingPathComponent("media")) }) ?? []
        let notes = noteCount
        dismiss(result: strings.imported(notes: notes, decks: outcome.decks.count, reviews: outcome.newReviews, media: media.count))
    }

    override func draw(in canvas: Canvas) {
        if let chrome = navigationController?.chrome { tableView.chrome = chrome }
        tableView.draw(in: canvas)
    }

    fileprivate func configure(_ cell: ImportLineCell, for line: Line) {
        switch line {
        case .heading(let text):
            cell.spans = [("  " + text, .sectionHeader)]
        case .text(let text):
            cell.spans = [("  " + text, .dim)]
        case .field(let type, let field):
            let mapping = mappings[type]
            let role = mapping.roles[field]
            let sample = collection.notes.first { $0.noteTypeID == mapping.noteType.id }
                .map { field < $0.fields.count ? AnkiFieldText.plain($0.fields[field]) : "" } ?? ""
            cell.spans = [("  \(field + 1) ", .dim), ("< \(strings.roleName(role)) >".padded(toWidth: 16), role == .ignored ? .dim : .accent),
                          (" " + TextSanitizer.sanitize(mapping.noteType.fieldNames[field]), .title),
                          ("  " + sample.split(separator: "\n").joined(separator: " "), .normal)]
        case .row(let text):
            cell.spans = [("    " + text.split(separator: "\n").joined(separator: " "), .normal)]
        case .problem(let text):
            cell.spans = [("  ", .normal), (text, .wrong)]
        }
    }

    /// The data source and delegate of the preview's table.
    private final class LinesDataSource: TableViewDataSource, TableViewDelegate {
        weak var controller: AnkiPackageImportController?

        func numberOfRows(in tableView: TableView) -> Int { controller?.lines.count ?? 0 }

        func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Int { 1 }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: ImportLineCell.reuseIdentifier, as: ImportLineCell.self)
            if let controller, indexPath.row < controller.lines.count {
                controller.configure(cell, for: controller.lines[indexPath.row])
            }
            return cell
        }
    }
}
