extension Learner {
    /// Changes settings, every number kept within its limits (`Settings.keptInLimits`), and
    /// saves at once; the scheduler and the study calendar follow on their next use.
    public func changeSettings(_ change: (inout Settings) -> Void) throws(StorageError) {
        try settings.update { settings in
            change(&settings)
            settings = settings.keptInLimits
        }
    }
}
