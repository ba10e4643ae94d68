/// The words of Settings > Sync folder: the folder shared with other machines, and what is in it.
protocol SyncFolderStrings: Sendable {
    var title: String { get }
    var saveLabel: String { get }
    var saveHelp: String { get }
    var placeholder: String { get }
    /// The label before the path field: "Folder: ".
    var folderLabel: String { get }
    /// What the folder is for, shorter when `narrow`.
    func intro(narrow: Bool) -> String
    /// How to save or stop syncing.
    func hint(narrow: Bool) -> String
    /// No sync folder is set.
    func syncOff(narrow: Bool) -> String
    /// The folder is set but missing (a drive not mounted).
    func folderMissing(narrow: Bool) -> String
    /// Whether this machine's journal is all written to the folder.
    func published(_ isPublished: Bool, narrow: Bool) -> String
    /// One device seen in the folder and its number of changes.
    func device(_ id: String, isThisMachine: Bool, changes: Int) -> String
    /// Refusals and results of Enter.
    func notAFolder(_ text: String) -> String
    var isDataFolder: String { get }
    var syncOffSaved: String { get }
    func syncingThrough(_ path: String) -> String
}

extension Strings {
    /// Settings > Sync folder.
    var syncFolder: any SyncFolderStrings {
        switch language {
        case .english: EnglishSyncFolderStrings()
        case .korean: KoreanSyncFolderStrings()
        }
    }
}
