import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The limits of a setting are defined once: reading settings.json and changing a setting through
/// the learner both keep a number within them.
@Suite struct SettingsLimitsTests {
    @Test func aFileOutsideTheLimitsIsReadWithinThem() throws {
        let json = #"{"newPerDay": 900, "reviewsPerDay": -3, "leechThreshold": 1, "dayStartHour": 30}"#
        let settings = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
        #expect(settings.newPerDay == Settings.newPerDayRange.upperBound)
        #expect(settings.reviewsPerDay == 0)
        #expect(settings.leechThreshold == Settings.leechThresholdRange.lowerBound)
        #expect(settings.dayStartHour == 23)
    }

    @Test func aChangeThroughTheLearnerStaysWithinTheLimits() throws {
        let temporary = TemporaryDirectory()
        let store = try ProgressStore(directory: temporary.url.appendingPathComponent("data"))
        defer { store.close() }
        let learner = Learner(progress: store, settings: try SettingsStore(directory: temporary.url.appendingPathComponent("config")))
        try learner.changeSettings {
            $0.leechThreshold = 40
            $0.newPerDay = 501
            $0.desiredRetention = 0.5
        }
        #expect(learner.settings.settings.leechThreshold == 30)
        #expect(learner.settings.settings.newPerDay == 500)
        #expect(learner.settings.settings.desiredRetention == 0.70)
        // The scheduler follows the settings at once.
        #expect(learner.scheduler.desiredRetention == 0.70)
        // And the file says the same.
        #expect(SettingsStore.read(directory: temporary.url.appendingPathComponent("config")).leechThreshold == 30)
    }
}
