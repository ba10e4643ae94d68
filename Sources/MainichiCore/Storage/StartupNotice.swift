/// Something the learner should know when mainichi opens its data, as data: the app words it in
/// the learner's language.
public enum StartupNotice: Sendable, Equatable {
    /// settings.json could not be read: it was moved aside to the file named (nil: left in place)
    /// and the default settings are used.
    case settingsDamaged(movedTo: String?)
    /// Progress moved to the corrected items of new decks; the old file is kept under `keptAs`.
    case progressMovedToCorrectedItems(keptAs: String)
    /// Decks that could not be read and are left out, one warning each (file, line, reason).
    case decksLeftOut([DeckLeftOut])
    /// What the progress store repaired, restored or migrated.
    case progressRecovered([RecoveryNotice])
    /// An XDG variable held a relative path (`XDG_DATA_HOME=reldata`), which is ignored: the
    /// default directory is used instead.
    case relativePathIgnored(variable: String, value: String)
    /// Decks that came back after a deletion because another device changed them afterwards
    /// (`UserDeckSync.Outcome.cameBack`), told on every device that knew them.
    case decksCameBack([UserDeckComeback])
    /// Settings that travel which another device changed (`Learner.takeArrivedSettings()`).
    case settingsArrived([ArrivedSetting])
}
