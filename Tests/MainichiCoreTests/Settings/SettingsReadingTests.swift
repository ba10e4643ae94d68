import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// settings.json read with `JSONParser` (`Settings.init(reading:)`, what the first frame and the
/// read-only commands use) gives the settings `JSONDecoder` gives (the store's `init(from:)`).
@Suite struct SettingsReadingTests {
    /// Both readings of `json`, and settings.json read from disk by `SettingsStore.read`.
    private func readings(_ json: String) throws -> (decoded: Settings, parsed: Settings, stored: Settings) {
        let decoded = (try? JSONDecoder().decode(Settings.self, from: Data(json.utf8))) ?? Settings()
        let parsed: Settings
        if case .object(let object)? = try? JSONParser.parse(Array(json.utf8)) {
            parsed = Settings(reading: object)
        } else {
            parsed = Settings()
        }
        let temporary = TemporaryDirectory()
        try Data(json.utf8).write(to: temporary.url.appendingPathComponent(SettingsStore.fileName))
        return (decoded, parsed, SettingsStore.read(directory: temporary.url))
    }

    @Test func everySettingSavedIsReadTheSame() throws {
        var settings = Settings()
        settings.defaultTestMode = .typedReading
        settings.questionOrder = .inOrder
        settings.audioEnabled = false
        settings.autoplayOnReveal = true
        settings.theme = .light
        settings.welcomeShown = true
        settings.newPerDay = 35
        settings.reviewsPerDay = 420
        settings.dayStartHour = 6
        settings.secondChance = false
        settings.movesOnWhenRight = true
        settings.leechThreshold = 5
        settings.showsKanjiDrawings = true
        settings.showsKoreanReadings = true
        settings.meaningLanguage = .korean
        settings.reviewsMeaningFirst = true
        settings.fsrsWeights = FSRSScheduler.defaultParameters.map { $0 * 1.01 }
        settings.desiredRetention = 0.85
        settings.loadBalancing = false
        settings.reducedDays = [1, 7]
        settings.minimumDays = [4]
        settings.daysOff = ["2026-12-24", "2026-12-25"]
        settings.exampleReadings = .none
        settings.language = .korean
        settings.showsUntaughtKanjiAsKana = true
        settings.showsPitchInLists = true
        settings.syncFolder = "/srv/sync/日本語"
        settings.lastUserDeck = "own-1"
        let json = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        let read = try readings(json)
        #expect(read.decoded == settings)
        #expect(read.parsed == read.decoded)
        #expect(read.stored == read.decoded)
    }

    /// Wrong types, unknown names, nulls, numbers out of range or not whole, bad list elements:
    /// each field takes its default or is clamped, the same both ways.
    @Test func damagedFieldsAreReadTheSame() throws {
        let documents = [
            #"{"theme": "sepia", "defaultTestMode": 3, "audioEnabled": "yes", "welcomeShown": null}"#,
            #"{"newPerDay": 20.0, "reviewsPerDay": 12.5, "dayStartHour": 99, "leechThreshold": -4}"#,
            #"{"newPerDay": 1e3, "reviewsPerDay": -1, "desiredRetention": 2, "leechThreshold": 1e30}"#,
            #"{"desiredRetention": 0.5, "fsrsWeights": [1, 2, 3], "reducedDays": [1, 9, 3, 0]}"#,
            #"{"reducedDays": [1, "2"], "minimumDays": 5, "daysOff": ["2026-01-01", 2]}"#,
            #"{"meaningLanguage": "both", "language": "english", "exampleReadings": "all", "syncFolder": ""}"#,
            #"{"meaningLanguage": "klingon", "lastUserDeck": "", "questionOrder": "inOrder", "unknown": [1, {"a": 2}]}"#,
            #"{"fsrsWeights": null, "meaningLanguage": null, "syncFolder": null}"#,
            #"{"welcomeShown": true, "theme": "monochrome""#,
            #"["welcomeShown", true]"#,
            #""#,
            #"{}"#,
        ]
        for document in documents {
            let read = try readings(document)
            #expect(read.parsed == read.decoded, "\(document)")
            #expect(read.stored == read.decoded, "\(document)")
        }
    }

    /// A number beyond a Double's range: the parser refuses the document, the decoder reads the
    /// other fields; `SettingsStore.read` then decodes it as the store does.
    @Test func aDocumentTheParserRefusesIsDecoded() throws {
        let document = #"{"newPerDay": 1e3, "reviewsPerDay": -1, "desiredRetention": 2, "leechThreshold": 1e400}"#
        #expect((try? JSONParser.parse(Array(document.utf8))) == nil)
        let read = try readings(document)
        #expect(read.decoded.newPerDay == 500)
        #expect(read.stored == read.decoded)
    }

    /// A settings.json that is a directory or missing gives the defaults, without blocking.
    @Test func aMissingOrOddFileGivesTheDefaults() throws {
        let temporary = TemporaryDirectory()
        #expect(SettingsStore.read(directory: temporary.url) == Settings())
        try FileManager.default.createDirectory(at: temporary.url.appendingPathComponent(SettingsStore.fileName),
                                                withIntermediateDirectories: true)
        #expect(SettingsStore.read(directory: temporary.url) == Settings())
    }
}
