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

    private let save = KeyBinding(keys: [.enter], keyLabel: "Enter", label: "save",
                                  help: "Use this folder (an empty line: stop syncing)")

    public init(context: AppContext) {
        self.context = context
        field = TextField(text: context.settings.settings.syncFolder ?? "", placeholder: "/path/to/shared/folder")
        super.init(title: "Sync folder")
    }

    public override var keyBindings: [KeyBinding] { [save] }
    /// Letters are typed into the path.
    public override var allowsAppKeys: Bool { false }
    public override var backKeys: [Key] { [.escape] }

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
                showStatus("\(text) is not a folder (give a full path to an existing folder)", role: .wrong)
                return
            }
            guard candidate.path != context.progress.directory.standardizedFileURL.path else {
                showStatus("The sync folder must not be the data folder itself", role: .wrong)
                return
            }
            url = candidate
        }
        let saved: Bool? = context.perform(self) { try context.settings.update { $0.syncFolder = url?.path } ; return true }
        guard saved != nil else { return }
        context.progress.setSyncFolder(url)
        refreshStatus()
        showStatus(url == nil ? "Sync is off (saved)" : "Syncing through \(url!.path) (saved)")
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.width
        canvas.draw(width < 56 ? "A folder your machines share." : "A folder Syncthing, Dropbox or a network drive shares between your machines.",
                    at: Point(x: 1, y: 0), role: .dim, maxWidth: width - 2)
        let label = "Folder: "
        canvas.draw(label, at: Point(x: 1, y: 2), role: .normal)
        field.draw(in: canvas.subcanvas(Rect(x: 1 + label.count, y: 2, width: max(0, width - label.count - 2), height: 1)))
        let narrow = width < 56
        canvas.draw(narrow ? "Enter saves; empty: sync off." : "Enter saves; an empty line stops syncing.",
                    at: Point(x: 1, y: 3), role: .dim, maxWidth: width - 2)
        guard let status else {
            canvas.draw("Sync is off: progress stays on this machine.", at: Point(x: 1, y: 5), role: .normal, maxWidth: width - 2)
            return
        }
        var lines: [(String, StyleRole)] = []
        if !status.isAvailable { lines.append(("The folder is not there (is the drive connected?)", .wrong)) }
        let published = narrow ? (status.isPublished ? "All progress is in the folder." : "Not all in the folder yet.")
            : (status.isPublished ? "This machine's progress is all in the folder." : "This machine's progress is not all in the folder yet.")
        lines.append((published,
                      status.isPublished ? .normal : .wrong))
        for device in status.devices {
            let mine = device.id == context.progress.device ? " (this machine)" : ""
            lines.append(("\(device.id)\(mine): \(device.eventCount) changes", .dim))
        }
        for (index, line) in lines.enumerated() where 5 + index < canvas.height {
            canvas.draw(line.0, at: Point(x: 1, y: 5 + index), role: line.1, maxWidth: width - 2)
        }
    }
}
