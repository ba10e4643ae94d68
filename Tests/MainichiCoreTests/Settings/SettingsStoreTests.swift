import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct SettingsStoreTests {
    @Test func defaults() throws {
        let temporary = TemporaryDirectory()
        let settings = try SettingsStore(directory: temporary.url).settings
        #expect(settings.defaultTestMode == .multipleChoice)
        #expect(settings.questionOrder == .shuffled)
        #expect(settings.audioEnabled)
        #expect(!settings.autoplayOnReveal)
        #expect(settings.theme == .automatic)
        #expect(!settings.welcomeShown)
        #expect(settings.newPerDay == 20)
        #expect(settings.reviewsPerDay == 200)
    }

    @Test func changesAreSavedAndReloaded() throws {
        let temporary = TemporaryDirectory()
        try SettingsStore(directory: temporary.url).update {
            $0.theme = .monochrome
            $0.defaultTestMode = .typedReading
            $0.welcomeShown = true
        }
        let reloaded = try SettingsStore(directory: temporary.url).settings
        #expect(reloaded.theme == .monochrome)
        #expect(reloaded.defaultTestMode == .typedReading)
        #expect(reloaded.welcomeShown)
    }

    @Test func unknownValuesAndMissingFieldsTakeDefaults() throws {
        let temporary = TemporaryDirectory()
        temporary.write(#"{"theme": "solarized", "audioEnabled": false, "newPerDay": -4}"#, to: "settings.json")
        let store = try SettingsStore(directory: temporary.url)
        #expect(store.settings.theme == .automatic)
        #expect(!store.settings.audioEnabled)
        #expect(store.settings.newPerDay == 0)
        #expect(store.recovery == nil)
    }

    @Test func fittedWeightsAndRetentionAreSavedValidatedAndMakeTheScheduler() throws {
        let temporary = TemporaryDirectory()
        var weights = FSRSScheduler.defaultParameters
        weights[8] = 1.5
        try SettingsStore(directory: temporary.url).update {
            $0.fsrsWeights = weights
            $0.desiredRetention = 0.85
        }
        let reloaded = try SettingsStore(directory: temporary.url).settings
        #expect(reloaded.fsrsWeights == weights)
        #expect(reloaded.scheduler.parameters == weights)
        #expect(reloaded.scheduler.desiredRetention == 0.85)

        // 20 weights is not a weight list; out-of-range values are clamped; retention is bounded.
        temporary.write(#"{"fsrsWeights": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], "desiredRetention": 0.5}"#,
                        to: "settings.json")
        let short = try SettingsStore(directory: temporary.url).settings
        #expect(short.fsrsWeights == nil)
        #expect(short.scheduler.parameters == FSRSScheduler.defaultParameters)
        #expect(short.desiredRetention == 0.70)
        var wild = FSRSScheduler.defaultParameters
        wild[7] = 3  // at most 0.75
        let list = wild.map { String($0) }.joined(separator: ", ")
        temporary.write("{\"fsrsWeights\": [\(list)], \"desiredRetention\": 0.99}", to: "settings.json")
        let clamped = try SettingsStore(directory: temporary.url).settings
        #expect(clamped.fsrsWeights?[7] == 0.75)
        #expect(clamped.desiredRetention == 0.97)
    }

    @Test func damagedFileIsMovedAside() throws {
        let temporary = TemporaryDirectory()
        temporary.write("{\"theme\": ", to: "settings.json")
        let store = try SettingsStore(directory: temporary.url)
        #expect(store.settings == Settings())
        guard case .settingsDamaged(let moved)? = store.recovery else {
            Issue.record("no settings recovery: \(String(describing: store.recovery))")
            return
        }
        #expect(moved?.hasPrefix("settings.json.corrupt-") == true)
    }

    /// F2's settings side: `mainichi optimize` or `sync --folder` write settings.json while the
    /// app has it open; the app's next change keeps what they wrote.
    @Test func aChangeKeepsWhatAnotherStoreSavedMeanwhile() throws {
        let temporary = TemporaryDirectory()
        let app = try SettingsStore(directory: temporary.url)
        let command = try SettingsStore(directory: temporary.url)
        try command.update { $0.syncFolder = "/shared/mainichi" }
        try app.update { $0.desiredRetention = 0.85 }
        let saved = SettingsStore.read(directory: temporary.url)
        #expect(saved.syncFolder == "/shared/mainichi")
        #expect(saved.desiredRetention == 0.85)
    }
}
