import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

struct StringsTests {
    @Test func countsPutTheNumberWhereEachLanguageDoes() {
        let english = Strings(.english).common
        let korean = Strings(.korean).common
        #expect(english.count(1, of: .vocab) == "1 word")
        #expect(english.count(20, of: .vocab) == "20 words")
        #expect(english.count(1200, of: .kanji) == "1,200 kanji")
        #expect(korean.count(20, of: .vocab) == "단어 20개")
        #expect(korean.days(1) == "1일")
        #expect(english.days(1) == "1 day")
    }

    @Test func numbersAreGroupedByThousands() {
        #expect(TextFormat.grouped(0) == "0")
        #expect(TextFormat.grouped(999) == "999")
        #expect(TextFormat.grouped(1000) == "1,000")
        #expect(TextFormat.grouped(-1234567) == "-1,234,567")
    }

    @Test func datesAndWeekdaysFollowTheLanguage() {
        let korean = Strings(.korean).common
        #expect(korean.date(year: 2026, month: 11, day: 23) == "2026년 11월 23일")
        #expect(korean.shortDate(month: 1, day: 5) == "1월 5일")
        #expect((1...7).map(korean.weekdayShort) == ["일", "월", "화", "수", "목", "금", "토"])
        #expect(korean.weekdayName(2) == "월요일")
        let english = Strings(.english).common
        #expect(english.date(year: 2026, month: 1, day: 5) == "2026-01-05")
        #expect(english.weekdayShort(2) == "Mon")
        #expect(TextFormat.dateParts(ofStamp: "2026-11-23")! == (2026, 11, 23))
        #expect(TextFormat.dateParts(ofStamp: "2026-13-01") == nil)
    }

    @Test func intervalsUseEachLanguagesUnits() {
        let korean = Strings(.korean).common
        let english = Strings(.english).common
        #expect(english.interval(4 * 86_400) == "4d")
        #expect(korean.interval(4 * 86_400) == "4일")
        #expect(korean.interval(90 * 60) == "1.5시간")
        #expect(korean.interval(20) == "<1분")
        #expect(korean.interval(90 * 86_400) == "3개월")
    }

    @Test func koreanLocaleGivesKoreanChromeAndTheSettingOverridesIt() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        #expect(app.context.language == .korean)
        #expect(app.lines.last!.contains("도움말"))
        #expect(app.lines.last!.contains("종료"))
        try app.context.settings.update { $0.language = .english }
        #expect(app.context.language == .english)
        let english = try TestApp(localeEnvironment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"])
        #expect(english.context.language == .english)
        #expect(english.lines.last!.contains("help"))
    }

    @Test func changingTheLanguageSettingSwitchesTheChromeAtOnce() throws {
        let app = try TestApp()
        #expect(app.lines.last!.contains("help"))
        app.application.navigationController.push(SettingsController(context: app.context))
        let row = SettingsController.Option.allCases.firstIndex(of: .language)!
        app.press("g" + String(repeating: "j", count: row))
        app.press("l")
        app.press("l")
        #expect(app.context.settings.settings.language == .korean)
        #expect(app.lines.last!.contains("도움말"))
    }
}
