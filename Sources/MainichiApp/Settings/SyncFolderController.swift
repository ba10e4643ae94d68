#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import MainichiCore
import TerminalUI

/// Settings > Sync folder: type the folder shared with other machines (Syncthing, Dropbox, a
/// network drive) and press Enter, as `mainichi sync --folder` does; an empty line stops syncing.
/// Below, the devices seen there and whether this one's journal is fully written.
public final class SyncFolderController: ScreenController {
    let context: AppContext
    let field: TextField
    /// The folder's devices and state, read when the screen opens and after a change.
    private(set) var status: SyncFolder.Status?

    private var strings: any SyncFolderStrings { context.strings.syncFolder }
    private var save: KeyBinding {
        KeyBinding(keys: [.enter], keyLabel: "Enter", label: strings.saveLabel, help: strings.saveHelp)
    }

    public init(context: AppContext) {
        self.context = context
        field = TextField(text: context.settings.settings.syncFolder ?? "", placeholder: context.strings.syncFolder.placeholder)
        super.init(title: context.strings.syncFolder.title)
    }

    public override var title: String {
        get { strings.title }
        set {}
    }

    public override var keyBindings: [KeyBinding] { [save] }
    /// Letters are typed into the path.
    public override var allowsAppKeys: Bool { false }
    public override var backKeys: [Key] { [.escape] }
    /// The path field has the keyboard (`?` is typed; F1 is help).
    public override var isEditingText: Bool { true }

    public override func viewWillAppear() {
        refreshStatus()
    }

    private func refreshStatus() {
        guard let folder = context.progress.syncFolder else {
            status = nil
            return
        }
        status = folder.status(of: context.progress.journalURL)
    }

    public override func handle(_ key: Key) -> Bool {
        if save ~= key {
            apply()
            return true
        }
        return field.handle(key)
    }

    public override func handlePaste(_ text: String) -> Bool {
        field.paste(text)
        return true
    }

    /// Saves the typed folder (or none), synchronizes at once and says what happened.
    func apply() {
        let text = field.text.trimmingWhitespace()
        var url: URL?
        if !text.isEmpty {
            let candidate = URL(fileURLWithPath: text).standardizedFileURL
            var info = stat()
            guard text.hasPrefix("/"), stat(candidate.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                showStatus(strings.notAFolder(text), role: .wrong)
                return
            }
            guard candidate.path != context.progress.directory.standardizedFileURL.path else {
                showStatus(strings.isDataFolder, role: .wrong)
                return
            }
            url = candidate
        }
        let saved: Bool? = context.perform(self) { try context.settings.update { $0.syncFolder = url?.path } ; return true }
        guard saved != nil else { return }
        context.progress.setSyncFolder(url)
        refreshStatus()
        showStatus(url.map { strings.syncingThrough($0.path) } ?? strings.syncOffSaved)
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.width
        let narrow = width < 56
        canvas.draw(strings.intro(narrow: narrow), at: Point(x: 1, y: 0), role: .dim, maxWidth: width - 2)
        let label = strings.folderLabel
        canvas.draw(label, at: Point(x: 1, y: 2), role: .normal)
        field.draw(in: canvas.subcanvas(Rect(x: 1 + label.displayWidth, y: 2, width: max(0, width - label.displayWidth - 2), height: 1)))
        canvas.draw(strings.hint(narrow: narrow), at: Point(x: 1, y: 3), role: .dim, maxWidth: width - 2)
        guard let status else {
            canvas.draw(strings.syncOff(narrow: narrow), at: Point(x: 1, y: 5), role: .normal, maxWidth: width - 2)
            return
        }
        var lines: [(String, StyleRole)] = []
        if !status.isAvailable { lines.append((strings.folderMissing(narrow: narrow), .wrong)) }
        lines.append((strings.published(status.isPublished, narrow: narrow),
                      status.isPublished ? .normal : .wrong))
        for device in status.devices {
            lines.append((strings.device(device.id, isThisMachine: device.id == context.progress.device,
                                         changes: device.eventCount), .dim))
        }
        for (index, line) in lines.enumerated() where 5 + index < canvas.height {
            canvas.draw(line.0, at: Point(x: 1, y: 5 + index), role: line.1, maxWidth: width - 2)
        }
    }
}
