import Testing
import Foundation
@testable import MainichiCore

struct LanguageTests {
    @Test func koreanLangGivesKorean() {
        #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.fromEnvironment(["LANG": "ko"]) == .korean)
    }

    @Test func otherOrMissingLocalesGiveEnglish() {
        #expect(Language.fromEnvironment([:]) == .english)
        #expect(Language.fromEnvironment(["LANG": "en_US.UTF-8"]) == .english)
        #expect(Language.fromEnvironment(["LANG": "C"]) == .english)
        #expect(Language.fromEnvironment(["LANG": "kok_IN"]) == .english)
    }

    @Test func lcAllWinsOverLcMessagesWhichWinsOverLang() {
        #expect(Language.fromEnvironment(["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]) == .english)
        #expect(Language.fromEnvironment(["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]) == .korean)
        #expect(Language.fromEnvironment(["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]) == .korean)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LC_MESSAGES": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]) == .english)
        // An empty variable counts as unset.
        #expect(Language.fromEnvironment(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko_KR.UTF-8"]) == .korean)
    }

    @Test func choiceOverridesTheEnvironment() {
        let korean = ["LANG": "ko_KR.UTF-8"]
        #expect(Settings.LanguageChoice.english.resolved(environment: korean) == .english)
        #expect(Settings.LanguageChoice.korean.resolved(environment: [:]) == .korean)
        #expect(Settings.LanguageChoice.automatic.resolved(environment: korean) == .korean)
    }

    @Test func settingRoundTripsAndDefaultsToAutomatic() throws {
        #expect(Settings().language == .automatic)
        var settings = Settings()
        settings.language = .korean
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(Settings.self, from: data).language == .korean)
        let unknown = Data(#"{"language": "klingon"}"#.utf8)
        #expect(try JSONDecoder().decode(Settings.self, from: unknown).language == .automatic)
    }
}
