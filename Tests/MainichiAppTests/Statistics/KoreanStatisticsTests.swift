import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Statistics in Korean at 80x24 and 40x12")
struct KoreanStatisticsTests {
    static func open(_ app: TestApp) throws {
        try StatisticsControllerTests.fillYear(app.context)
        app.application.navigationController.push(StatisticsController(context: app.context))
        app.application.render()
    }

    @Test("The top (today, streak, heatmap with Korean weekdays and months) and the end (levels, retention, practice)")
    func snapshots() throws {
        try KoreanSnapshots.check("statistics") { try Self.open($0) }
        try KoreanSnapshots.check("statistics-end") { app in
            try Self.open(app)
            app.press("G")
        }
    }

    @Test("The text of `mainichi stats` follows the language: Korean labels and weekdays, English unchanged")
    func text() throws {
        let app = try TestApp()
        try StatisticsControllerTests.fillYear(app.context)
        let history = app.context.historyContents()
        let statistics = Statistics.compute(library: app.context.library, progress: app.context.progress.progress,
                                            events: history.events, now: app.context.now, calendar: app.context.calendar,
                                            leechThreshold: 8)
        let korean = StatisticsText.lines(for: statistics, language: .korean).joined(separator: "\n")
        #expect(korean.contains("오늘"))
        #expect(korean.contains("레벨별 진도"))
        #expect(korean.contains("월"))
        #expect(!korean.contains("Progress by level"))
        let english = StatisticsText.lines(for: statistics, language: .english).joined(separator: "\n")
        #expect(english.contains("Progress by level"))
        #expect(english.contains("Mon"))
        for line in StatisticsText.lines(for: statistics, language: .korean) {
            #expect(line.displayWidth <= 80, "a Korean line wider than 80 columns: \(line)")
        }
    }
}
