import Foundation
import MainichiCore
import TerminalUI
import Testing
import TestSupport
@testable import MainichiApp

/// The smaller Korean defects of issue 23: one word for tests, labels that read as words, the
/// settings' meaning row.
@Suite("Korean wording: 테스트, 드문 읽기, 접기, the meaning setting")
struct KoreanSmallDefectsTests {
    @Test("The Korean strings say 테스트, never 시험")
    func oneWordForTests() {
        let strings = Strings(.korean)
        let texts = [strings.testing.testTitle, strings.testing.retestTitle, strings.testing.modePickerTitle,
                     strings.testing.abandonQuestion, strings.testing.nothingToRetest, strings.notebook.testLabel]
        #expect(texts.allSatisfy { !$0.contains("시험") }, "\(texts)")
        #expect(texts.allSatisfy { $0.contains("테스트") })
    }

    @Test("Rare readings are 드문 읽기 on the kanji screen; a jōyō kanji's readings outside the table are 상용 외")
    func rareReadings() throws {
        let app = try TestApp(size: Size(width: 100, height: 30), localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let kanji = try Level.allCases.flatMap { try app.context.library.deck(kind: .kanji, level: $0).items }
            .filter { !($0.kanji?.rareReadings.isEmpty ?? true) }
        let notJoyo = try #require(kanji.first { !($0.kanji?.hasOfficialReadings ?? true) })
        _ = try DetailTests.openKanjiDetail(app, id: notJoyo.id)
        #expect(app.screen.contains("드문 읽기"), "\(app.screen)")
        let joyo = try #require(kanji.first { $0.kanji?.hasOfficialReadings ?? false })
        let other = try TestApp(size: Size(width: 100, height: 30), localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        _ = try DetailTests.openKanjiDetail(other, id: joyo.id)
        #expect(other.screen.contains("상용 외"), "\(other.screen)")
    }

    @Test("The meaning setting is listed in Korean and cycles automatic, Korean, English, both")
    func meaningSetting() throws {
        let app = try TestApp(size: Size(width: 100, height: 40), localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let settings = SettingsController(context: app.context)
        #expect(settings.options.contains(.meanings))
        #expect(!SettingsController(context: try TestApp().context).options.contains(.meanings), "English lists stay as they were")
        #expect(settings.value(of: .meanings) == "자동 (한국어)")
        var seen: [MeaningLanguage?] = []
        for _ in 0..<4 {
            settings.change(.meanings, forward: true)
            seen.append(app.context.settings.settings.meaningLanguage)
        }
        #expect(seen == [.korean, .english, .both, nil])
        #expect(settings.options.contains(.reviewDirection))
        settings.change(.reviewDirection, forward: true)
        #expect(app.context.settings.settings.reviewsMeaningFirst)
        #expect(settings.value(of: .reviewDirection) == "뜻 먼저")
    }
}
