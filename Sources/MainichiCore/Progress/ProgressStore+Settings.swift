extension ProgressStore: SettingsJournal {
    /// The settings that travel, once the progress is loaded (reading them never waits for the
    /// load: the first frame reads the settings).
    public var learnerSettings: LearnerSettings? {
        isLoaded ? progress.learnerSettings : nil
    }
}
