extension Settings {
    /// New review items a day: 0 (none) to 500.
    public static let newPerDayRange = 0...500
    /// How far one step of the Settings screen moves `newPerDay`.
    public static let newPerDayStep = 5
    /// Reviews a day: 0 to 9999.
    public static let reviewsPerDayRange = 0...9999
    /// How far one step of the Settings screen moves `reviewsPerDay`.
    public static let reviewsPerDayStep = 50
    /// Lapses after which an item is a leech: 2 to 30 (one lapse is no pattern yet).
    public static let leechThresholdRange = 2...30
    /// The hour a study day starts: 0 to 23.
    public static let dayStartHourRange = 0...23

    /// These settings with every number kept within its limits (the one place the limits are
    /// applied: reading settings.json, the Settings screen and the command line all go
    /// through it).
    public var keptInLimits: Settings {
        var settings = self
        settings.newPerDay = newPerDay.clamped(to: Self.newPerDayRange)
        settings.reviewsPerDay = reviewsPerDay.clamped(to: Self.reviewsPerDayRange)
        settings.leechThreshold = leechThreshold.clamped(to: Self.leechThresholdRange)
        settings.dayStartHour = dayStartHour.clamped(to: Self.dayStartHourRange)
        settings.desiredRetention = desiredRetention.isFinite
            ? desiredRetention.clamped(to: Self.desiredRetentionRange) : Settings().desiredRetention
        return settings
    }
}
