import Foundation
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
        #expect(store.recoveryNotice == nil)
    }

    @Test func damagedFileIsMovedAside() throws {
        let temporary = TemporaryDirectory()
        temporary.write("{\"theme\": ", to: "settings.json")
        let store = try SettingsStore(directory: temporary.url)
        #expect(store.settings == Settings())
        #expect(store.recoveryNotice?.hasPrefix("settings.json was damaged and has been moved to settings.json.corrupt-") == true)
    }
}
