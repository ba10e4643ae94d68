/// Where the settings that travel are kept and changed: the progress journal (`ProgressStore`
/// conforms), which a `SettingsStore` lays over settings.json once the learner layer attaches it
/// (`Learner.init`).
public protocol SettingsJournal: AnyObject {
    /// The settings that travel as the journal's events left them; nil while the journal is not
    /// read yet (settings.json's copy is used meanwhile).
    var learnerSettings: LearnerSettings? { get }
    /// Records changes of them (`.setting` and `.dayOff` events) and saves.
    func recordSettings(_ changes: [ProgressEvent]) throws(StorageError)
}
