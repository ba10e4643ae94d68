#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// Export of one deck (bundled or the learner's) as a file Anki's "Import File" reads with no
/// option changed, as CSV, or as an Anki package with the scheduling and review log (when the
/// executable gave a package writer): the path is shown for the learner to confirm or change,
/// Tab goes through the formats, Enter writes it (asking before replacing a file), and the
/// screen then says where it wrote.
public final class ExportController: ScreenController {
    /// What is exported.
    public enum Target {
        /// A deck of the library: a bundled one, or one of the learner's opened as its day list.
        case bundled(Deck)
        /// One of the learner's decks and its items.
        case userDeck(UserDeckSummary, [StudyItem])

        var title: String {
            switch self {
            case .bundled(let deck): deck.title
            case .userDeck(let deck, _): deck.name
            }
        }

        var items: [StudyItem] {
            switch self {
            case .bundled(let deck): deck.items
            case .userDeck(_, let items): items
            }
        }

        var kind: DeckKind {
            switch self {
            case .bundled(let deck): deck.kind
            case .userDeck(let deck, _): deck.kind
            }
        }
    }

    let context: AppContext
    /// The text of these screens in the learner's language.
    var strings: any WordsStrings { context.strings.words }
    let target: Target
    /// The path field, filled with a suggestion.
    let field: TextField
    /// Anki's text format, CSV or an Anki package; Tab goes to the next.
    private(set) var format: ExportFormat = .anki
    /// Where the file was written, once it was.
    private(set) var writtenPath: String?
    /// Why the last write failed.
    private(set) var writeError: String?
    /// The home directory `~` stands for.
    let home: String?

    private lazy var write = KeyBinding(keys: [.enter], label: strings.label(.write), help: strings.exportWriteHelp)
    /// Tab, labelled with the formats' names ("anki/csv/apkg"), which are the same in every language.
    private lazy var switchFormat = KeyBinding(keys: [.tab], keyLabel: "Tab", label: formats.map(\.rawValue).joined(separator: "/"),
                                               help: strings.exportFormatHelp)

    public init(context: AppContext, target: Target,
                home: String? = ProcessInfo.processInfo.environment["HOME"]) {
        self.context = context
        self.target = target
        self.home = home
        field = TextField(text: Self.suggestedPath(for: target.title, format: .anki, home: home))
        super.init(title: context.strings.words.exportTitle)
        field.onSubmit = { [unowned self] _ in self.confirmWrite() }
    }

    /// The formats Tab goes through: the package only when there is a writer.
    var formats: [ExportFormat] { context.ankiPackageWriter == nil ? [.anki, .csv] : [.anki, .csv, .apkg] }

    /// "~/<deck title>.txt" (csv for CSV, apkg for a package), with characters a file name should not hold replaced.
    static func suggestedPath(for title: String, format: ExportFormat, home: String?) -> String {
        let name = String(title.map { "/\\:*?\"<>|".contains($0) || $0.isNewline ? "-" : $0 })
        let file = name + "." + format.fileExtension
        return home == nil ? file : "~/" + file
    }

    public override var titleAccessory: String? { strings.itemCount(target.items.count, kind: target.kind) }

    public override var keyBindings: [KeyBinding] { writtenPath == nil ? [write, switchFormat] : [] }

    public override var backKeys: [Key] { writtenPath == nil ? [.escape] : NavigationController.defaultBackKeys }

    /// The path field has the keyboard until the file is written (`?` is typed; F1 is help).
    public override var isEditingText: Bool { writtenPath == nil }

    public override func handle(_ key: Key) -> Bool {
        guard writtenPath == nil else { return false }
        if key == .escape { return false }
        if switchFormat.matches(key) {
            let old = format
            let offered = formats
            format = offered[((offered.firstIndex(of: format) ?? 0) + 1) % offered.count]
            let text = field.text
            let oldSuffix = "." + old.fileExtension
            if text.hasSuffix(oldSuffix) { field.text = String(text.dropLast(oldSuffix.count)) + "." + format.fileExtension }
            return true
        }
        return field.handle(key)
    }

    public override func handlePaste(_ text: String) -> Bool {
        guard writtenPath == nil else { return false }
        field.paste(text)
        return true
    }

    /// The rows written: each item with its deck, bookmark and mistake marks, and an item of the
    /// learner's own deck with its tags and notes; the Answer column and the example's translation
    /// in the meaning language.
    func rows() -> [ExportRow] {
        let progress = context.progress.progress
        let missed = Set(progress.mistakes.keys)
        var own: [String: UserItem] = [:]
        if target.items.contains(where: { context.library.isUserDeck($0.deck) }) {
            for deck in context.userDecks.decks().decks { for item in deck.items { own[item.id] = item } }
        }
        return target.items.map {
            ExportRow(item: $0, deckTitle: target.title, isBookmarked: progress.isBookmarked($0.id), isMissed: missed.contains($0.id),
                      extraTags: own[$0.id]?.tags ?? [], notes: own[$0.id]?.notes ?? "", guid: own[$0.id]?.guid,
                      meaningLanguage: context.meaningLanguage)
        }
    }

    /// Enter: asks before replacing a file, then writes.
    func confirmWrite() {
        let typed = field.text.trimmingSpaces
        guard !typed.isEmpty else {
            showStatus(strings.exportNeedsPath, role: .wrong)
            return
        }
        let path = ImportFile.resolve(typed, home: home)
        if let isDirectory = ImportFile.isDirectory(path) {
            if isDirectory {
                writeError = strings.exportIsDirectory(path)
                return
            }
            present(.confirm(strings.replaceQuestion(path), confirmTitle: strings.replaceButton, cancelTitle: strings.keepButton,
                             focusesCancel: true) { [weak self] replace in
                if replace { self?.writeFile(to: path) }
            })
            return
        }
        writeFile(to: path)
    }

    /// The package of the rows with their scheduling and review log.
    func package() -> AnkiExportPackage {
        let history = AnkiExport.History(progress: context.progress.progress, entries: context.historyContents().events,
                                         desiredRetention: context.settings.settings.desiredRetention)
        let rows = rows()
        return AnkiExport.package(of: rows, history: history, now: context.now, calendar: context.calendar,
                                  media: AnkiExport.media(of: rows, in: context.directories.media))
    }

    private func writeFile(to path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.directoryExists(atPath: folder) else {
            writeError = strings.noSuchFolder(shown(folder))
            showStatus(strings.notWritten, role: .wrong)
            return
        }
        let previousExists = FileManager.default.fileExists(atPath: path)
        if format == .apkg, let writer = context.ankiPackageWriter {
            do {
                try writer.write(package(), to: URL(fileURLWithPath: path))
                writtenPath = path
                writeError = nil
                showStatus(strings.wrote(shown(path)))
            } catch {
                writeError = strings.couldNotWrite(shown(path), error, previousExists: previousExists)
                showStatus(strings.notWritten, role: .wrong)
            }
            return
        }
        let text = ExportWriter.write(rows(), format: format)
        do {
            try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path))
            writtenPath = path
            writeError = nil
            showStatus(strings.wrote(shown(path)))
        } catch {
            writeError = strings.couldNotWrite(shown(path), error, previousExists: previousExists)
            showStatus(strings.notWritten, role: .wrong)
        }
    }

    /// `path` with the home directory written `~`.
    func shown(_ path: String) -> String {
        guard let home, !home.isEmpty, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    public override func draw(in canvas: Canvas) {
        let width = max(1, canvas.width - 4)
        var y = 1
        for line in strings.exportIntro(target.title, count: target.items.count, kind: target.kind, format: format).wrapped(toWidth: width)
            where y < canvas.height {
            canvas.draw(line, at: Point(x: 2, y: y))
            y += 1
        }
        y += 1
        if let writtenPath {
            for line in strings.wroteLong(shown(writtenPath), count: target.items.count).wrapped(toWidth: width) where y < canvas.height {
                canvas.draw(line, at: Point(x: 2, y: y), role: .correct)
                y += 1
            }
            return
        }
        canvas.draw(strings.saveAsLabel, at: Point(x: 2, y: y), role: .accent)
        let x = 2 + strings.saveAsLabel.displayWidth + 1
        if y < canvas.height {
            field.draw(in: canvas.subcanvas(Rect(x: x, y: y, width: max(1, canvas.width - x - 2), height: 1)))
        }
        y += 2
        if let writeError {
            for line in writeError.wrapped(toWidth: width) where y < canvas.height {
                canvas.draw(line, at: Point(x: 2, y: y), role: .wrong)
                y += 1
            }
        }
    }
}
