/// Settings > Sync folder in English.
struct EnglishSyncFolderStrings: SyncFolderStrings {
    var title: String { "Sync folder" }
    var saveLabel: String { "save" }
    var saveHelp: String { "Use this folder (an empty line: stop syncing)" }
    var placeholder: String { "/path/to/shared/folder" }
    var folderLabel: String { "Folder: " }
    func intro(narrow: Bool) -> String {
        narrow ? "A folder your machines share." : "A folder Syncthing, Dropbox or a network drive shares between your machines."
    }
    func hint(narrow: Bool) -> String {
        narrow ? "Enter saves; empty: sync off." : "Enter saves; an empty line stops syncing."
    }
    func syncOff(narrow: Bool) -> String { "Sync is off: progress stays on this machine." }
    func folderMissing(narrow: Bool) -> String { "The folder is not there (is the drive connected?)" }
    func published(_ isPublished: Bool, narrow: Bool) -> String {
        switch (narrow, isPublished) {
        case (true, true): "All progress is in the folder."
        case (true, false): "Not all in the folder yet."
        case (false, true): "This machine's progress is all in the folder."
        case (false, false): "This machine's progress is not all in the folder yet."
        }
    }
    func device(_ id: String, isThisMachine: Bool, changes: Int) -> String {
        "\(id)\(isThisMachine ? " (this machine)" : ""): \(changes) changes"
    }
    func notAFolder(_ text: String) -> String { "\(text) is not a folder (give a full path to an existing folder)" }
    var isDataFolder: String { "The sync folder must not be the data folder itself" }
    var syncOffSaved: String { "Sync is off (saved)" }
    func syncingThrough(_ path: String) -> String { "Syncing through \(path) (saved)" }
}
